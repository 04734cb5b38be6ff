import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// The contract with property lists: generated records read from JSON, written to a property
/// list and read back are the same values, and write the same JSON again.
@Suite("Generated records through property lists")
struct PropertyListRecordTests {
    static let host = Hosts.host(
        "a",
        extra:
            #","display_name":null,"jump":{"connectionMethod":"quic","hostname":"b","port":2222,"user":null,"v":[1.5,-0]},"#
            + #""x":{"big":18446744073709551615,"flag":true,"list":[null,"s",-7],"n":null}"#
    )

    @Test("a host with unknown fields, an unknown enum value and explicit nulls")
    func host() throws {
        let decoded = try decode(Host.self, Self.host)
        for format in plistFormats {
            let back = try plistRoundTrip(decoded, format: format)
            #expect(back == decoded)
            #expect(try encode(back) == canonical(Self.host))
        }
    }

    @Test("a fleet with unreadable elements in every kind of collection")
    func fleet() throws {
        let text =
            #"{"audited":[],"by_region":{"us":\#(Hosts.missingName)},"groups":{"g":[\#(Hosts.wrongType)]},"#
            + #""hosts":[\#(Hosts.host("a")),\#(Hosts.futureShape),\#(Hosts.bareValue)],"standby":null}"#
        let decoded = try decode(Fleet.self, text)
        for format in plistFormats {
            let back = try plistRoundTrip(decoded, format: format)
            #expect(back.hosts.wire.failures().map(\.index) == [1, 2])
            #expect(back.byRegion.wire.failures().keys.sorted() == ["us"])
            #expect(try encode(back) == canonical(text))
        }
    }

    /// XML property lists store dates to the second (Foundation), so the date here is whole.
    @Test("a task list with dates, URLs, optional doubles and enum lists")
    func taskList() throws {
        let text =
            #"{"archive":{},"id":"\#(Hosts.ids[2])","tasks":[{"checklist":[],"done":true,"due":12,"#
            + #""estimate_hours":null,"id":"\#(Hosts.ids[0])","labels":["bug","later"],"links":{"spec":"https://example.com/s"},"#
            + #""priority":"p0","title":"t"}],"title":"Release"}"#
        let decoded = try decode(TaskList.self, text)
        for format in plistFormats {
            let back = try plistRoundTrip(decoded, format: format)
            #expect(back.tasks.first?.due == decoded.tasks.first?.due, "\(format.rawValue)")
            #expect(back == decoded, "\(format.rawValue)")
            #expect(try encode(back) == text, "\(format.rawValue)")
        }
    }

    @Test("a record read from a property list keeps its unknown fields when written to JSON")
    func fromPropertyList() throws {
        let host = try decode(Host.self, Self.host)
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let xml = try encoder.encode(host)
        let fromPlist = try PropertyListDecoder().decode(Host.self, from: xml)
        #expect(fromPlist.unknownFields == host.unknownFields)
        #expect(fromPlist.connectionMethodRaw == "ssh")
        #expect(fromPlist.jump?.connectionMethodRaw == "quic")
    }
}
