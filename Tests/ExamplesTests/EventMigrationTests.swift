import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// `Event` (Schemas/Events.fcschema): explicit nulls survive every migration step, older versions
/// read with their own defaults, and a `null` stamp is an invalid stamp.
@Suite struct EventMigrationTests {
    /// The document of the issue: version 1, with explicit nulls.
    let v1WithNulls =
        #"{"v":1,"id":"e1","name":"N","start":0,"priority":"low","allDay":false,"notes":null,"organizer":null,"payload":null}"#

    @Test func explicitNullsSurviveEveryMigrationStep() throws {
        let event = try decode(Event.self, v1WithNulls)
        #expect(event.title == "N" && event.priority == 0 && event.notes == nil)
        #expect(
            try encode(event)
                == #"{"allDay":false,"id":"e1","notes":null,"organizer":null,"payload":null,"priority":0,"start":0,"title":"N","v":3}"#
        )
    }

    @Test func aVersion2DocumentKeepsItsNullsAndAnAbsentKeyStaysAbsent() throws {
        let event = try decode(Event.self, #"{"v":2,"id":"e1","title":"T","priority":"high","notes":null}"#)
        #expect(event.priority == 2)
        #expect(try encode(event) == #"{"id":"e1","notes":null,"priority":2,"title":"T","v":3}"#)
    }

    @Test func aValueSetAfterTheMigrationReplacesTheNull() throws {
        var event = try decode(Event.self, v1WithNulls)
        event.notes = "agenda"
        let written = try tree(try encode(event))
        #expect(written["notes"] == .string("agenda"))
        #expect(written["organizer"] == .null)
    }

    @Test func aRemovedFieldKeepsItsNullOnTheWire() throws {
        let event = try decode(Event.self, #"{"v":1,"id":"e1","name":"N","reminder":null}"#)
        #expect(event.unknownFields["reminder"] == .null)
        #expect(try encode(event) == #"{"id":"e1","priority":1,"reminder":null,"title":"N","v":3}"#)
    }

    @Test func aNullInTheBagIsAdoptedAsAnExplicitNull() throws {
        // Version 3 adds `location`: a version 2 document that held it as an unknown key, as
        // `null`, keeps the `null`.
        let event = try decode(Event.self, #"{"v":2,"id":"e1","title":"T","location":null}"#)
        #expect(event.location == nil && event.unknownFields["location"] == nil)
        #expect(try encode(event) == #"{"id":"e1","location":null,"priority":1,"title":"T","v":3}"#)
    }

    @Test func version1DocumentsReadWithVersion1Defaults() throws {
        // Version 1 defaulted the name to "Untitled", allDay to false and the priority to "normal".
        let event = try decode(Event.self, #"{"v":1,"id":"e1"}"#)
        #expect(event.title == "Untitled")
        #expect(event.priority == 1, "the old default \"normal\" went through the hook")
        #expect(event.unknownFields.isEmpty, "an absent removed field stays absent")
        // The steps supplied the title (`rename name -> title = "Untitled"`) and the priority (a
        // hook): both are written. Nobody set `start`, which no version's document held: absent.
        #expect(event.start == 0)
        #expect(try encode(event) == #"{"id":"e1","priority":1,"title":"Untitled","v":3}"#)
    }

    @Test func aVersion2DocumentWithoutATitleIsUnreadableAsVersion2() throws {
        // Version 2 had no default for the title: its snapshot does not borrow one.
        let error = try #require(throws: SchemaVersionError.self) {
            try decode(Event.self, #"{"v":2,"id":"e1"}"#)
        }
        #expect(error.reason == .unreadableVersion(version: 2))
    }

    @Test func aNullStampIsAnInvalidStamp() throws {
        let error = try #require(throws: SchemaVersionError.self) {
            try decode(Event.self, #"{"v":null,"id":"e1","title":"T"}"#)
        }
        #expect(error.reason == .invalidStamp(found: "null"))
        #expect(
            error.description
                == "Event: the version stamp is null, not an integer; this app supports versions 1 through 3.")
        #expect(try decode(Event.self, #"{"id":"e1","name":"N"}"#).title == "N", "an absent stamp is still version 1")
    }
}
