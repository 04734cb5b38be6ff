/// Compares each enum of the baseline with the current enums it corresponds to (itself, or the
/// enum it was renamed to), by raw value: the wire holds raw values, so a case renamed in Swift
/// only is no change, and a raw value changed is.
struct EnumRules {
    var old: CompatibilitySide
    var new: CompatibilitySide
    var closedEnumReaders: Bool
    var types: TypeCompatibility

    private var correspondence: TypeCorrespondence { types.correspondence }

    func findings() -> [CompatibilityFinding] {
        let renames = recordedCaseRenames()
        var findings: [CompatibilityFinding] = []
        for oldEnum in old.model.enums.values.sorted(by: { $0.name < $1.name }) {
            for name in correspondence.current(of: oldEnum.name) {
                guard let newEnum = new.model.enums[name] else { continue }
                findings += TypeCorrespondence.naming(
                    compare(oldEnum, newEnum, renames: renames[name] ?? [:]), old: oldEnum.name, new: name)
            }
        }
        return findings
    }

    /// The version of the baseline's record that the current `record` was: the first it
    /// corresponds to.
    private func baselineVersion(of record: RecordModel) -> Int {
        let before = correspondence.baseline(of: record.name).first.flatMap { old.model.records[$0] }
        return before?.versioning?.currentVersion ?? 1
    }

    /// `rename case` steps recorded after the baseline: by enum, then by the record whose history
    /// records them (a step migrates only that record's own fields), old raw value to new.
    private func recordedCaseRenames() -> [String: [String: [String: String]]] {
        var renames: [String: [String: [String: String]]] = [:]
        for record in new.model.records.values {
            guard let versioning = record.versioning else { continue }
            let baseline = baselineVersion(of: record)
            for step in versioning.steps where step.toVersion > baseline {
                for rename in step.caseRenames {
                    renames[rename.enumeration, default: [:]][record.name, default: [:]][rename.from] = rename.to
                }
            }
        }
        return renames
    }

    /// The current records whose documents hold values of the enum on both sides: the baseline's
    /// `oldEnum` in a field of a record they were, the current `enumeration` in one of theirs. Each
    /// reads its own documents, so a raw value renamed for one record must be renamed by each.
    private func holders(of enumeration: String, was oldEnum: String) -> [RecordModel] {
        new.model.records.values.sorted { $0.name < $1.name }.filter { record in
            let before = correspondence.baseline(of: record.name).compactMap { old.model.records[$0] }
            return before.contains { $0.fields.contains { $0.type.mentions(enumeration: oldEnum) } }
                && record.fields.contains { $0.type.mentions(enumeration: enumeration) }
        }
    }

    /// The step a fix records in `record`: its current version's block when the version went up
    /// since the baseline, else a new one.
    private func fixVersion(of record: RecordModel) -> Int? {
        guard let current = record.versioning?.currentVersion else { return nil }
        let baseline = baselineVersion(of: record)
        return current > baseline ? current : baseline + 1
    }

    /// The fix for a raw value changed without a step: keep it, or, when every record that holds
    /// the enum is versioned (an unversioned record's documents cannot migrate), record the step
    /// in each of them.
    private func unrecordedRenameFix(
        _ name: String, was oldName: String, from raw: String, to newCase: EnumCaseModel, quoted: (String) -> String
    ) -> String {
        let keep = "keep the raw value ('\(newCase.name) = \(quoted(raw))')"
        let step = "rename case \(name) \(quoted(raw)) -> \(quoted(newCase.rawValue))"
        let holders = holders(of: name, was: oldName)
        let versioned = holders.compactMap { record in fixVersion(of: record).map { (record.name, $0) } }
        guard !holders.isEmpty, versioned.count == holders.count else {
            return keep + ": "
                + (holders.isEmpty
                    ? "no record holds '\(name)' in both versions to record '\(step)'"
                    : "the documents of an unversioned record do not migrate")
        }
        return keep + ", or "
            + versioned.map { "in record \($0.0), record '\(step)' in 'since \($0.1)'" }.joined(separator: "; and ")
    }

