/// How a field is stored in the generated struct, so that its wire form survives a round trip.
enum Storage: Equatable {
    /// Stored as its typed value: scalars, JSON, records (a record carries its own wire form),
    /// and collections of strict records.
    case typed
    /// A value whose typed form cannot reproduce its wire text, or an optional one: stored as its
    /// wire form (`connectionMethodRaw`), with the typed value as a computed view. An enum stores
    /// its raw value; a formatted scalar (`Date @format(iso8601)`) a `Formatted` value.
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
        case .enumeration, .optional(.enumeration), .formatted, .optional(.formatted): .rawValue
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

extension [FieldModel] {
    /// The runtime type that holds the absent defaults of a record or snapshot with these fields
    /// (after its version stamp's key, when `stamped`): `AbsentDefaults`, a 64-bit set, while every
    /// defaulted field is among the first 64 keys; `WideAbsentDefaults` otherwise.
    func absentDefaultsType(stamped: Bool, in model: SchemaModel) -> String {
        let offset = stamped ? 1 : 0
        let wide = enumerated().contains { $0.element.keepsAbsence && $0.offset + offset >= 64 }
        return model.runtime(wide ? "WideAbsentDefaults" : "AbsentDefaults")
    }
}

extension FieldModel {
    /// Whether the field is written back absent while its key was absent and nobody set it: a
    /// field with a default that is not optional (an optional one is absent while `nil` anyway).
    var keepsAbsence: Bool {
        defaultValue != nil && !type.isOptional
    }

    /// The stored property: `connectionMethodRaw` for an enum field, `_title` for a deprecated
    /// field `title` (`fileprivate`, behind the deprecated accessor, so that generated code never uses
    /// a deprecated declaration), the name otherwise.
    var storageName: String {
        if Storage.of(self) == .rawValue { return Storage.rawName(of: self) }
        return deprecation == nil ? name : "_" + name
    }

    /// The storage Swift gives a field stored out of line through the runtime's `@Indirect`
    /// property wrapper (one that closes a cycle of records): `_reblog` for `reblog`, `__title`
    /// for the storage `_title` of a deprecated field `title`.
    var indirectStorageName: String {
        "_" + storageName
    }
}
