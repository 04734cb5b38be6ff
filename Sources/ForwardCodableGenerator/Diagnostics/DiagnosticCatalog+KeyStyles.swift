/// The messages of key styles: `keys snake_case`.
extension DiagnosticMessage {
    static func duplicateKeyStyle(previous: SourceLocation) -> Self {
        Self(
            .duplicateKeyStyle, "the file's key style is given twice",
            notes: [DiagnosticNote("the key style is first given here", at: previous)])
    }

    static func keyStyleAfterDeclarations(first: String) -> Self {
        Self(
            .keyStyleAfterDeclarations,
            "a file's key style must come before its declarations, here before '\(first)'; to set the style "
                + "of one record, write it in the record's header: record Name keys snake_case { ... }")
    }

    static func unknownKeyStyle(_ style: String) -> Self {
        let known = KeyStyle.allCases.map(\.rawValue)
        return Self(
            .unknownKeyStyle,
            "unknown key style '\(style)'; the styles are \(known.joined(separator: ", "))"
                + Suggestions.didYouMean(style, among: known))
    }

    static func keyStyleCollision(
        field: String, other: String, key: String, style: String, previous: SourceLocation
    ) -> Self {
        Self(
            .keyStyleCollision,
            "under keys \(style), fields '\(other)' and '\(field)' both have the wire key \"\(key)\"; "
                + "rename one, or give it another key with @key(\"...\")",
            notes: [DiagnosticNote("'\(other)' has the wire key \"\(key)\" here", at: previous)])
    }
}
