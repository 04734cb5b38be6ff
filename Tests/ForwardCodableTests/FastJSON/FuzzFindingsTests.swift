import ForwardCodable
import Foundation
import Testing

/// Regression tests for what the libFuzzer target of the fast path found (Tests/Fuzz/README.md).
@Suite("Fast path: libFuzzer findings")
struct FuzzFindingsTests {
    /// Found by the fuzz target on `[1e400]`: the reader kept the number as an exact number that
    /// the writer then refused, so a document the fast path read could not be written back.
    @Test(
        "exact numbers only the fast reader keeps are written back as read",
        arguments: ["[1e400]", "[-1e-400]", "{\"a\":1.00000000000000000001e200}", "[0.1e-99999,2E+400]"])
    func exactNumbersRoundTrip(text: String) throws {
        let value = try ForwardJSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(value.containsExactNumber)
        let written = try ForwardJSONEncoder().encode(value)
        #expect(String(decoding: written, as: UTF8.self) == text)
        #expect(try ForwardJSONDecoder().decode(JSONValue.self, from: written) == value)
    }

    /// Found by the fuzz target on a page whose block has a known tag and a payload that fails:
    /// both paths keep it as an unknown variant, with a failure worded by each decoder, and the
    /// values compared unequal.
    @Test("unknown variants compare tag, JSON and whether the payload failed, not the wording")
    func unknownVariantEquality() {
        let json: JSONValue = .object(["type": .string("paragraph")])
        let codable = DecodingFailure(
            DecodingError.keyNotFound(
                AnyCodingKey("text"), .init(codingPath: [], debugDescription: "the required key is missing")))
        let fast = DecodingFailure(
            DecodingError.keyNotFound(
                AnyCodingKey("text"), .init(codingPath: [], debugDescription: "No value at line 1, column 9")))
        let a = UnknownVariant(tag: "paragraph", json: json, failure: codable)
        let b = UnknownVariant(tag: "paragraph", json: json, failure: fast)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != UnknownVariant(tag: "paragraph", json: json))
        #expect(a != UnknownVariant(tag: "other", json: json, failure: codable))
        #expect(a != UnknownVariant(tag: "paragraph", json: .object([:]), failure: codable))
    }
}
