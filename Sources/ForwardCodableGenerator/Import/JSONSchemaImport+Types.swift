/// A property's schema to a field type: references, scalars with their formats, lists, maps,
/// enums, unions and inline objects.
extension JSONSchemaImport {
    /// The field type of `node`; `hint` names an inline record, enum or union it declares.
    mutating func fieldType(_ node: LocatedJSON, pointer: String, hint: String) -> Shape {
        noteUnchecked(node, pointer: pointer)
        if let reference = node["$ref"]?.string { return referenced(reference, node, pointer: pointer) }
        var nullable = node["nullable"]?.isTrue == true
        if let value = Self.constValue(node), node["enum"] != nil, value.string != nil || value.isInteger {
            // An enum of one value, written in place, is a constant: the type of its value.
            noteConstant(value, pointer: JSONPointer.appending(pointer, "enum"))
            return Shape(type: value.string != nil ? "String" : "Int", nullable: nullable || hasNull(node["enum"]))
        }
        if node["enum"] != nil {
            let name = enumeration(node, pointer: pointer, name: newTypeName(hint, .enumeration))
            return Shape(type: name ?? "JSON", nullable: nullable || hasNull(node["enum"]), enumeration: name)
        }
        if let values = constEnumValues(node, pointer: pointer) {
            let name = constEnumeration(node, pointer: pointer, name: newTypeName(hint, .enumeration), values: values)
            return Shape(type: name ?? "JSON", nullable: nullable || mayBeNull(node), enumeration: name)
        }
        for keyword in ["oneOf", "anyOf"] {
            guard let options = node[keyword]?.elements else { continue }
            if options.isEmpty, node["type"] != nil {
                // An empty list of options allows no value: the value is read as the type beside it.
                report(
                    .warning, node[keyword]!, JSONPointer.appending(pointer, keyword),
                    "'\(keyword)' lists no option, which no value matches; the value is read as its 'type'")
                continue
            }
            let others = options.filter { $0["type"]?.string != "null" }
            nullable = nullable || others.count < options.count
            if others.count == 1, node["discriminator"] == nil {
                var shape = fieldType(
                    others[0], pointer: JSONPointer.appending(JSONPointer.appending(pointer, keyword), "0"), hint: hint)
                shape.nullable = shape.nullable || nullable
                return shape
            }
            if node["discriminator"] != nil {
                if let name = union(node, pointer: pointer, name: newTypeName(hint, .union)) {
                    return Shape(type: name, nullable: nullable)
                }
                return Shape(type: "JSON")
            }
            switch planUnion(node, pointer: pointer) {
            case .success(let plan)?:
                let name = plannedUnion(plan, node: node, pointer: pointer, name: hint, inline: true)
                return Shape(type: name, nullable: nullable || plan.nullable)
            case .failure(let refusal)?:
                report(
                    .warning, refusal.node, refusal.pointer,
                    "the options of '\(keyword)' cannot be told apart without a tag (\(refusal.reason)); the field "
                        + "reads any JSON")
            case nil:
                report(
                    .warning, node, JSONPointer.appending(pointer, keyword),
                    "'\(keyword)' has no option to read; the field reads any JSON")
            }
            return Shape(type: "JSON", nullable: false)
        }
        if let parts = node["allOf"]?.elements {
            if parts.count == 1 {
                var shape = fieldType(
                    parts[0], pointer: JSONPointer.appending(JSONPointer.appending(pointer, "allOf"), "0"), hint: hint)
                shape.nullable = shape.nullable || nullable
                return shape
            }
            let name = newTypeName(hint, .record)
            record(node, pointer: pointer, name: name)
            return Shape(type: name, nullable: nullable)
        }
        var type = node["type"]
        if let list = type?.elements, !list.isEmpty {
            let others = list.filter { $0.string != "null" }
            nullable = nullable || others.count < list.count
            if others.count > 1, let plan = planTypeList(node, pointer: pointer) {
                let name = plannedUnion(plan, node: node, pointer: pointer, name: hint, inline: true)
                return Shape(type: name, nullable: nullable)
            }
            guard others.count == 1 else {
                report(
                    .warning, type!, JSONPointer.appending(pointer, "type"),
                    "a value of several types (\(list.map(\.text).joined(separator: ", "))) cannot be expressed; the field reads any JSON"
                )
                return Shape(type: "JSON")
            }
            type = others[0]
        }
        var shape = scalar(type?.string, node, pointer: pointer, hint: hint)
        shape.nullable = shape.nullable || nullable
        return shape
    }

