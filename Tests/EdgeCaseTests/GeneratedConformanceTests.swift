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
        #expect(details(of: error).message.hasPrefix("Host: the decoder failed on one of its fields: "))
        #expect(details(of: error).message.contains("surrogate"))
        #expect(details(of: error).message.contains("at line 1, column 60"))
    }

    @Test("a declared Double refuses 0e1 as JSONDecoder does, and says it is a zero (Numbers.md)")
    func doubleRefusesZeroWithExponent() throws {
        let error = try #require(throws: DecodingError.self) { try decode(Presence.self, #"{"ratio":0e1}"#) }
        #expect(details(of: error).message.hasPrefix("Presence: the decoder failed on one of its fields: "))
        #expect(details(of: error).message.contains("the number 0e1 is zero, but JSONDecoder refuses it"))
        #expect(try decode(Presence.self, #"{"extra":0e1,"ratio":0e10}"#).extra == 0)
    }

    @Test("a declared Int reads -1e-400 and 1e-400 as 0, as JSONDecoder does (Numbers.md)")
    func intUnderflowReadsZero() throws {
        for text in ["-1e-400", "1e-400"] {
            let presence = try decode(Presence.self, #"{"count":\#(text)}"#)
            #expect(presence.count == 0)
            #expect(try encode(presence) == #"{"count":0,"port":22}"#)
        }
        // A JSON field refuses the same number rather than rounding it.
        #expect(throws: DecodingError.self) { try decode(Presence.self, #"{"extra":-1e-400}"#) }
    }
}
