import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// Every kind of decode event in every position, on both codecs, against the oracle computed
/// from the document and the example schemas: top level, nested records, lists, dictionaries,
/// unions (internally and adjacently tagged, in fields, lists and dictionaries), and the
/// snapshots of a versioned record during its migration.
@Suite("Decode report: every position")
struct ReportPositionTests {
    typealias Event = ReportOracle.Event

    /// Decodes `json` as `type` with both codecs and checks both reports against the oracle;
    /// returns the events.
    @discardableResult
    static func check<T: Decodable & FastJSONDecodable>(
        _ type: T.Type, _ json: String, schema: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [Event] {
        let data = Data(json.utf8)
        let oracle = try ReportOracle(schemaAt: "Schemas/\(schema).fcschema")
        let expected = oracle.events(try JSONDecoder().decode(JSONValue.self, from: data), as: "\(T.self)")
        let result = ReportFleetTests.reports(T.self, data)
        #expect(result.codable == expected, "JSONDecoder", sourceLocation: sourceLocation)
        #expect(result.fast == expected, "ForwardJSONDecoder", sourceLocation: sourceLocation)
        return expected
    }

    @Test("records: top level, nested, in lists and in dictionaries of lists")
    func records() throws {
        let events = try Self.check(
            TaskList.self,
            """
            {"id": "7F809192-A3B4-4C5D-8E7F-8091A2B3C4D5", "title": "Ship", "owner": "ada",
             "tasks": [
               {"id": "8091A2B3-C4D5-4E6F-8091-A2B3C4D5E6F7", "title": "a", "priority": "someday",
                "labels": ["bug", "research", "chore"], "due": null, "color": "teal",
                "checklist": [{"text": "x", "weight": 2}, {"done": true}, {"text": "y", "done": null}]},
               {"title": "no id"},
               7
             ],
             "archive": {"2026-11": [
               {"id": "8091A2B3-C4D5-4E6F-8091-A2B3C4D5E6F8", "title": "b", "done": true, "priority": "high",
                "labels": [], "checklist": [], "links": {"spec": "https://example.com"}, "estimate_hours": null,
                "gen4": 1},
               "not a task"
             ]}}
            """, schema: "Tasks")
        let kinds = Set(events.map(\.kind))
        #expect(kinds == [.unknownKey, .unknownEnumValue, .undecodableElement, .defaultTaken, .explicitNull])
        #expect(
            events.contains(
                Event(.unknownEnumValue, "tasks[0].labels[1]", "TaskItem", field: "labels", value: "research")))
        #expect(events.contains(Event(.undecodableElement, "archive.2026-11[1]", "TaskItem")))
        #expect(events.contains(Event(.unknownKey, "tasks[0].checklist[0].weight", "ChecklistEntry", field: "weight")))
        #expect(events.contains(Event(.undecodableElement, "tasks[0].checklist[1]", "ChecklistEntry")))
    }

    @Test("unions: in a field, optional, in lists, dictionaries and nested records, adjacently tagged")
    func unions() throws {
        let events = try Self.check(
            Page.self,
            """
            {"title": "Home", "cover": {"type": "video", "src": "a.mp4"},
             "banner": {"type": "img", "url": "https://example.com/b.png", "caption": null, "alt": "b"},
             "blocks": [{"type": "paragraph", "text": "hi", "style": "bold"}, {"type": "img"},
                        {"type": "divider", "thick": true}, {"type": "table", "rows": 2}],
             "named": {"intro": {"type": "quote"}, "outro": {"type": "paragraph"}},
             "sections": [{"title": "s", "blocks": [{"type": "poll"}], "collapsed": false}, {"title": "t"}],
             "attachment": {"kind": "file", "data": {"name": "a.pdf", "owner": "ada"}}}
            """, schema: "Blocks")
        #expect(events.contains(Event(.unknownVariant, "cover", "Block", value: "video")))
        #expect(events.contains(Event(.unknownVariant, "named.intro", "Block", value: "quote")))
        #expect(events.contains(Event(.undecodableElement, "named.outro", "Block")))
        #expect(events.contains(Event(.unknownVariant, "sections[0].blocks[0]", "Block", value: "poll")))
        #expect(events.contains(Event(.unknownKey, "attachment.data.owner", "FileRef", field: "owner")))
        #expect(events.contains(Event(.explicitNull, "banner.caption", "ImageBlock", field: "caption")))
        #expect(!events.contains { $0.field == "type" }, "a union's tag is not an unknown key of its payload")
        let adjacent = try Self.check(
            Page.self,
            """
            {"title": "x", "cover": {"type": "divider"}, "attachment": {"kind": "file", "data": {"name": 3}}}
            """, schema: "Blocks")
        #expect(adjacent.contains(Event(.undecodableElement, "attachment", "Attachment")))
    }