    private mutating func scalar(_ type: String?, _ node: LocatedJSON, pointer: String, hint: String) -> Shape {
        let format = node["format"]?.string
        switch type {
        case "string":
            switch format {
            case "date-time": return Shape(type: "Date", format: "@format(iso8601)")
            case "date": return Shape(type: "CalendarDate")
            case "int64": return Shape(type: "Int64", format: "@format(string)")
            case "int32": return Shape(type: "Int32", format: "@format(string)")
            case "decimal": return Shape(type: "Decimal", format: "@format(string)")
            default: return Shape(type: "String")
            }
        case "integer":
            switch format {
            case "int32": return Shape(type: "Int32")
            case "int64": return Shape(type: "Int64")
            default: return Shape(type: "Int")
            }
        case "number":
            switch format {
            case "float": return Shape(type: "Float")
            case "decimal": return Shape(type: "Decimal")
            default: return Shape(type: "Double")
            }
        case "boolean": return Shape(type: "Bool")
        case "null": return Shape(type: "JSON", nullable: true)
        case "array":
            guard let items = node["items"] else { return Shape(type: "[JSON]") }
            let element = fieldType(
                items, pointer: JSONPointer.appending(pointer, "items"), hint: ImportNames.singular(hint))
            return Shape(type: "[\(element.type)\(element.nullable ? "?" : "")]", format: element.format)
        case "object", nil:
            if node["properties"] != nil {
                let name = newTypeName(hint, .record)
                record(node, pointer: pointer, name: name)
                return Shape(type: name)
            }
            if let values = node["additionalProperties"], values.isObject {
                let element = fieldType(
                    values, pointer: JSONPointer.appending(pointer, "additionalProperties"),
                    hint: ImportNames.singular(hint))
                guard element.format == nil else {
                    report(
                        .warning, values, JSONPointer.appending(pointer, "additionalProperties"),
                        "a dictionary of formatted values cannot be expressed; the field reads any JSON")
                    return Shape(type: "JSON")
                }
                return Shape(type: "[String: \(element.type)\(element.nullable ? "?" : "")]")
            }
            unsupported(node, pointer: pointer, keywords: ["patternProperties", "not", "if", "const"])
            return Shape(type: "JSON")
        case let other?:
            report(
                .warning, node["type"] ?? node, JSONPointer.appending(pointer, "type"),
                "'\(other)' is not a JSON Schema type; the field reads any JSON")
            return Shape(type: "JSON")
        }
    }

    /// The type a `$ref` names: a declared type, or what the referenced schema reads as, worked
    /// out once for all the references to it.
    private mutating func referenced(_ reference: String, _ node: LocatedJSON, pointer: String) -> Shape {
        if let name = declared[reference] {
            let target = JSONPointer.resolve(reference, in: root)
            return Shape(
                type: name, nullable: target.map { mayBeNull($0) } ?? false,
                enumeration: schema.enums.contains { $0.name == name } || target.map(isEnumSchema) == true ? name : nil)
        }
        if let shape = referencedShapes[reference] { return shape }
        guard let target = JSONPointer.resolve(reference, in: root), following.insert(reference).inserted else {
            report(
                .warning, node, JSONPointer.appending(pointer, "$ref"),
                reference.hasPrefix("#")
                    ? "cannot resolve \(reference); the field reads any JSON"
                    : "\(reference) is in another document, which the import does not read; the field reads any JSON")
            return Shape(type: "JSON")
        }
        defer { following.remove(reference) }
        let hint = ImportNames.typeName(String(reference.split(separator: "/").last ?? "Value"))
        let shape = fieldType(target, pointer: reference, hint: hint)
        referencedShapes[reference] = shape
        return shape
    }

    /// Whether the schema declares an enum: an `enum`, or options of `const`s.
    func isEnumSchema(_ node: LocatedJSON) -> Bool {
        node["enum"] != nil || constEnumValues(node, pointer: "#") != nil
    }

    /// A new type's name from `hint`, clear of keywords and of the names taken.
    mutating func newTypeName(_ hint: String, _ kind: ImportNames.Kind) -> String {
        ImportNames.unique(ImportNames.declarationName(hint, kind: kind), in: &taken)
    }

    private func hasNull(_ values: LocatedJSON?) -> Bool {
        values?.elements.contains { $0.value == .null } == true
    }
}
