/// What every translator needs: the options, and the model to look names up in.
struct TranslationContext {
    var options: GeneratorOptions
    var model: SchemaModel

    /// The access modifier of generated API, or `nil` for `internal` (which Swift omits).
    var access: AccessModifier? {
        switch options.accessLevel {
        case .public: .public
        case .package: .package
        case .internal: nil
        }
    }
}

/// Swift spellings of schema types.
enum SwiftTypes {
    /// The type users see: `ConnectionMethod`, `[Tag]`, `JumpHost?`.
    static func typed(_ type: FieldType) -> String {
        type.spelled(json: "JSONValue")
    }

    /// The stored type of a field: its wire form when it is wire-backed (enums as `String`,
    /// records in collections as `Resilient<Record>`), otherwise its typed form.
    static func stored(_ field: FieldModel) -> String {
        Storage.isWireBacked(field) ? wire(field.type, inCollection: false, strict: field.isStrict) : typed(field.type)
    }

    private static func wire(_ type: FieldType, inCollection: Bool, strict: Bool) -> String {
        switch type {
        case .enumeration: "String"
        case .record(let name): inCollection && !strict ? "Resilient<\(name)>" : name
        case .array(let element): "[\(wire(element, inCollection: true, strict: strict))]"
        case .dictionary(let value): "[String: \(wire(value, inCollection: true, strict: strict))]"
        case .optional(let wrapped): "\(wire(wrapped, inCollection: inCollection, strict: strict))?"
        default: typed(type)
        }
    }

    /// `T` for `T?`, the type itself otherwise.
    static func unwrapped(_ text: String) -> String {
        text.hasSuffix("?") ? String(text.dropLast()) : text
    }
}

extension FieldModel {
    /// The stored property: `connectionMethodRaw` for a wire-backed field, the name otherwise.
    var storageName: String {
        Storage.isWireBacked(self) ? Storage.rawName(of: self) : name
    }
}