    @Test("versioned: current, newer, and the snapshots of each older version during migration")
    func versions() throws {
        let id = "\"id\": \"7F809192-A3B4-4C5D-8E7F-8091A2B3C4D5\""
        let v1 = try Self.check(
            Document.self, "{\(id), \"heading\": \"h\", \"body\": \"b\", \"status\": \"published\", \"extra\": 1}",
            schema: "Documents")
        #expect(v1.contains(Event(.migration, "", "Document", value: "1 to 3")))
        #expect(!v1.contains { $0.kind == .unknownKey && $0.field == "status" }, "status is adopted at version 2")
        #expect(v1.contains(Event(.unknownKey, "extra", "Document", field: "extra")))
        // A version 1 document whose bag holds a status this version does not know: the step that
        // adopts it reports the value, as reading the field would.
        let adopted = try Self.check(
            Document.self, "{\(id), \"heading\": \"h\", \"status\": \"pinned\"}", schema: "Documents")
        #expect(adopted.contains(Event(.unknownEnumValue, "status", "Document", field: "status", value: "pinned")))
        let v2 = try Self.check(
            Document.self, "{\(id), \"schemaVersion\": 2, \"heading\": \"h\", \"status\": \"pinned\"}",
            schema: "Documents")
        #expect(v2.contains(Event(.unknownEnumValue, "status", "Document", field: "status", value: "pinned")))
        #expect(v2.contains(Event(.defaultTaken, "body", "Document", field: "body")))
        let v3 = try Self.check(
            Document.self, "{\(id), \"schemaVersion\": 3, \"title\": \"t\", \"status\": \"pinned\"}",
            schema: "Documents")
        #expect(!v3.contains { $0.kind == .migration || $0.kind == .newerDocument })
        let v4 = try Self.check(
            Document.self, "{\(id), \"schemaVersion\": 4, \"title\": \"t\", \"status\": \"pinned\", \"tags\": []}",
            schema: "Documents")
        #expect(v4.contains(Event(.newerDocument, "", "Document", value: "4")))
        #expect(v4.contains(Event(.unknownEnumValue, "status", "Document", field: "status", value: "pinned")))
    }

    @Test("another coder: PropertyListDecoder reports what the oracle computes, through the userInfo key")
    func propertyList() throws {
        let json = Data(
            #"""
            {"id": "7F809192-A3B4-4C5D-8E7F-8091A2B3C4D5", "title": "Ship", "owner": "ada",
             "tasks": [{"id": "8091A2B3-C4D5-4E6F-8091-A2B3C4D5E6F7", "title": "a", "priority": "someday",
                        "labels": ["bug", "research"], "links": {}}, "not a task"],
             "archive": {"2026-11": [{"title": "no id"}]}}
            """#.utf8)
        let document = try JSONDecoder().decode(JSONValue.self, from: json)
        let plist = try PropertyListEncoder().encode(document)
        let recorder = DecodeRecorder()
        let decoder = PropertyListDecoder()
        decoder.userInfo[.decodeReport] = recorder
        _ = try decoder.decode(TaskList.self, from: plist)
        let expected = try ReportOracle(schemaAt: "Schemas/Tasks.fcschema").events(document, as: "TaskList")
        #expect(recorder.take().events.map(Event.init).sorted() == expected)
        #expect(
            expected.contains(
                Event(.unknownEnumValue, "tasks[0].labels[1]", "TaskItem", field: "labels", value: "research")))
    }

    @Test("a report reads as one line per event")
    func description() throws {
        let recorder = DecodeRecorder()
        var decoder = ForwardJSONDecoder()
        decoder.report = recorder
        let data = Data(
            #"""
            {"id": "7F809192-A3B4-4C5D-8E7F-8091A2B3C4D5", "title": "Ship", "owner": "ada",
             "tasks": [{"id": "8091A2B3-C4D5-4E6F-8091-A2B3C4D5E6F7", "title": "a", "priority": "someday",
                        "done": false, "labels": [], "checklist": [], "links": {}, "due": null}, 7]}
            """#.utf8)
        _ = try decoder.decode(TaskList.self, from: data)
        let lines = recorder.take().description.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "archive: absent TaskList.archive took its default",
                "owner: unknown key in TaskList.owner",
                "tasks[0].due: explicit null in TaskItem.due",
                "tasks[0].priority: unknown enum value \"someday\" in TaskItem.priority",
                "tasks[1]: undecodable TaskItem kept: Expected to decode Dictionary<String, Any> but found a number "
                    + "instead at line 3, column 86",
            ])
    }

    @Test("a decode without a recorder reports nothing, and the recorder keeps what it is not handed")
    func off() throws {
        let recorder = DecodeRecorder()
        let data = Data(#"{"title": "x", "cover": {"type": "video"}, "gen4": 1}"#.utf8)
        _ = try JSONDecoder().decode(Page.self, from: data)
        _ = try ForwardJSONDecoder().decode(Page.self, from: data)
        #expect(recorder.take().isEmpty)
    }
}
