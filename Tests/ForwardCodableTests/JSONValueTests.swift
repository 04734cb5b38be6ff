import ForwardCodable
import Foundation
import Testing

/// JSONValue's accessors, literals, equality, hashing, description, and every kind of value read
/// and written back.
@Suite("JSONValue")
struct JSONValueTests {
    static let sample: JSONValue = [
        "null": nil, "true": true, "false": false, "int": 22, "double": 2.5, "string": "harbor",
        "array": [1, "two", [3]], "object": ["nested": ["deeper": nil]],
    ]

    @Test("every kind of value is read and written back unchanged")
    func roundTrip() throws {
        let text =
            #"{"array":[1,"two",[3]],"double":2.5,"false":false,"int":22,"null":null,"#
            + #""object":{"nested":{"deeper":null}},"string":"harbor","true":true}"#
        let value = try decode(JSONValue.self, text)
        #expect(value == Self.sample)
        #expect(try encode(value) == text)
    }

    @Test("strings keep their escapes and Unicode, and stay strings")
    func strings() throws {
        let text = #"["quote \" backslash \\ slash / tab \t nul \u0000 é 🚢", "", "12", "true", "null"]"#
        let value = try decode(JSONValue.self, text)
        #expect(value[0] == .string("quote \" backslash \\ slash / tab \t nul \u{0} é 🚢"))
        #expect(value[2] == .string("12"))
        #expect(value[3] == .string("true"))
        #expect(value[4] == .string("null"))
        #expect(try decode(JSONValue.self, encode(value)) == value)
    }

    @Test("accessors return the payload of their own case only")
    func accessors() {
        #expect(JSONValue.null.isNull)
        #expect(!JSONValue.bool(false).isNull)
        #expect(JSONValue.bool(true).boolValue == true)
        #expect(JSONValue.int(1).boolValue == nil)
        #expect(JSONValue.int(7).intValue == 7)
        #expect(JSONValue.double(7).intValue == nil)
        #expect(JSONValue.string("7").stringValue == "7")
        #expect(JSONValue.int(7).stringValue == nil)
        #expect(JSONValue.array([1]).arrayValue == [1])
        #expect(JSONValue.object(["a": 1]).objectValue == ["a": 1])
        #expect(Self.sample["int"] == 22)
        #expect(Self.sample["missing"] == nil)
        #expect(Self.sample["array"]?[2]?[0] == 3)
        #expect(Self.sample["array"]?[3] == nil)
        #expect(Self.sample["array"]?[-1] == nil)
        #expect(JSONValue.int(1)["key"] == nil)
        #expect(JSONValue.int(1)[0] == nil)
    }

    @Test("literals build the matching case; a repeated dictionary key keeps its last value")
    func literals() {
        let null: JSONValue = nil
        let bool: JSONValue = true
        let int: JSONValue = 3
        let double: JSONValue = 3.5
        let string: JSONValue = "s"
        #expect(null == .null)
        #expect(bool == .bool(true))
        #expect(int == .int(3))
        #expect(double == .double(3.5))
        #expect(string == .string("s"))
        #expect(JSONValue(dictionaryLiteral: ("k", 1), ("k", 2)) == .object(["k": 2]))
    }

    @Test("equality is structural; numbers compare within their case")
    func equality() {
        #expect(JSONValue.object(["a": 1, "b": 2]) == .object(["b": 2, "a": 1]))
        #expect(JSONValue.int(1) != .double(1))
        #expect(JSONValue.int(1) != .exactNumber("1"))
        #expect(JSONValue.double(.nan) == .double(.nan))
        #expect(JSONValue.double(0) == .double(-0.0))
        #expect(JSONValue.array([1, 2]) != .array([2, 1]))
        #expect(JSONValue.array([1]) != .array([1, 1]))
        #expect(JSONValue.object(["a": 1]) != .object(["b": 1]))
        #expect(JSONValue.object(["a": nil]) != .object([:]))
        #expect(JSONValue.string("1") != .int(1))
    }

    @Test("equal values hash alike, whatever the member order")
    func hashing() {
        var forward: [String: JSONValue] = [:]
        var backward: [String: JSONValue] = [:]
        let keys = (0..<50).map { "key\($0)" }
        for key in keys { forward[key] = [.string(key), nil] }
        for key in keys.reversed() { backward[key] = [.string(key), nil] }
        #expect(JSONValue.object(forward).hashValue == JSONValue.object(backward).hashValue)
        #expect(JSONValue.double(.nan).hashValue == JSONValue.double(.nan).hashValue)
        #expect(JSONValue.double(0).hashValue == JSONValue.double(-0.0).hashValue)
        let distinct: Set<JSONValue> = [nil, false, 0, 0.5, "", [], [:], .exactNumber("0"), [nil], ["": nil]]
        #expect(distinct.count == 10)
    }

    @Test("description is compact JSON with sorted keys")
    func description() {
        #expect(
            Self.sample.description == #"{"array": [1, "two", [3]], "double": 2.5, "false": false, "int": 22, "#
                + #""null": null, "object": {"nested": {"deeper": null}}, "string": "harbor", "true": true}"#)
        #expect(JSONValue.string("a\"b\\c\n\u{1}").description == #""a\"b\\c\n\u0001""#)
        #expect(JSONValue.exactNumber("18446744073709551616").description == "18446744073709551616")
        #expect(JSONValue.array([]).description == "[]")
        #expect(JSONValue.object([:]).description == "{}")
    }

    @Test("a value with no JSON form, such as a property-list date, is refused with a type mismatch")
    func noJSONForm() throws {
        struct Stamped: Encodable {
            var when = Date(timeIntervalSinceReferenceDate: 0)
            var blob = Data([1, 2])
        }
        for format in plistFormats {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            let data = try encoder.encode(Stamped())
            let error = try #require(throws: DecodingError.self) {
                try PropertyListDecoder().decode(JSONValue.self, from: data)
            }
            guard case .typeMismatch = error else {
                Issue.record("expected typeMismatch, got \(error)")
                continue
            }
            #expect(message(of: error).contains("a property-list date or data value?"))
        }
    }
}
