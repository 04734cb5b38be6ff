/// The breaking-change checker: compares the schemas of a baseline (a released version) with the
/// current ones, and judges each change for this project's tolerant readers in both directions.
/// Types are matched by name across files, so moving a declaration between files is no change, and
/// through the fields and variants that hold them, so a renamed type is judged by its changes
/// (``TypeCorrespondence``).
///
/// ```swift
/// let report = CompatibilityChecker.check(baseline: released, current: sources)
/// for finding in report.findings where finding.severity != .safe { print(finding.rule.id, finding.message) }
/// ```
package enum CompatibilityChecker {
    /// Compares `current` with `baseline`.
    ///
    /// - Parameters:
    ///   - baseline: the schema files of the baseline, with the paths `note:` lines show.
    ///   - current: the schema files now.
    ///   - options: which directions count, and whether other readers use closed enums.
    /// - Returns: the findings of the directions the mode checks, or, when either side has schema
    ///   errors, no finding and those errors. A baseline diagnostic that the current schemas repeat
    ///   (same id and message, such as a file name that is no identifier) is reported once, where
    ///   it can be fixed: in the current schemas. The baseline's warnings are not reported: a
    ///   released schema is not changed (a type renamed as `FC211` advised is not warned about
    ///   again in the baseline).
    package static func check(
        baseline: [SchemaSource],
        current: [SchemaSource],
        options: CompatibilityOptions = CompatibilityOptions()
    ) -> CompatibilityReport {
        check(baselines: [baseline], current: current, options: options)[0]
    }

    /// Compares `current` with each of `baselines`, such as every release a lock holds: one
    /// report each, as ``check(baseline:current:options:)`` makes it. The current schemas are
    /// parsed and resolved once, and so is each distinct baseline (a release whose schemas did not
    /// change since the one before costs nothing more).
    package static func check(
        baselines: [[SchemaSource]],
        current: [SchemaSource],
        options: CompatibilityOptions = CompatibilityOptions()
    ) -> [CompatibilityReport] {
        let (newSide, newDiagnostics) = side(current)
        let repeated = Set(newDiagnostics.map { [$0.id.code, $0.message] })
        var resolved: [[SchemaSource]: (CompatibilitySide?, [Diagnostic])] = [:]
        return baselines.map { baseline in
            let (oldSide, oldDiagnostics) = resolved[baseline] ?? side(baseline)
            resolved[baseline] = (oldSide, oldDiagnostics)
            let baselineErrors = oldDiagnostics.filter {
                $0.severity == .error && !repeated.contains([$0.id.code, $0.message])
            }
            var report = CompatibilityReport(findings: [], diagnostics: baselineErrors + newDiagnostics)
            report.baselineDiagnosticCount = baselineErrors.count
            guard let old = oldSide, let new = newSide else { return report }
            let directions = options.mode.directions
            // Which type each baseline type is now, from the fields and variants that hold it,
            // before any rule runs: every rule judges a renamed type against its old self.
            let correspondence = TypeCorrespondence(old: old, new: new)
            let types = TypeCompatibility(old: old.model, new: new.model, correspondence: correspondence)
            var findings = RecordRules(old: old, new: new, types: types).findings(directions: directions)
            findings += EnumRules(old: old, new: new, closedEnumReaders: options.closedEnumReaders, types: types)
                .findings()
            findings += UnionRules(old: old, new: new, types: types).findings()
            findings += TypeRules(old: old, new: new, types: types).findings()
            let nearest = NearestPlace(old: old.model, new: new.model)
            report.findings = merged(findings.map(nearest.placed), directions: directions)
            report.currentTypes = typeNames(new.model)
            report.sharedTypes = report.currentTypes.intersection(
                typeNames(old.model).union(correspondence.currentTypes))
            return report
        }
    }

    /// Every record, enum and union a model declares.
    private static func typeNames(_ model: SchemaModel) -> Set<String> {
        Set(model.records.keys).union(model.enums.keys).union(model.unions.keys)
    }

    /// One side: its sources parsed once, the model resolved from the syntax trees, and the
    /// locations the model does not keep read from the same trees.
    private static func side(_ sources: [SchemaSource]) -> (CompatibilitySide?, [Diagnostic]) {
        let parsed = Generator.parse(sources)
        let (model, diagnostics) = Generator.resolve(parsed)
        return (model.map { CompatibilitySide(model: $0, locations: SyntaxLocations(parsed.syntax)) }, diagnostics)
    }

    /// Keeps the findings of the checked directions, merges the same change seen in both
    /// directions into one finding, and sorts by location.
    private static func merged(_ findings: [CompatibilityFinding], directions: Set<CompatibilityDirection>)
        -> [CompatibilityFinding]
    {
        struct Key: Hashable {
            var rule: CompatibilityRule
            var location: SourceLocation?
            var oldLocation: SourceLocation?
        }
        var result: [CompatibilityFinding] = []
        // A look-up, not a search: a schema set of thousands of changes stays linear.
        var indices: [Key: Int] = [:]
        for var finding in findings {
            if finding.severity != .safe {
                finding.directions.formIntersection(directions)
                if finding.directions.isEmpty { continue }
            }
            let key = Key(rule: finding.rule, location: finding.location, oldLocation: finding.oldLocation)
            if let index = indices[key] {
                result[index].directions.formUnion(finding.directions)
                continue
            }
            indices[key] = result.count
            result.append(finding)
        }
        return sortedByLocation(result)
    }

    /// Findings by location, then severity and rule.
    static func sortedByLocation(_ findings: [CompatibilityFinding]) -> [CompatibilityFinding] {
        findings.sorted {
            let left = $0.primaryLocation.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
            let right = $1.primaryLocation.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
            return left != right ? left < right : ($0.severity, $0.rule.id) < ($1.severity, $1.rule.id)
        }
    }
}
