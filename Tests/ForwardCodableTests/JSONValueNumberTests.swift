import ForwardCodable
import Foundation
import Testing

/// What each kind of number becomes in a `JSONValue` read by `JSONDecoder`, and what it is written
/// back as. The table in Numbers.md lists the same cases.
@Suite("JSONValue numbers")
struct JSONValueNumberTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var value: JSONValue
        var written: String
        var testDescription: String { text }
    }

    static let zeros38 = String(repeating: "0", count: 38)

    static let exact: [Case] = [
        Case(text: "0", value: .int(0), written: "0"),
        Case(text: "-9223372036854775808", value: .int(.min), written: "-9223372036854775808"),
        Case(text: "9223372036854775807", value: .int(.max), written: "9223372036854775807"),
        Case(text: "9007199254740993", value: .int(9_007_199_254_740_993), written: "9007199254740993"),
        Case(text: "9223372036854775808", value: .exactNumber("9223372036854775808"), written: "9223372036854775808"),
        Case(
            text: "18446744073709551615", value: .exactNumber("18446744073709551615"), written: "18446744073709551615"),
        Case(
            text: "18446744073709551616", value: .exactNumber("18446744073709551616"), written: "18446744073709551616"),
        Case(
            text: "-9223372036854775809", value: .exactNumber("-9223372036854775809"), written: "-9223372036854775809"),
        Case(
            text: "12345678901234567890123456789012345678",
            value: .exactNumber("12345678901234567890123456789012345678"),
            written: "12345678901234567890123456789012345678"
        ),
        Case(
            text: "340282366920938463463374607431768211455",
            value: .exactNumber("340282366920938463463374607431768211455"),
            written: "340282366920938463463374607431768211455"
        ),
        Case(text: "1e38", value: .exactNumber("1" + zeros38), written: "1" + zeros38),
        Case(text: "0.1", value: .double(0.1), written: "0.1"),
        Case(text: "-2.5", value: .double(-2.5), written: "-2.5"),
        Case(text: "2.5e-3", value: .double(0.0025), written: "0.0025"),
        Case(text: "0.30000000000000004", value: .double(0.30000000000000004), written: "0.30000000000000004"),
        Case(text: "0.10000000000000001", value: .exactNumber("0.10000000000000001"), written: "0.10000000000000001"),
        Case(
            text: "3.141592653589793238462643383279502884",
            value: .exactNumber("3.141592653589793238462643383279502884"),
            written: "3.141592653589793238462643383279502884"
        ),
        // The same number written another way: JSON has one number type, and so does the table.
        Case(text: "1.0", value: .int(1), written: "1"),
        Case(text: "1e3", value: .int(1000), written: "1000"),
        Case(text: "1E2", value: .int(100), written: "100"),
        Case(text: "0.0", value: .int(0), written: "0"),
        // The sign of zero is kept.
        Case(text: "-0", value: .double(-0.0), written: "-0"),
        Case(text: "-0.0", value: .double(-0.0), written: "-0"),
    ]

    @Test("reads exactly and writes the same number", arguments: exact)
    func exactNumbers(_ number: Case) throws {
        let value = try decode(JSONValue.self, number.text)
        #expect(value == number.value)
        #expect(try encode(value) == number.written)
        #expect(try decode(JSONValue.self, number.written) == number.value, "written text reads back the same")
    }

    @Test("-0 keeps its sign")
    func negativeZero() throws {
        let value = try decode(JSONValue.self, "-0")
        #expect(value.doubleValue?.sign == .minus)
        #expect(value != .int(0))
    }

    @Test("refuses a number beyond Double's range, at its path", arguments: ["1e400", "-1e400", "1e-400"])
    func refused(_ text: String) throws {
        let error = try #require(throws: DecodingError.self) {
            try decode(JSONValue.self, #"{"list": [1, \#(text)]}"#)
        }
        guard case .dataCorrupted = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(path(of: error) == "list[1]")
        #expect(message(of: error).contains("ForwardCodable refuses it"))
    }

    @Test(
        "keeps a number beyond Decimal's range as its Double",
        arguments: [
            ("1e200", 1e200), ("1e128", 1e128), ("1e-200", 1e-200), ("5e-324", .leastNonzeroMagnitude),
            ("1.7976931348623157e+308", 1.7976931348623157e+308), ("-2.5e-300", -2.5e-300),
        ]
    )
    func keptAsDouble(_ number: (text: String, value: Double)) throws {
        let value = try decode(JSONValue.self, #"{"list": [1, \#(number.text)]}"#)
        #expect(value["list"]?[1] == .double(number.value))
        #expect(try decode(JSONValue.self, encode(value)) == value)
    }

    @Test("the text check refuses a number beyond Decimal's range that its Double rounds")
    func beyondDecimalAndRounded() throws {
        let rounded = #"{"list": [1, 1.00000000000000000001e200]}"#
        #expect(try decode(JSONValue.self, rounded)["list"]?[1] == .double(1e200), "the decoder alone cannot tell")
        #expect(throws: DecodingError.self) { try JSONNumberPrecision.check(Data(rounded.utf8)) }
        try JSONNumberPrecision.check(Data(#"[1e200, 5e-324, 1.7976931348623157e+308, 1.5e-300, 10e127]"#.utf8))
    }

    @Test("an exponent inside Decimal's range reads exactly")
    func decimalExponentLimits() throws {
        #expect(try decode(JSONValue.self, "1e127") == .exactNumber("1" + String(repeating: "0", count: 127)))
        let tiny = try decode(JSONValue.self, "1e-128")
        #expect(tiny == .double(1e-128))
        #expect(try encode(tiny) == "1e-128")
    }

    // MARK: Values built in code

    @Test(
        "NaN and infinity have no JSON form: JSONEncoder refuses them", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(_ double: Double) {
        #expect(throws: EncodingError.self) { try encode(JSONValue.array([.double(double)])) }
    }

    @Test("1.0 built in code is written as 1 and reads back as .int(1)")
    func integralDouble() throws {
        let written = try encode(JSONValue.double(1.0))
        #expect(written == "1")
        #expect(try decode(JSONValue.self, written) == .int(1))
    }

    @Test("an exactNumber that is not a number is refused when written")
    func invalidExactNumber() {
        for text in ["abc", "", "1.", ".5", "1e", "--1", "0x10", "NaN"] {
            #expect(throws: EncodingError.self, "\(text)") { try encode(JSONValue.exactNumber(text)) }
        }
    }

    @Test("an exactNumber built in code is written as its value")
    func exactNumberInCode() throws {
        #expect(try encode(JSONValue.exactNumber("1e5")) == "100000")
        #expect(try encode(JSONValue.exactNumber("-0.50")) == "-0.5")
        #expect(try encode(JSONValue.exactNumber("18446744073709551615")) == "18446744073709551615")
    }

    @Test("doubleValue converts integers only; exactNumber is the caller's call")
    func doubleValue() {
        #expect(JSONValue.int(3).doubleValue == 3)
        #expect(JSONValue.double(2.5).doubleValue == 2.5)
        #expect(JSONValue.exactNumber("18446744073709551615").doubleValue == nil)
    }
}
