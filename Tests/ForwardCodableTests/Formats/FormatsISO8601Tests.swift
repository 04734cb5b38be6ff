import ForwardCodable
import Foundation
import Testing

/// `ISO8601DateTime`: wire texts kept exactly, canonical texts for set dates, strict reading.
@Suite struct FormatsISO8601Tests {
    typealias Stamp = Formatted<ISO8601DateTime>

    /// Texts that differ from their canonical form in every way a reader may see.
    static let texts = [
        "2026-12-03T10:00:00.123Z", "2026-12-03T10:00:00Z", "2026-12-03t10:00:00z", "2026-12-03T11:00:00+01:00",
        "2026-12-03T04:30:00.5-05:30", "2026-12-03T10:00:00.123456789012Z", "1969-07-20T20:17:40.000Z",
        "0001-01-01T00:00:00Z", "0000-02-29T12:00:00Z", "9999-12-31T23:59:59.999999Z", "2016-12-31T23:59:60Z",
        "2024-02-29T00:00:00-00:00", "2026-12-03T10:00:00.1+23:59",
    ]

    @Test("wire texts round-trip byte for byte on the fast path and the Codable path")
    func roundTrips() throws {
        for text in Self.texts {
            let json = FormatBox<Stamp>.json("\"\(text)\"")
            #expect(try FormatCoding.fastRoundTrip(ISO8601DateTime.self, "\"\(text)\"") == json)
            #expect(try FormatCoding.codableRoundTrip(ISO8601DateTime.self, "\"\(text)\"") == json)
            let stamp = try #require(Stamp(wireText: text))
            for copy in try FormatCoding.plistRoundTrips(stamp) {
                #expect(copy.wireText == text)
                #expect(copy.value == stamp.value)
            }
        }
    }

    @Test("values: offsets, lowercase, leap seconds, fractions of any length")
    func values() throws {
        func seconds(_ text: String) -> Double? { ISO8601DateTime.value(ofWire: text)?.timeIntervalSince1970 }
        #expect(seconds("1970-01-01T00:00:00Z") == 0)
        #expect(seconds("1970-01-01t01:00:00+01:00") == 0)
        #expect(seconds("1969-12-31T19:00:00-05:00") == 0)
        #expect(seconds("1969-12-31T23:59:59.5Z") == -0.5)
        #expect(seconds("2016-12-31T23:59:60Z") == seconds("2017-01-01T00:00:00Z"))
        #expect(seconds("2026-12-03T10:00:00.1234567890123456789Z") == seconds("2026-12-03T10:00:00.123456789Z"))
        #expect(seconds("0001-01-01T00:00:00Z") == -62_135_596_800)
        #expect(seconds("0000-01-01T00:00:00Z") == -62_167_219_200)
        #expect(seconds("9999-12-31T23:59:59Z") == 253_402_300_799)
        let reference = try #require(ISO8601DateTime.value(ofWire: "2001-01-01T00:00:00.000001Z"))
        #expect(reference.timeIntervalSinceReferenceDate == 0.000001)
    }

    @Test("a set date writes its canonical text: UTC, rounded to microseconds, 0, 3 or 6 digits")
    func canonicalTexts() throws {
        func text(_ seconds: Double) -> String {
            Stamp(Date(timeIntervalSince1970: seconds)).wireText
        }
        #expect(text(1_796_292_000) == "2026-12-03T10:00:00Z")
        #expect(text(1_796_292_000.123) == "2026-12-03T10:00:00.123Z")
        #expect(text(1_796_292_000.1234) == "2026-12-03T10:00:00.123400Z")
        #expect(text(1_796_292_000.999_999_7) == "2026-12-03T10:00:01Z")
        #expect(text(-0.5) == "1969-12-31T23:59:59.500Z")
        #expect(text(-0.000_001) == "1969-12-31T23:59:59.999999Z")
        #expect(text(-62_167_219_200) == "0000-01-01T00:00:00Z")
        #expect(text(-62_167_219_201) == "-000001-12-31T23:59:59Z")
        #expect(text(253_402_300_800) == "+010000-01-01T00:00:00Z")
        #expect(text(8.64e15) == "+275760-09-13T00:00:00Z")
        #expect(text(-8.64e15) == "-271821-04-20T00:00:00Z")
        #expect(Stamp(Date(timeIntervalSince1970: .nan)).wireText == "1970-01-01T00:00:00Z")
        #expect(Stamp(Date(timeIntervalSinceReferenceDate: .infinity)).wireText == "+275760-09-13T00:00:00Z")
        #expect(Stamp(Date(timeIntervalSinceReferenceDate: -1e300)).wireText == "-271821-04-20T00:00:00Z")
        let distant = Stamp(Date.distantFuture)
        #expect(distant.wireText == "4001-01-01T00:00:00Z")
        #expect(distant.value == Date.distantFuture)
    }

