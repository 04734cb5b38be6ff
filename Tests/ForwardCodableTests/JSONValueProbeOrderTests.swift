import Foundation
import Testing

@_spi(ForwardCodableGenerated) @testable import ForwardCodable

/// `JSONValue` tries one kind of value after another. Trying a likely kind first (as the bag of
/// undeclared keys does, from what the same key held before) must change only the speed.
@Suite("JSONValue probe order")
struct JSONValueProbeOrderTests {
    /// Decodes `"value"` of a one-member object, trying `first` before the other kinds.
    struct Probe: Decodable {
        static let first = CodingUserInfoKey(rawValue: "first")!
        let value: JSONValue
        let kind: JSONValue.Kind?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            let first = decoder.userInfo[Self.first] as? JSONValue.Kind
            (value, kind) = try container.decodeJSONValue(forKey: "value", trying: first)
        }
    }

    static let values = [
        "null", "true", "false", "0", "-0", "42", "-7", "12.25", "0.1", "1e-7", "1e22", "18446744073709551615",
        "0.1000000000000000055511151231257827", "\"text\"", "\"42\"", "\"NaN\"", "[]", "[1, \"a\", null]", "{}",
        "{\"a\": {\"b\": [true, 1.5]}}",
    ]

    static func decode(_ json: String, trying first: JSONValue.Kind?, decoder: JSONDecoder = JSONDecoder()) throws
        -> Probe
    {
        decoder.userInfo[Probe.first] = first
        return try decoder.decode(Probe.self, from: Data("{\"value\": \(json)}".utf8))
    }

    @Test("Every kind tried first reads the same value as the default order", arguments: values)
    func sameValue(json: String) throws {
        let expected = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        for first in [nil] + JSONValue.Kind.allCases {
            let probe = try Self.decode(json, trying: first)
            #expect(probe.value == expected, "trying \(String(describing: first)) first")
            #expect(try probe.kind == Self.decode(json, trying: nil).kind)
        }
    }

    @Test("The kind found is reported, nil for null")
    func kinds() throws {
        #expect(try Self.decode("null", trying: .number).kind == nil)
        #expect(try Self.decode("\"a\"", trying: .object).kind == .string)
        #expect(try Self.decode("3", trying: .array).kind == .number)
        #expect(try Self.decode("false", trying: nil).kind == .bool)
        #expect(try Self.decode("{}", trying: .bool).kind == .object)
        #expect(try Self.decode("[]", trying: .object).kind == .array)
    }

    @Test("A string that the decoder also reads as a number stays a string when numbers are tried first")
    func stringBeatsTextNumber() throws {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        for first in [nil] + JSONValue.Kind.allCases {
            let probe = try Self.decode("\"NaN\"", trying: first, decoder: decoder)
            #expect(probe.value == .string("NaN"), "trying \(String(describing: first)) first")
            #expect(probe.kind == .string)
        }
    }

    @Test("An error inside a nested value is thrown whatever is tried first")
    func nestedErrors() {
        for first in [nil] + JSONValue.Kind.allCases {
            #expect(throws: DecodingError.self) { try Self.decode("{\"a\": [1e400]}", trying: first) }
        }
    }
}

/// The bag of undeclared keys remembers each key's kind; a key whose kind changes is still read
/// right.
@Suite("Undeclared keys remember their kind")
struct UnknownFieldKindsTests {
    enum Keys: RecordCodingKey {
        case declared
        case undeclared(String)

        init(stringValue: String) {
            self = stringValue == "declared" ? .declared : .undeclared(stringValue)
        }

        var stringValue: String {
            if case .undeclared(let name) = self { return name }
            return "declared"
        }

        var unknownName: String? {
            if case .undeclared(let name) = self { return name }
            return nil
        }
    }

    struct Record: Decodable {
        let unknownFields: [String: JSONValue]

        init(from decoder: any Decoder) throws {
            unknownFields = try decoder.container(keyedBy: Keys.self).decodeUnknownFields()
        }
    }

    @Test("A key that changes kind between records is read as what it holds")
    func changingKind() throws {
        let json = """
            [{"declared": 1, "x": 1, "y": {"kind_test_member": 1}, "z": "a", "b": true},
             {"x": "one", "y": [2], "z": null, "b": null},
             {"x": {"kind_test_member": "two"}, "y": null, "z": 3, "b": "yes"},
             {"x": 2.5, "y": true, "z": "b", "b": false}]
            """
        let records = try JSONDecoder().decode([Record].self, from: Data(json.utf8))
        #expect(
            records.map(\.unknownFields) == [
                ["x": 1, "y": ["kind_test_member": 1], "z": "a", "b": true],
                ["x": "one", "y": [2], "z": nil, "b": nil],
                ["x": ["kind_test_member": "two"], "y": nil, "z": 3, "b": "yes"],
                ["x": 2.5, "y": true, "z": "b", "b": false],
            ])
        #expect(UnknownFieldKinds.shared.kind(of: "x", in: ObjectIdentifier(Keys.self)) == .number)
        #expect(UnknownFieldKinds.shared.kind(of: "y", in: ObjectIdentifier(Keys.self)) == .bool)
        // Members of nested objects are remembered by name.
        #expect(
            UnknownFieldKinds.shared.kind(of: "kind_test_member", in: ObjectIdentifier(AnyCodingKey.self)) == .string)
    }

    @Test("It remembers a bounded number of names, and still updates those it has")
    func bounded() {
        let kinds = UnknownFieldKinds()
        for index in 0..<UnknownFieldKinds.capacity {
            kinds.remember(.number, of: "name\(index)", in: ObjectIdentifier(Keys.self))
        }
        kinds.remember(.bool, of: "one too many", in: ObjectIdentifier(Keys.self))
        #expect(kinds.kind(of: "one too many", in: ObjectIdentifier(Keys.self)) == nil)
        kinds.remember(.object, of: "name0", in: ObjectIdentifier(Keys.self))
        #expect(kinds.kind(of: "name0", in: ObjectIdentifier(Keys.self)) == .object)
        #expect(kinds.kind(of: "name0", in: ObjectIdentifier(AnyCodingKey.self)) == nil)
    }
}
