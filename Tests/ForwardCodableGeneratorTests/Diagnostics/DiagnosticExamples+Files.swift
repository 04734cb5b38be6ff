@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// The configuration file and the lock file: FC8xx.
    static let files: [DiagnosticExample] = [
        .init(
            name: "a configuration that is not JSON",
            marked: "{\n  \"accessLevel\": 1️⃣public\n}",
            expected: [
                .diagnostic(.invalidJSON, "invalid JSON: expected a value, found 'public'; strings need double quotes")
            ],
            producer: .configuration),
        .init(
            name: "a configuration that is not an object",
            marked: "1️⃣[1]",
            expected: [
                .diagnostic(
                    .configurationNotObject,
                    "the configuration must be a JSON object, such as {\"accessLevel\": \"internal\"}")
            ],
            producer: .configuration),
        .init(
            name: "an access level that does not exist",
            marked: "{1️⃣\"accessLevel\": \"open\"}",
            expected: [
                .diagnostic(.invalidAccessLevel, "\"accessLevel\" must be \"public\", \"package\" or \"internal\"")
            ],
            producer: .configuration),
        .init(
            name: "a model module that is no name",
            marked: "{1️⃣\"modelModule\": \"no such\"}",
            expected: [.diagnostic(.invalidModelModule, "\"modelModule\" must be a module name, such as \"Models\"")],
            producer: .configuration),
        .init(
            name: "a misspelled configuration key",
            marked: "{\n    1️⃣\"acessLevel\": \"public\"\n}",
            expected: [
                .diagnostic(
                    .unknownConfigurationKey,
                    "unknown configuration key \"acessLevel\"; known keys: accessLevel, modelModule, keyStyle, fastJSON, dateFormat, breaking; did "
                        + "you mean 'accessLevel'?")
            ],
            producer: .configuration),
        .init(
            name: "a key style that does not exist",
            marked: "{\n    1️⃣\"keyStyle\": \"snake-case\"\n}",
            expected: [
                .diagnostic(
                    .invalidConfigurationKeyStyle,
                    "\"keyStyle\" must be \"as_written\", \"snake_case\", \"kebab-case\", not 'snake-case'; did you "
                        + "mean 'snake_case'?")
            ],
            producer: .configuration),
        .init(
            name: "a fastJSON that is not a Boolean",
            marked: "{\n    1️⃣\"fastJSON\": 1\n}",
            expected: [.diagnostic(.invalidConfigurationFastJSON, "\"fastJSON\" must be true (default) or false")],
            producer: .configuration),
        .init(
            name: "a configuration key given twice",
            marked: "{\n    2️⃣\"fastJSON\": true,\n    1️⃣\"fastJSON\": false\n}",
            expected: [
                .diagnostic(
                    .duplicateConfigurationKey, "configuration key \"fastJSON\" is given twice; keep one",
                    notes: [.note(at: "2️⃣", "\"fastJSON\" is first given here")])
            ],
            producer: .configuration),
        .init(
            name: "a lock without its header",
            marked: "1️⃣garbage\n",
            expected: [
                .diagnostic(
                    .malformedLock,
                    "expected '=== <schema path> (<N> lines)' in the lock; regenerate it with 'forward-codable "
                        + "breaking --update-lock'")
            ],
            producer: .lock),
        .init(
            name: "a lock release header without a name",
            marked: "1️⃣### release\n=== A.fcschema (1 lines)\nrecord A {}\n",
            expected: [
                .diagnostic(
                    .malformedLock,
                    "expected '### release <name>' in the lock, a name of letters, digits, '.', '-', '_' and '+' that "
                        + "starts with a letter or digit")
            ],
            producer: .lock),
        .init(
            name: "a lock release with no schema",
            marked: "1️⃣### release 1.0\n### release 1.1\n=== A.fcschema (1 lines)\nrecord A {}\n",
            expected: [
                .diagnostic(
                    .malformedLock,
                    "release '1.0' of the lock holds no schema: expected '=== <schema path> (<N> lines)' after its "
                        + "header; record it with 'forward-codable breaking --update-lock --release 1.0 --force'")
            ],
            producer: .lock),
        .init(
            name: "a lock release recorded twice",
            marked: "2️⃣### release 1.0\n=== A.fcschema (1 lines)\nrecord A {}\n"
                + "1️⃣### release 1.0\n=== A.fcschema (1 lines)\nrecord A {}\n",
            expected: [
                .diagnostic(
                    .malformedLock, "release '1.0' is recorded twice in the lock; keep one",
                    notes: [.note(at: "2️⃣", "release '1.0' is first recorded here")])
            ],
            producer: .lock),
    ]
}
