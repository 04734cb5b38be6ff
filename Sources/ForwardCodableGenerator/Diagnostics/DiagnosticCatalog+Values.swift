// The catalog entries of default and sample values, and of enums: FC5xx and FC6xx.

extension DiagnosticMessage {
    /// `role` is "default" or "sample"; `expected` is the kind of value, such as "an integer".
    static func valueTypeMismatch(role: String, field: String, expected: String, type: String, found: String) -> Self {
        Self(.valueTypeMismatch, "the \(role) of '\(field)' must be \(expected) for type \(type), found \(found)")
    }

    /// `type` is the Swift type whose range the value leaves: Int, Int64 or Double.
    static func valueOutOfRange(role: String, field: String, type: String) -> Self {
        Self(.valueOutOfRange, "the \(role) of '\(field)' is out of the range of \(type)")
    }

    static func doubleNotExact(role: String, field: String, becomes value: String) -> Self {
        Self(
            .doubleNotExact,
            "the \(role) of '\(field)' is not exactly representable as a Double; it would become \(value)")
    }

    /// `type` is `Float`; `value` is the number the literal would become.
    static func notExactlyRepresentable(role: String, field: String, type: String, becomes value: String) -> Self {
        Self(
            .notExactlyRepresentable,
            "the \(role) of '\(field)' is not exactly representable as a \(type); it would become \(value)")
    }

    static func invalidBase64(role: String, field: String) -> Self {
        Self(.invalidBase64, "the \(role) of '\(field)' is not base64 text, such as \"aGVsbG8=\"")
    }

    static func notACase(_ name: String, of enumeration: String, suggestion: String = "") -> Self {
        Self(.notACase, "'\(name)' is not a case of enum '\(enumeration)'" + suggestion)
    }

    static func typeHasNoDefault(_ type: String) -> Self {
        Self(
            .typeHasNoDefault,
            "a field of type \(type) cannot have a default; make it optional (\(type)?) if it may be absent")
    }

    /// A `Date` without a format: its wire is the coder's strategy, so no literal means one date.
    static let dateHasNoDefault = Self(
        .typeHasNoDefault,
        "a Date without a format cannot have a default: its wire is the date strategy of the coder; give it a format "
            + "and a default in its wire text (= \"1970-01-01T00:00:00Z\" @format(iso8601)), or make it optional "
            + "(Date?) if it may be absent")

    /// `role` is "default" or "sample".
    static func invalidUUIDSample(_ field: String, role: String = "sample") -> Self {
        Self(
            .invalidUUIDSample,
            "the \(role) of '\(field)' is not a UUID, such as \"9F1C3B8E-5A7D-4C2B-8E1F-0A1B2C3D4E5F\"")
    }

    static func dictionaryLiteralKeyNotString(role: String, field: String) -> Self {
        Self(.dictionaryLiteralKeyNotString, "dictionary keys in the \(role) of '\(field)' must be strings")
    }

    static func duplicateDictionaryKey(_ key: String, role: String, field: String, previous: SourceLocation) -> Self {
        Self(
            .duplicateDictionaryKey, "duplicate key \"\(key)\" in the \(role) of '\(field)'",
            notes: [DiagnosticNote("\"\(key)\" is first given here", at: previous)])
    }

    static func enumCaseAsJSON(role: String, caseName: String) -> Self {
        Self(.enumCaseAsJSON, "a JSON \(role) cannot be an enum case ('.\(caseName)')")
    }

    static func duplicateCase(_ name: String, enumeration: String, previous: SourceLocation) -> Self {
        Self(
            .duplicateCase, "duplicate case '\(name)' in enum '\(enumeration)'",
            notes: [DiagnosticNote("'\(name)' is first declared here", at: previous)])
    }

    /// `rawValue` as it reads: `"et"`, or `2` for an `Int` enum.
    static func duplicateRawValue(_ rawValue: String, of name: String, owner: String, previous: SourceLocation)
        -> Self
    {
        Self(
            .duplicateRawValue, "case '\(name)' has the raw value \(rawValue), which case '\(owner)' already has",
            notes: [DiagnosticNote("case '\(owner)' has \(rawValue) here", at: previous)])
    }

    static func enumWithoutCases(_ enumeration: String) -> Self {
        Self(.enumWithoutCases, "enum '\(enumeration)' has no cases")
    }

    static func fallbackNotACase(_ fallback: String, of enumeration: String, suggestion: String) -> Self {
        Self(.fallbackNotACase, "the fallback '\(fallback)' is not a case of enum '\(enumeration)'" + suggestion)
    }

    static func displayFallbackIsACase(_ fallback: String, of enumeration: String) -> Self {
        Self(
            .displayFallbackIsACase,
            "the display fallback '\(fallback)' of enum '\(enumeration)' is also one of its cases; a display "
                + "fallback is no wire value, it stands for the values this version does not know: drop `display` "
                + "to make the case the fallback, or rename the fallback")
    }

    static func displayFallbackAsValue(_ fallback: String, of enumeration: String, role: String, example: String)
        -> Self
    {
        Self(
            .displayFallbackAsValue,
            "'.\(fallback)' is the display fallback of enum '\(enumeration)', not a wire value: it cannot be a "
                + "\(role), because it stands for a value this version does not know and has no raw value of its "
                + "own to write; use a case such as .\(example)"
                + (role == "default" ? ", or make the field optional" : ""))
    }

    static func missingFallback(_ enumeration: String, example: String) -> Self {
        Self(
            .missingFallback,
            "enum '\(enumeration)' needs a fallback case for values this version does not know, "
                + "as in: enum \(enumeration) fallback \(example) { ... }")
    }
}
