/// One change between a baseline and the current schemas, judged for this project's readers.
package struct CompatibilityFinding: Hashable, Sendable {
    /// The rule that matched.
    package var rule: CompatibilityRule
    /// What changed, as an ignore in `forward-codable.json` names it: a type (`Task`), or a member
    /// of one: `Task.legacy` (a field), `Mode.et` (an enum case), `Block.image` (a union variant).
    /// A member is named as the current schemas declare it, or as the baseline did when it is gone.
    package var subject: String
    /// How bad the change is.
    package var severity: CompatibilitySeverity
    /// Which readers it hurts (empty for a safe change).
    package var directions: Set<CompatibilityDirection>
    /// Where the change is in the current schemas; `nil` when nothing of it is left there.
    package var location: SourceLocation?
    /// Where the changed declaration was in the baseline, for `note: previously declared here`.
    package var oldLocation: SourceLocation?
    /// What changed and who fails.
    package var message: String
    /// How to make the change safe, when there is a way: `did you mean 'rename a -> b' in 'since 4'?`.
    package var fix: String?
    /// The releases of a lock it was found against, oldest first (`["1.0", "1.1"]`); empty when
    /// the baseline is not a history of named releases.
    package var releases: [String] = []
    /// The ignore of `forward-codable.json` that matches it, when one does: the finding is still
    /// reported, with the ignore's reason, but no longer counts toward the exit status.
    package var ignore: CompatibilityIgnore?

    /// Creates a finding.
    package init(
        rule: CompatibilityRule,
        subject: String,
        severity: CompatibilitySeverity,
        directions: Set<CompatibilityDirection>,
        location: SourceLocation?,
        oldLocation: SourceLocation?,
        message: String,
        fix: String? = nil
    ) {
        self.rule = rule
        self.subject = subject
        self.severity = severity
        self.directions = directions
        self.location = location
        self.oldLocation = oldLocation
        self.message = message
        self.fix = fix
    }

    /// The location to show first: the current one, or the baseline's when nothing is left.
    package var primaryLocation: SourceLocation? { location ?? oldLocation }

    /// The directions in a fixed order.
    package var sortedDirections: [CompatibilityDirection] { directions.sorted() }
}

/// Which directions count, as Schema Registry's compatibility modes.
package enum CompatibilityMode: String, Hashable, Sendable, CaseIterable {
    /// This version must read what older versions wrote.
    case backward
    /// Older versions must read what this version writes.
    case forward
    /// Both. The default.
    case full

    /// The directions this mode checks.
    package var directions: Set<CompatibilityDirection> {
        switch self {
        case .backward: [.backward]
        case .forward: [.forward]
        case .full: [.backward, .forward]
        }
    }
}

/// Settings of a check.
package struct CompatibilityOptions: Hashable, Sendable {
    /// Which directions count. Default: both.
    package var mode: CompatibilityMode
    /// Other clients read enums as closed sets, so an added case is dangerous, not safe.
    package var closedEnumReaders: Bool

    /// Creates options.
    package init(mode: CompatibilityMode = .full, closedEnumReaders: Bool = false) {
        self.mode = mode
        self.closedEnumReaders = closedEnumReaders
    }
}

/// What a check found.
package struct CompatibilityReport: Hashable, Sendable {
    /// Every finding of the directions the mode checks, safe ones included, sorted by location.
    package var findings: [CompatibilityFinding]
    /// Errors in the baseline or in the current schemas: when there is any, nothing was compared.
    package var diagnostics: [Diagnostic]
    /// How many of ``diagnostics``, from the first, are the baseline's, at baseline locations;
    /// the current schemas' follow.
    package var baselineDiagnosticCount = 0
    /// The types the current schemas declare (records, enums, unions) that the baseline declares
    /// too, by name or renamed (through the fields that hold them); empty when nothing was compared. A current schema set that shares no type
    /// with its baseline was not checked against anything.
    package var sharedTypes: Set<String> = []
    /// The types the current schemas declare; empty when nothing was compared.
    package var currentTypes: Set<String> = []

    /// Creates a report.
    package init(findings: [CompatibilityFinding], diagnostics: [Diagnostic]) {
        self.findings = findings
        self.diagnostics = diagnostics
    }

    /// Whether any finding is breaking and not ignored.
    package var isBreaking: Bool { findings.contains { $0.severity == .error && $0.ignore == nil } }

    /// Whether the schemas could be compared at all.
    package var hasSchemaErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
