@_spi(ForwardCodableGenerator) import ForwardCodable

/// A JSON document the exporters build and write: objects are written with their keys sorted, so
/// the text depends only on the content, never on the order it was built in.
indirect enum ExportJSON: Hashable, Sendable {
    case object([String: ExportJSON])
    case array([ExportJSON])
    case string(String)
    /// A number, as its exact JSON text: `-9223372036854775808`, `1.5`.
    case number(String)
    case bool(Bool)
    case null

    /// An integer.
    static func integer(_ value: some BinaryInteger) -> ExportJSON {
        .number(String(value))
    }

    /// An array of strings.
    static func strings(_ values: [String]) -> ExportJSON {
        .array(values.map(ExportJSON.string))
    }

    /// The document as text: two-space indentation, keys sorted by their UTF-8 bytes, a newline
    /// at the end.
    var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let members) where members.isEmpty: output += "{}"
        case .array(let elements) where elements.isEmpty: output += "[]"
        case .object(let members):
            output += "{\n"
            let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            for (index, key) in keys.enumerated() {
                output += inner + JSONValue.quoted(key) + ": "
                members[key]?.write(to: &output, indent: inner)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indent: inner)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let text): output += JSONValue.quoted(text)
        case .number(let text): output += text
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        }
    }
}

extension ExportJSON {
    /// The members of an object; empty for anything else.
    var members: [String: ExportJSON] {
        if case .object(let members) = self { return members }
        return [:]
    }

    /// The object with `value` under `key`, or without `key` when `value` is `nil`.
    func setting(_ key: String, _ value: ExportJSON?) -> ExportJSON {
        var members = self.members
        members[key] = value
        return .object(members)
    }
}
