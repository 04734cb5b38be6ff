import ForwardCodable
import Foundation
import Testing

/// Deep documents: a document nested to the decoder's limit decodes or fails with a clear error,
/// and JSONValue's own operations never recurse, whatever the depth of a value built in code.
@Suite("JSONValue depth")
struct JSONValueDepthTests {
    /// JSONDecoder reads at most 512 levels of arrays and objects.
    static let decoderLimit = 512

    static func arrays(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    static func objects(_ depth: Int) -> String {
        String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
    }

    @Test("a document at JSONDecoder's limit decodes; one level deeper fails with the decoder's error")
    func decoderLimit() throws {
        let deepest = try decode(JSONValue.self, Self.arrays(Self.decoderLimit))
        #expect(deepest == nestedArrays(Self.decoderLimit))
        #expect(throws: DecodingError.self) { try decode(JSONValue.self, Self.arrays(Self.decoderLimit + 1)) }
        #expect(throws: DecodingError.self) { try decode(JSONValue.self, Self.objects(Self.decoderLimit + 1)) }
        // JSONEncoder writes one level less than JSONDecoder reads: it refuses the deepest
        // document loudly, and writes everything shallower.
        #expect(throws: EncodingError.self) { try encode(deepest) }
        let objects = Self.objects(Self.decoderLimit - 1)
        #expect(try reencode(JSONValue.self, objects) == objects)
    }

    @Test("encoding refuses a value deeper than the limit with a clear error")
    func encodingLimit() throws {
        #expect(JSONValue.maximumEncodingDepth == Self.decoderLimit)
        let error = try #require(throws: EncodingError.self) {
            try encode(nestedObjects(JSONValue.maximumEncodingDepth + 1))
        }
        guard case .invalidValue(_, let context) = error else { return }
        #expect(context.debugDescription.contains("deeper than 512"))
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
