@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// Values and enums: FC5xx and FC6xx.
    static let values: [DiagnosticExample] = [
        .init(
            name: "a string default for an Int",
            marked: "record Site {\n    port: Int = 1️⃣\"22\"\n}",
            expected: [
                .diagnostic(
                    .valueTypeMismatch,
                    "the default of 'port' must be an integer for type Int, found the string \"22\"")
            ]),
        .init(
            name: "a number in a string array",
            marked: "record Site {\n    tags: [String] = [1️⃣1]\n}",
            expected: [
                .diagnostic(
                    .valueTypeMismatch, "the default of 'tags' must be a string for type String, found the number 1")
            ]),
        .init(
            name: "an Int default out of range",
            marked: "record Site {\n    big: Int = 1️⃣9223372036854775808\n}",
            expected: [.diagnostic(.valueOutOfRange, "the default of 'big' is out of the range of Int")]),
        .init(
            name: "a Double default that is not exact",
            marked: "record R {\n    x: Double = 1️⃣9007199254740993\n}",
            expected: [
                .diagnostic(
                    .doubleNotExact,
                    "the default of 'x' is not exactly representable as a Double; it would become 9007199254740992")
            ]),
        .init(
            name: "a default that is not a case",
            marked: "record Site {\n    mode: Mode = .1️⃣fast\n}\nenum Mode fallback slow { slow, quick }",
            expected: [.diagnostic(.notACase, "'fast' is not a case of enum 'Mode'")]),
        .init(
            name: "a default on a Date without a format",
            marked: "record Site {\n    at: Date = 1️⃣0\n}",
            expected: [
                .diagnostic(
                    .typeHasNoDefault,
                    "a Date without a format cannot have a default: its wire is the date strategy of the coder; give it "
                        + "a format and a default in its wire text (= \"1970-01-01T00:00:00Z\" @format(iso8601)), or "
                        + "make it optional (Date?) if it may be absent")
            ]),
        .init(
            name: "a UUID default that is no UUID",
            marked: "record Site {\n    id: UUID = 1️⃣\"x\"\n}",
            expected: [
                .diagnostic(
                    .invalidUUIDSample,
                    "the default of 'id' is not a UUID, such as \"9F1C3B8E-5A7D-4C2B-8E1F-0A1B2C3D4E5F\"")
            ]),
        .init(
            name: "a URL default that is no URL",
            marked: "record Site {\n    home: URL = 1️⃣\"\"\n}",
            expected: [
                .diagnostic(
                    .invalidFormattedValue,
                    "the default of 'home' must be a URL such as \"https://example.com\"")
            ]),
        .init(
            name: "a UUID sample that is no UUID",
            marked: "record Site {\n    id: UUID @sample(1️⃣\"nope\")\n}",
            expected: [
                .diagnostic(
                    .invalidUUIDSample,
                    "the sample of 'id' is not a UUID, such as \"9F1C3B8E-5A7D-4C2B-8E1F-0A1B2C3D4E5F\"")
            ]),
        .init(
            name: "a dictionary literal with a number key",
            marked: "record Site {\n    tags: [String: Int] = [1️⃣1: 2]\n}",
            expected: [
                .diagnostic(.dictionaryLiteralKeyNotString, "dictionary keys in the default of 'tags' must be strings")
            ]),
        .init(
            name: "a dictionary literal with a key twice",
            marked: "record Site {\n    tags: [String: Int] = [2️⃣\"a\": 1, 1️⃣\"a\": 2]\n}",
            expected: [
                .diagnostic(
                    .duplicateDictionaryKey, "duplicate key \"a\" in the default of 'tags'",
                    notes: [.note(at: "2️⃣", "\"a\" is first given here")])
            ]),
        .init(
            name: "an enum case as a JSON default",
            marked: "record Site {\n    extra: JSON = .1️⃣fast\n}",
            expected: [.diagnostic(.enumCaseAsJSON, "a JSON default cannot be an enum case ('.fast')")]),
        .init(
            name: "an Int32 default out of range",
            marked: "record R {\n    x: Int32 = 1️⃣2147483648\n}",
            expected: [.diagnostic(.valueOutOfRange, "the default of 'x' is out of the range of Int32")]),
        .init(
            name: "a negative UInt64 sample",
            marked: "record R {\n    x: UInt64 @sample(1️⃣-1)\n}",
            expected: [.diagnostic(.valueOutOfRange, "the sample of 'x' is out of the range of UInt64")]),
        .init(
            name: "an Int64 default out of range",
            marked: "record R {\n    x: Int64 = 1️⃣-9223372036854775809\n}",
            expected: [.diagnostic(.valueOutOfRange, "the default of 'x' is out of the range of Int64")]),
        .init(
            name: "a Float default out of range",
            marked: "record R {\n    x: Float = 1️⃣1e39\n}",
            expected: [.diagnostic(.valueOutOfRange, "the default of 'x' is out of the range of Float")]),
        .init(
            name: "a Decimal default with more digits than a Decimal holds",
            marked: "record R {\n    x: Decimal = 1️⃣1234567890123456789012345678901234567890.5\n}",
            expected: [.diagnostic(.valueOutOfRange, "the default of 'x' is out of the range of Decimal")]),
        .init(
            name: "a Float default that is not exact",
            marked: "record R {\n    x: Float = 1️⃣16777217\n}",
            expected: [
                .diagnostic(
                    .notExactlyRepresentable,
                    "the default of 'x' is not exactly representable as a Float; it would become 16777216")
            ]),
        .init(
            name: "a Data default that is not base64",
            marked: "record R {\n    x: Data = 1️⃣\"not base64!\"\n}",
            expected: [.diagnostic(.invalidBase64, "the default of 'x' is not base64 text, such as \"aGVsbG8=\"")]),
        .init(
            name: "a number as a Data default",
            marked: "record R {\n    x: Data = 1️⃣1\n}",
            expected: [
                .diagnostic(
                    .valueTypeMismatch, "the default of 'x' must be a base64 string for type Data, found the number 1")
            ]),
        .init(
            name: "a case declared twice",
            marked: "enum Mode fallback a { 2️⃣a, 1️⃣a }",
            expected: [
                .diagnostic(
                    .duplicateCase, "duplicate case 'a' in enum 'Mode'",
                    notes: [.note(at: "2️⃣", "'a' is first declared here")])
            ]),
        .init(
            name: "two cases with one raw value",
            marked: "enum Mode fallback a { 2️⃣a, b = 1️⃣\"a\" }",
            expected: [
                .diagnostic(
                    .duplicateRawValue, "case 'b' has the raw value \"a\", which case 'a' already has",
                    notes: [.note(at: "2️⃣", "case 'a' has \"a\" here")])
            ]),
        .init(
            name: "an enum without cases",
            marked: "enum 1️⃣Mode fallback 2️⃣a { }",
            expected: [
                .diagnostic(.enumWithoutCases, "enum 'Mode' has no cases"),
                .diagnostic(.fallbackNotACase, at: "2️⃣", "the fallback 'a' is not a case of enum 'Mode'"),
            ]),
        .init(
            name: "a fallback that is not a case",
            marked: "enum Mode fallback 1️⃣warp { slow, quick }",
            expected: [.diagnostic(.fallbackNotACase, "the fallback 'warp' is not a case of enum 'Mode'")]),
        .init(
            name: "a fallback that differs from a case in case",
            marked: "enum Mode fallback 1️⃣Slow { slow }",
            expected: [
                .diagnostic(.fallbackNotACase, "the fallback 'Slow' is not a case of enum 'Mode'; did you mean 'slow'?")
            ]),
        .init(
            name: "an enum without a fallback",
            marked: "enum 1️⃣Mode { slow }",
            expected: [
                .diagnostic(
                    .missingFallback,
                    "enum 'Mode' needs a fallback case for values this version does not know, as in: enum Mode "
                        + "fallback slow { ... }")
            ]),
    ]
}
