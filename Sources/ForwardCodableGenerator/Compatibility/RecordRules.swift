/// Compares each record of the baseline with the current records it corresponds to (itself, or
/// the record it was renamed to): its fields in the directions that apply, given its versions. A
/// versioned record is read backward through its history (the new app reads an older document
/// with the shape its history gives that version) and forward as its current shape (an older app
/// reads a newer document best-effort as the shape it knows).
struct RecordRules {
    var old: CompatibilitySide
    var new: CompatibilitySide
    var types: TypeCompatibility

    func findings(directions: Set<CompatibilityDirection>) -> [CompatibilityFinding] {
        var findings: [CompatibilityFinding] = []
        for oldRecord in old.model.records.values.sorted(by: { $0.name < $1.name }) {
            for name in types.correspondence.current(of: oldRecord.name) {
                guard let newRecord = new.model.records[name] else { continue }
                findings += TypeCorrespondence.naming(
                    compare(oldRecord, newRecord, directions: directions), old: oldRecord.name, new: name)
            }
        }
        return findings
    }

    private func compare(_ oldRecord: RecordModel, _ newRecord: RecordModel, directions: Set<CompatibilityDirection>)
        -> [CompatibilityFinding]
    {
        let versions = VersionRules(old: old, new: new, types: types, oldRecord: oldRecord, newRecord: newRecord)
        var findings = versions.findings()
        if directions.contains(.backward) {
            findings += KeyReuseRules(types: types).findings(oldRecord, newRecord)
        }
        var comparison = FieldComparison(
            record: newRecord.name, old: oldRecord.fields, new: newRecord.fields,
            newRecordLocation: newRecord.location, directions: directions, reportsSafe: true,
            fixVersion: versions.fixVersion, types: types)
        comparison.spelling = new.locations.spelling(of: newRecord.name)
        comparison.oldSpelling = old.locations.spelling(of: oldRecord.name)
        comparison.oldSpelling.correspondence = types.correspondence
        comparison.recordedRemovals = versions.removedSinceBaseline()
        comparison.removalStep = { [locations = new.locations, name = newRecord.name] in locations.removal(name, $0) }
        guard let backwardReader = versions.backwardReader else {
            // Unversioned, or the version did not change: one comparison covers both directions.
            let fieldFindings = comparison.run()
            findings += fieldFindings
            if let notBumped = versions.notBumped(fieldFindings) { findings.append(notBumped) }
            return findings
        }
        comparison.directions = directions.intersection([.forward])
        comparison.recorded = versions.recordedSinceBaseline()
        findings += comparison.run()
        if directions.contains(.backward) {
            var backward = comparison
            backward.new = backwardReader
            backward.recorded = [:]
            backward.directions = [.backward]
            backward.reportsSafe = false
            backward.historyRenames = versions.renamesSinceBaseline()
            findings += backward.run()
        }
        return findings
    }
}
