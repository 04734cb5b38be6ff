@testable import ForwardCodableGenerator

extension DiagnosticExamples {
    /// The lexer and the parser: FC0xx and FC1xx.
    static let syntax: [DiagnosticExample] = [
        .init(
            name: "a character that starts no token",
            marked: "record Site {\n    id: UUID 1️⃣$\n}",
            expected: [.diagnostic(.unexpectedCharacter, "unexpected character '$'")]),
        .init(
            name: "an unterminated string",
            marked: "record Site {\n    name: String = 1️⃣\"open\n}",
            expected: [.diagnostic(.unterminatedString, "unterminated string literal")]),
        .init(
            name: "an unknown escape",
            marked: "record Site {\n    name: String = \"a1️⃣\\q\"\n}",
            expected: [.diagnostic(.unknownEscape, "unknown escape sequence '\\q'")]),
        .init(
            name: "a unicode escape without a brace",
            marked: "record Site {\n    name: String = \"1️⃣\\u0041\"\n}",
            expected: [.diagnostic(.expectedUnicodeBrace, "expected '{' after '\\u' in a unicode escape")]),
        .init(
            name: "a unicode escape that is no scalar",
            marked: "record Site {\n    name: String = \"1️⃣\\u{zz}\"\n}",
            expected: [.diagnostic(.invalidUnicodeEscape, "invalid unicode escape '\\u{zz}'")]),
        .init(
            name: "a field without its colon",
            marked: "record Site {\n    id 1️⃣UUID\n}",
            expected: [.diagnostic(.expected, "expected ':' after field name 'id', found 'UUID'")]),
        .init(
            name: "a field declared with Swift's var",
            marked: "record Site {\n    1️⃣var tags: [String] = []\n}",
            expected: [.diagnostic(.fieldTakesNoIntroducer, "fields take no 'var'; remove it: 'tags: [String]'")]),
        .init(
            name: "a field declared with Swift's let, and without its colon",
            marked: "record Site {\n    1️⃣let name 2️⃣String\n}",
            expected: [
                .diagnostic(.fieldTakesNoIntroducer, "fields take no 'let'; remove it"),
                .diagnostic(.expected, at: "2️⃣", "expected ':' after field name 'name', found 'String'"),
            ]),
        .init(
            name: "a field without its type",
            marked: "record Site {\n    id: 1️⃣= 3\n}",
            expected: [.diagnostic(.expected, "expected a type, found '='")]),
        .init(
            name: "a record without its name",
            marked: "record 1️⃣{\n}",
            expected: [.diagnostic(.expected, "expected a record name after 'record', found '{'")]),
        .init(
            name: "a declaration that is neither record nor enum",
            marked: "1️⃣struct Site {}",
            expected: [
                .diagnostic(
                    .expected, "expected 'record', 'enum', 'union', 'external', 'keys' or 'dates', found 'struct'")
            ]),
        .init(
            name: "two cases on a line without a comma",
            marked: "enum Mode fallback a { a 1️⃣b }",
            expected: [.diagnostic(.expected, "expected ',' or end of line after case 'a', found 'b'")]),
        .init(
            name: "a record without its closing brace",
            marked: "record 1️⃣Site {\n    id: UUID\n",
            expected: [.diagnostic(.missingClosingBrace, "record 'Site' is missing its closing '}'")]),
        .init(
            name: "a type nested too deep",
            marked: "record R {\n    x: " + String(repeating: "[", count: 64) + "1️⃣[Int"
                + String(repeating: "]", count: 65) + "\n}",
            expected: [.diagnostic(.nestsTooDeep, "the type nests deeper than 64 levels")]),
        .init(
            name: "a stamp before its version",
            marked: "record R 1️⃣stamp \"s\" {}",
            expected: [
                .diagnostic(.stampBeforeVersion, "'stamp' needs a 'version N' first, as in: version 2 stamp \"schema\"")
            ]),
        .init(
            name: "a version without its stamp",
            marked: "record R version 2 1️⃣{}",
            expected: [
                .diagnostic(
                    .missingStamp, "expected 'stamp \"key\"' after 'version 2': the wire key that holds the version")
            ]),
        .init(
            name: "a type change without 'from'",
            marked: history("        change a 1️⃣Int hook"),
            expected: [.diagnostic(.missingChangeFrom, "expected 'from OldType hook' after 'change a'")]),
        .init(
            name: "a type change without its hook",
            marked: history("        change a from String1️⃣"),
            expected: [
                .diagnostic(
                    .typeChangeNeedsHook,
                    "a type change needs a hook that converts the old value: change a from String hook")
            ]),
        .init(
            name: "an attribute other than @key in a change",
            marked: history("        rename z @1️⃣strict -> a"),
            expected: [.diagnostic(.onlyKeyAttributeInChange, "only @key(\"wire key\") is allowed here")]),
        .init(
            name: "a doc comment on a change line",
            marked: "record N version 2 stamp \"v\" {\n    a: Int = 0\n    since 2️⃣2 {\n        1️⃣/// Adds a.\n"
                + "        add a\n    }\n}",
            expected: [
                .diagnostic(
                    .docCommentOnChange,
                    "a doc comment on a change documents nothing and is dropped; document version 2 on its 'since' "
                        + "line, or use '//' for a plain comment",
                    notes: [.note(at: "2️⃣", "'since 2' starts here; its doc comment documents the version")])
            ]),
        .init(
            name: "a doc comment before the end of a record",
            marked: "record R {\n    a: Int\n    1️⃣/// Nothing follows.\n}",
            expected: [
                .diagnostic(
                    .danglingDocComment,
                    "a doc comment before the '}' of record 'R' documents nothing and is dropped; move it before a "
                        + "declaration, or use '//' for a plain comment")
            ]),
        .init(
            name: "a doc comment at the end of the file",
            marked: "enum Mode fallback a { a }\n1️⃣/// Nothing follows.\n",
            expected: [
                .diagnostic(
                    .danglingDocComment,
                    "a doc comment before the end of the file documents nothing and is dropped; move it before a "
                        + "declaration, or use '//' for a plain comment")
            ]),
    ]

    /// A versioned record `N` with a field `a: Int = 0` and `change` as the one line of `since 2`.
    static func history(_ change: String) -> String {
        "record N version 2 stamp \"v\" {\n    a: Int = 0\n    since 2 {\n\(change)\n    }\n}"
    }
}
