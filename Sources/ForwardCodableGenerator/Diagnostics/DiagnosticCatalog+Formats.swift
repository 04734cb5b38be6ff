// The catalog entries of wire formats, calendar dates, external types and reserved keys: FC114,
// FC304-FC307, FC417, FC512 and FC810.

extension DiagnosticMessage {
    static func misplacedDateFormat(previous: SourceLocation?) -> Self {
        guard let previous else {
            return Self(.misplacedDateFormat, "'dates' must come before the first declaration of the file")
        }
        return Self(
            .misplacedDateFormat, "the file's date format is given twice",
            notes: [DiagnosticNote("the date format is first given here", at: previous)])
    }

    /// `known` are the format names of `type`, `coder` included.
    static func unknownFormat(_ name: String, type: String, known: [String]) -> Self {
        Self(
            .unknownFormat,
            "'\(name)' is not a format of \(type); its formats are \(known.joined(separator: ", "))"
                + Suggestions.didYouMean(name, among: known))
    }

    static func formatNotApplicable(field: String, type: String) -> Self {
        Self(
            .formatNotApplicable,
            "@format applies to Date (iso8601, epochSeconds, epochMilliseconds) and to Int, Int32, Int64, UInt64 "
                + "and Decimal (string); '\(field)' has type \(type)")
    }

    static func reservedKeyReused(_ field: String, key: String, record: String, reservedAt: SourceLocation) -> Self {
        Self(
            .reservedKeyReused,
            "'\(field)' takes the wire key \"\(key)\", which '\(record)' reserves: documents older versions wrote may "
                + "still hold the removed field's value there; give '\(field)' another key with @key(\"...\")",
            notes: [DiagnosticNote("the key is reserved here", at: reservedAt)])
    }

    static var formatArguments: Self {
        Self(.formatArguments, "@format takes one format name, such as @format(iso8601)")
    }

    static func externalFieldNeedsSample(_ field: String, type: String) -> Self {
        Self(
            .externalFieldNeedsSample,
            "'\(field)' of the external type \(type) needs a sample for the contract tests: its JSON, such as "
                + "@sample({\"amount\": \"1.00\"}); or make it optional (\(type)?)")
    }

    /// `expectation` says what the wire holds, from the runtime's format.
    static func invalidFormattedValue(role: String, field: String, expectation: String) -> Self {
        Self(.invalidFormattedValue, "the \(role) of '\(field)' must be \(expectation)")
    }

    static func invalidConfigurationDateFormat(_ value: String, known: [String]) -> Self {
        Self(
            .invalidConfigurationDateFormat,
            "\"dateFormat\" must be \(known.map { "\"\($0)\"" }.joined(separator: ", ")), not '\(value)'"
                + Suggestions.didYouMean(value, among: known))
    }
}
