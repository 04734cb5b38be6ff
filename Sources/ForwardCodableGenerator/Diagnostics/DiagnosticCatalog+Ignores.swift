// The catalog entries of the `"breaking"` setting of the configuration file: FC811 to FC814.

extension DiagnosticMessage {
    static var breakingNotObject: Self {
        Self(
            .invalidBreakingSetting,
            "\"breaking\" must be an object, such as {\"ignore\": [{\"rule\": \"FIELD_REMOVED\", \"path\": "
                + "\"Task.legacy\", \"reason\": \"...\"}]}")
    }

    static func unknownBreakingKey(_ key: String, known: [String]) -> Self {
        Self(
            .invalidBreakingSetting,
            "unknown key \"\(key)\" in \"breaking\"; known keys: \(known.joined(separator: ", "))"
                + Suggestions.didYouMean(key, among: known))
    }

    static var breakingIgnoreNotArray: Self {
        Self(.invalidBreakingSetting, "\"ignore\" must be an array of {\"rule\", \"path\", \"reason\"} objects")
    }

    static var breakingIgnoreNotObject: Self {
        Self(
            .invalidBreakingSetting,
            "an ignore must be an object, such as {\"rule\": \"FIELD_REMOVED\", \"path\": \"Task.legacy\", "
                + "\"reason\": \"...\"}")
    }

    static func unknownIgnoreKey(_ key: String, known: [String]) -> Self {
        Self(
            .invalidBreakingSetting,
            "unknown key \"\(key)\" in an ignore; known keys: \(known.joined(separator: ", "))"
                + Suggestions.didYouMean(key, among: known))
    }

    static func duplicateIgnoreKey(_ key: String, previous: SourceLocation) -> Self {
        Self(
            .invalidBreakingSetting, "key \"\(key)\" is given twice in an ignore; keep one",
            notes: [DiagnosticNote("\"\(key)\" is first given here", at: previous)])
    }

    static var ignoreWithoutRule: Self {
        Self(.invalidBreakingSetting, "an ignore needs a \"rule\", such as \"FIELD_REMOVED\"")
    }

    static var ignoreWithoutPath: Self {
        Self(
            .invalidBreakingSetting,
            "an ignore needs a \"path\": the type (\"Task\") or the member (\"Task.legacy\") whose findings it "
                + "ignores; a rule is never ignored everywhere, which would hide its next finding too")
    }

    static func invalidIgnorePath(_ value: String) -> Self {
        Self(
            .invalidBreakingSetting,
            "\"path\" must name a type (\"Task\") or a member of one (\"Task.legacy\", \"Mode.et\"), not '\(value)'")
    }

    static var invalidIgnoreRule: Self {
        Self(.invalidBreakingSetting, "\"rule\" must be a string, such as \"FIELD_REMOVED\"")
    }

    static func unknownBreakingRule(_ rule: String, known: [String]) -> Self {
        Self(
            .unknownBreakingRule,
            "no rule '\(rule)'; 'forward-codable breaking --list-rules' lists them"
                + Suggestions.didYouMean(rule, among: known))
    }

    static var breakingIgnoreWithoutReason: Self {
        Self(
            .breakingIgnoreWithoutReason,
            "an ignore needs a \"reason\": a non-empty string that says why the break is accepted, shown with "
                + "every finding it ignores")
    }

    static func unusedBreakingIgnore(_ rule: String, path: String) -> Self {
        Self(
            .unusedBreakingIgnore,
            "the ignore of \(rule) for '\(path)' matches no finding; remove it (the break it accepted is no "
                + "longer reported)")
    }
}
