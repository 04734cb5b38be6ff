@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation

/// A record written the way the generator writes one, with an optional field of each kind that
/// takes its own branch in the explicit-null helpers (DeclaredFields.swift), to test them directly.
struct OptionalsRecord: Codable, Equatable {
    enum Key: String, CaseIterable, DeclaredKeys {
        case note, count, flag, ratio, tags, extra
        static let _table = DeclaredKeyTable<Self>()
    }

    var note: String?
    var count: Int?
    var flag: Bool?
    var ratio: Double?
    var tags: [String]?
    var extra: JSONValue?
    var unknownFields: [String: JSONValue] = [:]
    var nulls = ExplicitNulls()

    /// The keys `nulls` holds.
    var nullKeys: Set<Key> { Set(Key.allCases.filter { nulls.contains($0) }) }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: RecordKey<Key>.self)
        note = try container.decodeOptionalField(String.self, .note, nulls: &nulls)
        count = try container.decodeOptionalField(Int.self, .count, nulls: &nulls)
        flag = try container.decodeOptionalField(Bool.self, .flag, nulls: &nulls)
        ratio = try container.decodeOptionalField(Double.self, .ratio, nulls: &nulls)
        tags = try container.decodeOptionalField([String].self, .tags, nulls: &nulls)
        extra = try container.decodeOptionalField(JSONValue.self, .extra, nulls: &nulls)
        unknownFields = try container.decodeUnknownFields()
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: RecordKey<Key>.self)
        try container.encodeOptionalField(note, .note, nulls: nulls)
        try container.encodeOptionalField(count, .count, nulls: nulls)
        try container.encodeOptionalField(flag, .flag, nulls: nulls)
        try container.encodeOptionalField(ratio, .ratio, nulls: nulls)
        try container.encodeOptionalField(tags, .tags, nulls: nulls)
        try container.encodeOptionalField(extra, .extra, nulls: nulls)
        try container.encodeUnknownFields(unknownFields)
    }
}
