@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation
import Testing

/// The explicit-null helpers: an absent key and an explicit `null` each come back as written.
@Suite("Absent and null")
struct PresenceTests {
    static let allNull = #"{"count":null,"extra":null,"flag":null,"note":null,"ratio":null,"tags":null}"#
    static let allSet = #"{"count":3,"extra":{"a":[null]},"flag":false,"note":"n","ratio":0.5,"tags":["t"]}"#

    @Test("absent keys stay absent")
    func absent() throws {
        let record = try decode(OptionalsRecord.self, "{}")
        #expect(record.nulls.isEmpty)
        #expect(try encode(record) == "{}")
    }

    @Test("explicit nulls are written back as null, for every overload")
    func explicitNull() throws {
        let record = try decode(OptionalsRecord.self, Self.allNull)
        #expect(record.nullKeys == [.note, .count, .flag, .ratio, .tags, .extra])
        #expect(record.note == nil && record.extra == nil)
        #expect(try encode(record) == Self.allNull)
    }

    @Test("values are written back as values")
    func values() throws {
        #expect(try reencode(OptionalsRecord.self, Self.allSet) == Self.allSet)
    }

    @Test("absent, null and values mix key by key")
    func mixed() throws {
        let text = #"{"count":null,"note":"n","x":null}"#
        let record = try decode(OptionalsRecord.self, text)
        #expect(record.nullKeys == [.count])
        #expect(record.unknownFields == ["x": nil])
        #expect(try encode(record) == text)
    }

    @Test("a field set after decoding writes its value; set back to nil, it writes what it arrived as")
    func edits() throws {
        var record = try decode(OptionalsRecord.self, #"{"note":null}"#)
        record.note = "set"
        record.count = 1
        #expect(try encode(record) == #"{"count":1,"note":"set"}"#)
        record.note = nil
        record.count = nil
        #expect(try encode(record) == #"{"note":null}"#)
    }

    @Test("null and absent survive property lists too")
    func propertyLists() throws {
        for format in plistFormats {
            let null = try plistRoundTrip(decode(OptionalsRecord.self, Self.allNull), format: format)
            #expect(try encode(null) == Self.allNull)
            let absent = try plistRoundTrip(decode(OptionalsRecord.self, #"{"x":null}"#), format: format)
            #expect(try encode(absent) == #"{"x":null}"#)
        }
    }

    private enum OddKey: String, CaseIterable, DeclaredKeys {
        case quoted = "a\"b/c"
        case plain = "plain"
        case renamed = "renamed"
        static let _table = DeclaredKeyTable<Self>()
    }

    @Test("a noted null is found by its key, escapes and all, and no other")
    func keysWithEscapes() {
        var nulls = ExplicitNulls()
        #expect(!nulls.contains(OddKey.quoted) && !nulls.contains(OddKey.plain))
        nulls.insert(OddKey.quoted)
        #expect(nulls.contains(OddKey.quoted) && !nulls.contains(OddKey.plain))
        nulls.insert(OddKey.plain)
        #expect(nulls.contains(OddKey.plain))
    }

    @Test("a migration step carries a null to the same key or to a renamed one, and nothing else")
    func carry() {
        var older = ExplicitNulls()
        older.insert(OddKey.quoted)
        var newer = ExplicitNulls()
        newer.carry("plain", from: older)
        #expect(newer.isEmpty)
        newer.carry("a\"b/c", from: older, as: "renamed")
        #expect(!newer.contains(OddKey.quoted) && newer.contains(OddKey.renamed))
        newer.carry("a\"b/c", from: older)
        #expect(newer.contains(OddKey.quoted))
    }
}
