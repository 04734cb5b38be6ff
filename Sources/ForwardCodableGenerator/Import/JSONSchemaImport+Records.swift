/// Objects to records: properties to fields, with presence and defaults as the generated reader
/// treats them; `allOf` of objects merged into one record.
extension JSONSchemaImport {
    /// A property's type as a field holds it: the type's text, whether `null` is allowed, and a format.
    struct Shape {
        var type: String
        var nullable = false
        var format: String? = nil
        /// The enum the type names, for a default written as a case.
        var enumeration: String? = nil
    }

    /// Declares the record `name` for the object schema `node`, and every inline type it holds.
    mutating func record(_ node: LocatedJSON, pointer: String, name: String) {
        let index = schema.records.count
        schema.records.append(ImportedRecord(name: name, source: pointer, docs: Self.docs(node)))
        var fields: [ImportedField] = []
        var names: Set<String> = []
        for property in properties(of: node, pointer: pointer)
        where tagProperties[pointer]?.contains(property.key) != true {
            let (key, propertyPointer, required) = (property.key, property.pointer, property.required)
            var shape = fieldType(property.node, pointer: propertyPointer, hint: name + ImportNames.typeName(key))
            var field = ImportedField(
                name: ImportNames.unique(ImportNames.memberName(key), in: &names), key: key, type: shape.type,
                format: shape.format, docs: Self.docs(property.node))
            if let value = property.node["default"], value.value != .null {
                let defaultPointer = JSONPointer.appending(propertyPointer, "default")
                if shape.nullable {
                    report(
                        .warning, value, defaultPointer,
                        "a field that takes null is optional, and an optional field's default is nil: the default "
                            + "\(value.text) is left out (a reader shows nil when the key is absent)")
                } else {
                    field.defaultValue = defaultText(value, shape: shape, pointer: defaultPointer)
                }
            }
            if field.defaultValue == nil, !required || shape.nullable {
                shape.nullable = true
                field.type += "?"
            }
            fields.append(field)
        }
        schema.records[index].fields = fields
    }

    /// The properties of an object schema with their pointers and whether they are required:
    /// its own, and for `allOf`, those of each part (a reference's included) in order.
    private mutating func properties(of node: LocatedJSON, pointer: String) -> [Property] {
        let (properties, unresolved) = collectProperties(of: node, pointer: pointer)
        for part in unresolved {
            report(
                .warning, part.node, part.pointer, "cannot resolve \(part.reference); its properties are not imported")
        }
        unsupported(node, pointer: pointer, keywords: ["patternProperties", "not", "if", "dependentSchemas"])
        return properties
    }

    /// The default of a field, as the schema language writes it; `nil` (with a warning) when the
    /// language has no literal for it.
    private mutating func defaultText(_ value: LocatedJSON, shape: Shape, pointer: String) -> String? {
        switch value.value {
        case .string(let text):
            if let enumeration = shape.enumeration,
                let item = schema.enums.first(where: { $0.name == enumeration })?.cases.first(where: { $0.raw == text })
            {
                return "." + item.name
            }
            return ImportedSchema.quoted(text)
        case .number(let text) where shape.enumeration != nil:
            guard let enumeration = schema.enums.first(where: { $0.name == shape.enumeration }),
                let item = enumeration.cases.first(where: { $0.raw == text })
            else { break }
            return "." + item.name
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let elements) where elements.isEmpty: return "[]"
        case .object(let members) where members.isEmpty && shape.type.hasPrefix("[String:"): return "[:]"
        default: break
        }
        report(
            .warning, value, pointer, "the default \(value.text) has no literal in the schema language; it is left out")
        return nil
    }

    /// Warns about each keyword of `node` the language cannot express.
    mutating func unsupported(_ node: LocatedJSON, pointer: String, keywords: [String]) {
        for keyword in keywords {
            guard let value = node[keyword] else { continue }
            report(
                .warning, value, JSONPointer.appending(pointer, keyword),
                "'\(keyword)' cannot be expressed in the schema language; it is not checked (the value is still read and kept)"
            )
        }
    }

    /// The lines of a schema's `title` and `description`, for doc comments.
    static func docs(_ node: LocatedJSON) -> [String] {
        let text = [node["title"]?.string, node["description"]?.string].compactMap { $0 }.joined(separator: "\n\n")
        guard !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
