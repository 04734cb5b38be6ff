extension Resolver {
    /// Checks a record's version clause and history, and derives the shape of every older
    /// version by walking the `since` blocks back from the current fields.
    mutating func resolveVersioning(
        _ clause: VersionClauseSyntax,
        history: [SinceSyntax],
        record: RecordModel
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
        var unstamped: Int? = 1
        switch clause.unstamped {
        case .version(let version, let location)?:
            if !(1...current).contains(version) {
                diagnostics.emit(.unstampedOutOfRange(version, current: current), at: location)
            }
            unstamped = version
        case .reject?: unstamped = nil
        case nil: break
        }

        var blocks: [Int: SinceSyntax] = [:]
        var previous = 1
        for block in history {
            if block.version < 2 || block.version > current {
                diagnostics.emit(
                    .sinceOutsideHistory(block.version, record: record.name, current: current), at: block.location)
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
        if current >= 2 {
            let missing = (2...current).filter { blocks[$0] == nil }
            if !missing.isEmpty {
                diagnostics.emit(
                    .missingSinceBlock(record.name, current: current, missing: missing), at: clause.location)
            }
        }

        var fields = record.fields
        var snapshots: [SnapshotModel] = []
        var steps: [MigrationStepModel] = []
        if current >= 2 {
            for version in stride(from: current, through: 2, by: -1) {
                let block =
                    blocks[version] ?? SinceSyntax(version: version, location: clause.location, docs: [], changes: [])
                let (older, step) = stepBack(from: fields, through: block, record: record.name)
                steps.insert(step, at: 0)
                snapshots.insert(SnapshotModel(version: version - 1, fields: older), at: 0)
                fields = older
            }
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

    /// Undoes one `since` block: returns the fields of the version before it, and how to migrate
    /// from that version to this one.
    private mutating func stepBack(
        from newFields: [FieldModel],
        through block: SinceSyntax,
        record: String
    ) -> (older: [FieldModel], step: MigrationStepModel) {
        let version = block.version
        var older = newFields
        var origins: [String: FieldSourceModel.Origin] = [:]
        var touched: [String: SourceLocation] = [:]
        var step = MigrationStepModel(
            toVersion: version, docs: block.docs, sources: [], removedKeys: [], caseRenames: [], addedCases: [])

        func newField(_ name: NameSyntax) -> FieldModel? {
            newFields.first { $0.name == name.text }
        }
        func claim(_ name: NameSyntax) -> Bool {
            if let first = touched[name.text] {
                diagnostics.emit(.fieldChangedTwice(name.text, version: version, previous: first), at: name.location)
                return false
            }
            touched[name.text] = name.location
            return true
        }
        func missing(_ name: NameSyntax, _ what: String) {
            diagnostics.emit(
                .changeOfUnknownField(
                    name.text, what, version: version, record: record,
                    suggestion: Self.suggestion(name.text, among: newFields.map(\.name))),
                at: name.location)
        }

        for change in block.changes {
            switch change {
            case .add(let name, let hook):
                guard claim(name) else { continue }
                guard let field = newField(name) else {
                    missing(name, "is added")
                    continue
                }
                older.removeAll { $0.name == field.name }
                if hook {
                    origins[field.name] = .hook(
                        HookModel(
                            field: field.name, fromVersion: version - 1, type: field.type, location: name.location)
                    )
                } else if let defaultValue = field.defaultValue {
                    origins[field.name] = .adopt(defaultValue: defaultValue)
                } else {
                    diagnostics.emit(
                        .addedFieldWithoutDefault(field.name, type: field.type.schemaText, version: version),
                        at: name.location)
                }
            case .rename(let from, let fromKey, let to, let oldDefault):
                guard claim(to) else { continue }
                guard let field = newField(to) else {
                    missing(to, "is the new name of a renamed field")
                    continue
                }
                if newFields.contains(where: { $0.name == from.text }) {
                    diagnostics.emit(
                        .renameFromCurrentField(from.text, to: to.text, version: version), at: from.location)
                    continue
                }
                checkMemberName(from, kind: "field", reserved: Names.recordMembers)
                var old = field
                old.name = from.text
                old.wireKey = fromKey ?? from.text
                old.location = from.location
                old.defaultValue = resolveOldDefault(oldDefault, as: field.type, field: from.text)
                if let index = older.firstIndex(where: { $0.name == field.name }) { older[index] = old }
                origins[field.name] = .renamed(from: old.name, oldKey: old.wireKey)
            case .remove(let name, let typeSyntax, let oldDefault, let key):
                guard claim(name), let type = resolveType(typeSyntax) else { continue }
                if newFields.contains(where: { $0.name == name.text }) {
                    diagnostics.emit(
                        .removedFieldStillPresent(name.text, version: version, record: record), at: name.location)
                    continue
                }
                checkMemberName(name, kind: "field", reserved: Names.recordMembers)
                let wireKey = key ?? name.text
                older.append(
                    FieldModel(
                        name: name.text, wireKey: wireKey, docs: [], type: type,
                        defaultValue: resolveOldDefault(oldDefault, as: type, field: name.text), isStrict: false,
                        sample: nil,
                        location: name.location
                    )
                )
                step.removedKeys.append(wireKey)
            case .retype(let name, let typeSyntax, let oldDefault):
                guard claim(name) else { continue }
                guard let field = newField(name) else {
                    missing(name, "changes type")
                    continue
                }
                guard let oldType = resolveType(typeSyntax) else { continue }
                if oldType == field.type {
                    diagnostics.emit(
                        .typeChangeToSameType(name.text, type: oldType.schemaText), at: typeSyntax.location)
                    continue
                }
                if let index = older.firstIndex(where: { $0.name == field.name }) {
                    older[index].type = oldType
                    older[index].defaultValue = resolveOldDefault(oldDefault, as: oldType, field: name.text)
                    older[index].sample = nil
                }
                origins[field.name] = .retype(
                    HookModel(field: field.name, fromVersion: version - 1, type: field.type, location: name.location))
            case .addCase(let enumeration, let caseName):
                guard let model = enums[enumeration.text] else {
                    diagnostics.emit(.unknownEnum(enumeration.text), at: enumeration.location)
                    continue
                }
                guard model.rawValue(of: caseName.text) != nil else {
                    diagnostics.emit(.notACase(caseName.text, of: enumeration.text), at: caseName.location)
                    continue
                }
                step.addedCases.append((enumeration.text, caseName.text))
            case .renameCase(let enumeration, let from, let to, let location):
                guard let model = enums[enumeration.text] else {
                    diagnostics.emit(.unknownEnum(enumeration.text), at: enumeration.location)
                    continue
                }
                guard model.cases.contains(where: { $0.rawValue == to }) else {
                    diagnostics.emit(.renamedCaseNotARawValue(to, of: enumeration.text), at: location)
                    continue
                }
                if model.cases.contains(where: { $0.rawValue == from }) {
                    diagnostics.emit(.renamedCaseStillPresent(from, of: enumeration.text), at: location)
                    continue
                }
                step.caseRenames.append(CaseRenameModel(enumeration: enumeration.text, from: from, to: to))
            }
        }
        step.sources = newFields.map { field in
            FieldSourceModel(field: field, origin: origins[field.name] ?? .copy(from: field.name))
        }
        checkSnapshotKeys(older, version: version - 1, record: record)
        return (older, step)
    }

    /// The default of a field in an older version: the one the history gives, checked against the
    /// old type as a field's default is; `nil` for an optional type; otherwise none (required).
    /// The current schema's default never applies to an old shape.
    private mutating func resolveOldDefault(_ literal: LiteralSyntax?, as type: FieldType, field: String) -> ValueModel?
    {
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
    private mutating func checkSnapshotKeys(_ fields: [FieldModel], version: Int, record: String) {
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
