/// Undoing a `since` block, one handler per change kind. A handler checks its change and edits
/// the `StepBack` it is given; it shares no other state with the others.
extension Resolver {
    /// Undoes one `since` block: returns the fields of the version before it, and how to migrate
    /// from that version to this one.
    mutating func stepBack(
        from newFields: [FieldModel],
        through block: SinceSyntax,
        record: String,
        keyStyle: KeyStyle
    ) -> (older: [FieldModel], step: MigrationStepModel) {
        var shape = StepBack(undoing: block, from: newFields, record: record, keyStyle: keyStyle)
        for change in block.changes {
            undo(change, in: &shape)
        }
        checkSnapshotKeys(shape.older, version: block.version - 1, record: record)
        return shape.result
    }

    /// The one switch over the change kinds.
    private mutating func undo(_ change: ChangeSyntax, in shape: inout StepBack) {
        switch change {
        case .add(let name, let hook):
            undoAdd(name, hook: hook, in: &shape)
        case .rename(let from, let fromKey, let to, let oldDefault):
            undoRename(from, key: fromKey, to: to, oldDefault: oldDefault, in: &shape)
        case .remove(let name, let type, let oldDefault, let key):
            undoRemove(name, type: type, oldDefault: oldDefault, key: key, in: &shape)
        case .retype(let name, let oldType, let oldDefault):
            undoRetype(name, from: oldType, oldDefault: oldDefault, in: &shape)
        case .addCase(let enumeration, let caseName):
            undoAddCase(caseName, of: enumeration, in: &shape)
        case .addVariant(let union, let variant):
            undoAddVariant(variant, of: union, in: &shape)
        case .renameCase(let enumeration, let from, let to, let location):
            undoRenameCase(from, to: to, of: enumeration, at: location, in: &shape)
        }
    }

    /// `add build [hook]`: the older version has no `build`; the step computes it with a hook,
    /// or adopts it from the bag with its default.
    private mutating func undoAdd(_ name: NameSyntax, hook: Bool, in shape: inout StepBack) {
        guard let field = claimNewerField(name, "is added", in: &shape) else { return }
        shape.removeOlder(field.name)
        if hook {
            shape.setOrigin(.hook(hookModel(for: field, at: name, in: shape)), of: field.name)
        } else if let defaultValue = field.defaultValue {
            shape.setOrigin(.adopt(defaultValue: defaultValue), of: field.name)
        } else {
            diagnostics.emit(
                .addedFieldWithoutDefault(
                    field.name, type: field.type.schemaText, version: shape.version,
                    noDefault: SchemaSpelling.exampleDefault(for: field.type, enums: enums) == nil
                        ? SchemaSpelling.noDefaultReason(field.type) : nil),
                at: name.location)
        }
    }

    /// `rename name @key("k") -> title = "Untitled"`: the older field has the old name, key
    /// and default, and the step copies its value.
    private mutating func undoRename(
        _ from: NameSyntax, key: String?, to: NameSyntax, oldDefault: LiteralSyntax?, in shape: inout StepBack
    ) {
        guard let field = claimNewerField(to, "is the new name of a renamed field", in: &shape) else { return }
        if shape.newerField(from.text) != nil {
            diagnostics.emit(
                .renameFromCurrentField(from.text, to: to.text, version: shape.version), at: from.location)
            return
        }
        checkMemberName(from, kind: "field", reserved: Names.recordMembers)
        var old = field
        old.name = from.text
        old.wireKey = key ?? shape.keyStyle.wireKey(for: from.text)
        old.location = from.location
        old.defaultValue = resolveOldDefault(oldDefault, as: field.type, field: from.text)
        shape.updateOlder(field.name) { $0 = old }
        shape.setOrigin(.renamed(from: old.name, oldKey: old.wireKey), of: field.name)
    }

    /// `remove draft: Bool = false @key("k")`: the older version has the field; the step keeps
    /// its written value in the bag.
    private mutating func undoRemove(
        _ name: NameSyntax, type typeSyntax: TypeSyntax, oldDefault: LiteralSyntax?, key: String?,
        in shape: inout StepBack
    ) {
        guard claim(name, in: &shape), let type = resolveType(typeSyntax) else { return }
        if shape.newerField(name.text) != nil {
            diagnostics.emit(
                .removedFieldStillPresent(name.text, version: shape.version, record: shape.record), at: name.location)
            return
        }
        checkMemberName(name, kind: "field", reserved: Names.recordMembers)
        shape.appendRemoved(
            FieldModel(
                name: name.text, wireKey: key ?? shape.keyStyle.wireKey(for: name.text), docs: [], type: type,
                defaultValue: resolveOldDefault(oldDefault, as: type, field: name.text), isStrict: false,
                sample: nil, location: name.location))
    }

