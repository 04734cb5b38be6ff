/// The version rules of one record: the stamp, the current version, the `unstamped` policy and
/// the recorded history, which is append-only.
struct VersionRules {
    var old: CompatibilitySide
    var new: CompatibilitySide
    var types: TypeCompatibility
    var oldRecord: RecordModel
    var newRecord: RecordModel

    private var name: String { newRecord.name }
    private var oldVersion: Int { oldRecord.versioning?.currentVersion ?? 1 }
    private var newVersioning: VersioningModel? { newRecord.versioning }

    /// The `since` step a fix belongs in: the first version after the baseline.
    var fixVersion: Int? {
        guard let newVersioning else { return nil }
        return max(newVersioning.currentVersion, oldVersion + 1)
    }

    /// The fields with which this version reads a document the baseline wrote, when that is not
    /// simply the current shape: the shape of the baseline's version in the current history.
    var backwardReader: [FieldModel]? {
        guard let newVersioning else { return nil }
        // An unversioned baseline wrote unstamped documents.
        let version = oldRecord.versioning == nil ? (newVersioning.unstampedVersion ?? 1) : oldVersion
        guard version < newVersioning.currentVersion,
            var fields = newVersioning.snapshots.first(where: { $0.version == version })?.fields
        else { return nil }
        // A `remove` or `change … hook` step gives the old field its type but not its default:
        // the baseline's own field says what an absent key read as.
        let later = newVersioning.steps.filter { $0.toVersion > version }
        let rebuilt = Set(later.flatMap(\.removedKeys))
        let retyped = Set(
            later.flatMap(\.sources).compactMap { source -> String? in
                if case .retype = source.origin { return source.field.name }
                return nil
            })
        for index in fields.indices
        where rebuilt.contains(fields[index].wireKey) || retyped.contains(fields[index].name) {
            guard let baseline = oldRecord.fields.first(where: { $0.wireKey == fields[index].wireKey }),
                types.correspondence.current(baseline.type) == fields[index].type
            else { continue }
            fields[index].defaultValue = baseline.defaultValue
            fields[index].isStrict = baseline.isStrict
        }
        return fields
    }

    /// The steps after the baseline's version.
    private var stepsSinceBaseline: [MigrationStepModel] {
        guard let newVersioning else { return [] }
        let first = oldRecord.versioning == nil ? (newVersioning.unstampedVersion ?? 1) : oldVersion
        return newVersioning.steps.filter { $0.toVersion > first }
    }

    /// The wire keys that `remove` steps after the baseline remove.
    func removedSinceBaseline() -> Set<String> {
        Set(stepsSinceBaseline.flatMap(\.removedKeys))
    }

    /// The current name of each field a `rename` step after the baseline renamed, by its old name.
    func renamesSinceBaseline() -> [String: String] {
        var renames: [String: String] = [:]
        for step in stepsSinceBaseline {
            for source in step.sources {
                if case .renamed(let from, _) = source.origin { renames[from] = source.field.name }
            }
        }
        return renames
    }

    /// What the steps after the baseline's version say about each current field.
    func recordedSinceBaseline() -> [String: FieldComparison.Recorded] {
        guard let newVersioning else { return [:] }
        let first = oldRecord.versioning == nil ? (newVersioning.unstampedVersion ?? 1) : oldVersion
        let later = newVersioning.steps.filter { $0.toVersion > first }.reversed()
        var result: [String: FieldComparison.Recorded] = [:]
        for field in newRecord.fields {
            var recorded = FieldComparison.Recorded()
            var current = field.name
            steps: for step in later {
                switch step.sources.first(where: { $0.field.name == current })?.origin {
                case .renamed(let from, let oldKey)?:
                    current = from
                    recorded.oldKey = oldKey
                case .retype?: recorded.retyped = true
                case .hook?:
                    recorded.hooked = true
                    break steps
                case .adopt?: break steps
                case .copy?, nil: continue
                }
            }
            result[field.name] = recorded
        }
        return result
    }

    /// `VERSION_NOT_BUMPED`: the record kept its version while its shape changed in a way that
    /// breaks this version reading older documents.
    func notBumped(_ fieldFindings: [CompatibilityFinding]) -> CompatibilityFinding? {
        guard let newVersioning, oldRecord.versioning != nil, newVersioning.currentVersion == oldVersion,
            fieldFindings.contains(where: { $0.severity == .error && $0.directions.contains(.backward) })
        else { return nil }
        return CompatibilityFinding(
            rule: .versionNotBumped, subject: name, severity: .error, directions: [.backward],
            location: new.locations.version(name), oldLocation: old.locations.version(oldRecord.name),
            message: "the shape of '\(name)' changed but it is still version \(oldVersion)",
            fix: "make it 'version \(oldVersion + 1)' and record the change in 'since \(oldVersion + 1) { ... }'")
    }

    func findings() -> [CompatibilityFinding] {
        switch (oldRecord.versioning, newVersioning) {
        case (let before?, let after?): return compare(before, after)
        case (let before?, nil):
            return [
                CompatibilityFinding(
                    rule: .versioningRemoved, subject: name, severity: .error, directions: [.backward, .forward],
                    location: newRecord.location, oldLocation: old.locations.version(oldRecord.name),
                    message:
                        "'\(name)' is no longer versioned; documents stamped \"\(before.stampKey)\" no longer migrate, and older versions read what this version writes as unstamped",
                    fix: "keep '\(name)' as the baseline declares it: 'version \(before.currentVersion) stamp "
                        + "\"\(before.stampKey)\"' and its history")
            ]
        case (nil, let after?):
            guard after.unstampedVersion == nil else { return [] }
            return [
                unstampedFinding("refuses documents without a stamp, and every document older versions wrote has none")
            ]
        case (nil, nil): return []
        }
    }

