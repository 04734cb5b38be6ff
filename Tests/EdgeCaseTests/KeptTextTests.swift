import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// The bag of a generated record read on the JSON fast path keeps its members as the text they
/// were read from: written back byte for byte, parsed only when `unknownFields` is read, and equal
/// and hashed as the values it holds.
@Suite("Unknown fields kept as text on the fast path")
struct KeptTextTests {
    /// Escapes (`\/`, `\u00e9`, `\"`), number spellings (`1.0E+2`, `-0`, `1e400`), whitespace
    /// inside values and deep nesting, all undeclared.
    static let document =
        #"{"value":1,"slash":"a\/b","accent":"caf\u00e9","quoted":"\"q\"","hundred":1.0E+2,"zero":-0,"#
        + #""huge":1e400,"spaced":[ 1 , 2 ],"deep":{"a":[[[{"b":{"c":[1.50,"\u0041",null,true]}}]]]},"#
        + #""\u006bey":"escaped key"}"#

    func fastDecode(_ json: String) throws -> Reading {
        try ForwardJSONDecoder().decode(Reading.self, from: Data(json.utf8))
    }

    func fastEncode(_ value: Reading, _ formatting: JSONEncoder.OutputFormatting = []) throws -> String {
        var encoder = ForwardJSONEncoder()
        encoder.outputFormatting = formatting
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("an untouched bag is written back byte for byte")
    func byteIdentical() throws {
        let reading = try fastDecode(Self.document)
        #expect(try fastEncode(reading) == Self.document)
        #expect(try fastEncode(reading, .withoutEscapingSlashes) == Self.document)
        let copy = reading
        #expect(try fastEncode(copy) == Self.document)
    }

    @Test("unknownFields holds the parsed values, as the Codable path reads them (but 1e400, which it refuses)")
    func parsedOnRead() throws {
        let fast = try fastDecode(Self.document)
        #expect(fast.unknownFields["slash"] == .string("a/b"))
        #expect(fast.unknownFields["accent"] == .string("café"))
        #expect(fast.unknownFields["quoted"] == .string("\"q\""))
        #expect(fast.unknownFields["key"] == .string("escaped key"))
        #expect(fast.unknownFields["huge"] == .exactNumber("1e400"))
        #expect(fast.unknownFields.count == 9)
        let withoutHuge = #"{"value":1,"hundred":1.0E+2,"zero":-0,"deep":{"a":[[[{"b":[1.50]}]]]}}"#
        let keptHundred = try fastDecode(withoutHuge)
        let readHundred = try JSONDecoder().decode(Reading.self, from: Data(withoutHuge.utf8))
        #expect(keptHundred.unknownFields == readHundred.unknownFields)
        #expect(keptHundred == readHundred)
        #expect(keptHundred.hashValue == readHundred.hashValue)
    }

    @Test("two documents that differ only in escapes and spellings are equal and hash alike")
    func equalAcrossSpellings() throws {
        let plain = try fastDecode(#"{"value":1,"a":"é/","b":100,"c":[1,2]}"#)
        let escaped = try fastDecode(#"{"value":1,"a":"\u00e9\/","b":1E2,"c":[ 1,2 ]}"#)
        #expect(plain == escaped)
        #expect(plain.hashValue == escaped.hashValue)
        let other = try fastDecode(#"{"value":1,"a":"é/","b":101,"c":[1,2]}"#)
        #expect(plain != other)
    }

    @Test("a write to unknownFields stores values, written as values are")
    func writtenAfterAnEdit() throws {
        var reading = try fastDecode(#"{"value":1,"a":"x\/y","b":1.0E+2}"#)
        reading.unknownFields["c"] = .bool(true)
        var encoder = ForwardJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(reading), as: UTF8.self) == #"{"a":"x\/y","b":100,"c":true,"value":1}"#)
    }

    @Test("sorted keys and pretty printing write the parsed values; JSONEncoder writes them too")
    func laidOutWriters() throws {
        let kept = try fastDecode(#"{"value":1,"z":{"b":1,"a":"\u00e9"},"y":1.0E+2}"#)
        let parsed = try JSONDecoder().decode(
            Reading.self, from: Data(#"{"value":1,"z":{"b":1,"a":"é"},"y":100}"#.utf8))
        for formatting: JSONEncoder.OutputFormatting in [.sortedKeys, [.prettyPrinted, .sortedKeys]] {
            #expect(try fastEncode(kept, formatting) == fastEncode(parsed, formatting))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(kept) == encoder.encode(parsed))
    }

    @Test("a repeated undeclared key is kept once, from its first occurrence")
    func repeatedKey() throws {
        let reading = try fastDecode(#"{"value":1,"a":1,"b":2,"a":3,"\u0062":4}"#)
        #expect(try fastEncode(reading) == #"{"value":1,"a":1,"b":2}"#)
        #expect(reading.unknownFields == ["a": 1, "b": 2])
    }

    @Test("an undeclared value is validated as it is read, with the error's path inside it")
    func validatedOnce() throws {
        for json in [#"{"value":1,"o":{"k":["\ud800"]}}"#, #"{"value":1,"o":[1,]}"#, #"{"value":1,"o":01}"#] {
            #expect(throws: (any Error).self) { try fastDecode(json) }
        }
        let error = try #require(throws: DecodingError.self) { try fastDecode(#"{"value":1,"o":{"k":["\ud800"]}}"#) }
        #expect(details(of: error).path == "o.k[0]")
        // A repeated key inside the value is skipped, as reading it as a value skips it.
        let reading = try fastDecode(#"{"value":1,"o":{"k":1,"k":"\ud800"}}"#)
        #expect(reading.unknownFields["o"] == ["k": 1])
    }

    @Test("a copied writer keeps its own bytes")
    func writerCopies() throws {
        var first = JSONWriter(capacity: 0)
        first.beginArray()
        var second = first
        try first.encode(1)
        try second.encode("two")
        for number in 0..<100 { try second.encode(number) }
        first.endArray()
        second.endArray()
        #expect(String(decoding: first.bytes, as: UTF8.self) == "[1]")
        #expect(String(decoding: second.bytes, as: UTF8.self).hasPrefix(#"["two",0,1,2"#))
    }
}
