/// One `since N` block being undone: the fields of version `N` (`newer`), the fields of version
/// `N - 1` as the undo rebuilds them (`older`), and the migration step from `N - 1` to `N`.
///
/// The shape starts as a copy of the newer fields; each change of the block edits it through
/// the methods below, in `Resolver+StepBack.swift`'s handler for that change kind. A field no
/// change names is copied unchanged by the step.
struct StepBack {
    /// The version the block makes: the step goes from `version - 1` to `version`.
    let version: Int
    /// The record's name, for diagnostics.
    let record: String
    /// The record's key style: the wire key of an old field without `@key`.
    let keyStyle: KeyStyle
    /// The fields of `version`, which the block's changes name.
    let newer: [FieldModel]
    /// The fields of `version - 1`, in the order the snapshot declares them.
    private(set) var older: [FieldModel]
    /// The step's raw-value changes and removed keys; its `sources` are filled in by `result`.
    private(set) var step: MigrationStepModel
    /// Where each newer field comes from, when not copied from the field of the same name.
    private var origins: [String: FieldSourceModel.Origin] = [:]
    /// The fields a change of this block already named, with that change's location.
    private var claimed: [String: SourceLocation] = [:]

    init(undoing block: SinceSyntax, from newer: [FieldModel], record: String, keyStyle: KeyStyle) {
        version = block.version
        self.record = record
        self.keyStyle = keyStyle
        self.newer = newer
        older = newer
        step = MigrationStepModel(
            toVersion: block.version, docs: block.docs, sources: [], removedKeys: [], caseRenames: [],
            addedCases: [])
    }

    /// The older shape and the step, once every change is undone.
    var result: (older: [FieldModel], step: MigrationStepModel) {
        var step = step
        step.sources = newer.map { field in
            FieldSourceModel(field: field, origin: origins[field.name] ?? .copy(from: field.name))
        }
        return (older, step)
    }

    /// The field of the newer version named `name`.
    func newerField(_ name: String) -> FieldModel? {
        newer.first { $0.name == name }
    }

    /// Records that a change names the field `name`; returns the location of the change that
    /// named it first, if one did: a field changes at most once per version.
    mutating func claim(_ name: NameSyntax) -> SourceLocation? {
        if let first = claimed[name.text] { return first }
        claimed[name.text] = name.location
        return nil
    }

    /// Says where the newer field `field` comes from.
    mutating func setOrigin(_ origin: FieldSourceModel.Origin, of field: String) {
        origins[field] = origin
    }

    /// Removes the field `name` from the older shape: the newer version added it.
    mutating func removeOlder(_ name: String) {
        older.removeAll { $0.name == name }
    }

    /// Changes the older field `name` in place, keeping its position.
    mutating func updateOlder(_ name: String, _ update: (inout FieldModel) -> Void) {
        if let index = older.firstIndex(where: { $0.name == name }) { update(&older[index]) }
    }

    /// Appends `field` to the older shape: the newer version removed it, and the step keeps
    /// its written value in the bag.
    mutating func appendRemoved(_ field: FieldModel) {
        older.append(field)
        step.removedKeys.append(field.wireKey)
    }

    /// Records a raw-value rename of the step.
    mutating func renameCase(_ rename: CaseRenameModel) {
        step.caseRenames.append(rename)
    }

    /// Records a case the step adds.
    mutating func addVariant(_ variant: String, of union: String) {
        step.addedVariants.append("\(union).\(variant)")
    }

    mutating func addCase(_ caseName: String, of enumeration: String) {
        step.addedCases.append((enumeration, caseName))
    }
}
