import ForwardCodableGenerator
import Testing

/// One schema pair of the corpus and the exact findings it must produce.
struct CorpusCase: CustomStringConvertible, Sendable {
    var name: String
    var old: String
    var new: String
    var options = CompatibilityOptions()
    /// The configuration's `"keyStyle"` on each side.
    var keyStyles: (old: KeyStyle, new: KeyStyle) = (.asWritten, .asWritten)
    /// `RULE severity directions line:column was line:column`, safe findings included.
    var expected: [String]

    var description: String { name }

    init(
        _ name: String, old: String, new: String, options: CompatibilityOptions = CompatibilityOptions(),
        keyStyles: (old: KeyStyle, new: KeyStyle) = (.asWritten, .asWritten),
        _ expected: [String]
    ) {
        self.name = name
        self.old = old
        self.new = new
        self.options = options
        self.keyStyles = keyStyles
        self.expected = expected
    }

    /// What the checker finds, one line per finding.
    var actual: [String] {
        let report = report()
        // Recorded, not a precondition: a case with diagnostics fails alone instead of stopping the run.
        if !report.diagnostics.isEmpty { Issue.record("\(name): \(report.diagnostics)") }
        return report.findings.map(Self.line)
    }

    /// The checker's report on the pair, or on the baseline and `current` in its place.
    func report(current: String? = nil) -> CompatibilityReport {
        CompatibilityChecker.check(
            baseline: [SchemaSource(path: "Old.fcschema", text: old, keyStyle: keyStyles.old)],
            current: [SchemaSource(path: "New.fcschema", text: current ?? new, keyStyle: keyStyles.new)],
            options: options)
    }

    static func line(_ finding: CompatibilityFinding) -> String {
        let directions =
            finding.directions.isEmpty ? "safe" : finding.sortedDirections.map(\.rawValue).joined(separator: "+")
        let place = finding.location.map { "\($0.line):\($0.column)" } ?? "-"
        let was = finding.oldLocation.map { " was \($0.line):\($0.column)" } ?? ""
        return "\(finding.rule.id) \(finding.severity.rawValue) \(directions) \(place)\(was)"
    }
}

/// An unversioned record most field cases start from.
let hostSchema = """
    record Site {
        id: UUID
        name: String
        port: Int = 22
        alias: String?
    }

    """

/// `hostSchema` with one line replaced.
func host(replacing line: String, with replacement: String) -> String {
    precondition(hostSchema.contains(line), "no '\(line)' in the host schema")
    return hostSchema.replacingOccurrences(of: line, with: replacement)
}

/// A versioned record most version cases start from.
let noteSchema = """
    record Note version 2 stamp "schema" {
        text: String
        build: Int
        draft: Bool = false
        kind: Kind = .plain

        since 2 {
            add build hook
        }
    }

    enum Kind fallback plain { plain, rich }

    """

/// `noteSchema` with some text replaced.
func note(_ replacements: (String, String)...) -> String {
    var text = noteSchema
    for (line, replacement) in replacements {
        precondition(text.contains(line), "no '\(line)' in the note schema")
        text = text.replacingOccurrences(of: line, with: replacement)
    }
    return text
}
