import ForwardCodable

/// Renders a `JSONValue` as a Swift literal of type `JSONValue`, with sorted keys, one member
/// per line when it does not fit on one.
enum JSONValueLiteral {
    /// - Parameters:
    ///   - depth: the indentation level the literal starts at, to decide what fits in `width`;
    ///     the text itself is indented relative to its first line.
    static func render(_ value: JSONValue, depth: Int = 0, relative indent: Int = 0, width: Int = 100) -> String {
        let inline = renderInline(value)
        if (depth + indent) * 4 + inline.count <= width { return inline }
        let pad = String(repeating: "    ", count: indent + 1)
        let close = String(repeating: "    ", count: indent)
        switch value {
        case .array(let elements):
            let lines = elements.map { pad + render($0, depth: depth, relative: indent + 1, width: width) + "," }
            return "[\n" + lines.joined(separator: "\n") + "\n" + close + "]"
        case .object(let members):
            let lines = members.keys.sorted().map { key in
                pad + SwiftLiterals.string(key) + ": "
                    + render(members[key] ?? .null, depth: depth, relative: indent + 1, width: width) + ","
            }
            return "[\n" + lines.joined(separator: "\n") + "\n" + close + "]"
        default:
            return inline
        }
    }

    static func renderInline(_ value: JSONValue) -> String {
        switch value {
        case .null: "nil"
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): number.description
        case .string(let text): SwiftLiterals.string(text)
        case .exactNumber(let text): ".exactNumber(\(SwiftLiterals.string(text)))"
        case .array(let elements): "[" + elements.map(renderInline).joined(separator: ", ") + "]"
        case .object(let members) where members.isEmpty: "[:]"
        case .object(let members):
            "["
                + members.keys.sorted().map { "\(SwiftLiterals.string($0)): \(renderInline(members[$0] ?? .null))" }
                .joined(separator: ", ") + "]"
        }
    }

    /// `text` as a raw string literal, with enough `#` that nothing inside ends it.
    static func rawString(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) { hashes += "#" }
        return hashes + "\"" + text + "\"" + hashes
    }
}
