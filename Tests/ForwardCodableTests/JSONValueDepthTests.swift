import ForwardCodable
import Foundation
import Testing

/// Deep documents: a document nested to the decoder's limit decodes or fails with a clear error,
/// and JSONValue's own operations never recurse, whatever the depth of a value built in code.
@Suite("JSONValue depth")
struct JSONValueDepthTests {
    /// JSONDecoder reads at most 512 levels of arrays and objects; JSONEncoder writes 511.
    static let decoderLimit = 512
    static let encoderLimit = 511

    static func arrays(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    static func objects(_ depth: Int) -> String {
        String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
    }

    @Test("reading and writing share one limit, the one JSONEncoder writes: 511 levels")
    func sharedLimit() {
        #expect(JSONValue.maximumDepth == Self.encoderLimit)
    }

    @Test("511 levels read and write back; 512 are refused when read, with the level and the path")
    func readingLimit() throws {
        for text in [Self.arrays(Self.encoderLimit), Self.objects(Self.encoderLimit)] {
            #expect(try reencode(JSONValue.self, text) == text)
        }
        let deepest = [
            (Self.arrays(Self.decoderLimit), String(repeating: "[0]", count: 511)),
            (Self.objects(Self.decoderLimit), Array(repeating: "a", count: 511).joined(separator: ".")),
        ]
        for (text, deepestPath) in deepest {
            let error = try #require(throws: DecodingError.self) { try decode(JSONValue.self, text) }
            #expect(message(of: error).contains("nested 512 levels deep"))
            #expect(message(of: error).contains("at most 511"))
            #expect(path(of: error) == deepestPath, "the path to the container at level 512")
        }
        // One level deeper than JSONDecoder reads: the decoder itself refuses the document.
        #expect(throws: DecodingError.self) { try decode(JSONValue.self, Self.arrays(Self.decoderLimit + 1)) }
        #expect(throws: DecodingError.self) { try decode(JSONValue.self, Self.objects(Self.decoderLimit + 1)) }
    }

    @Test("encoding writes 511 levels and refuses 512 and 513 with a clear error, counted from the root")
    func encodingLimit() throws {
        #expect(try encode(nestedArrays(Self.encoderLimit)) == Self.arrays(Self.encoderLimit))
        for depth in [Self.decoderLimit, Self.decoderLimit + 1] {
            let error = try #require(throws: EncodingError.self) { try encode(nestedObjects(depth)) }
            guard case .invalidValue(_, let context) = error else { continue }
            #expect(context.debugDescription.contains("nests 512 levels deep"))
            #expect(context.debugDescription.contains("deeper than 511"))
        }
        // Inside a container the levels above count: 510 nested in one array is 511.
        #expect(try encode([nestedArrays(Self.encoderLimit - 1)]) == Self.arrays(Self.encoderLimit))
        #expect(throws: EncodingError.self) { try encode([nestedArrays(Self.encoderLimit)]) }
        #expect(throws: EncodingError.self) { try encode(["a": [nestedArrays(Self.encoderLimit - 1)]]) }
    }

    @Test("a deep property list decodes and writes back the same")
    func propertyListDepth() throws {
        // PropertyListDecoder has no nesting limit of its own; see the report in Numbers.md.
        let deep = nestedArrays(200)
        for format in plistFormats {
            #expect(try plistRoundTrip(deep, format: format) == deep)
        }
    }

    static let deepInCode = 100_000

    @Test("==, hashing and description do not recurse on a value built 100 000 levels deep")
    func deepValueOperations() {
        var arrays = nestedArrays(Self.deepInCode)
        var same = nestedArrays(Self.deepInCode)
        var different = nestedArrays(Self.deepInCode, around: 2)
        var objects = nestedObjects(Self.deepInCode)
        #expect(arrays == same)
        #expect(arrays != different)
        #expect(arrays.hashValue == same.hashValue)
        #expect(arrays.description.count == 2 * Self.deepInCode + 1)
        #expect(objects == objects)
        #expect(objects.description.hasPrefix(#"{"a": {"a": "#))
        dismantle(&arrays)
        dismantle(&same)
        dismantle(&different)
        dismantle(&objects)
    }

    @Test("encoding a value built 100 000 levels deep throws instead of overflowing the stack")
    func deepValueEncoding() {
        var value = nestedObjects(Self.deepInCode)
        // Not #expect(throws:), which describes the error's payload: the whole deep value.
        #expect(Self.encodingFails { try JSONEncoder().encode(value) })
        #expect(Self.encodingFails { try PropertyListEncoder().encode(value) })
        dismantle(&value)
    }

    private static func encodingFails(_ body: () throws -> Data) -> Bool {
        do {
            _ = try body()
            return false
        } catch {
            return error is EncodingError
        }
    }
}
