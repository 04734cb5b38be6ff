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
        guard version < newVersioning.currentVersion else { return nil }
        return newVersioning.snapshots.first { $0.version == version }?.fields
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
            rule: .versionNotBumped, severity: .error, directions: [.backward],
            location: new.locations.version(name), oldLocation: old.locations.version(name),
            message: "the shape of '\(name)' changed but it is still version \(oldVersion)",
            fix: "make it 'version \(oldVersion + 1)' and record the change in 'since \(oldVersion + 1) { ... }'")
    }

    func findings() -> [CompatibilityFinding] {
        switch (oldRecord.versioning, newVersioning) {
        case (let before?, let after?): return compare(before, after)
        case (let before?, nil):
            return [
                CompatibilityFinding(
                    rule: .versioningRemoved, severity: .error, directions: [.backward, .forward],
                    location: newRecord.location, oldLocation: old.locations.version(name),
                    message:
                        "'\(name)' is no longer versioned; documents stamped \"\(before.stampKey)\" no longer migrate, and older versions read what this version writes as unstamped",
                    fix: "keep 'version \(before.currentVersion) stamp \"\(before.stampKey)\"' and its history")
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
                    rule: .stampKeyChanged, severity: .error, directions: [.backward, .forward],
                    location: new.locations.stamp(name), oldLocation: old.locations.stamp(name),
                    message:
                        "the stamp key of '\(name)' changed from \"\(before.stampKey)\" to \"\(after.stampKey)\"; each side reads the other's documents as unstamped",
                    fix: "keep 'stamp \"\(before.stampKey)\"'"))
        }
        if after.currentVersion < before.currentVersion {
            findings.append(
                CompatibilityFinding(
                    rule: .versionLowered, severity: .error, directions: [.backward, .forward],
                    location: new.locations.version(name), oldLocation: old.locations.version(name),
                    message:
                        "the version of '\(name)' went down from \(before.currentVersion) to \(after.currentVersion); documents of version \(before.currentVersion) are now from the future",
                    fix: "versions only go up: keep 'version \(before.currentVersion)' or more"))
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

    private func unstampedFinding(_ what: String) -> CompatibilityFinding {
        CompatibilityFinding(
            rule: .unstampedPolicyChanged, severity: .error, directions: [.backward],
            location: new.locations.version(name), oldLocation: old.locations.version(name),
            message: "'\(name)' \(what)", fix: "keep the 'unstamped' policy of the baseline")
    }

    /// `VERSION_HISTORY_EDITED`: a version the baseline already had reads differently now, or
    /// its step migrates differently.
    private func historyEdits(_ before: VersioningModel, _ after: VersioningModel) -> [CompatibilityFinding] {
        var findings: [CompatibilityFinding] = []
        for version in stride(from: 1, to: before.currentVersion, by: 1) {
            let oldShape = before.snapshots.first { $0.version == version }.map { types.oldWire.contract($0.fields) }
            let newShape = after.snapshots.first { $0.version == version }.map { types.newWire.contract($0.fields) }
            let oldStep = before.steps.first { $0.toVersion == version + 1 }.map(types.oldWire.contract)
            let newStep = after.steps.first { $0.toVersion == version + 1 }.map(types.newWire.contract)
            guard oldShape != newShape || oldStep != newStep else { continue }
            let what = oldShape != newShape ? "the shape of version \(version)" : "the step to version \(version + 1)"
            findings.append(
                CompatibilityFinding(
                    rule: .historyEdited, severity: .error, directions: [.backward],
                    location: new.locations.since(name, version + 1) ?? new.locations.version(name),
                    oldLocation: old.locations.since(name, version + 1) ?? old.locations.version(name),
                    message:
                        "\(what) of '\(name)' changed; history is append-only, so documents of version \(version) no longer read as they did",
                    fix:
                        "restore 'since \(version + 1)' as it was and record the change in 'since \(max(after.currentVersion, before.currentVersion + 1))'"
                ))
        }
        return findings
    }
}

extension WireText {
    /// The wire contract of a migration step: where each field comes from, what is removed and
    /// which raw values are renamed.
    func contract(_ step: MigrationStepModel) -> [String] {
        let sources = step.sources.map { source -> String in
            switch source.origin {
            case .copy(let from): "\(source.field.name) = \(from)"
            case .renamed(let from, let oldKey): "\(source.field.name) = rename \(from) \"\(oldKey)\""
            case .adopt(let defaultValue): "\(source.field.name) = adopt \(value(defaultValue))"
            case .hook(let hook): "\(source.field.name) = hook \(hook.type.schemaText)"
            case .retype(let hook): "\(source.field.name) = retype \(hook.type.schemaText)"
            }
        }
        return sources.sorted() + step.removedKeys.sorted().map { "remove \"\($0)\"" }
            + step.caseRenames.map { "rename case \($0.enumeration) \"\($0.from)\" -> \"\($0.to)\"" }.sorted()
    }
}
