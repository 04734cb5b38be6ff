@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// Key styles: `keys snake_case`.
    static let keyStyles: [DiagnosticExample] = [
        .init(
            name: "a file's key style given twice",
            marked: "keys 2️⃣snake_case\n1️⃣keys kebab-case\nrecord R {}",
            expected: [
                .diagnostic(
                    .duplicateKeyStyle, "the file's key style is given twice",
                    notes: [.note(at: "2️⃣", "the key style is first given here")])
            ]),
        .init(
            name: "a file's key style after a declaration",
            marked: "record R {}\n1️⃣keys snake_case",
            expected: [
                .diagnostic(
                    .keyStyleAfterDeclarations,
                    "a file's key style must come before its declarations, here before 'R'; to set the style "
                        + "of one record, write it in the record's header: record Name keys snake_case { ... }")
            ]),
        .init(
            name: "an unknown key style",
            marked: "record R keys 1️⃣snakecase {}",
            expected: [
                .diagnostic(
                    .unknownKeyStyle,
                    "unknown key style 'snakecase'; the styles are as_written, snake_case, kebab-case; "
                        + "did you mean 'snake_case'?")
            ]),
        .init(
            name: "an unknown file key style",
            marked: "keys 1️⃣camel-case\nrecord R {}",
            expected: [
                .diagnostic(
                    .unknownKeyStyle,
                    "unknown key style 'camel-case'; the styles are as_written, snake_case, kebab-case")
            ]),
        .init(
            name: "two names that one key style turns into one wire key",
            marked: "record R keys snake_case {\n    2️⃣userID: Int\n    1️⃣userId: Int\n}",
            expected: [
                .diagnostic(
                    .keyStyleCollision,
                    "under keys snake_case, fields 'userID' and 'userId' both have the wire key \"user_id\"; "
                        + "rename one, or give it another key with @key(\"...\")",
                    notes: [.note(at: "2️⃣", "'userID' has the wire key \"user_id\" here")])
            ]),
        .init(
            name: "a styled key that an explicit key already uses",
            marked: "keys kebab-case\nrecord R {\n    2️⃣a: Int @key(\"created-at\")\n    1️⃣createdAt: Int\n}",
            expected: [
                .diagnostic(
                    .duplicateWireKey,
                    "field 'createdAt' uses the wire key \"created-at\", which field 'a' already uses",
                    notes: [.note(at: "2️⃣", "field 'a' uses \"created-at\" here")])
            ]),
    ]
}
