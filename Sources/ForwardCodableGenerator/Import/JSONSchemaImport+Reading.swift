/// Questions about a schema that declare nothing and report nothing: what a `$ref` leads to,
/// whether a value may be `null`, the properties of an object with its `allOf` parts, and the
/// keys a document must have for the record the object becomes. The union planner asks them
/// before anything is declared.
extension JSONSchemaImport {
    /// A property of an object schema: its pointer, key and schema, and whether it is required.
    struct Property {
        var pointer: String
        var key: String
        var node: LocatedJSON
        var required: Bool
    }

    /// What `node` stands for once its `$ref`s are followed (and an `allOf` of one reference,
    /// which documents add to give a reference a description), with its pointer; `nil` when a
    /// reference does not resolve or the references go round in a circle.
    func target(of node: LocatedJSON, pointer: String) -> (node: LocatedJSON, pointer: String)? {
        var current = (node: node, pointer: pointer)
        var seen: Set<String> = []
        while true {
            if let reference = current.node["$ref"]?.string {
                guard seen.insert(reference).inserted, let next = JSONPointer.resolve(reference, in: root) else {
                    return nil
                }
                current = (next, reference)
            } else if let parts = current.node["allOf"]?.elements, parts.count == 1, parts[0]["$ref"] != nil,
                current.node["properties"] == nil
            {
                current = (parts[0], JSONPointer.appending(JSONPointer.appending(current.pointer, "allOf"), "0"))
            } else {
                return current
            }
        }
    }

    /// Whether the schema allows `null`: `nullable`, a type list with `"null"`, a `null` option
    /// of a `oneOf`/`anyOf`, a `null` in an `enum`, through references.
    func mayBeNull(_ node: LocatedJSON, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        if node["nullable"]?.isTrue == true { return true }
        if node["type"]?.string == "null" || node["type"]?.elements.contains(where: { $0.string == "null" }) == true {
            return true
        }
        if node["enum"]?.elements.contains(where: { $0.value == .null }) == true { return true }
        if node["const"]?.value == .null { return true }
        for keyword in ["oneOf", "anyOf"] {
            if node[keyword]?.elements.contains(where: { mayBeNull($0, depth: depth + 1) }) == true { return true }
        }
        if let reference = node["$ref"]?.string, let target = JSONPointer.resolve(reference, in: root) {
            return mayBeNull(target, depth: depth + 1)
        }
        if let parts = node["allOf"]?.elements, parts.count == 1 { return mayBeNull(parts[0], depth: depth + 1) }
        return false
    }

    /// Whether the schema is an object with properties: what becomes a record.
    static func isRecordSchema(_ node: LocatedJSON) -> Bool {
        node["properties"] != nil
            || node["type"]?.string == "object" && node["additionalProperties"] == nil
                && node["oneOf"] == nil && node["anyOf"] == nil && node["enum"] == nil
            || node["allOf"].map { $0.elements.count > 1 } == true
    }

    /// The value of a `const`, or of an `enum` of one value: what a tag property is written as.
    static func constValue(_ node: LocatedJSON) -> LocatedJSON? {
        if let value = node["const"], value.value != .null { return value }
        if let values = node["enum"]?.elements, values.count == 1, values[0].value != .null { return values[0] }
        return nil
    }

    /// The properties of an object schema in order: for `allOf`, those of each part (a
    /// reference's included), then its own; the first of a key wins. The `allOf` references
    /// that do not resolve come back apart, for the caller to report.
    func collectProperties(of node: LocatedJSON, pointer: String)
        -> (properties: [Property], unresolved: [(node: LocatedJSON, pointer: String, reference: String)])
    {
        var result: [Property] = []
        var unresolved: [(LocatedJSON, String, String)] = []
        var seen: Set<String> = []
        func add(_ object: LocatedJSON, _ objectPointer: String) {
            let required = Set(object["required"]?.elements.compactMap(\.string) ?? [])
            let propertiesPointer = JSONPointer.appending(objectPointer, "properties")
            for member in object["properties"]?.members ?? [] where seen.insert(member.key).inserted {
                result.append(
                    Property(
                        pointer: JSONPointer.appending(propertiesPointer, member.key), key: member.key,
                        node: member.value, required: required.contains(member.key)))
            }
        }
        for (offset, part) in (node["allOf"]?.elements ?? []).enumerated() {
            let partPointer = JSONPointer.appending(JSONPointer.appending(pointer, "allOf"), String(offset))
            if let reference = part["$ref"]?.string {
                guard let target = JSONPointer.resolve(reference, in: root) else {
                    unresolved.append((part, partPointer, reference))
                    continue
                }
                add(target, reference)
            } else {
                add(part, partPointer)
            }
        }
        add(node, pointer)
        return (result, unresolved)
    }

    /// The keys a document must have to read as the record the object schema at `pointer`
    /// becomes: its required properties that take no `null` and have no default, less a union's
    /// tag, which the union reads.
    func wireRequiredKeys(of node: LocatedJSON, pointer: String) -> Set<String> {
        let tags = tagProperties[pointer] ?? []
        return Set(
            collectProperties(of: node, pointer: pointer).properties.filter { property in
                property.required && !tags.contains(property.key) && !mayBeNull(property.node)
                    && (property.node["default"].map { $0.value == .null } ?? true)
            }
            .map(\.key))
    }
}
