import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// Numbers in JSON-typed fields and in the bag of unknown fields of generated records: what
/// survives a round trip, and what is refused loudly.
@Suite("Numbers in generated records")
struct JSONFieldNumberTests {
    /// Each number is written back as the same number; the second text is how `JSONEncoder`
    /// writes it.
    static let survivors: [(String, String)] = [
        ("-9223372036854775808", "-9223372036854775808"),
        ("9223372036854775807", "9223372036854775807"),
        ("9223372036854775808", "9223372036854775808"),
        ("18446744073709551615", "18446744073709551615"),
        ("18446744073709551616", "18446744073709551616"),
        ("340282366920938463463374607431768211455", "340282366920938463463374607431768211455"),
        ("0.1", "0.1"),
        ("0.10000000000000001", "0.10000000000000001"),
        ("3.141592653589793238462643383279502884", "3.141592653589793238462643383279502884"),
        ("1.0", "1"),
        ("1e3", "1000"),
        ("-0", "-0"),
        ("-0.0", "-0"),
    ]

    @Test("in a JSON field, a list of JSON, a dictionary of JSON and the bag", arguments: survivors)
    func survives(_ number: (String, String)) throws {
        let (text, written) = number
        let input = #"{"by_name":{"n":\#(text)},"meta":{},"series":[\#(text)],"unknown":[\#(text)],"value":\#(text)}"#
        let output =
            #"{"by_name":{"n":\#(written)},"meta":{},"series":[\#(written)],"unknown":[\#(written)],"value":\#(written)}"#
        let reading = try decode(Reading.self, input)
        #expect(reading.value == reading.series[0])
        #expect(reading.unknownFields["unknown"] == [reading.value])
        #expect(try encode(reading) == output)
        #expect(try reencode(Reading.self, output) == output, "stable from the first write on")
    }

    @Test(
        "a number beyond Double's range fails the record with its type, field and path",
        arguments: ["1e400", "-1e400", "1e-400"]
    )
    func refused(_ text: String) throws {
        let error = try #require(throws: DecodingError.self) {
            try decode(Reading.self, #"{"value":{"deep":[0,\#(text)]}}"#)
        }
        #expect(details(of: error).path == "value.deep[1]")
        #expect(details(of: error).message.hasPrefix("Reading.value at value.deep[1]: "))
        let inBag = try #require(throws: DecodingError.self) {
            try decode(Reading.self, #"{"value":1,"other":\#(text)}"#)
        }
        #expect(details(of: inBag).path == "other")
        #expect(details(of: inBag).message.hasPrefix("Reading.other at other: "))
    }

    @Test("a number the decoder rounds is refused by decodeRefusingRoundedNumbers")
    func roundedByTheDecoder() throws {
        let text = #"{"value":[1,1000000000000000000000000000000000000000001]}"#
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decodeRefusingRoundedNumbers(Reading.self, from: Data(text.utf8))
        }
        #expect(details(of: error).path == "value[1]")
        // Without the check, JSONDecoder's rounding cannot be seen: the documented limit.
        #expect(try decode(Reading.self, text).value == [1, .exactNumber("1" + String(repeating: "0", count: 42))])
    }

    @Test("a typed Int field reading 1e400 fails with the record's name and path")
    func typedFieldOutOfRange() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode([Host].self, "[" + Hosts.host("a") + #",{"id":"\#(Hosts.ids[1])","name":"b","port":1e400}]"#)
        }
        #expect(details(of: error).path == "[1]")
        #expect(details(of: error).message.hasPrefix("SSHHost at [1]: "))
        #expect(details(of: error).message.contains("1e400"))
    }

    @Test("in a resilient list, an element holding 1e400 is unreadable, says why, and does not fail the list")
    func unkeepableElement() throws {
        let hosts = try decode(
            [Resilient<Host>].self, "[" + Hosts.host("a") + #",{"id":"\#(Hosts.ids[1])","name":"b","x":1e400}]"#)
        #expect(hosts.decodedValues().map(\.name) == ["a"])
        let unreadable = try #require(hosts[1].undecodable)
        #expect(unreadable.failure.description.hasPrefix("SSHHost.x at [1].x: Found the number 1e400"))
        #expect(unreadable.readFailure?.description.hasPrefix("[1].x: Found the number 1e400") == true)
        #expect(try encode(hosts) == "[" + Hosts.host("a") + ",null]")
    }
}