    /// `change priority from String = "normal" hook`: the older field has the old type and
    /// default; the step converts it with a hook.
    private mutating func undoRetype(
        _ name: NameSyntax, from typeSyntax: TypeSyntax, oldDefault: LiteralSyntax?, in shape: inout StepBack
    ) {
        guard let field = claimNewerField(name, "changes type", in: &shape),
            let oldType = resolveType(typeSyntax)
        else { return }
        if oldType == field.type {
            diagnostics.emit(.typeChangeToSameType(name.text, type: oldType.schemaText), at: typeSyntax.location)
            return
        }
        let oldDefaultValue = resolveOldDefault(oldDefault, as: oldType, field: name.text)
        shape.updateOlder(field.name) { old in
            old.type = oldType
            old.defaultValue = oldDefaultValue
            old.sample = nil
        }
        shape.setOrigin(.retype(hookModel(for: field, at: name, in: shape)), of: field.name)
    }

    /// `add case ConnectionMethod.mosh`: no data changes; the step's documentation lists it.
    private mutating func undoAddCase(_ caseName: NameSyntax, of enumeration: NameSyntax, in shape: inout StepBack) {
        guard let model = enums[enumeration.text] else {
            diagnostics.emit(.unknownEnum(enumeration.text), at: enumeration.location)
            return
        }
        guard model.rawValue(of: caseName.text) != nil else {
            diagnostics.emit(.notACase(caseName.text, of: enumeration.text), at: caseName.location)
            return
        }
        shape.addCase(caseName.text, of: enumeration.text)
    }

    /// `rename case ConnectionMethod "et" -> "eternal-terminal"` (or `rename case Priority 3 -> 4`):
    /// the older version wrote the old raw value; the step renames it in every field of that enum type.
    private mutating func undoRenameCase(
        _ fromSyntax: RawValueSyntax, to toSyntax: RawValueSyntax, of enumeration: NameSyntax,
        at location: SourceLocation, in shape: inout StepBack
    ) {
        guard let model = enums[enumeration.text] else {
            diagnostics.emit(.unknownEnum(enumeration.text), at: enumeration.location)
            return
        }
        let from = renamedRawValue(fromSyntax, of: model)
        let to = renamedRawValue(toSyntax, of: model)
        guard let to, model.cases.contains(where: { $0.rawValue == to }) else {
            diagnostics.emit(.renamedCaseNotARawValue(toSyntax.quoted, of: enumeration.text), at: location)
            return
        }
        guard let from else {
            diagnostics.emit(
                .rawValueKindMismatch(fromSyntax, in: model.name, expectsIntegers: model.rawType == .int), at: location)
            return
        }
        if model.cases.contains(where: { $0.rawValue == from }) {
            diagnostics.emit(.renamedCaseStillPresent(fromSyntax.quoted, of: enumeration.text), at: location)
            return
        }
        shape.renameCase(CaseRenameModel(enumeration: enumeration.text, from: from, to: to, rawType: model.rawType))
    }

    /// A raw value of a `rename case` in the model's form, or `nil` when its kind is not the enum's.
    private func renamedRawValue(_ syntax: RawValueSyntax, of model: EnumModel) -> String? {
        switch (syntax, model.rawType) {
        case (.string(let text), .string): text
        case (.integer(let text), .int): Int(text).map(String.init)
        default: nil
        }
    }

    // MARK: Shared checks

    /// Claims the field `name` for this change; `false` (with a diagnostic) when another change
    /// of the block already named it.
    private mutating func claim(_ name: NameSyntax, in shape: inout StepBack) -> Bool {
        guard let first = shape.claim(name) else { return true }
        diagnostics.emit(.fieldChangedTwice(name.text, version: shape.version, previous: first), at: name.location)
        return false
    }

    /// Claims the field `name` and returns it from the newer version; `nil` (with a diagnostic)
    /// when it is claimed already or the newer version has no such field (`what` says what the
    /// change claims of it, as in "is added").
    private mutating func claimNewerField(
        _ name: NameSyntax, _ what: String, in shape: inout StepBack
    ) -> FieldModel? {
        guard claim(name, in: &shape) else { return nil }
        guard let field = shape.newerField(name.text) else {
            diagnostics.emit(
                .changeOfUnknownField(
                    name.text, what, version: shape.version, record: shape.record,
                    suggestion: Suggestions.didYouMean(name.text, among: shape.newer.map(\.name))),
                at: name.location)
            return nil
        }
        return field
    }

    /// The hook that computes `field` from the older version.
    private func hookModel(for field: FieldModel, at name: NameSyntax, in shape: StepBack) -> HookModel {
        HookModel(field: field.name, fromVersion: shape.version - 1, type: field.type, location: name.location)
    }
}
