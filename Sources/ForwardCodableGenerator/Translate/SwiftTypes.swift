/// Swift spellings of schema types. `model` tells which runtime names to qualify
/// (``SchemaModel/runtime(_:)``).
enum SwiftTypes {
    /// The type users see: `ConnectionMethod`, `[Tag]`, `JumpHost?`.
    static func typed(_ type: FieldType, in model: SchemaModel) -> String {
        switch type {
        case .json: model.runtime("JSONValue")
        case .formatted(let format): formatted(format, in: model)
        case .array(let element): "[\(typed(element, in: model))]"
        case .dictionary(let value): "[String: \(typed(value, in: model))]"
        case .optional(let wrapped): "\(typed(wrapped, in: model))?"
        default: type.spelled(json: "JSONValue", name: SwiftName.type)
        }
    }

    /// The stored type of a formatted scalar: `Formatted<ISO8601DateTime>`.
    static func formatted(_ format: WireFormatModel, in model: SchemaModel) -> String {
        let runtimeType = format.runtimeType
        let base = String(runtimeType.prefix { $0 != "<" })
        return "\(model.runtime("Formatted"))<\(model.runtime(base))\(runtimeType.dropFirst(base.count))>"
    }

    /// The stored type of a field: the enum's raw type, `String` or `Int` (or `String?`), for an
    /// enum, the collection view for a collection of enums or resilient records, otherwise its
    /// typed form.
    static func stored(_ field: FieldModel, in model: SchemaModel) -> String {
        switch Storage.of(field) {
        case .rawValue where field.type.format != nil: return typed(field.type, in: model)
        case .rawValue:
            let raw = (field.type.namedType.flatMap { model.enums[$0] }?.rawType ?? .string).rawValue
            return field.type.isOptional ? raw + "?" : raw
        case .collectionView: return view(field.type, in: model)
        case .typed: return typed(field.type, in: model)
        }
    }

    /// The type of a field's public API: the enum for an enum field, the collection view for a
    /// collection field, the typed form otherwise.
    static func exposed(_ type: FieldType, isStrict: Bool, in model: SchemaModel) -> String {
        switch Storage.of(type, isStrict: isStrict) {
        case .collectionView: view(type, in: model)
        case .rawValue: typed(type.unformatted, in: model)
        case .typed: typed(type, in: model)
        }
    }

    /// `value` (Swift source), an expression of the exposed type of a raw-value field, as its wire
    /// form: an enum's `.rawValue`, a formatted scalar's `Formatted(value)` (canonical text).
    static func wire(of value: String, _ field: FieldModel, in model: SchemaModel) -> String {
        let optional = field.type.isOptional
        if field.type.format != nil {
            let formatted = model.runtime("Formatted")
            return optional ? "\(value).map { \(formatted)($0) }" : "\(formatted)(\(value))"
        }
        return "\(value)\(optional ? "?" : "").rawValue"
    }

    /// `raw` (Swift source), the stored wire form of a raw-value field, as its typed value: an
    /// enum's case (its fallback for a raw value this version does not know), a formatted
    /// scalar's `value`.
    static func view(of raw: String, _ field: FieldModel, in model: SchemaModel) -> String {
        let optional = field.type.isOptional
        if field.type.format != nil { return "\(raw)\(optional ? "?" : "").value" }
        let type = unwrapped(typed(field.type, in: model))
        return optional ? "\(raw).map(\(type).init(wire:))" : "\(type)(wire: \(raw))"
    }

    /// `WireArray<Color>`, `WireDictionary<WireArray<Host>>`, `WireArray<Host?>?`.
    private static func view(_ type: FieldType, in model: SchemaModel) -> String {
        switch type {
        case .array(let element): "\(model.runtime("WireArray"))<\(view(element, in: model))>"
        case .dictionary(let value): "\(model.runtime("WireDictionary"))<\(view(value, in: model))>"
        case .optional(let wrapped): "\(view(wrapped, in: model))?"
        default: typed(type, in: model)
        }
    }

    /// `T` for `T?`, the type itself otherwise.
    static func unwrapped(_ text: String) -> String {
        text.hasSuffix("?") ? String(text.dropLast()) : text
    }
}
