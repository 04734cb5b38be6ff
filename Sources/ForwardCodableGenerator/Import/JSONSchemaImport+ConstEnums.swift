/// Enums as OpenAPI 3.1 and JSON Schema write them: a `oneOf` (or `anyOf`) whose options are
/// each a `const` (or an `enum`) of strings or of integers, the case named by the option's
/// `title` and documented by its `description`:
///
///     "oneOf": [{"title": "GUILD_TEXT", "const": 0, "description": "a text channel"}, …]
///
/// becomes `enum ChannelType: Int fallback … { /// a text channel  guildText = 0, … }`. An option
/// that is the plain type (`{"type": "string"}`, "or any other string") says the set is open,
/// which every enum of the schema language is: unknown values read and are kept.
extension JSONSchemaImport {
    /// One value of an enum, with the name and docs its schema gives it.
    struct EnumValue {
        var raw: LocatedJSON
        var pointer: String
        var title: String?
        var docs: [String]
    }

    /// The values of `node` when it is an enum written as options of `const`s; `nil` otherwise.
    func constEnumValues(_ node: LocatedJSON, pointer: String) -> (keyword: String, values: [EnumValue])? {
        guard node["discriminator"] == nil else { return nil }
        for keyword in ["oneOf", "anyOf"] {
            guard let options = node[keyword]?.elements else { continue }
            var values: [EnumValue] = []
            var openTypes = 0
            for (offset, option) in options.enumerated() {
                let optionPointer = JSONPointer.appending(JSONPointer.appending(pointer, keyword), String(offset))
                let typeName = option["type"]?.string
                if typeName == "null" || option["const"]?.value == .null { continue }
                guard option["properties"] == nil, option["$ref"] == nil, option["items"] == nil else { return nil }
                let docs = option["description"]?.string.flatMap { $0.isEmpty ? nil : Self.lines($0) } ?? []
                if let value = option["const"] {
                    values.append(
                        EnumValue(
                            raw: value, pointer: JSONPointer.appending(optionPointer, "const"),
                            title: option["title"]?.string, docs: docs))
                } else if let listed = option["enum"]?.elements {
                    let enumPointer = JSONPointer.appending(optionPointer, "enum")
                    for (index, value) in listed.enumerated() where value.value != .null {
                        values.append(
                            EnumValue(
                                raw: value, pointer: JSONPointer.appending(enumPointer, String(index)),
                                title: listed.count == 1 ? option["title"]?.string : nil,
                                docs: listed.count == 1 ? docs : []))
                    }
                } else if typeName == "string" || typeName == "integer" {
                    openTypes += 1
                } else {
                    return nil
                }
            }
            guard !values.isEmpty, openTypes <= 1 else { return nil }
            return (keyword, values)
        }
        return nil
    }

    /// Declares the enum `name` for the `const` options of `node`; `nil` (with a warning) when
    /// its values are neither all strings nor all integers.
    mutating func constEnumeration(
        _ node: LocatedJSON, pointer: String, name: String, values: (keyword: String, values: [EnumValue])
    ) -> String? {
        let named = values.values.map { value in
            (raw: value.raw, pointer: value.pointer, given: value.title, docs: value.docs)
        }
        return declareEnum(node, pointer: pointer, valuesKey: values.keyword, name: name, values: named)
    }

    /// The lines of a text, for doc comments.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
