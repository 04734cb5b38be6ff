/// Swift spellings of schema types.
enum SwiftTypes {
    /// The type users see: `ConnectionMethod`, `[Tag]`, `JumpHost?`.
    static func typed(_ type: FieldType) -> String {
        type.spelled(json: "JSONValue")
    }

    /// The stored type of a field: the enum's raw type, `String` or `Int` (or `String?`), for an
    /// enum, the collection view for a collection of enums or resilient records, otherwise its
    /// typed form.
    static func stored(_ field: FieldModel, in model: SchemaModel) -> String {
        switch Storage.of(field) {
        case .rawValue where field.type.format != nil: return typed(field.type)
        case .rawValue:
            let raw = (field.type.namedType.flatMap { model.enums[$0] }?.rawType ?? .string).rawValue
            return field.type.isOptional ? raw + "?" : raw
        case .collectionView: return view(field.type)
        case .typed: return typed(field.type)
        }
    }

    /// The type of a field's public API: the enum for an enum field, the collection view for a
    /// collection field, the typed form otherwise.
    static func exposed(_ type: FieldType, isStrict: Bool) -> String {
        switch Storage.of(type, isStrict: isStrict) {
        case .collectionView: view(type)
        case .rawValue: typed(type.unformatted)
        case .typed: typed(type)
        }
    }

    /// `value`, an expression of the exposed type of a raw-value field, as its wire form: an
    /// enum's `.rawValue`, a formatted scalar's `Formatted(value)` (canonical text).
    static func wire(of value: String, _ field: FieldModel) -> String {
        let optional = field.type.isOptional
        if field.type.format != nil { return optional ? "\(value).map { Formatted($0) }" : "Formatted(\(value))" }
        return "\(value)\(optional ? "?" : "").rawValue"
    }

    /// `raw`, the stored wire form of a raw-value field, as its typed value: an enum's case (its
    /// fallback for a raw value this version does not know), a formatted scalar's `value`.
    static func view(of raw: String, _ field: FieldModel) -> String {
        let optional = field.type.isOptional
        if field.type.format != nil { return "\(raw)\(optional ? "?" : "").value" }
        let type = unwrapped(typed(field.type))
        return optional ? "\(raw).map(\(type).init(wire:))" : "\(type)(wire: \(raw))"
    }

    /// `WireArray<Color>`, `WireDictionary<WireArray<Host>>`, `WireArray<Host?>?`.
    private static func view(_ type: FieldType) -> String {
        switch type {
        case .array(let element): "WireArray<\(view(element))>"
        case .dictionary(let value): "WireDictionary<\(view(value))>"
        case .optional(let wrapped): "\(view(wrapped))?"
        default: typed(type)
        }
    }

    /// `T` for `T?`, the type itself otherwise.
    static func unwrapped(_ text: String) -> String {
        text.hasSuffix("?") ? String(text.dropLast()) : text
    }
}
