extension Resolver {
    /// Checks a record's version clause and history, and derives the shape of every older
    /// version by walking the `since` blocks back from the current fields.
    ///
    /// The walk starts at the current fields; undoing `since N` (`stepBack`) gives the fields of
    /// version `N - 1` and the step from `N - 1` to `N`, and the next block is undone from there.
    /// Old fields without `@key` get their names in `keyStyle`, the record's style.
    mutating func resolveVersioning(
        _ clause: VersionClauseSyntax,
        history: [SinceSyntax],
        record: RecordModel,
        keyStyle: KeyStyle
    ) -> VersioningModel? {
        let current = clause.version
        guard current >= 1 else {
            diagnostics.emit(.versionTooLow(record.name), at: clause.location)
            return nil
        }
        guard current <= VersioningModel.maximumVersion else {
            diagnostics.emit(
                .versionTooHigh(record.name, version: current, maximum: VersioningModel.maximumVersion),
                at: clause.location)
            return nil
        }
        if clause.stampKey.isEmpty {
            diagnostics.emit(.emptyStampKey, at: clause.stampLocation)
        }
        let unstamped = unstampedVersion(clause)
        let blocks = sinceBlocks(history, clause: clause, record: record.name)

        var fields = record.fields
        var snapshots: [SnapshotModel] = []
        var steps: [MigrationStepModel] = []
        for block in blocks.reversed() {
            let (older, step) = stepBack(from: fields, through: block, record: record.name, keyStyle: keyStyle)
            steps.insert(step, at: 0)
            snapshots.insert(SnapshotModel(version: block.version - 1, fields: older), at: 0)
            fields = older
        }
        checkHookNames(steps, record: record.name)
        return VersioningModel(
            currentVersion: current,
            stampKey: clause.stampKey,
            unstampedVersion: unstamped,
            snapshots: snapshots,
            steps: steps
        )
    }

    /// The version an unstamped document is read as: 1 unless the clause says otherwise; `nil`
    /// for `unstamped reject`.
    private mutating func unstampedVersion(_ clause: VersionClauseSyntax) -> Int? {
        switch clause.unstamped {
        case .version(let version, let location)?:
            if !(1...clause.version).contains(version) {
                diagnostics.emit(.unstampedOutOfRange(version, current: clause.version), at: location)
            }
            return version
        case .reject?: return nil
        case nil: return 1
        }
    }

    /// The `since` blocks of versions 2 through the current one, in order: one per version, an
    /// empty one standing in for a missing block (which is an error).
    private mutating func sinceBlocks(
        _ history: [SinceSyntax],
        clause: VersionClauseSyntax,
        record: String
    ) -> [SinceSyntax] {
        let current = clause.version
        var blocks: [Int: SinceSyntax] = [:]
        var previous = 1
        for block in history {
            if block.version < 2 || block.version > current {
                diagnostics.emit(
                    .sinceOutsideHistory(block.version, record: record, current: current), at: block.location)
                continue
            }
            if let first = blocks[block.version] {
                diagnostics.emit(.duplicateSince(block.version, previous: first.location), at: block.location)
                continue
            }
            if block.version < previous {
                diagnostics.emit(.sinceOutOfOrder(block.version, after: previous), at: block.location)
            }
            previous = block.version
            blocks[block.version] = block
        }
        guard current >= 2 else { return [] }
        let missing = (2...current).filter { blocks[$0] == nil }
        if !missing.isEmpty {
            diagnostics.emit(.missingSinceBlock(record, current: current, missing: missing), at: clause.location)
        }
        return (2...current).map {
            blocks[$0] ?? SinceSyntax(version: $0, location: clause.location, docs: [], changes: [])
        }
    }

    /// The default of a field in an older version: the one the history gives, checked against the
    /// old type as a field's default is; `nil` for an optional type; otherwise none (required).
    /// The current schema's default never applies to an old shape.
    mutating func resolveOldDefault(_ literal: LiteralSyntax?, as type: FieldType, field: String) -> ValueModel? {
        guard let literal else { return type.isOptional ? .null : nil }
        if type.isOptional, literal != .null(literal.location) {
            diagnostics.emit(.optionalOldDefault(field), at: literal.location)
            return .null
        }
        return resolveValue(literal, as: type, role: .defaultValue, field: field)
    }

    /// Two hooks of one step cannot have the same Swift name (fields `url` and `URL` both ask for
    /// `migrateURL(from:)`).
    private mutating func checkHookNames(_ steps: [MigrationStepModel], record: String) {
        for step in steps {
            var seen: [String: HookModel] = [:]
            for hook in step.hooks {
                if let first = seen[hook.name], first.field != hook.field {
                    diagnostics.emit(
                        .hookNameCollision(
                            first.field, hook.field, version: step.toVersion, record: record, hook: hook.name,
                            previous: first.location),
                        at: hook.location)
                } else if seen[hook.name] == nil {
                    seen[hook.name] = hook
                }
            }
        }
    }

    /// Two fields of an older version cannot share a name or a wire key.
    mutating func checkSnapshotKeys(_ fields: [FieldModel], version: Int, record: String) {
        var names: [String: SourceLocation] = [:]
        var keys: [String: SourceLocation] = [:]
        for field in fields {
            if let first = names[field.name] ?? keys[field.wireKey] {
                diagnostics.emit(
                    .snapshotFieldCollision(
                        field.name, key: field.wireKey, version: version, record: record, previous: first),
                    at: field.location)
            }
            names[field.name] = names[field.name] ?? field.location
            keys[field.wireKey] = keys[field.wireKey] ?? field.location
        }
    }
}
