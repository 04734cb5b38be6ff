/// One change between a baseline and the current schemas, judged for this project's readers.
public struct CompatibilityFinding: Hashable, Sendable {
    /// The rule that matched.
    public var rule: CompatibilityRule
    /// How bad the change is.
    public var severity: CompatibilitySeverity
    /// Which readers it hurts (empty for a safe change).
    public var directions: Set<CompatibilityDirection>
    /// Where the change is in the current schemas; `nil` when nothing of it is left there.
    public var location: SourceLocation?
    /// Where the changed declaration was in the baseline, for `note: previously declared here`.
    public var oldLocation: SourceLocation?
    /// What changed and who fails.
    public var message: String
    /// How to make the change safe, when there is a way: `did you mean 'rename a -> b' in 'since 4'?`.
    public var fix: String?

    /// Creates a finding.
    public init(
        rule: CompatibilityRule,
        severity: CompatibilitySeverity,
        directions: Set<CompatibilityDirection>,
        location: SourceLocation?,
        oldLocation: SourceLocation?,
        message: String,
        fix: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.directions = directions
        self.location = location
        self.oldLocation = oldLocation
        self.message = message
        self.fix = fix
    }

    /// The location to show first: the current one, or the baseline's when nothing is left.
    public var primaryLocation: SourceLocation? { location ?? oldLocation }

    /// The directions in a fixed order.
    public var sortedDirections: [CompatibilityDirection] { directions.sorted() }
}

/// Which directions count, as Schema Registry's compatibility modes.
public enum CompatibilityMode: String, Hashable, Sendable, CaseIterable {
    /// This version must read what older versions wrote.
    case backward
    /// Older versions must read what this version writes.
    case forward
    /// Both. The default.
    case full

    /// The directions this mode checks.
    public var directions: Set<CompatibilityDirection> {
        switch self {
        case .backward: [.backward]
        case .forward: [.forward]
        case .full: [.backward, .forward]
        }
    }
}

/// Settings of a check.
public struct CompatibilityOptions: Hashable, Sendable {
    /// Which directions count. Default: both.
    public var mode: CompatibilityMode
    /// Other clients read enums as closed sets, so an added case is dangerous, not safe.
    public var closedEnumReaders: Bool

    /// Creates options.
    public init(mode: CompatibilityMode = .full, closedEnumReaders: Bool = false) {
        self.mode = mode
        self.closedEnumReaders = closedEnumReaders
    }
}

/// What a check found.
public struct CompatibilityReport: Hashable, Sendable {
    /// Every finding of the directions the mode checks, safe ones included, sorted by location.
    public var findings: [CompatibilityFinding]
    /// Errors in the baseline or in the current schemas: when there is any, nothing was compared.
    public var diagnostics: [Diagnostic]

    /// Creates a report.
    public init(findings: [CompatibilityFinding], diagnostics: [Diagnostic]) {
        self.findings = findings
        self.diagnostics = diagnostics
    }

    /// Whether any finding is breaking.
    public var isBreaking: Bool { findings.contains { $0.severity == .error } }

    /// Whether the schemas could be compared at all.
    public var hasSchemaErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
