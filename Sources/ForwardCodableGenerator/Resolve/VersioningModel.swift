/// The versions of a record: the current one, the stamp, the policy for unstamped documents,
/// the shape of each older version, and the steps between them.
struct VersioningModel: Equatable, Sendable {
    var currentVersion: Int
    var stampKey: String
    /// The version an unstamped document is read as; `nil` refuses unstamped documents.
    var unstampedVersion: Int?
    /// The shapes of versions 1 through `currentVersion - 1`, oldest first.
    var snapshots: [SnapshotModel]
    /// The steps to versions 2 through `currentVersion`, in order.
    var steps: [MigrationStepModel]

    var oldestVersion: Int { 1 }

    /// The highest version a record may declare. Each version generates a snapshot type and a
    /// migration step, so an absurd version (a typo such as `version 20000`, or `Int.max`) would
    /// otherwise exhaust memory instead of producing an error.
    static let maximumVersion = 1_000
}

/// The fields of one older version of a record.
struct SnapshotModel: Equatable, Sendable {
    var version: Int
    var fields: [FieldModel]
}

/// How version `toVersion` is built from version `toVersion - 1`.
struct MigrationStepModel: Equatable, Sendable {
    var toVersion: Int
    var docs: [String]
    /// Where each field of the new version comes from, in the new version's field order.
    var sources: [FieldSourceModel]
    /// Fields removed in this step: their value, as the document wrote it, stays in the bag.
    var removedKeys: [String]
    /// Raw values renamed in this step, applied to every field of that enum type.
    var caseRenames: [CaseRenameModel]
    /// Cases added in this step: no data changes, listed in the generated documentation.
    var addedCases: [(enumeration: String, caseName: String)]
    /// Union variants added in this step, as `Union.variant`: no data changes, listed in the
    /// generated documentation.
    var addedVariants: [String] = []

    static func == (lhs: MigrationStepModel, rhs: MigrationStepModel) -> Bool {
        lhs.toVersion == rhs.toVersion && lhs.docs == rhs.docs && lhs.sources == rhs.sources
            && lhs.removedKeys == rhs.removedKeys && lhs.caseRenames == rhs.caseRenames
            && lhs.addedCases.map { "\($0.enumeration).\($0.caseName)" }
                == rhs.addedCases.map { "\($0.enumeration).\($0.caseName)" }
            && lhs.addedVariants == rhs.addedVariants
    }

    /// The hooks the user implements for this step.
    var hooks: [HookModel] {
        sources.compactMap { source in
            switch source.origin {
            case .hook(let hook), .retype(let hook): hook
            case .copy, .renamed, .adopt: nil
            }
        }
    }
}

/// One field of a new version and where its value comes from.
struct FieldSourceModel: Equatable, Sendable {
    /// The field in the new version.
    var field: FieldModel
    var origin: Origin

    enum Origin: Equatable, Sendable {
        /// The same field of the old version.
        case copy(from: String)
        /// A renamed field: the old field's value.
        case renamed(from: String, oldKey: String)
        /// An added field: taken from the bag if the document holds its key, else the default.
        case adopt(defaultValue: ValueModel)
        /// An added field computed by a hook.
        case hook(HookModel)
        /// A field whose type changed, converted by a hook.
        case retype(HookModel)
    }
}

/// A migration hook: `static func migrate<Field>(from <parameter>: V<fromVersion>) throws -> <type>`.
///
/// The `migrate` prefix keeps a hook from sharing its field's name, so a missing hook is only
/// the conformance error that names it.
struct HookModel: Equatable, Sendable {
    /// The field the hook computes.
    var field: String
    var fromVersion: Int
    var type: FieldType
    var location: SourceLocation

    /// The Swift name of the hook: `migrateBuild` for the field `build`.
    var name: String { "migrate" + field.capitalizedFirst }
}

/// `rename case Enum "old" -> "new"` in one step.
struct CaseRenameModel: Equatable, Sendable {
    var enumeration: String
    /// The old and new raw values, in ``EnumCaseModel/rawValue``'s form.
    var from: String
    var to: String
    /// The enum's raw type: how the raw values are spelled in Swift and on the wire.
    var rawType: EnumRawType = .string
}
