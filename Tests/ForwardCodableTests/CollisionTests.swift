@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation
import Testing

/// Keys that collide: with declared fields, with the names the generator uses, with each other.
@Suite("Key collisions")
struct CollisionTests {
    @Test("a bag entry with a declared key is never written: the field wins, and nothing traps")
    func declaredKeyWins() throws {
        var record = try decode(OptionalsRecord.self, #"{"note":"field"}"#)
        record.unknownFields["note"] = "bag"
        record.unknownFields["count"] = 99
        record.unknownFields["other"] = 1
        #expect(try encode(record) == #"{"note":"field","other":1}"#)
    }

    @Test("keys named like generated members are ordinary unknown keys")
    func generatedNames() throws {
        let text = #"{"explicitNulls":[1],"noteRaw":"r","nulls":null,"unknownFields":{"a":1}}"#
        let record = try decode(OptionalsRecord.self, text)
        #expect(record.unknownFields.count == 4)
        #expect(record.unknownFields["unknownFields"] == ["a": 1])
        #expect(try encode(record) == text)
    }

    @Test("empty, non-ASCII and escaped keys are kept exactly")
    func unusualKeys() throws {
        let keys = [
            "", " ", "名前", "é", "🚢", "quote\"", "back\\slash", "new\nline", "nul\u{0}", "tab\t", "$null", "[0]", "a.b",
        ]
        var bag: [String: JSONValue] = [:]
        for (index, key) in keys.enumerated() { bag[key] = .int(Int64(index)) }
        let written = try encode(JSONValue.object(bag))
        let record = try decode(OptionalsRecord.self, written)
        #expect(record.unknownFields == bag)
        #expect(try encode(record) == written)
    }

    @Test("duplicate keys: the decoder keeps one value, and the field and the bag agree with JSONValue")
    func duplicateKeys() throws {
        let text = #"{"note":"first","note":"second","x":1,"x":2}"#
        let asValue = try decode(JSONValue.self, text)
        let record = try decode(OptionalsRecord.self, text)
        #expect(record.note == asValue["note"]?.stringValue)
        #expect(record.unknownFields["x"] == asValue["x"])
        // JSONDecoder keeps the first occurrence; each key is written once.
        #expect(try encode(record) == #"{"note":"first","x":1}"#)
    }

    @Test("keys that differ only in Unicode normalization are one key to Swift: the first is kept")
    func unicodeNormalization() throws {
        let composed = "\u{E9}"
        let decomposed = "e\u{301}"
        #expect(composed == decomposed)
        let record = try decode(OptionalsRecord.self, "{\"\(composed)\":1,\"\(decomposed)\":2}")
        #expect(record.unknownFields.count == 1)
        #expect(record.unknownFields[composed] == 1)
        #expect(Array(try encode(record).utf8) == Array(#"{"é":1}"#.utf8))
    }
}
