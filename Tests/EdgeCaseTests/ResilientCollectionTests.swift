import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// Collections of generated records: one unreadable element neither fails the collection nor
/// leaves it, in lists, dictionaries, lists inside dictionaries, optional lists and top-level
/// documents; `@strict` fields and `strictCollections` decodes fail instead.
@Suite("Resilient collections of generated records")
struct ResilientCollectionTests {
    static let unreadable = [Hosts.missingName, Hosts.wrongType, Hosts.futureShape, Hosts.bareValue]
    static let hostList =
        "["
        + ([Hosts.host("a")] + unreadable + [Hosts.host("e", extra: #","x":{"y":[1,null]}"#)])
        .joined(separator: ",") + "]"

    @Test("a top-level [Host] document keeps every element in its position")
    func topLevel() throws {
        let hosts = try decode([Resilient<Host>].self, Self.hostList)
        #expect(hosts.count == 6)
        #expect(hosts.decodedValues().map(\.name) == ["a", "e"])
        #expect(hosts.decodedValues()[1].unknownFields == ["x": ["y": [1, nil]]])
        #expect(hosts.failures().map(\.index) == [1, 2, 3, 4])
        #expect(try encode(hosts) == Self.hostList)
    }

    @Test("each failure names the record, the field and the path")
    func failureReasons() throws {
        let failures = try decode([Resilient<Host>].self, Self.hostList).failures().map(\.element.failure)
        #expect(failures[0].codingPath == "[1]")
        #expect(failures[0].message == #"SSHHost.name at [1]: the required key "name" is missing."#)
        #expect(failures[1].codingPath == "[2].port")
        #expect(failures[1].message.hasPrefix("SSHHost.port at [2].port: "))
        #expect(failures[2].codingPath == "[3].id")
        #expect(failures[2].message.hasPrefix("SSHHost.id at [3].id: "))
        #expect(failures[3].codingPath == "[4]")
        #expect(failures[3].message.contains("found a string"))
        #expect(failures[3].message.hasPrefix("SSHHost at [4]: "))
    }

    static var fleet: String {
        let group = "[" + [Hosts.host("g1"), Hosts.wrongType].joined(separator: ",") + "]"
        return #"{"audited":[],"by_region":{"eu":\#(Hosts.host("eu")),"us":\#(Hosts.missingName)},"#
            + #""groups":{"blue":\#(group),"green":[]},"hosts":\#(hostList),"standby":[\#(Hosts.bareValue)]}"#
    }

    @Test("lists, dictionaries, lists in dictionaries and optional lists inside a record are resilient")
    func insideRecords() throws {
        let fleet = try decode(Fleet.self, Self.fleet)
        #expect(fleet.hosts.map(\.name) == ["a", "e"])
        #expect(fleet.hosts.wire.failures().count == 4)
        #expect(fleet.byRegion.keys.sorted() == ["eu"])
        #expect(fleet.byRegion.wire.failures().keys.sorted() == ["us"])
        #expect(fleet.byRegion.wire.failures()["us"]?.failure.codingPath == "by_region.us")
        #expect(fleet.groups["blue"]?.map(\.name) == ["g1"])
        #expect(fleet.groups.wire["blue"]?.failures().first?.element.failure.codingPath == "groups.blue[1].port")
        #expect(fleet.standby?.isEmpty == true)
        #expect(fleet.standby?.wire.count == 1)
        #expect(try encode(fleet) == Self.fleet)
    }

    @Test("editing the typed view keeps unreadable elements where they were")
    func editsThroughTheView() throws {
        var fleet = try decode(Fleet.self, Self.fleet)
        fleet.hosts.removeFirst()
        fleet.hosts.append(try decode(Host.self, Hosts.host("f", id: 2)))
        fleet.byRegion["eu"] = nil
        let expected =
            "["
            + (Self.unreadable + [Hosts.host("e", extra: #","x":{"y":[1,null]}"#), Hosts.host("f", id: 2)])
            .joined(separator: ",") + "]"
        #expect(try encode(fleet.hosts.wire) == expected)
        #expect(try encode(fleet.byRegion.wire) == #"{"us":\#(Hosts.missingName)}"#)
    }

    @Test("a @strict field fails the whole record on its first unreadable element")
    func strictField() throws {
        let text = #"{"audited":[\#(Hosts.host("a")),\#(Hosts.wrongType)]}"#
        let error = try #require(throws: DecodingError.self) { try decode(Fleet.self, text) }
        #expect(details(of: error).path == "audited[1].port")
        #expect(details(of: error).message.hasPrefix("SSHHost.port at audited[1].port: "))
        let fleet = try decode(Fleet.self, #"{"audited":[\#(Hosts.host("a"))]}"#)
        #expect(fleet.audited.map(\.name) == ["a"])
    }

    @Test("strictCollections makes one decode strict everywhere")
    func strictDecode() throws {
        let strict: [CodingUserInfoKey: any Sendable] = [.strictCollections: true]
        let error = try #require(throws: DecodingError.self) { try decode(Fleet.self, Self.fleet, userInfo: strict) }
        #expect(details(of: error).path.hasPrefix("by_region.us") || details(of: error).path.hasPrefix("hosts[1]"))
        #expect(throws: DecodingError.self) { try decode([Resilient<Host>].self, Self.hostList, userInfo: strict) }
        let readable = "[" + Hosts.host("a") + "]"
        #expect(try decode([Resilient<Host>].self, readable, userInfo: strict).decodedValues().count == 1)
    }

    @Test("a single record is not a collection: an unreadable one fails its parent, with a clear error")
    func singleRecord() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode(Fleet.self, #"{"primary":\#(Hosts.missingName)}"#)
        }
        #expect(details(of: error).message == #"SSHHost.name at primary: the required key "name" is missing."#)
    }

    @Test("nested collections: an unreadable checklist entry stays inside its readable task")
    func nestedRecords() throws {
        let task =
            #"{"checklist":[{"done":false,"text":"ok"},{"done":"yes","text":"bad"}],"done":false,"#
            + #""id":"\#(Hosts.ids[0])","labels":["bug","regression"],"links":{},"priority":"p0","title":"t"}"#
        let badTask = #"{"id":"\#(Hosts.ids[1])","title":7}"#
        let text =
            #"{"archive":{"2026-11":[\#(badTask)]},"id":"\#(Hosts.ids[2])","tasks":[\#(task),\#(badTask)],"title":"Release"}"#
        let list = try decode(TaskList.self, text)
        #expect(list.tasks.count == 1)
        #expect(list.tasks[0].checklist.map(\.text) == ["ok"])
        #expect(
            list.tasks[0].checklist.wire.failures().first?.element.failure.codingPath == "tasks[0].checklist[1].done")
        #expect(Array(list.tasks[0].labels) == [.bug, .other], "the view shows the fallback")
        #expect(list.tasks[0].labels != [.bug, .other], "views compare their wire forms")
        #expect(list.tasks.wire.failures().map(\.index) == [1])
        #expect(list.archive["2026-11"]?.isEmpty == true)
        #expect(list.archive.wire["2026-11"]?.count == 1)
        #expect(try encode(list) == text)
    }

    @Test("a versioned record from the future is kept verbatim in a list, with its version error")
    func versionedElements() throws {
        let text = #"[{"build":418,"schema":2,"text":"Harbor build 418"},{"schema":9,"shape":"new"}]"#
        let notes = try decode([Resilient<Note>].self, text)
        #expect(notes.decodedValues().map(\.build) == [418])
        #expect(notes.failures().first?.element.failure.message.contains("found version 9") == true)
        #expect(try encode(notes) == text)
    }
}
