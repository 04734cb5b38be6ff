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
            diagnostics.error("the version of '\(record.name)' must be 1 or more", at: clause.location)
            return nil
        }
        guard current <= VersioningModel.maximumVersion else {
            diagnostics.error(
                "the version of '\(record.name)' is \(current); versions go up to \(VersioningModel.maximumVersion)",
                at: clause.location
            )
            return nil
        }
        if clause.stampKey.isEmpty {
            diagnostics.error("the stamp's wire key cannot be empty", at: clause.stampLocation)
        }
        var unstamped: Int? = 1
        switch clause.unstamped {
        case .version(let version, let location)?:
            if !(1...current).contains(version) {
                diagnostics.error("'unstamped \(version)' must name a version from 1 through \(current)", at: location)
            }
            unstamped = version
        case .reject?: unstamped = nil
        case nil: break
        }

        var blocks: [Int: SinceSyntax] = [:]
        var previous = 1
        for block in history {
            if block.version < 2 || block.version > current {
                diagnostics.error(
                    "'since \(block.version)' is outside the history of '\(record.name)': versions 2 through \(current) can have changes",
                    at: block.location
                )
                continue
            }
            if let first = blocks[block.version] {
                diagnostics.error(
                    "'since \(block.version)' is given twice; first at \(first.location)", at: block.location)
                continue
            }
            if block.version < previous {
                diagnostics.error(
                    "'since' blocks must be in ascending order: \(block.version) comes after \(previous)",
                    at: block.location)
            }
            previous = block.version
            blocks[block.version] = block
        }
        if current >= 2 {
            let missing = (2...current).filter { blocks[$0] == nil }
            if !missing.isEmpty {
                let list = missing.map { "'since \($0)'" }.joined(separator: ", ")
                diagnostics.error(
                    "'\(record.name)' is at version \(current) but has no \(list) block: write the changes of each version "
                        + "in its block, or an empty one (since \(missing[0]) {}) when the shape did not change",
                    at: clause.location
                )
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
                diagnostics.error(
                    "'\(name.text)' already changes in 'since \(version)' (at \(first))", at: name.location)
                return false
            }
            touched[name.text] = name.location
            return true
        }
        func missing(_ name: NameSyntax, _ what: String) {
            diagnostics.error(
                "'\(name.text)' \(what) in version \(version), but record '\(record)' has no field '\(name.text)'"
                    + Self.suggestion(name.text, among: newFields.map(\.name)),
                at: name.location
            )
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
                    diagnostics.error(
                        "field '\(field.name)' is added in version \(version) without a default, so older documents cannot fill it; "
                            + "give it a default (\(field.name): \(field.type.schemaText) = ...) or compute it with a hook (add \(field.name) hook)",
                        at: name.location
                    )
                }
            case .rename(let from, let fromKey, let to, let oldDefault):
                guard claim(to) else { continue }
                guard let field = newField(to) else {
                    missing(to, "is the new name of a renamed field")
                    continue
                }
                if newFields.contains(where: { $0.name == from.text }) {
                    diagnostics.error(
                        "'\(from.text)' is still a field in version \(version), so it cannot be the old name of '\(to.text)'",
                        at: from.location)
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
                    diagnostics.error(
                        "'\(name.text)' is removed in version \(version) but is still a field of '\(record)'",
                        at: name.location)
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
                    diagnostics.error(
                        "'\(name.text)' already has type \(oldType.schemaText); a type change needs a different old type",
                        at: typeSyntax.location)
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
                    diagnostics.error("unknown enum '\(enumeration.text)'", at: enumeration.location)
                    continue
                }
                guard model.rawValue(of: caseName.text) != nil else {
                    diagnostics.error(
                        "'\(caseName.text)' is not a case of enum '\(enumeration.text)'", at: caseName.location)
                    continue
                }
                step.addedCases.append((enumeration.text, caseName.text))
            case .renameCase(let enumeration, let from, let to, let location):
                guard let model = enums[enumeration.text] else {
                    diagnostics.error("unknown enum '\(enumeration.text)'", at: enumeration.location)
                    continue
                }
                guard model.cases.contains(where: { $0.rawValue == to }) else {
                    diagnostics.error("\"\(to)\" is not a raw value of enum '\(enumeration.text)'", at: location)
                    continue
                }
                if model.cases.contains(where: { $0.rawValue == from }) {
                    diagnostics.error(
                        "\"\(from)\" is still a raw value of enum '\(enumeration.text)', so it cannot be renamed",
                        at: location)
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
            diagnostics.error(
                "an optional field defaults to nil: remove the old default of '\(field)', or give it its old "
                    + "non-optional type",
                at: literal.location
            )
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
                if let first = seen[hook.name] {
                    diagnostics.error(
                        "the hooks of '\(first.field)' and '\(hook.field)' in version \(step.toVersion) of '\(record)' "
                            + "would both be named \(hook.name)(from:); rename one of the fields",
                        at: hook.location
                    )
                } else {
                    seen[hook.name] = hook
                }
            }
        }
    }

    /// Two fields of an older version cannot share a name or a wire key.
    private mutating func checkSnapshotKeys(_ fields: [FieldModel], version: Int, record: String) {
        var names = Set<String>()
        var keys = Set<String>()
        for field in fields {
            if !names.insert(field.name).inserted || !keys.insert(field.wireKey).inserted {
                diagnostics.error(
                    "version \(version) of '\(record)' would have two fields named '\(field.name)' or keyed \"\(field.wireKey)\"",
                    at: field.location
                )
            }
        }
    }
}
