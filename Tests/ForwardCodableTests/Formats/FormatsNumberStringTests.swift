import ForwardCodable
import Foundation
import Testing

/// `IntegerString` and `DecimalString`: numbers in strings, exact on every path.
@Suite struct FormatsNumberStringTests {
    typealias ID = Formatted<IntegerString<Int64>>
    typealias Unsigned = Formatted<IntegerString<UInt64>>
    typealias Price = Formatted<DecimalString>

    @Test("integer strings: values beyond 2^53, the extremes, leading zeros kept")
    func integerValues() throws {
        #expect(ID(wireText: "9007199254740993")?.value == 9_007_199_254_740_993)
        #expect(ID(wireText: "-9223372036854775808")?.value == .min)
        #expect(Unsigned(wireText: "18446744073709551615")?.value == .max)
        #expect(ID(wireText: "007")?.value == 7)
        #expect(ID(wireText: "007")?.wireText == "007")
        #expect(ID(9_007_199_254_740_993).wireText == "9007199254740993")
        #expect(Formatted<IntegerString<UInt8>>(wireText: "255")?.value == 255)
    }

    @Test(
        "integer strings refuse out-of-range values and other spellings",
        arguments: [
            "9223372036854775808", "-9223372036854775809", "+5", " 5", "5 ", "", "-", "1.0", "1e3", "0x10", "٣",
        ])
    func integerMalformed(_ text: String) {
        #expect(ID(wireText: text) == nil)
    }

    @Test func unsignedRefusesNegatives() {
        #expect(Unsigned(wireText: "-1") == nil)
        #expect(Unsigned(wireText: "18446744073709551616") == nil)
        #expect(Formatted<IntegerString<Int8>>(wireText: "128") == nil)
    }

    @Test("integer strings round-trip on every path")
    func integerRoundTrips() throws {
        for text in ["9007199254740993", "-9223372036854775808", "0", "-0", "000123"] {
            let json = FormatBox<ID>.json("\"\(text)\"")
            #expect(try FormatCoding.fastRoundTrip(IntegerString<Int64>.self, "\"\(text)\"") == json)
            #expect(try FormatCoding.codableRoundTrip(IntegerString<Int64>.self, "\"\(text)\"") == json)
            let id = try #require(ID(wireText: text))
            #expect(try FormatCoding.plistRoundTrips(id).allSatisfy { $0 == id })
        }
        let json = FormatBox<Unsigned>.json("\"18446744073709551615\"")
        #expect(try FormatCoding.fastRoundTrip(IntegerString<UInt64>.self, "\"18446744073709551615\"") == json)
    }

    @Test("decimal strings keep their digits; equality follows the wire")
    func decimalWire() throws {
        let written = try #require(Price(wireText: "12.30"))
        #expect(written.value == Decimal(string: "12.3"))
        #expect(written.wireText == "12.30")
        #expect(written != Price(wireText: "12.3"))
        #expect(written.value == Price(wireText: "12.3")?.value)
        let set = Price(Decimal(string: "12.3")!)
        #expect(set.wireText == "12.3")
        #expect(try FormatCoding.fastEncode(FormatBox(set)) == FormatBox<Price>.json("\"12.3\""))
        #expect(try FormatCoding.codableEncode(FormatBox(set)) == FormatBox<Price>.json("\"12.3\""))
    }

    @Test("decimal strings round-trip on every path")
    func decimalRoundTrips() throws {
        for text in ["12.30", "-0.001", "1e5", "1.5E-3", "0", "-0.0", "12345678901234567890123456789012345678"] {
            let json = FormatBox<Price>.json("\"\(text)\"")
            #expect(try FormatCoding.fastRoundTrip(DecimalString.self, "\"\(text)\"") == json)
            #expect(try FormatCoding.codableRoundTrip(DecimalString.self, "\"\(text)\"") == json)
            let price = try #require(Price(wireText: text))
            #expect(try FormatCoding.plistRoundTrips(price).allSatisfy { $0 == price })
        }
    }

    @Test("decimal values: exact within 38 digits and exponents -128...127")
    func decimalValues() throws {
        #expect(DecimalString.value(ofWire: "1e5") == Decimal(100_000))
        #expect(DecimalString.value(ofWire: "100e-130") == Decimal(string: "1e-128"))
        #expect(DecimalString.value(ofWire: "0e999") == 0)
        #expect(DecimalString.value(ofWire: "1e0000000000000000000005") == Decimal(100_000))
        let widest = "99999999999999999999999999999999999999e89"
        #expect(
            DecimalString.value(ofWire: widest)?.description == "99999999999999999999999999999999999999"
                + String(repeating: "0", count: 89))
        #expect(
            DecimalString.value(ofWire: "1234567890123456789012345678901234567800")?.description
                == "1234567890123456789012345678901234567800")
    }

    @Test(
        "decimal strings refuse what Decimal cannot hold exactly and non-JSON spellings",
        arguments: [
            "123456789012345678901234567890123456789", "1e128", "1e-129", "0.1e-128", "12.", ".5", "+1", "01", "1,5",
            "", " 1", "NaN", "1e", "0x1", "１",
        ])
    func decimalMalformed(_ text: String) {
        #expect(Price(wireText: text) == nil)
    }

    @Test("canonical decimal texts never use exponents or locale separators")
    func decimalCanonical() {
        #expect(DecimalString.wireText(of: Decimal(string: "1e30")!) == "1" + String(repeating: "0", count: 30))
        #expect(DecimalString.wireText(of: Decimal(string: "-1e-5")!) == "-0.00001")
        #expect(DecimalString.wireText(of: Decimal(1_234_567.5)) == "1234567.5")
        #expect(Price(Decimal.nan).wireText == "NaN")
        for text in ["1e127", "1e-128", "-98765.4321", "12345678901234567890123456789012345678e-128"] {
            let canonical = DecimalString.wireText(of: Decimal(string: text)!)
            #expect(DecimalString.value(ofWire: canonical) == Decimal(string: text), "\(canonical)")
            #expect(!canonical.contains("e") && !canonical.contains(","))
        }
    }
}
