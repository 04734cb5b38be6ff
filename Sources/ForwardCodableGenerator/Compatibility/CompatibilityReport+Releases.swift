/// A check against every release a lock holds, as one report: each release is judged on its own,
/// and a change found against several is one finding that names them.
extension CompatibilityReport {
    /// The same report with its baseline locations (the findings' old locations and the
    /// baseline's diagnostics) transformed, such as into the lines of the lock that hold them.
    /// The current schemas' locations are kept.
    package func relocatingBaseline(_ transform: (SourceLocation) -> SourceLocation) -> CompatibilityReport {
        var moved = self
        for index in moved.findings.indices {
            moved.findings[index].oldLocation = moved.findings[index].oldLocation.map(transform)
        }
        for index in 0..<baselineDiagnosticCount {
            moved.diagnostics[index] = diagnostics[index].relocated(transform)
        }
        return moved
    }

    /// The reports against several releases, oldest first, as one. A finding with the same rule,
    /// severity, current location, message and fix in several reports is one finding: its
    /// directions are joined, its ``CompatibilityFinding/releases`` name each release it was
    /// found against (a `nil` release adds no name), and its old location is the oldest
    /// release's. Relocate each report's baseline first: the releases share paths.
    package static func merging(_ reports: [(release: String?, report: CompatibilityReport)]) -> CompatibilityReport {
        struct Key: Hashable {
            var rule: CompatibilityRule
            var severity: CompatibilitySeverity
            var location: SourceLocation?
            var message: String
            var fix: String?
        }
        var findings: [CompatibilityFinding] = []
        var lastReport: [Int] = []
        var byKey: [Key: [Int]] = [:]
        var baselineDiagnostics: [Diagnostic] = []
        for (number, (release, report)) in reports.enumerated() {
            for finding in report.findings {
                let key = Key(
                    rule: finding.rule, severity: finding.severity, location: finding.location,
                    message: finding.message, fix: finding.fix)
                // Never two findings of one report into one.
                if let index = byKey[key]?.first(where: { lastReport[$0] < number }) {
                    findings[index].directions.formUnion(finding.directions)
                    findings[index].releases += release.map { [$0] } ?? []
                    lastReport[index] = number
                } else {
                    var added = finding
                    added.releases = release.map { [$0] } ?? []
                    byKey[key, default: []].append(findings.count)
                    findings.append(added)
                    lastReport.append(number)
                }
            }
            for diagnostic in report.diagnostics.prefix(report.baselineDiagnosticCount)
            where !baselineDiagnostics.contains(diagnostic) {
                baselineDiagnostics.append(diagnostic)
            }
        }
        let current = reports.first.map { Array($0.report.diagnostics.dropFirst($0.report.baselineDiagnosticCount)) }
        var merged = CompatibilityReport(
            findings: CompatibilityChecker.sortedByLocation(findings),
            diagnostics: baselineDiagnostics + (current ?? []))
        merged.baselineDiagnosticCount = baselineDiagnostics.count
        merged.currentTypes = reports.reduce(into: Set<String>()) { $0.formUnion($1.report.currentTypes) }
        merged.sharedTypes = reports.dropFirst().reduce(reports.first?.report.sharedTypes ?? []) {
            $0.intersection($1.report.sharedTypes)
        }
        return merged
    }

    /// `release 1.0`, or `releases 1.0, 1.1`; `nil` for none.
    package static func releasesLabel(_ releases: [String]) -> String? {
        switch releases.count {
        case 0: nil
        case 1: "release \(releases[0])"
        default: "releases " + releases.joined(separator: ", ")
        }
    }
}