    private func compare(_ before: VersioningModel, _ after: VersioningModel) -> [CompatibilityFinding] {
        var findings: [CompatibilityFinding] = []
        if before.stampKey != after.stampKey {
            findings.append(
                CompatibilityFinding(
                    rule: .stampKeyChanged, subject: name, severity: .error, directions: [.backward, .forward],
                    location: new.locations.stamp(name), oldLocation: old.locations.stamp(oldRecord.name),
                    message:
                        "the stamp key of '\(name)' changed from \"\(before.stampKey)\" to \"\(after.stampKey)\"; each side reads the other's documents as unstamped",
                    fix: "keep 'stamp \"\(before.stampKey)\"'"))
        }
        if after.currentVersion < before.currentVersion {
            findings.append(
                CompatibilityFinding(
                    rule: .versionLowered, subject: name, severity: .error, directions: [.backward, .forward],
                    location: new.locations.version(name), oldLocation: old.locations.version(oldRecord.name),
                    message:
                        "the version of '\(name)' went down from \(before.currentVersion) to \(after.currentVersion); documents of version \(before.currentVersion) are now from the future",
                    fix: "keep '\(name)' as the baseline declares it: versions only go up, so 'version "
                        + "\(before.currentVersion)' or more, with its 'since' steps"))
            return findings
        }
        if before.unstampedVersion != after.unstampedVersion {
            let policy = after.unstampedVersion.map { "now reads unstamped documents as version \($0)" }
            findings.append(
                unstampedFinding(
                    (policy ?? "now refuses unstamped documents") + " (it was "
                        + (before.unstampedVersion.map { "version \($0)" } ?? "reject") + ")"))
        }
        findings += historyEdits(before, after)
        return findings
    }

    /// Back to the baseline's policy: an unversioned baseline's documents read as version 1, the
    /// policy without a clause.
    private var unstampedFix: String {
        let before = oldRecord.versioning.map(\.unstampedVersion) ?? 1
        func clause(_ policy: Int?) -> String { "unstamped " + (policy.map(String.init) ?? "reject") }
        if before == 1 { return "keep the policy of the baseline: remove '\(clause(newVersioning?.unstampedVersion))'" }
        return "keep the policy of the baseline: '\(clause(before))'"
    }

    private func unstampedFinding(_ what: String) -> CompatibilityFinding {
        CompatibilityFinding(
            rule: .unstampedPolicyChanged, subject: name, severity: .error, directions: [.backward],
            location: new.locations.version(name), oldLocation: old.locations.version(oldRecord.name),
            message: "'\(name)' \(what)", fix: unstampedFix)
    }

    /// `VERSION_HISTORY_EDITED`: a `since` step the baseline already had migrates differently now.
    private func historyEdits(_ before: VersioningModel, _ after: VersioningModel) -> [CompatibilityFinding] {
        var findings: [CompatibilityFinding] = []
        for version in stride(from: 2, through: before.currentVersion, by: 1) {
            let oldStep = types.oldWire.contract(of: version, in: before)
            let newStep = types.newWire.contract(of: version, in: after)
            guard oldStep != newStep else { continue }
            findings.append(
                CompatibilityFinding(
                    rule: .historyEdited, subject: name, severity: .error, directions: [.backward],
                    location: new.locations.since(name, version) ?? new.locations.version(name),
                    oldLocation: old.locations.since(oldRecord.name, version) ?? old.locations.version(oldRecord.name),
                    message:
                        "'since \(version)' of '\(name)' changed; history is append-only, so documents of version \(version - 1) no longer migrate as they did",
                    fix:
                        "restore 'since \(version)' as the baseline declares it, and record the change in "
                        + "'since \(max(after.currentVersion, before.currentVersion + 1))'"
                ))
        }
        return findings
    }
}

extension WireText {
    /// The wire contract of the step to `version`, as its `since` block wrote it: renames,
    /// additions, removals and type changes with the old field's key and type, and raw-value
    /// renames, with types by their current names (a renamed type is no edit of the history).
    /// Fields copied unchanged are left out: they follow from later versions.
    func contract(of version: Int, in versioning: VersioningModel) -> [String] {
        guard let step = versioning.steps.first(where: { $0.toVersion == version }) else { return [] }
        let before = versioning.snapshots.first { $0.version == version - 1 }?.fields ?? []
        func old(_ key: String) -> String {
            before.first { $0.wireKey == key }.map(contract) ?? "\"\(key)\""
        }
        let sources = step.sources.compactMap { source -> String? in
            let name = source.field.name
            switch source.origin {
            case .copy: return nil
            case .renamed(_, let oldKey): return "\(name) = rename \(old(oldKey))"
            case .adopt(let defaultValue): return "\(name) = adopt \(value(defaultValue))"
            case .hook(let hook): return "\(name) = hook \(typeText(hook.type))"
            case .retype(let hook): return "\(name) = retype \(old(source.field.wireKey)) to \(typeText(hook.type))"
            }
        }
        return sources.sorted() + step.removedKeys.sorted().map { "remove \(old($0))" }
            + step.caseRenames.map {
                "rename case \(correspondence.currentName(of: $0.enumeration)) \($0.rawType.quoted($0.from)) -> "
                    + $0.rawType.quoted($0.to)
            }.sorted()
    }
}
