/// Swift source text for literal values.
enum SwiftLiterals {
    /// `text` as a Swift string literal.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A raw value of an enum as a Swift literal: `"et"`, or `-1` for an `Int` enum.
    static func raw(_ rawValue: String, _ rawType: EnumRawType) -> String {
        rawType == .string ? string(rawValue) : rawValue
    }

    /// `value` as an expression of the typed (user-facing) type; `model` tells which runtime
    /// names to qualify.
    static func typed(_ value: ValueModel, as type: FieldType, in model: SchemaModel) -> String {
        switch (value, type) {
        case (.null, .json): ".null"
        case (.null, _): "nil"
        case (.enumCase(let enumeration, let caseName), .optional):
            SwiftName.caseValue(caseName, of: SwiftName.type(enumeration), optional: true)
        case (_, .optional(let wrapped)): typed(value, as: wrapped, in: model)
        // The resolver checked both: the text is exact decimal digits, and base64.
        case (.integer(let text), .decimal), (.double(let text), .decimal): "Decimal(string: \(string(text)))!"
        case (.string(let text), .data): "Data(base64Encoded: \(string(text)))!"
        // The resolver checked both with the runtime's parser.
        case (.string(let text), .formatted(let format)), (.double(let text), .formatted(let format)):
            "\(SwiftTypes.formatted(format, in: model))(wireText: \(string(text)))!"
        case (.string(let text), .calendarDate): "CalendarDate(\(string(text)))!"
        case (.string(let text), .uuid): "UUID(uuidString: \(string(text)))!"
        case (.string(let text), .url): "URL(string: \(string(text)))!"
        case (.string(let text), _): string(text)
        case (.integer(let text), _), (.double(let text), _): text
        case (.bool(let flag), _): flag ? "true" : "false"
        case (.enumCase(let enumeration, let caseName), _):
            SwiftName.caseValue(caseName, of: SwiftName.type(enumeration), optional: false)
        case (.array(let elements), .array(let element)):
            "[" + elements.map { typed($0, as: element, in: model) }.joined(separator: ", ") + "]"
        case (.array(let elements), _):
            "[" + elements.map { typed($0, as: .json, in: model) }.joined(separator: ", ") + "]"
        case (.dictionary(let entries), .dictionary(let valueType)):
            dictionary(entries) { typed($0, as: valueType, in: model) }
        case (.dictionary(let entries), _):
            dictionary(entries) { typed($0, as: .json, in: model) }
        }
    }

    /// `value` as an expression of `field`'s public type: for a formatted field, the typed value.
    static func exposed(_ value: ValueModel, for field: FieldModel, in model: SchemaModel) -> String {
        let literal = typed(value, as: field.type, in: model)
        guard Storage.of(field) == .rawValue, field.type.format != nil, value != .null else { return literal }
        return literal + ".value"
    }

    /// `value` as an expression of `field`'s stored type: for an enum field, the raw value.
    static func stored(_ value: ValueModel, for field: FieldModel, in model: SchemaModel) -> String {
        Storage.of(field) == .rawValue
            ? wire(value, as: field.type, in: model) : typed(value, as: field.type, in: model)
    }

    /// `value` as an expression of the stored wire type: enum cases become their raw value.
    static func wire(_ value: ValueModel, as type: FieldType, in model: SchemaModel) -> String {
        switch (value, type) {
        case (.null, _): "nil"
        case (_, .optional(let wrapped)): wire(value, as: wrapped, in: model)
        case (.enumCase(let enumeration, let caseName), _):
            SwiftName.member(caseName, of: SwiftName.type(enumeration)) + ".rawValue"
        case (.array(let elements), .array(let element)):
            "[" + elements.map { wire($0, as: element, in: model) }.joined(separator: ", ") + "]"
        case (.dictionary(let entries), .dictionary(let valueType)):
            dictionary(entries) { wire($0, as: valueType, in: model) }
        default: typed(value, as: type, in: model)
        }
    }

    private static func dictionary(_ entries: [ValueModel.DictionaryEntry], _ render: (ValueModel) -> String) -> String
    {
        guard !entries.isEmpty else { return "[:]" }
        return "[" + entries.map { "\(string($0.key)): \(render($0.value))" }.joined(separator: ", ") + "]"
    }
}
