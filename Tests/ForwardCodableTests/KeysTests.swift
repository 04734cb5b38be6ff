import ForwardCodable
import Foundation
import Testing

/// Object keys that differ only in Unicode normalization, pinned as Keys.md documents them.
@Suite("Keys")
struct KeysTests {
    /// `é` composed (`\u00e9`) and decomposed (`e\u0301`), as JSON escapes.
    static let composedFirst = #"{"\u00e9":1,"e\u0301":2}"#
    static let decomposedFirst = #"{"e\u0301":2,"\u00e9":1}"#

    @Test("one key: the first member wins, with its spelling, and the second is not kept")
    func firstWins() throws {
        for type in [JSONValue.self] {
            let composed = try decode(type, Self.composedFirst)
            #expect(composed.objectValue?.count == 1)
            #expect(composed.objectValue?.keys.first.map { Array($0.unicodeScalars) } == ["\u{E9}"])
            #expect(composed["é"] == 1)
            #expect(Array(try encode(composed).utf8) == Array("{\"\u{E9}\":1}".utf8))

            let decomposed = try decode(type, Self.decomposedFirst)
            #expect(decomposed.objectValue?.keys.first.map { Array($0.unicodeScalars) } == ["e", "\u{301}"])
            #expect(decomposed["é"] == 2)
            #expect(Array(try encode(decomposed).utf8) == Array("{\"e\u{301}\":2}".utf8))
        }
    }

    @Test("the bag of a record does the same")
    func bag() throws {
        let record = try decode(OptionalsRecord.self, Self.decomposedFirst)
        #expect(record.unknownFields.count == 1)
        #expect(record.unknownFields["\u{E9}"] == 2)
        #expect(Array(try encode(record).utf8) == Array("{\"e\u{301}\":2}".utf8))
    }

    @Test("keys that differ in their bytes but not as Unicode scalars are also one: escapes are decoded first")
    func escapes() throws {
        let value = try decode(JSONValue.self, #"{"\u00e9":1,"é":2}"#)
        #expect(value.objectValue?.count == 1)
        #expect(value["é"] == 1)
    }
}