    @Test("canonical texts beyond 0000...9999 read back")
    func expandedYears() throws {
        for seconds in [-62_167_219_201.25, 253_402_300_800.5, 8.64e12, -8.64e12, -1e12] {
            let stamp = Stamp(Date(timeIntervalSince1970: seconds))
            let again = try #require(Stamp(wireText: stamp.wireText), "\(stamp.wireText)")
            #expect(again.value == stamp.value)
            #expect(abs(again.value.timeIntervalSince1970 - seconds) < 1e-3)
        }
        #expect(ISO8601DateTime.value(ofWire: "-000000-01-01T00:00:00Z") == nil)
        #expect(ISO8601DateTime.value(ofWire: "+10000-01-01T00:00:00Z") == nil)
    }

    @Test("a set value writes its canonical text on both paths, and holds what the text says")
    func setValueWrites() throws {
        let stamp = Stamp(Date(timeIntervalSince1970: 1_796_292_000.123_456_789))
        #expect(stamp.wireText == "2026-12-03T10:00:00.123457Z")
        #expect(stamp.value == ISO8601DateTime.value(ofWire: stamp.wireText))
        let json = FormatBox<Stamp>.json("\"2026-12-03T10:00:00.123457Z\"")
        #expect(try FormatCoding.fastEncode(FormatBox(stamp)) == json)
        #expect(try FormatCoding.codableEncode(FormatBox(stamp)) == json)
    }

    @Test("equality and hashing follow the wire text, not the instant")
    func equalityFollowsWire() throws {
        let zulu = try #require(Stamp(wireText: "2026-12-03T10:00:00Z"))
        let offset = try #require(Stamp(wireText: "2026-12-03T11:00:00+01:00"))
        let milliseconds = try #require(Stamp(wireText: "2026-12-03T10:00:00.000Z"))
        #expect(zulu.value == offset.value)
        #expect(zulu != offset)
        #expect(zulu != milliseconds)
        #expect(Set([zulu, offset, milliseconds, zulu]).count == 3)
        #expect(zulu == Stamp(zulu.value))
        #expect(zulu.description == "2026-12-03T10:00:00Z")
    }

    @Test(
        "malformed texts are refused",
        arguments: [
            "2026-02-30T00:00:00Z", "2026-12-03T24:00:00Z", "2026-13-01T00:00:00Z", "2026-12-03T10:00:00",
            "2026-12-03T10:00:00+14:60", "2025-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2026-12-03T10:60:00Z",
            "2026-12-03T10:00:61Z", "2026-00-01T00:00:00Z", "2026-12-00T00:00:00Z", "2026-12-03 10:00:00Z",
            "2026-12-03T10:00:00.Z", "2026-12-03T10:00Z", "26-12-03T10:00:00Z", "2026-12-03T10:00:00+1:00",
            "2026-12-03T10:00:00+0100", "2026-12-03T10:00:00+24:00", "2026-12-03T10:00:00Zx", "", "2026-12-03",
            " 2026-12-03T10:00:00Z", "2026-12-03T10:00:00Z ", "2026-12-03T10:00:00.12a4Z", "+2026-12-03T10:00:00Z",
            "２026-12-03T10:00:00Z", "2026-12-03T10:00:00,5Z",
        ])
    func malformed(_ text: String) {
        #expect(ISO8601DateTime.value(ofWire: text) == nil)
        #expect(Stamp(wireText: text) == nil)
    }

    @Test func validCenturyLeapDays() {
        #expect(ISO8601DateTime.value(ofWire: "2000-02-29T00:00:00Z") != nil)
        #expect(ISO8601DateTime.value(ofWire: "1600-02-29T00:00:00Z") != nil)
        #expect(ISO8601DateTime.value(ofWire: "2100-02-29T00:00:00Z") == nil)
    }
}
