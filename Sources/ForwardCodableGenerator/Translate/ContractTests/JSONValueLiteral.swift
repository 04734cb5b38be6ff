import ForwardCodable

/// A `JSONValue` as a Swift literal of type `JSONValue`, with sorted keys. The renderer decides
/// whether it fits on one line.
enum JSONValueLiteral {
    static func expression(_ value: JSONValue) -> Expression {
        switch value {
        case .null: .text("nil")
        case .bool(let flag): .text(flag ? "true" : "false")
        case .int(let number): .text(String(number))
        case .double(let number): .text(number.description)
        case .string(let text): .text(SwiftLiterals.string(text))
        case .exactNumber(let text): .text(".exactNumber(\(SwiftLiterals.string(text)))")
        case .array(let elements): .arrayLiteral(elements.map(expression))
        case .object(let members):
            .dictionaryLiteral(
                members.keys.sorted().map {
                    DictionaryEntry(SwiftLiterals.string($0), expression(members[$0] ?? .null))
                })
        }
    }
}
