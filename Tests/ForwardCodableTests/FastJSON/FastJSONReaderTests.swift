@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation
import Testing

/// A record read through the generated-code API: a key table and the field loop.
struct Probe: FastJSONDecodable, Equatable {
    static let keys = JSONKeyTable(["id", "port", "K", "tags", "name"])
    var id: String
    var port: Int?
    var kelvin: Int?
    var tags: [String]?
    var unknown: [String: JSONValue]

    init(fastJSON reader: inout JSONReader) throws {
        var fields = try reader.beginRecord(Self.keys)
        var unknown: [String: JSONValue] = [:]
        var id: String?
        port = nil
        kelvin = nil
        tags = nil
        while let index = try fields.next(&reader, unknown: &unknown) {
            do {
                switch index {
                case 0: id = try reader.decode(String.self)
                case 1: port = try reader.decodeIfPresent(Int.self)
                case 2: kelvin = try reader.decodeIfPresent(Int.self)
                case 3: tags = try reader.decodeIfPresent([String].self)
                default: try reader.skipValue()
                }
            } catch {
                throw ForwardJSONError(wrapping: error).prepending(.key(fields.name(of: index)))
            }
        }
        guard let id else { throw fields.missing(0) }
        self.id = id
        self.unknown = unknown
    }
}

@Suite("Fast path: reader")
struct FastJSONReaderTests {
    func read<T: FastJSONDecodable>(_ type: T.Type, _ text: String) throws -> T {
        try ForwardJSONDecoder().decode(type, from: Data(text.utf8))
    }

    func failure<T: FastJSONDecodable>(_ type: T.Type, _ text: String) -> ForwardJSONError? {
        do {
            _ = try read(type, text)
            return nil
        } catch {
            return fastError(error)
        }
    }

    @Test("records: declared keys by bytes, unknown keys kept, first occurrence wins")
    func records() throws {
        let probe = try read(Probe.self, #"{"id":"a","x":[1,{"y":null}],"port":22,"port":"no","x":2,"id":"b"}"#)
        #expect(probe.id == "a")
        #expect(probe.port == 22)
        #expect(probe.unknown == ["x": [1, ["y": nil]]])
    }

    @Test("keys with escapes or canonical equivalents match as strings")
    func canonicalKeys() throws {
        #expect(try read(Probe.self, #"{"\u0069d":"e","\u212A":7}"#) == Probe(id: "e", kelvin: 7))
        #expect(try read(Probe.self, #"{"id":"e","\u212A":7,"K":8}"#).kelvin == 7)
        #expect(try read(KeyProbe.self, #"["K","e\u0301","\u00e9","k"]"#).indices == [0, 1, 1, nil])
    }

    @Test("an escaped lone surrogate in a key fails the record, as in JSONDecoder")
    func loneSurrogateKey() {
        #expect(failure(Probe.self, #"{"id":"a","\ud800":1}"#) != nil)
    }

    @Test("missing keys: keyNotFound at the object's brace")
    func missingKey() throws {
        let error = try #require(failure([Probe].self, "[{\"id\":\"a\"},\n  {\"port\": 1}]"))
        #expect(error.kind == .keyNotFound)
        #expect(error.path == [.index(1)])
        #expect((error.line, error.column) == (2, 3))
        #expect(error.message == "No value for key \"id\"")
        do {
            _ = try read([Probe].self, "[{\"port\": 1}]")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "id")
            #expect(context.codingPath.map(\.intValue) == [0])
            #expect(context.debugDescription == "No value for key \"id\" at line 1, column 2")
        }
    }

    @Test("errors carry line, column and path")
    func locatedErrors() throws {
        var error = try #require(failure([String: [Int]].self, "{\"a\": [1, 2],\n \"b\": [3,\n   \"x\"]}"))
        #expect(error.kind == .typeMismatch)
        #expect(error.path == [.key("b"), .index(1)])
        #expect((error.line, error.column) == (3, 4))
        #expect(error.message == "Expected to decode Int but found a string instead")
        error = try #require(failure(Probe.self, "{\"id\": \"a\",\n\"tags\": [\"x\", 1]}"))
        #expect(error.path == [.key("tags"), .index(1)])
        #expect((error.line, error.column) == (2, 15))
        error = try #require(failure([Int].self, "[1,\n2,]"))
        #expect(error.kind == .syntax)
        #expect((error.line, error.column) == (2, 3))
        error = try #require(failure(Int.self, "1 x"))
        #expect((error.line, error.column) == (1, 3))
        error = try #require(failure(Int?.self, "1.5"))
        #expect(error.kind == .dataCorrupted)
        error = try #require(failure(String.self, "null"))
        #expect(error.kind == .valueNotFound)
        error = try #require(failure(Probe.self, "{\"id\":\"a\",\"zz\":[1,\n\"\\ud800\"]}"))
        #expect(error.path == [.key("zz"), .index(1)])
        #expect((error.line, error.column) == (2, 2))
    }

