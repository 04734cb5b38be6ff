import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// JSONTestSuite-style conformance for generated records: every valid number in the bag, in a
/// JSON field and in a resilient list is read and written back; typed fields follow their Swift
/// type, as documented; unreadable values say what and where.
@Suite("JSON conformance in generated records")
struct GeneratedConformanceTests {
    static let validNumbers = [
        "0", "-0", "0.0", "-0.0", "0e1", "0E1", "0e+1", "0e-1", "0e2", "0e5", "0e1000", "-0e1", "-0E5", "0.0e5",
        "0.00e1", "-0.0e9", "1e1", "1E+2", "1e-2", "-1e2", "1E22", "123.456e78", "123e65", "-9223372036854775808",
        "18446744073709551615", "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308",
        "12345678901234567890123456789012345678", "3.141592653589793238462643383279502884",
    ]

    @Test("the bag of a Host keeps every valid number and writes it back", arguments: validNumbers)
    func inBag(_ text: String) throws {
        let document = Hosts.host("a", extra: #","n":\#(text)"#)
        let host = try decode(Host.self, document)
        #expect(host.unknownFields["n"] == (try decode(JSONValue.self, text)))
        let written = try encode(host)
        #expect(try decode(Host.self, written) == host)
        #expect(try reencode(Host.self, written) == written)
    }

    @Test("a Reading's JSON fields keep every valid number and write it back", arguments: validNumbers)
    func inJSONFields(_ text: String) throws {
        let reading = try decode(Reading.self, #"{"by_name":{"n":\#(text)},"series":[\#(text)],"value":\#(text)}"#)
        #expect(reading.value == reading.series[0])
        #expect(reading.byName["n"] == reading.value)
        #expect(try decode(Reading.self, try encode(reading)) == reading)
    }

    @Test("a Fleet's resilient list keeps every valid number, in decoded and kept hosts", arguments: validNumbers)
    func inResilientList(_ text: String) throws {
        let readable = Hosts.host("a", extra: #","n":\#(text)"#)
        let unreadable = #"{"id":"\#(Hosts.ids[1])","n":\#(text)}"#
        let fleet = try decode(Fleet.self, #"{"hosts":[\#(readable),\#(unreadable)]}"#)
        #expect(fleet.hosts.count == 1)
        #expect(fleet.hosts.wire.failures().count == 1)
        #expect(fleet.hosts.wire.failures()[0].element.isVerbatim)
        #expect(try decode(Fleet.self, try encode(fleet)) == fleet)
    }

    @Test("a host holding an unreadable value is unreadable, not a failed fleet, and is written back as null")
    func unreadableHost() throws {
        let bad = Hosts.host("b", id: 1, extra: #","n":1e400"#)
        let fleet = try decode(Fleet.self, #"{"hosts":[\#(Hosts.host("a")),\#(bad)]}"#)
        let failure = try #require(fleet.hosts.wire.failures().first)
        #expect(failure.index == 1)
        #expect(failure.element.readFailure?.description.hasPrefix("hosts[1].n: Found the number 1e400") == true)
        #expect(try encode(fleet).contains(#""hosts":[\#(Hosts.host("a")),null]"#))
    }

    @Test("a typed field the decoder cannot read names the record, what was found and where")
    func typedFieldMessage() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode(Host.self, #"{"id":"\#(Hosts.ids[0])","name":"\ud800"}"#)
        }
        #expect(details(of: error).message.hasPrefix("SSHHost: the decoder failed on one of its fields: "))
        #expect(details(of: error).message.contains("surrogate"))
        #expect(details(of: error).message.contains("at line 1, column 60"))
    }

    /// The valid numbers a `Double` can hold: all but the 38-digit integer and the UInt64 edge
    /// (which it rounds) and the Int64 edges, whose exactness is not `Double`'s to keep.
    static let doubleNumbers = validNumbers.filter { !$0.hasPrefix("1234567890123") }

    @Test(
        "a declared Double reads every valid number in every position, zeros with exponents too",
        arguments: doubleNumbers)
    func declaredDoubles(_ text: String) throws {
        let document =
            #"{"by_name":{"n":\#(text)},"offset":\#(text),"samples":[1,\#(text)],"scale":\#(text),"value":\#(text)}"#
        let measure = try decode(Measure.self, document)
        let expected = try #require(Double(text))
        #expect(measure.value == expected)
        #expect(measure.value.sign == expected.sign)
        #expect(measure.scale == expected)
        #expect(measure.samples == [1, expected])
        #expect(measure.byName == ["n": expected])
        #expect(measure.offset == expected)
        #expect(try decode(Measure.self, try encode(measure)) == measure)
    }

    @Test("an optional Double reads 0e1 and keeps an explicit null beside it")
    func optionalDoubleZero() throws {
        let presence = try decode(Presence.self, #"{"note":null,"ratio":0e1}"#)
        #expect(presence.ratio == 0)
        #expect(try encode(presence) == #"{"note":null,"ratio":0}"#)
        let negative = try decode(Presence.self, #"{"ratio":-0.0E+5}"#)
        #expect(negative.ratio?.sign == .minus)
    }

    @Test("a declared Double still refuses a number beyond its range, naming the field")
    func doubleOutOfRange() throws {
        for text in ["1e400", "-1e400", "1e-400"] {
            let error = try #require(throws: DecodingError.self) {
                try decode(Measure.self, #"{"samples":[\#(text)],"value":1}"#)
            }
            #expect(details(of: error).message.hasPrefix("Measure"), "\(details(of: error).message)")
        }
    }

    @Test("a declared Int reads -1e-400 and 1e-400 as 0, as JSONDecoder does (Numbers.md)")
    func intUnderflowReadsZero() throws {
        for text in ["-1e-400", "1e-400"] {
            let presence = try decode(Presence.self, #"{"count":\#(text)}"#)
            #expect(presence.count == 0)
            #expect(try encode(presence) == #"{"count":0}"#)
        }
        // A JSON field refuses the same number rather than rounding it.
        #expect(throws: DecodingError.self) { try decode(Presence.self, #"{"extra":-1e-400}"#) }
    }
}
