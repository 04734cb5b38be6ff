import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// Absent versus null on generated records: each optional field, and each bag entry, comes back
/// as it was written.
@Suite("Absent and null in generated records")
struct PresenceRecordTests {
    static let keys = ["count", "extra", "flag", "jump", "link", "method", "methods", "note", "ratio", "seen", "tags"]

    @Test("absent optional fields stay absent, and so does an absent field with a default")
    func absent() throws {
        var presence = try decode(Presence.self, "{}")
        #expect(presence.note == nil && presence.method == nil && presence.extra == nil && presence.port == 22)
        #expect(try encode(presence) == "{}")
        presence.port = 22
        #expect(try encode(presence) == #"{"port":22}"#, "setting the default writes it")
    }

    @Test("explicit nulls are written back as null, for every kind of optional field")
    func explicitNulls() throws {
        let text =
            #"{"count":null,"extra":null,"flag":null,"jump":null,"link":null,"method":null,"#
            + #""methods":null,"note":null,"port":22,"ratio":null,"seen":null,"tags":null}"#
        let presence = try decode(Presence.self, text)
        #expect(presence.note == nil && presence.jump == nil && presence.extra == nil && presence.methods == nil)
        #expect(try encode(presence) == text)
        #expect(presence != (try decode(Presence.self, "{}")), "null and absent are different values")
    }

    @Test("each field on its own: null, absent and a value", arguments: keys)
    func oneField(_ key: String) throws {
        let values = [
            "count": "3", "extra": #"{"a":[null]}"#, "flag": "true",
            "jump": #"{"connectionMethod":"quic","hostname":"b","port":22,"user":null}"#,
            "link": #""https://example.com/a""#, "method": #""quic""#, "methods": #"["mosh","quic"]"#, "note": #""n""#,
            "ratio": "0.5", "seen": "12.5", "tags": #"["t"]"#,
        ]
        for written in ["null", values[key] ?? "null"] {
            let text = #"{"other":null,"port":22,"\#(key)":\#(written)}"#
            let sorted = try encode(decode(JSONValue.self, text))
            #expect(try reencode(Presence.self, text) == sorted)
        }
    }

    @Test("a nested record keeps its own nulls")
    func nested() throws {
        let text = #"{"jump":{"connectionMethod":"ssh","hostname":"b","port":22,"user":null},"port":22}"#
        #expect(try reencode(Presence.self, text) == text)
    }

    @Test("an explicit null for a field with a default becomes the default")
    func nullForDefault() throws {
        // A non-optional field cannot hold null: the schema's default stands in for it.
        #expect(try reencode(Presence.self, #"{"port":null}"#) == #"{"port":22}"#)
    }

    @Test("an explicit null in a JSON field with a default is kept")
    func nullInJSONFieldWithDefault() throws {
        let written = try reencode(Reading.self, #"{"meta":null,"value":1}"#)
        #expect(written == #"{"meta":null,"value":1}"#)
        #expect(try reencode(Reading.self, #"{"meta":[null],"value":null}"#) == #"{"meta":[null],"value":null}"#)
        #expect(throws: DecodingError.self, "a JSON field without a default is required") {
            try decode(Reading.self, "{}")
        }
    }

    @Test("setting a field writes it; nil again writes what the field arrived as")
    func edits() throws {
        var presence = try decode(Presence.self, #"{"note":null}"#)
        presence.note = "set"
        presence.method = .mosh
        #expect(try encode(presence) == #"{"method":"mosh","note":"set"}"#)
        presence.note = nil
        presence.method = nil
        #expect(try encode(presence) == #"{"note":null}"#)
    }

    @Test("null and absent survive property lists")
    func propertyLists() throws {
        let text =
            #"{"count":null,"extra":null,"jump":{"connectionMethod":"ssh","hostname":"b","port":22,"user":null},"port":22,"x":null}"#
        for format in plistFormats {
            #expect(try encode(plistRoundTrip(decode(Presence.self, text), format: format)) == text)
        }
    }
}
