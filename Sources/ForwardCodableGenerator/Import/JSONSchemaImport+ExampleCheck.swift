@_spi(ForwardCodableGenerator) import ForwardCodable
import Foundation

/// Checks a document's own example against the schema it illustrates, as the generated readers
/// will read it: the JSON kind of every value, `null` where the schema takes none, the required
/// keys, the values of enums and `const`s, and the formats that have a type (`date-time`, `date`,
/// integers and decimals written as strings). Each contradiction is found at its place inside
/// the example, so that the warning points at the value the spec got wrong.
extension JSONSchemaImport {
    /// A value of an example that contradicts its schema, at its place.
    struct ExampleProblem {
        var node: LocatedJSON
        var pointer: String
        var message: String
    }

    /// The contradictions of `value` (at `pointer`) with the schema `node` (at `schemaPointer`);
    /// empty when the value matches.
    func check(
        _ value: LocatedJSON, at pointer: String, against node: LocatedJSON, _ schemaPointer: String, depth: Int = 0
    )
        -> [ExampleProblem]
    {
        guard depth < 64, let (schema, schemaPointer) = target(of: node, pointer: schemaPointer) else { return [] }
        if value.value == .null {
            return mayBeNull(schema) || Self.takesAnything(schema)
                ? []
                : [ExampleProblem(node: value, pointer: pointer, message: "null where \(schemaPointer) takes no null")]
        }
        if let values = constEnumValues(schema, pointer: schemaPointer)?.values.map(\.raw) ?? schema["enum"]?.elements,
            !isOpenEnum(schema)
        {
            guard values.contains(where: { Self.sameValue($0, value) }) else {
                let listed = values.filter { $0.value != .null }.map { Self.shown($0) }.joined(separator: ", ")
                return [
                    ExampleProblem(
                        node: value, pointer: pointer,
                        message: "\(Self.shown(value)) is not one of the values of \(schemaPointer) (\(listed))")
                ]
            }
            return []
        }
        for keyword in ["oneOf", "anyOf"] {
            guard let options = schema[keyword]?.elements, !options.isEmpty else { continue }
            let optionsPointer = JSONPointer.appending(schemaPointer, keyword)
            let results = options.enumerated().map { offset, option in
                check(
                    value, at: pointer, against: option, JSONPointer.appending(optionsPointer, String(offset)),
                    depth: depth + 1)
            }
            if results.contains(where: \.isEmpty) { return [] }
            // The option the value comes closest to says best what is wrong.
            return results.min { $0.count < $1.count } ?? []
        }
        if let parts = schema["allOf"]?.elements, parts.count > 1, schema["properties"] == nil {
            return checkObject(value, at: pointer, schema, schemaPointer, depth: depth)
        }
        return checkTyped(value, at: pointer, schema, schemaPointer, depth: depth)
    }

    /// Whether a `const` enum has an option of its plain type, which any value of the type matches.
    private func isOpenEnum(_ schema: LocatedJSON) -> Bool {
        ["oneOf", "anyOf"].contains { keyword in
            schema[keyword]?.elements.contains {
                $0["const"] == nil && $0["enum"] == nil && ["string", "integer"].contains($0["type"]?.string)
            } == true
        }
    }

    private func checkTyped(
        _ value: LocatedJSON, at pointer: String, _ schema: LocatedJSON, _ schemaPointer: String, depth: Int
    ) -> [ExampleProblem] {
        let types = schema["type"].map { $0.string.map { [$0] } ?? $0.elements.compactMap(\.string) } ?? []
        let kind = Self.kind(of: value)
        if !types.isEmpty, !types.contains(where: { Self.matches(kind, $0) }) {
            let said = types.filter { $0 != "null" }.joined(separator: " or ")
            return [
                ExampleProblem(
                    node: value, pointer: pointer,
                    message: "\(Self.article(kind)) where \(schemaPointer) says \(said)")
            ]
        }
        if let problem = formatProblem(value, schema["format"]?.string, types) {
            return [ExampleProblem(node: value, pointer: pointer, message: "\(problem) (\(schemaPointer))")]
        }
        switch value.value {
        case .object: return checkObject(value, at: pointer, schema, schemaPointer, depth: depth)
        case .array(let elements):
            guard let items = schema["items"] else { return [] }
            return elements.enumerated().flatMap { offset, element in
                check(
                    element, at: JSONPointer.appending(pointer, String(offset)), against: items,
                    JSONPointer.appending(schemaPointer, "items"), depth: depth + 1)
            }
        default: return []
        }
    }

