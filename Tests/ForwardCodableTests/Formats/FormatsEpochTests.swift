import ForwardCodable
import Foundation
import Testing

/// `EpochSeconds` and `EpochMilliseconds`: number texts kept exactly, canonical texts for set dates.
@Suite struct FormatsEpochTests {
    typealias Seconds = Formatted<EpochSeconds>
    typealias Milliseconds = Formatted<EpochMilliseconds>

    /// Number texts that the fast path keeps as written, including ones `JSONEncoder` would
    /// write differently.
    static let texts = [
        "1796292000", "1796292000.5", "-1.25", "0", "-0", "1796292000.123456789", "1.7962920005e9", "1E3",
        "0.000001", "-62135596800", "1796292000.10",
    ]

    @Test("the fast path writes every number text back byte for byte")
    func fastRoundTrips() throws {
        for text in Self.texts {
            let json = FormatBox<Seconds>.json(text)
            #expect(try FormatCoding.fastRoundTrip(EpochSeconds.self, text) == json)
            #expect(try FormatCoding.fastRoundTrip(EpochMilliseconds.self, text) == json)
        }
    }

    @Test("the Codable path round-trips integers and shortest texts exactly, through JSON and property lists")
    func codableRoundTrips() throws {
        for text in ["1796292000", "1796292000.5", "-1.25", "0", "1796292000123", "-0.001", "9007199254740993"] {
            let json = FormatBox<Seconds>.json(text)
            #expect(try FormatCoding.codableRoundTrip(EpochSeconds.self, text) == json)
            #expect(try FormatCoding.codableRoundTrip(EpochMilliseconds.self, text) == json)
            let seconds = try #require(Seconds(wireText: text))
            let milliseconds = try #require(Milliseconds(wireText: text))
            #expect(try FormatCoding.plistRoundTrips(seconds).allSatisfy { $0 == seconds })
            #expect(try FormatCoding.plistRoundTrips(milliseconds).allSatisfy { $0 == milliseconds })
        }
        // A decoder gives no number's text: the Codable path keeps the Double's shortest text.
        #expect(try FormatCoding.codableRoundTrip(EpochSeconds.self, "1.50") == FormatBox<Seconds>.json("1.5"))
    }

    @Test("values: fractions, negatives, exponents, precision of large texts")
    func values() throws {
        func seconds(_ text: String) -> Double? { EpochSeconds.value(ofWire: text)?.timeIntervalSince1970 }
        func milliseconds(_ text: String) -> Double? { EpochMilliseconds.value(ofWire: text)?.timeIntervalSince1970 }
        #expect(seconds("1796292000.5") == 1_796_292_000.5)
        #expect(seconds("-1.25") == -1.25)
        #expect(seconds("1E3") == 1000)
        #expect(milliseconds("1796292000500") == 1_796_292_000.5)
        #expect(milliseconds("-1250") == -1.25)
        #expect(EpochMilliseconds.value(ofWire: "-0.5") == Date(timeIntervalSinceReferenceDate: -978_307_200.0005))
        #expect(milliseconds("1.5e3") == 1.5)
        let precise = try #require(EpochSeconds.value(ofWire: "978307200.000001"))
        #expect(precise.timeIntervalSinceReferenceDate == 0.000001)
        let preciseMilliseconds = try #require(EpochMilliseconds.value(ofWire: "978307200000.001"))
        #expect(abs(preciseMilliseconds.timeIntervalSinceReferenceDate - 0.000001) < 1e-12)
    }

    @Test("a set date writes integers, or trimmed fractions, never exponents")
    func canonicalTexts() {
        func seconds(_ value: Double) -> String { Seconds(Date(timeIntervalSince1970: value)).wireText }
        func milliseconds(_ value: Double) -> String { Milliseconds(Date(timeIntervalSince1970: value)).wireText }
        #expect(seconds(1_796_292_000) == "1796292000")
        #expect(seconds(1_796_292_000.5) == "1796292000.5")
        #expect(seconds(1_796_292_000.123_456_7) == "1796292000.123457")
        #expect(seconds(-1.25) == "-1.25")
        #expect(seconds(-0.000_001) == "-0.000001")
        #expect(seconds(1e-7) == "0")
        #expect(seconds(0.000_000_6) == "0.000001")
        #expect(seconds(1e11) == "100000000000")
        #expect(seconds(.nan) == "0")
        #expect(seconds(1e300) == "8640000000000")
        #expect(milliseconds(1_796_292_000.123) == "1796292000123")
        #expect(milliseconds(1_796_292_000.123_4) == "1796292000123.4")
        #expect(milliseconds(1_796_292_000.123_456_7) == "1796292000123.457")
        #expect(milliseconds(-0.5) == "-500")
        #expect(milliseconds(-0.000_001) == "-0.001")
        #expect(milliseconds(-1e300) == "-8640000000000000")
    }

    @Test("equality follows the wire text")
    func equalityFollowsWire() throws {
        let plain = try #require(Seconds(wireText: "1000"))
        let exponent = try #require(Seconds(wireText: "1E3"))
        #expect(plain.value == exponent.value)
        #expect(plain != exponent)
        #expect(plain == Seconds(plain.value))
    }

    @Test(
        "malformed and non-finite numbers are refused",
        arguments: ["1e400", "-1e999", "01", "+1", "1.", ".5", "", "NaN"])
    func malformed(_ text: String) {
        #expect(Seconds(wireText: text) == nil)
        #expect(Milliseconds(wireText: text) == nil)
    }
}
