/// How a field is stored in the generated struct, so that its wire form survives a round trip.
enum Storage: Equatable {
    /// Stored as its typed value: scalars, JSON, records (a record carries its own wire form),
    /// and collections of strict records.
    case typed
    /// An enum or optional enum: stored as its raw string (`connectionMethodRaw`), with the
    /// typed enum as a computed view.
    case rawValue
    /// A collection that holds enums or resilient records: stored as its typed collection view
    /// (`WireArray<Color>`, `WireDictionary<WireArray<Host>>`), which keeps each element's
    /// wire form.
    case collectionView

    /// How `field` is stored.
    static func of(_ field: FieldModel) -> Storage {
        of(field.type, isStrict: field.isStrict)
    }

    /// How a field of `type` is stored; `isStrict` fields keep records in plain collections.
    static func of(_ type: FieldType, isStrict: Bool) -> Storage {
        switch type {
        case .enumeration, .optional(.enumeration): .rawValue
        case _ where type.containsEnum: .collectionView
        case _ where type.containsRecordInCollection && !isStrict: .collectionView
        default: .typed
        }
    }

    /// The stored property of a raw-value field: `connectionMethodRaw`.
    static func rawName(of field: FieldModel) -> String {
        field.name + "Raw"
    }
}

extension FieldModel {
    /// The stored property: `connectionMethodRaw` for an enum field, `_title` for a deprecated
    /// field `title` (`fileprivate`, behind the deprecated accessor, so that generated code never uses
    /// a deprecated declaration), the name otherwise.
    var storageName: String {
        if Storage.of(self) == .rawValue { return Storage.rawName(of: self) }
        return deprecation == nil ? name : "_" + name
    }
}