    private func checkObject(
        _ value: LocatedJSON, at pointer: String, _ schema: LocatedJSON, _ schemaPointer: String, depth: Int
    ) -> [ExampleProblem] {
        guard value.isObject else {
            return [
                ExampleProblem(
                    node: value, pointer: pointer,
                    message: "\(Self.article(Self.kind(of: value))) where \(schemaPointer) says object")
            ]
        }
        let properties = collectProperties(of: schema, pointer: schemaPointer).properties
        var problems: [ExampleProblem] = []
        for property in properties where property.required && value[property.key] == nil {
            problems.append(
                ExampleProblem(
                    node: value, pointer: pointer,
                    message: "the required key '\(property.key)' of \(schemaPointer) is missing"))
        }
        var seen: Set<String> = []
        for member in value.members where seen.insert(member.key).inserted {
            let memberPointer = JSONPointer.appending(pointer, member.key)
            if let property = properties.first(where: { $0.key == member.key }) {
                problems += check(
                    member.value, at: memberPointer, against: property.node, property.pointer, depth: depth + 1)
            } else if let values = schema["additionalProperties"], values.isObject {
                problems += check(
                    member.value, at: memberPointer, against: values,
                    JSONPointer.appending(schemaPointer, "additionalProperties"), depth: depth + 1)
            }
        }
        return problems
    }

    /// What is wrong with a string or a number for a format the readers type, or `nil`.
    private func formatProblem(_ value: LocatedJSON, _ format: String?, _ types: [String]) -> String? {
        switch (value.value, format) {
        case (.string(let text), "date-time"):
            return WireFormatModel.iso8601.accepts(text) ? nil : "\"\(text)\" is not an RFC 3339 date-time"
        case (.string(let text), "date"):
            return CalendarDate(text) != nil ? nil : "\"\(text)\" is not a date (YYYY-MM-DD)"
        case (.string(let text), "int64"), (.string(let text), "int32"):
            return (format == "int32" ? Int32(text).map(Int64.init) : Int64(text)) != nil
                ? nil : "\"\(text)\" is not an integer of format \(format!)"
        case (.string(let text), "decimal"):
            return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) != nil
                && text.allSatisfy({ "0123456789.-+eE".contains($0) }) ? nil : "\"\(text)\" is not a decimal number"
        case (.number(let text), "int32"):
            return Int32(text) != nil ? nil : "\(text) is not an integer of format int32"
        case (.number(let text), _)
        where types == ["integer"] || types.contains("integer") && !types.contains("number"):
            return Int64(text) != nil || Double(text).map({ $0.rounded() == $0 }) == true
                ? nil : "\(text) is not an integer"
        default: return nil
        }
    }

    private static func takesAnything(_ schema: LocatedJSON) -> Bool {
        schema["type"] == nil && schema["properties"] == nil && schema["oneOf"] == nil && schema["anyOf"] == nil
            && schema["allOf"] == nil && schema["enum"] == nil && schema["const"] == nil
    }

    private static func kind(of value: LocatedJSON) -> String {
        switch value.value {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number(let text): Int64(text) != nil ? "integer" : "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }

    private static func matches(_ kind: String, _ type: String) -> Bool {
        kind == type || kind == "integer" && type == "number"
            || kind == "number" && type == "integer"  // `1.0` is an integer; checked by value below
    }

    private static func article(_ kind: String) -> String {
        ["object", "array", "integer"].contains(kind) ? "an \(kind)" : kind == "null" ? "null" : "a \(kind)"
    }

    /// A value as a message shows it: a string quoted, others as JSON.
    private static func shown(_ value: LocatedJSON) -> String {
        value.string.map { "\"\($0)\"" } ?? value.text
    }

    /// Whether two JSON values are equal, numbers by value (`1` and `1.0`).
    private static func sameValue(_ lhs: LocatedJSON, _ rhs: LocatedJSON) -> Bool {
        switch (lhs.value, rhs.value) {
        case (.number(let a), .number(let b)): a == b || Double(a).map { $0 == Double(b) } == true
        default: lhs.value == rhs.value
        }
    }
}
