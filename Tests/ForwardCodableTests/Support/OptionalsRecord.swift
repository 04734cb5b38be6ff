@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation

/// A record written the way the generator writes one, with an optional field of each kind that
/// has its own overload of the explicit-null helpers, to test those helpers directly.
struct OptionalsRecord: Codable, Equatable {
    enum Key: RecordCodingKey {
        case note, count, flag, ratio, tags, extra
        case undeclared(String)

        init(stringValue: String) {
            switch stringValue {
            case "note": self = .note
            case "count": self = .count
            case "flag": self = .flag
            case "ratio": self = .ratio
            case "tags": self = .tags
            case "extra": self = .extra
            default: self = .undeclared(stringValue)
            }
        }

        var stringValue: String {
            switch self {
            case .note: "note"
            case .count: "count"
            case .flag: "flag"
            case .ratio: "ratio"
            case .tags: "tags"
            case .extra: "extra"
            case .undeclared(let name): name
            }
        }

        var unknownName: String? {
            if case .undeclared(let name) = self { return name }
            return nil
        }
    }

    var note: String?
    var count: Int?
    var flag: Bool?
    var ratio: Double?
    var tags: [String]?
    var extra: JSONValue?
    var unknownFields: [String: JSONValue] = [:]
    var nulls: Set<Key> = []

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        note = try container.decodeIfPresent(String.self, forKey: .note, nulls: &nulls)
        count = try container.decodeIfPresent(Int.self, forKey: .count, nulls: &nulls)
        flag = try container.decodeIfPresent(Bool.self, forKey: .flag, nulls: &nulls)
        ratio = try container.decodeIfPresent(Double.self, forKey: .ratio, nulls: &nulls)
        tags = try container.decodeIfPresent([String].self, forKey: .tags, nulls: &nulls)
        extra = try container.decodeIfPresent(JSONValue.self, forKey: .extra, nulls: &nulls)
        unknownFields = try container.decodeUnknownFields()
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(note, forKey: .note, nulls: nulls)
        try container.encodeIfPresent(count, forKey: .count, nulls: nulls)
        try container.encodeIfPresent(flag, forKey: .flag, nulls: nulls)
        try container.encodeIfPresent(ratio, forKey: .ratio, nulls: nulls)
        try container.encodeIfPresent(tags, forKey: .tags, nulls: nulls)
        try container.encodeIfPresent(extra, forKey: .extra, nulls: nulls)
        try container.encodeUnknownFields(unknownFields)
    }
}
