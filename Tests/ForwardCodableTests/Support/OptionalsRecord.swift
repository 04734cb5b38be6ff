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
        var fields = try RecordFieldReader<Key>(decoder, record: "OptionalsRecord")
        while let key = try fields.next(unknown: &unknownFields) {
            switch key {
            case .note: note = try fields.decodeIfPresent(String.self, nulls: &nulls)
            case .count: count = try fields.decodeIfPresent(Int.self, nulls: &nulls)
            case .flag: flag = try fields.decodeIfPresent(Bool.self, nulls: &nulls)
            case .ratio: ratio = try fields.decodeIfPresent(Double.self, nulls: &nulls)
            case .tags: tags = try fields.decodeIfPresent([String].self, nulls: &nulls)
            case .extra: extra = try fields.decodeIfPresent(JSONValue.self, nulls: &nulls)
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var fields = RecordFieldWriter<Key>(encoder)
        try writeFields(to: &fields)
    }

    /// The one field-writing body, which the fast path runs too (EncoderRecordTests.swift).
    func writeFields(to fields: inout RecordFieldWriter<Key>) throws {
        try fields.encodeIfPresent(note, .note, nulls: nulls)
        try fields.encodeIfPresent(count, .count, nulls: nulls)
        try fields.encodeIfPresent(flag, .flag, nulls: nulls)
        try fields.encodeIfPresent(ratio, .ratio, nulls: nulls)
        try fields.encodeIfPresent(tags, .tags, nulls: nulls)
        try fields.encodeIfPresent(extra, .extra, nulls: nulls)
        try fields.encodeUnknownFields(unknownFields)
    }
}