    private func compare(_ oldEnum: EnumModel, _ newEnum: EnumModel, renames byRecord: [String: [String: String]])
        -> [CompatibilityFinding]
    {
        // A raw value renamed by any record's step; the records that do not rename it are judged
        // below. When records rename it to different values, the one the enum now has wins, picked
        // in the order of the records' names, so the report does not depend on dictionary order.
        let newRawValues = Set(newEnum.cases.map(\.rawValue))
        var renames: [String: String] = [:]
        for record in byRecord.keys.sorted() {
            for (raw, target) in byRecord[record] ?? [:] {
                if let chosen = renames[raw], newRawValues.contains(chosen) || !newRawValues.contains(target) {
                    continue
                }
                renames[raw] = target
            }
        }
        let name = newEnum.name
        if oldEnum.rawType != newEnum.rawType {
            // Every value on the wire changes kind: the case-by-case comparison below says nothing more.
            return [
                CompatibilityFinding(
                    rule: .enumRawTypeChanged, subject: name, severity: .error, directions: [.backward, .forward],
                    location: newEnum.location, oldLocation: oldEnum.location,
                    message:
                        "the raw type of '\(name)' changed from \(oldEnum.rawType.rawValue) to \(newEnum.rawType.rawValue); "
                        + "every value on the wire changes kind, and each side fails to read the other's",
                    fix:
                        "keep '\(name)' as the baseline declares it, with \(oldEnum.rawType.rawValue) raw values; or declare a "
                        + "new enum and a new field for the new form"
                )
            ]
        }
        if newRawValues.isDisjoint(with: oldEnum.cases.map(\.rawValue)), renames.isEmpty {
            return [replaced(oldEnum, newEnum)]
        }
        let quoted = { (raw: String) in newEnum.rawType.quoted(raw) }
        var findings: [CompatibilityFinding] = []
        func add(
            _ rule: CompatibilityRule, _ severity: CompatibilitySeverity, _ directions: Set<CompatibilityDirection>,
            new newCase: String?, old oldCase: String?, _ message: String, fix: String? = nil
        ) {
            findings.append(
                CompatibilityFinding(
                    rule: rule, subject: "\(name).\(newCase ?? oldCase ?? "")", severity: severity,
                    directions: directions,
                    location: newCase.flatMap { new.locations.enumCase(name, $0) } ?? newEnum.location,
                    oldLocation: oldCase.map { old.locations.enumCase(oldEnum.name, $0) ?? oldEnum.location },
                    message: message, fix: fix))
        }
        var renamedTo: Set<String> = []
        for oldCase in oldEnum.cases where !newRawValues.contains(oldCase.rawValue) {
            let raw = oldCase.rawValue
            if let target = renames[raw], let newCase = newEnum.cases.first(where: { $0.rawValue == target }) {
                renamedTo.insert(target)
                add(
                    .recordedCaseRename, .warning, [.forward], new: newCase.name, old: oldCase.name,
                    "raw value \(quoted(raw)) of '\(name)' is renamed to \(quoted(target)); older versions show \(quoted(target)) as \(oldEnum.fallbackShown)"
                )
                let stranded = holders(of: name, was: oldEnum.name).filter { byRecord[$0.name]?[raw] != target }
                if !stranded.isEmpty {
                    let step = "rename case \(name) \(quoted(raw)) -> \(quoted(target))"
                    let names = stranded.map { "'\($0.name)'" }.joined(separator: ", ")
                    let versioned = stranded.compactMap { record in fixVersion(of: record).map { (record.name, $0) } }
                    add(
                        .enumRawValueChanged, .error, [.backward, .forward], new: newCase.name, old: oldCase.name,
                        "raw value \(quoted(raw)) of '\(name)' is renamed to \(quoted(target)) by the 'rename case' step of "
                            + "another record, but \(names) also \(stranded.count == 1 ? "holds" : "hold") '\(name)' and "
                            + "\(stranded.count == 1 ? "records" : "record") no such step: "
                            + "\(stranded.count == 1 ? "its" : "their") documents keep \(quoted(raw)), which this version "
                            + "shows as \(newEnum.fallbackShown)",
                        fix: versioned.count == stranded.count
                            ? versioned.map { "in record \($0.0), record '\(step)' in 'since \($0.1)'" }
                                .joined(separator: "; and ")
                            : "keep the raw value ('\(newCase.name) = \(quoted(raw))'), without '\(step)': "
                                + "the documents of an unversioned record do not migrate")
                }
            } else if let newCase = newEnum.cases.first(where: { $0.name == oldCase.name }) {
                renamedTo.insert(newCase.rawValue)
                // The fallback case itself: each side shows the other's value as that same case, so
                // nothing shows differently; only code that asks whether the value is known sees it.
                let isFallback = oldEnum.fallback == oldCase.name && newEnum.fallback == newCase.name
                add(
                    .enumRawValueChanged, isFallback ? .warning : .error, [.backward, .forward], new: newCase.name,
                    old: oldCase.name,
                    "the raw value of '\(name).\(newCase.name)' changed from \(quoted(raw)) to \(quoted(newCase.rawValue)) without a 'rename case' step; "
                        + (isFallback
                            ? "it is the fallback, so each side shows the other's value as this same case, but no longer as a known value"
                            : "each side shows the other's value as its fallback"),
                    fix: unrecordedRenameFix(name, was: oldEnum.name, from: raw, to: newCase, quoted: quoted)
                )
            } else {
                add(
                    .enumCaseRemoved, .warning, [.backward], new: nil, old: oldCase.name,
                    "case '\(oldCase.name)' (\(quoted(raw))) was removed from '\(name)'; documents that hold it now show \(newEnum.fallbackShown)",
                    fix: "keep the case '\(oldCase.name)' in '\(name)' while documents may hold it")
            }
        }
        let oldRawValues = Set(oldEnum.cases.map(\.rawValue))
        for newCase in newEnum.cases
        where !oldRawValues.contains(newCase.rawValue) && !renamedTo.contains(newCase.rawValue) {
            add(
                .enumCaseAdded, closedEnumReaders ? .warning : .safe, closedEnumReaders ? [.forward] : [],
                new: newCase.name, old: nil,
                closedEnumReaders
                    ? "case '\(newCase.name)' (\(quoted(newCase.rawValue))) was added to '\(name)'; readers with closed enums fail on it"
                    : "case '\(newCase.name)' was added to '\(name)'; older versions show it as their fallback and keep it"
            )
        }
        let oldFallback = oldEnum.rawValue(of: oldEnum.fallback)
        let newFallback = newEnum.rawValue(of: newEnum.fallback)
        // A case renamed in Swift, or the fallback's raw value changed, keeps what unknown values show;
        // a display-only fallback on either side is judged by `displayFallbackFindings`.
        findings += displayFallbackFindings(oldEnum, newEnum)
        if !oldEnum.isDisplayFallback, !newEnum.isDisplayFallback, oldFallback != newFallback,
            oldEnum.fallback != newEnum.fallback
        {
            findings.append(
                CompatibilityFinding(
                    rule: .enumFallbackChanged, subject: name, severity: .warning, directions: [.backward],
                    location: newEnum.location, oldLocation: oldEnum.location,
                    message:
                        "the fallback of '\(name)' changed from '\(oldEnum.fallback)' to '\(newEnum.fallback)'; unknown values now show differently",
                    fix: "keep 'fallback \(oldEnum.fallback)'"))
        }
        return findings
    }

    /// An enum whose name now declares an unrelated enum, sharing no raw value with the old one:
    /// one removed type and a new one, not a finding per case. Every value the fields that held it
    /// wrote now shows as the new fallback, and older versions show every new value as theirs.
    private func replaced(_ oldEnum: EnumModel, _ newEnum: EnumModel) -> CompatibilityFinding {
        let users = old.users(of: oldEnum.name).map { "'\($0.record.name).\($0.field.name)'" }
        return CompatibilityFinding(
            rule: .typeRemoved, subject: oldEnum.name, severity: users.isEmpty ? .safe : .error,
            directions: users.isEmpty ? [] : [.backward, .forward], location: newEnum.location,
            oldLocation: oldEnum.location,
            message: "enum '\(oldEnum.name)' was replaced by an unrelated enum of the same name (no raw value in "
                + "common)"
                + (users.isEmpty
                    ? ""
                    : " while \(users.joined(separator: ", ")) held it: each side shows "
                        + "every value the other writes as its fallback"),
            fix: users.isEmpty
                ? nil
                : "keep enum '\(oldEnum.name)' as the baseline declares it; or give the new enum a name of its own")
    }
}