    @Test("the reader nests 512 levels, as JSONDecoder; a clear error beyond")
    func depthLimit() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        try JSONReader.validate(Data(deepest.utf8))
        let tooDeep = "[" + deepest + "]"
        #expect(throws: (any Error).self) { try JSONReader.validate(Data(tooDeep.utf8)) }
        let error = try #require(failure(SkippedValue.self, tooDeep))
        #expect(error.kind == .syntax)
        #expect(error.message.contains("513 levels deep"))
        #expect(error.column == 513)
    }

    @Test("JSONValue nests 511 levels from the root, as the Codable path")
    func jsonValueDepth() throws {
        let levels511 = String(repeating: "[", count: 511) + String(repeating: "]", count: 511)
        _ = try read(JSONValue.self, levels511)
        let error = try #require(failure(JSONValue.self, "[" + levels511 + "]"))
        #expect(error.kind == .dataCorrupted)
        #expect(error.message.contains("512 levels deep"))
        // A resilient element that deep is kept as unreadable, not a failure of its collection.
        let levels510 = String(repeating: "[", count: 510) + String(repeating: "]", count: 510)
        let kept = try read([Resilient<Int>].self, "[1,[" + levels510 + "]]")
        #expect(kept[0] == .decoded(1))
        #expect(kept[1].undecodable?.isVerbatim == false)
        let viaFoundation = try JSONDecoder().decode(
            [Resilient<Int>].self, from: Data(("[1,[" + levels510 + "]]").utf8))
        #expect(viaFoundation[1].undecodable?.isVerbatim == false)
    }

    @Test("rewinding restores the position and the open containers")
    func rewind() throws {
        let value = try read(PeekThenRead.self, #"{"v": 2, "a": [1, {"b": true}]}"#)
        #expect(value.version == 2)
        #expect(value.whole == ["v": 2, "a": [1, ["b": true]]])
    }

    @Test("validate() refuses trailing garbage and accepts any top-level value")
    func validate() throws {
        for text in ["1", "\"a\"", "null", " [ ] ", "{\"a\":[true,false,null]}"] {
            try JSONReader.validate(Data(text.utf8))
        }
        for text in ["1 1", "[] x", "{}{}"] {
            #expect(throws: (any Error).self) { try JSONReader.validate(Data(text.utf8)) }
        }
    }
}

/// Reads the "v" member with a peek, then the whole object from the same start.
struct PeekThenRead: FastJSONDecodable {
    var version: Int
    var whole: JSONValue

    init(fastJSON reader: inout JSONReader) throws {
        let start = reader.position
        var fields = try reader.beginRecord(JSONKeyTable(["v"]))
        var unknown: [String: JSONValue] = [:]
        var version = 0
        while let index = try fields.next(&reader, unknown: &unknown) {
            if index == 0 { version = try reader.decode(Int.self) }
        }
        reader.rewind(to: start)
        self.version = version
        whole = try reader.readJSONValue()
    }
}

/// Skips one value.
struct SkippedValue: FastJSONDecodable {
    init(fastJSON reader: inout JSONReader) throws { try reader.skipValue() }
}

/// The indices that the table of "\u{212A}" (Kelvin) and "é" gives for each string read, used as
/// an object key.
struct KeyProbe: FastJSONDecodable {
    var table = JSONKeyTable(["\u{212A}", "é"])
    var indices: [Int?] = []

    init(fastJSON reader: inout JSONReader) throws {
        let strings = try [String](fastJSON: &reader)
        let object = "{" + strings.map { "\"\($0)\":0" }.joined(separator: ",") + "}"
        let data = Data(object.utf8)
        let table = self.table
        indices = try data.withUnsafeBytes { bytes in
            var inner = JSONReader(bytes: bytes)
            try inner.beginObject()
            var found: [Int?] = []
            while let key = try inner.nextKey() {
                found.append(table.index(of: key, in: inner))
                try inner.skipValue()
            }
            return found
        }
    }
}

extension Probe {
    init(id: String, port: Int? = nil, kelvin: Int? = nil, tags: [String]? = nil, unknown: [String: JSONValue] = [:]) {
        self.id = id
        self.port = port
        self.kelvin = kelvin
        self.tags = tags
        self.unknown = unknown
    }
}
