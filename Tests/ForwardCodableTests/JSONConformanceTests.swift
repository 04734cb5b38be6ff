@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation
import Testing

/// JSONTestSuite-style conformance: every number JSON allows is read and written back, in a raw
/// ``JSONValue``, in a record's bag and JSON field, and in a resilient list; what cannot be read
/// says what was found and where.
@Suite("JSON conformance")
struct JSONConformanceTests {
    /// Valid JSON numbers: the `y_number_*` cases of JSONTestSuite and more of each kind.
    static let validNumbers = [
        // Zeros and negative zeros, with exponents of every form.
        "0", "-0", "0.0", "-0.0", "0e1", "0E1", "0e+1", "0E+1", "0e-1", "0e2", "0e5", "0e9", "0e10", "0e01",
        "0e1000", "-0e1", "-0E5", "0.0e5", "0.00e1", "-0.0e9", "0.0000e99", "-0E-0",
        // Integers and exponents, lower and upper case, signed.
        "1", "-1", "123", "-123", "20e1", "1e1", "1E1", "1e+2", "1E+2", "1e-2", "1E-2", "-1e2", "1E22",
        "123e45", "123e65", "123.456e78", "123.456789", "1.5e3", "0.1", "-2.5", "2.5e-3",
        // Range edges: Int64, UInt64, Double's largest, smallest normal and subnormal.
        "-9223372036854775808", "9223372036854775807", "18446744073709551615", "18446744073709551616",
        "1e308", "1.7976931348623157e308", "-1.7976931348623157e308", "2.2250738585072014e-308", "5e-324",
        "4.9e-324", "1e-300", "-1e-81",
        // Many digits.
        "12345678901234567890123456789012345678", "0.10000000000000001", "3.141592653589793238462643383279502884",
        "100000000000000000000", "-0.000000000000000000000000000000000000000000000000000000000000000000000000000000001",
    ]

    /// The number as a `Double`, whatever case holds it.
    static func numeric(_ value: JSONValue) -> Double? {
        switch value {
        case .int(let integer): Double(integer)
        case .double(let double): double
        case .exactNumber(let text): Double(text)
        default: nil
        }
    }

    @Test("a raw JSONValue reads every valid number as that number, and writes it back", arguments: validNumbers)
    func rawValue(_ text: String) throws {
        let value = try decode(JSONValue.self, "[\(text)]")
        let number = try #require(value[0])
        let expected = try #require(Double(text))
        #expect(Self.numeric(number) == expected)
        #expect(Self.numeric(number)?.sign == expected.sign, "the sign of zero is kept")
        let written = try encode(value)
        #expect(try decode(JSONValue.self, written) == value)
        #expect(try reencode(JSONValue.self, written) == written, "stable from the first write on")
        #expect(try decode(JSONValue.self, text) == number, "also as the whole document")
    }

    @Test("a record's bag and its JSON field read every valid number and write it back", arguments: validNumbers)
    func inRecord(_ text: String) throws {
        let record = try decode(OptionalsRecord.self, #"{"extra":\#(text),"n":\#(text),"note":"x"}"#)
        let number = try decode(JSONValue.self, text)
        #expect(record.extra == number)
        #expect(record.unknownFields["n"] == number)
        let written = try encode(record)
        #expect(try decode(OptionalsRecord.self, written) == record)
    }

    @Test("a resilient list keeps every valid number, in decoded and in kept elements", arguments: validNumbers)
    func inResilientList(_ text: String) throws {
        let json = #"[{"id":"x","n":\#(text)},{"id":7,"n":\#(text)},\#(text)]"#
        let elements = try decode([Resilient<Labelled>].self, json)
        let number = try decode(JSONValue.self, text)
        #expect(elements[0].value?.n == number)
        #expect(elements[1].undecodable?.json["n"] == number)
        #expect(elements[2].undecodable?.json == number)
        #expect(elements.allSatisfy { $0.undecodable?.isVerbatim ?? true })
        let written = try encode(elements)
        #expect(try decode([Resilient<Labelled>].self, written) == elements)
    }

    /// A record with a string and a free-form number.
    struct Labelled: Codable, Hashable, Sendable {
        var id: String
        var n: JSONValue
    }

    @Test("an element that holds an unreadable value never fails its list: it is kept as unreadable")
    func unreadableElements() throws {
        let json = #"[{"id":"a","n":1},{"id":"b","n":1e400},{"id":"c","n":"\ud800"},[-01],{"id":"d","n":2}]"#
        let elements = try decode([Resilient<Labelled>].self, json)
        #expect(elements.decodedValues().map(\.id) == ["a", "d"])
        #expect(elements.failures().map(\.index) == [1, 2, 3])
        for (_, element) in elements.failures() {
            #expect(!element.isVerbatim)
            #expect(element.json == .null)
        }
        #expect(try encode(elements) == #"[{"id":"a","n":1},null,null,null,{"id":"d","n":2}]"#)
    }

    // MARK: Messages

    @Test("a lone surrogate escape says that it is a string the decoder cannot read, and where")
    func loneSurrogateMessage() throws {
        for json in [#"["\ud800"]"#, #"{"a":"x\udc00y"}"#] {
            let error = try #require(throws: DecodingError.self) { try decode(JSONValue.self, json) }
            #expect(message(of: error).hasPrefix("Found a string that the decoder cannot read"))
            #expect(message(of: error).contains("surrogate"))
            #expect(message(of: error).contains("at line 1, column "))
            #expect(!message(of: error).contains("date or data"))
        }
    }

    @Test("a malformed number says that it is not valid JSON, and where", arguments: ["-01", "01", "1.", "0.e1"])
    func malformedNumberMessage(_ text: String) throws {
        let error = try #require(throws: DecodingError.self) { try decode(JSONValue.self, #"{"a":[\#(text)]}"#) }
        #expect(message(of: error).hasPrefix("Found a number that is not valid JSON: "))
        #expect(message(of: error).contains("at line 1, column "))
        #expect(!message(of: error).contains("range of Double"))
        #expect(path(of: error) == "a[0]")
    }

    @Test("a number beyond Double's range names itself", arguments: ["1e400", "-1e400", "1e-400", "-1.5e-330"])
    func outOfRangeMessage(_ text: String) throws {
        let error = try #require(throws: DecodingError.self) { try decode(JSONValue.self, "[\(text)]") }
        #expect(message(of: error).hasPrefix("Found the number \(text), which is out of the range of Double"))
        #expect(path(of: error) == "[0]")
    }
}
