// The catalog entries of the lexer and the parser: FC0xx and FC1xx.

extension DiagnosticMessage {
    static func unexpectedCharacter(_ scalar: Unicode.Scalar) -> Self {
        Self(.unexpectedCharacter, "unexpected character '\(scalar.escaped(asASCII: false))'")
    }

    static var unterminatedString: Self {
        Self(.unterminatedString, "unterminated string literal")
    }

    static func unknownEscape(_ escaped: Unicode.Scalar) -> Self {
        Self(.unknownEscape, "unknown escape sequence '\\\(escaped)'")
    }

    static var expectedUnicodeBrace: Self {
        Self(.expectedUnicodeBrace, "expected '{' after '\\u' in a unicode escape")
    }

    static func invalidUnicodeEscape(_ digits: String) -> Self {
        Self(.invalidUnicodeEscape, "invalid unicode escape '\\u{\(digits)}'")
    }

    /// `expected <what>, found <found>`: `what` describes the grammar, such as "a type".
    static func expected(_ what: String, found: String) -> Self {
        Self(.expected, "expected \(what), found \(found)")
    }

    /// `keyword` is `var` or `let`; `field` is the field as it should be written, when it was read.
    static func fieldTakesNoIntroducer(_ keyword: String, as field: String? = nil) -> Self {
        Self(.fieldTakesNoIntroducer, "fields take no '\(keyword)'; remove it" + (field.map { ": '\($0)'" } ?? ""))
    }

    /// `owner` is what the brace opens, such as "record 'Host'" or "'since 2'".
    static func missingClosingBrace(_ owner: String) -> Self {
        Self(.missingClosingBrace, "\(owner) is missing its closing '}'")
    }

    static func nestsTooDeep(_ what: String, limit: Int) -> Self {
        Self(.nestsTooDeep, "\(what) nests deeper than \(limit) levels")
    }

    static func stampBeforeVersion(_ word: String) -> Self {
        Self(.stampBeforeVersion, "'\(word)' needs a 'version N' first, as in: version 2 stamp \"schema\"")
    }

    static func missingStamp(version: Int) -> Self {
        Self(.missingStamp, "expected 'stamp \"key\"' after 'version \(version)': the wire key that holds the version")
    }

    static func missingChangeFrom(_ field: String) -> Self {
        Self(.missingChangeFrom, "expected 'from OldType hook' after 'change \(field)'")
    }

    static func typeChangeNeedsHook(_ field: String, from type: String) -> Self {
        Self(
            .typeChangeNeedsHook,
            "a type change needs a hook that converts the old value: change \(field) from \(type) hook")
    }

    static var onlyKeyAttributeInChange: Self {
        Self(.onlyKeyAttributeInChange, "only @key(\"wire key\") is allowed here")
    }

    static func docCommentOnChange(version: Int, block: SourceLocation) -> Self {
        Self(
            .docCommentOnChange,
            "a doc comment on a change documents nothing and is dropped; document version \(version) on its "
                + "'since' line, or use '//' for a plain comment",
            notes: [DiagnosticNote("'since \(version)' starts here; its doc comment documents the version", at: block)]
        )
    }

    /// `before` is what follows the comment, such as "the closing '}' of record 'Host'".
    static func danglingDocComment(before: String) -> Self {
        Self(
            .danglingDocComment,
            "a doc comment before \(before) documents nothing and is dropped; move it before a declaration, "
                + "or use '//' for a plain comment")
    }
}
