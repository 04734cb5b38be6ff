@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation

/// A value of an untagged union whose variants the test chooses: the union's selection rule is
/// handed to the decoder in `userInfo`, and the one variant-reading body below reads the variant it
/// selects with either codec, as a generated union's does. Records and lists read as `JSONValue`.
struct SelectionProbe: Decodable, FastJSONDecodable, Equatable {
    static let codingKey = CodingUserInfoKey(rawValue: "SelectionProbe.coding")!

    enum Read: Equatable {
        case string(String), boolean(Bool), integer(Int), number(Double), json(JSONValue)
        case unknown(UnknownShape)
    }

    var selected: String?
    var read: Read

    init(from decoder: any Decoder) throws {
        var variants = try KeyedUntaggedReader(decoder, Self.coding(decoder.userInfo[Self.codingKey]))
        try self.init(variants: &variants)
    }

    init(fastJSON reader: inout JSONReader) throws {
        var variants = try JSONUntaggedReader(&reader, Self.coding(reader.userInfo[Self.codingKey]))
        try self.init(variants: &variants)
        reader.resume(after: variants)
    }

    private static func coding(_ value: Any?) -> UntaggedUnionCoding {
        value as! UntaggedUnionCoding
    }

    /// The kinds of variant, by name: the test's variants are named after their kinds.
    init(variants: inout some UntaggedVariantReader) throws {
        selected = variants.selected
        do {
            switch variants.selected {
            case "string"?: read = .string(try variants.decode(String.self))
            case "boolean"?: read = .boolean(try variants.decode(Bool.self))
            case "integer"?: read = .integer(try variants.decode(Int.self))
            case "number"?: read = .number(try variants.decode(Double.self))
            case "array"?: read = .json(try variants.decodeNumbers(JSONValue.self))
            case .some: read = .json(try variants.decode(JSONValue.self))
            case nil: read = .unknown(try variants.unknown(failure: nil))
            }
        } catch {
            read = .unknown(try variants.unknown(failure: error))
        }
    }
}

extension UntaggedUnionCoding.Variant {
    /// A variant named after its kind (`object` variants after their required keys: `object a b`).
    static func named(_ kind: String) -> Self {
        switch kind {
        case "string": .string(kind)
        case "boolean": .boolean(kind)
        case "integer": .integer(kind)
        case "number": .number(kind)
        case "array": .array(kind)
        default: .object(kind, required: kind.split(separator: " ").dropFirst().map(String.init))
        }
    }
}
