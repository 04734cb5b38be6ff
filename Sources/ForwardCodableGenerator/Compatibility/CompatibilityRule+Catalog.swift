/// The catalog: what each rule matches, why it matters, who fails, how to fix it, and an example
/// schema pair that fires it. It is the one source of the rules table of the `BreakingChanges`
/// article, which `forward-codable breaking --list-rules --format markdown` prints; a test keeps
/// the article equal to it, and another runs every example through the checker.
extension CompatibilityRule {
    /// The rule's entry in the catalog, from the file of its concern
    /// (`CompatibilityRule+FieldCatalog.swift`, `+EnumAndUnionCatalog.swift`, `+UntaggedUnionCatalog.swift`,
    /// `+VersionCatalog.swift`).
    package var documentation: CompatibilityRuleDocumentation {
        guard
            let entry = fieldDocumentation ?? enumAndUnionDocumentation ?? untaggedUnionDocumentation
                ?? versionDocumentation
        else {
            preconditionFailure("\(id) has no entry in the catalog")
        }
        return entry
    }

    /// The severities the rule reports: the first when the change hurts most readers; `safe`
    /// for the harmless form of the same change.
    package var severities: [CompatibilitySeverity] {
        switch self {
        case .fieldRemoved, .typeRemoved: [.error, .safe]
        case .fieldRenamed, .enumRawValueChanged: [.error, .warning]
        case .recordedRenameOfOptionalField, .defaultChanged, .strictAdded, .enumCaseRemoved, .recordedCaseRename,
            .enumFallbackChanged, .enumFallbackDisplayChanged, .enumDisplayFallbackTaken, .unionVariantRemoved,
            .unionSelectionChanged:
            [.warning]
        case .fieldAdded, .unionVariantAdded: [.safe]
        case .enumCaseAdded: [.safe, .warning]
        default: [.error]
        }
    }
}

/// One rule of the catalog, as the rules table shows it. The texts are Markdown.
package struct CompatibilityRuleDocumentation: Sendable {
    /// What the rule matches: the table's "What".
    package var what: String
    /// Why the change hurts, or why it does not.
    package var why: String
    /// Who else fails than the example shows, such as `forward when recorded`; `nil` when the
    /// example says it all.
    package var directionNote: String?
    /// How to make the change safe.
    package var fix: String
    /// A schema pair that fires the rule.
    package var example: CompatibilityRuleExample

    /// Who fails, as the table's "Direction" says it: the example's directions (`both` for the
    /// two, `safe` for none), `(warning)` for a dangerous change, and the note.
    package var direction: String {
        let directions = example.directions.sorted()
        var text =
            directions.isEmpty ? "safe" : directions.count == 2 ? "both" : directions.map(\.rawValue).joined()
        if example.severity == .warning { text += " (warning)" }
        return text + (directionNote.map { "; \($0)" } ?? "")
    }
}

/// A baseline and a current schema that fire a rule, with the finding they make: a test runs each
/// through the checker.
package struct CompatibilityRuleExample: Sendable {
    /// The baseline's schema file.
    package var before: String
    /// The current schema file.
    package var after: String
    /// The severity of the rule's finding.
    package var severity: CompatibilitySeverity
    /// The directions of the rule's finding (none for a safe one).
    package var directions: Set<CompatibilityDirection>
    /// The other rules the same change fires, such as `FIELD_ADDED` beside `FIELD_KEY_REUSED`.
    package var alongside: [CompatibilityRule]

    /// Creates an example.
    package init(
        before: String, after: String, _ severity: CompatibilitySeverity, _ directions: Set<CompatibilityDirection>,
        alongside: [CompatibilityRule] = []
    ) {
        self.before = before
        self.after = after
        self.severity = severity
        self.directions = directions
        self.alongside = alongside
    }
}
