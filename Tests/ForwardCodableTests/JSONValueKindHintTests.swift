import Foundation
import Testing

@testable import ForwardCodable

/// The kind a decoder reports in a type mismatch is only a hint for what to try next, but the
/// hint is what keeps deep documents fast: pin that the coders in use still phrase it so.
@Suite struct JSONValueKindHintTests {
    private struct ExpectsString: Decodable {
        let value: String
    }

    private func reported(_ json: String) throws -> JSONValue.Kind? {
        do {
            _ = try JSONDecoder().decode(ExpectsString.self, from: Data(#"{"value":\#(json)}"#.utf8))
        } catch DecodingError.typeMismatch(_, let context) {
            return JSONValue.Kind(reportedIn: context)
        }
        Issue.record("\(json) decoded as a string")
        return nil
    }

    @Test func jsonDecoderNamesWhatItFound() throws {
        #expect(try reported("{}") == .object)
        #expect(try reported("[]") == .array)
        #expect(try reported("1") == .number)
        #expect(try reported("true") == .bool)
    }

    private struct Holder<T: Encodable>: Encodable {
        let value: T
    }

    private func reportedInPropertyList(_ value: some Encodable) throws -> JSONValue.Kind? {
        let data = try PropertyListEncoder().encode(Holder(value: value))
        do {
            _ = try PropertyListDecoder().decode(ExpectsString.self, from: data)
            return nil
        } catch let DecodingError.typeMismatch(_, context) {
            return JSONValue.Kind(reportedIn: context)
        }
    }

    @Test func propertyListDecoderNamesWhatItFound() throws {
        #expect(try reportedInPropertyList(7) == .number)
        #expect(try reportedInPropertyList(2.5) == .number)
        #expect(try reportedInPropertyList(true) == .bool)
        #expect(try reportedInPropertyList(["a": 1]) == .object)
        #expect(try reportedInPropertyList([1]) == .array)
    }

    @Test func anUnknownPhrasingGivesNoHint() {
        let context = DecodingError.Context(codingPath: [], debugDescription: "Something else entirely.")
        #expect(JSONValue.Kind(reportedIn: context) == nil)
    }

    @Test func deepAlternatingNestingDecodesExactly() throws {
        var text = ""
        for level in 0..<400 { text += level % 2 == 0 ? "[" : #"{"k\#(level)":"# }
        text += "1"
        for level in (0..<400).reversed() { text += level % 2 == 0 ? "]" : "}" }
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        let reencoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        #expect(reencoded == value)
    }
}
