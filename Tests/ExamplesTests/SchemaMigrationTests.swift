import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// "The Schema Moved": schema 1 on disk, schema 2 (and 3) in the app. Each observation of the
/// story is a test.
@Suite struct SchemaMigrationTests {
    let v1 = #"{"text":"Harbor build 418","schema":1}"#

    /// The story's control: the current shape, decoded without migration, as a plain struct.
    struct StrictNoteV2: Codable {
        var schema: Int
        var text: String
        var build: Int
    }

    @Test func theCurrentStructWithoutMigrationFailsWithKeyNotFoundForBuild() {
        #expect {
            try decode(StrictNoteV2.self, v1)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "build"
        }
    }

    @Test func theMigratingDecodeGivesSchema2AndBuild418() throws {
        let note = try decode(Note.self, v1)
        #expect(note.wireVersion == 2)
        #expect(note.text == "Harbor build 418")
        #expect(note.build == 418)
        #expect(try encode(note) == #"{"build":418,"schema":2,"text":"Harbor build 418"}"#)
    }

    @Test func checkingTheSchemaBeatsHopingTheKeysLookRight() throws {
        let lying = #"{"text":"Harbor build 418","schema":1,"build":0}"#
        #expect(try decode(StrictNoteV2.self, lying).build == 0, "the strict decode succeeds, and lies")
        let note = try decode(Note.self, lying)
        #expect(note.build == 418, "stamped 1, so it is migrated as version 1")
        #expect(note.unknownFields["build"] == nil, "the declared field wins over the stale key")
    }

    @Test func unknownKeysOfAnOldDocumentSurviveMigrationAndReencoding() throws {
        let note = try decode(Note.self, #"{"text":"Harbor build 418","schema":1,"color":"teal","tags":{"a":[1]}}"#)
        #expect(note.unknownFields == ["color": "teal", "tags": ["a": [1]]])
        #expect(
            try tree(encode(note)) == [
                "build": 418, "schema": 2, "text": "Harbor build 418", "color": "teal", "tags": ["a": [1]],
            ])
    }

    @Test func anUnstampedDocumentIsReadAsVersion1() throws {
        #expect(try decode(Note.self, #"{"text":"Harbor build 418"}"#).build == 418)
    }

    @Test func aNewerStampIsReadBestEffortAndNeverLowered() throws {
        let newer = #"{"build":418,"mood":"calm","schema":3,"text":"Harbor build 418"}"#
        let note = try decode(Note.self, newer)
        #expect(note.wireVersion == 3)
        #expect(note.unknownFields["mood"] == "calm")
        #expect(try encode(note) == newer)
    }

    @Test func aNewerStampThatCannotBeReadSaysSo() throws {
        let error = try #require(throws: SchemaVersionError.self) {
            try decode(Note.self, #"{"schema":3,"body":"moved"}"#)
        }
        #expect(error.reason == .unsupportedVersion(found: 3))
        #expect(error.supportedVersions == 1...2)
        #expect(error.description.hasPrefix("Note: found version 3; this app supports versions 1 through 2"))
    }

    @Test func anOldDocumentThatIsNotValidForItsVersionIsATypedErrorNotABareKeyNotFound() throws {
        let error = try #require(throws: SchemaVersionError.self) {
            try decode(Note.self, #"{"schema":1,"body":"no text"}"#)
        }
        #expect(error.reason == .unreadableVersion(version: 1))
        #expect(error.description.contains("Note.text: the required key \"text\" is missing"))
    }

    @Test func aBadStampIsATypedError() throws {
        let error = try #require(throws: SchemaVersionError.self) {
            try decode(Note.self, #"{"schema":"2","text":"t"}"#)
        }
        #expect(error.reason == .invalidStamp(found: "\"2\""))
        let old = try #require(throws: SchemaVersionError.self) { try decode(Note.self, #"{"schema":0,"text":"t"}"#) }
        #expect(old.reason == .unsupportedVersion(found: 0))
    }

    @Test func notesMigrateWhereverTheyAreDecoded() throws {
        let notebook = try decode(
            Notebook.self, #"{"title":"t","notes":[\#(v1),{"schema":2,"text":"b","build":7}],"pinned":\#(v1)}"#)
        #expect(notebook.notes.map(\.build) == [418, 7])
        #expect(notebook.pinned?.build == 418)
    }

    @Test func errorsCarryTheCodingPath() throws {
        let error = try #require(throws: SchemaVersionError.self) {
            try decode(Notebook.self, #"{"title":"t","pinned":{"schema":9}}"#)
        }
        #expect(error.codingPath.map(\.stringValue) == ["pinned"])
        #expect(error.description.hasPrefix("Note at pinned: found version 9"))
        let list = try decode(Notebook.self, #"{"title":"t","notes":[{"schema":9},\#(v1)]}"#)
        #expect(list.notes.map(\.build) == [418], "one unreadable note does not hide the other")
        #expect(list.notes.wire.failures().first?.element.failure.message.contains("found version 9") == true)
    }
}

/// The story's challenge 1: version 3 renames a field, and version 1 documents migrate through
/// version 2 to version 3.
@Suite struct ThreeVersionTests {
    let v1 =
        #"{"schemaVersion":1,"id":"7F809192-A3B4-4C5D-8E7F-8091A2B3C4D5","heading":"Harbor","body":"Ship on Friday."}"#

    @Test func version1MigratesThroughVersion2ToVersion3() throws {
        let document = try decode(Document.self, v1)
        #expect(document.title == "Harbor", "renamed from heading in version 3")
        #expect(document.status == .draft, "added with its default in version 2")
        #expect(document.wordCount == 3, "computed by the version 3 hook")
        #expect(document.wireVersion == 3)
        #expect(try tree(encode(document))["heading"] == nil)
    }

    @Test func theStrictVersion3StructFailsOnVersion1() {
        struct StrictDocumentV3: Codable {
            var schemaVersion: Int
            var id: UUID
            var title: String
        }
        #expect(throws: DecodingError.self) { try decode(StrictDocumentV3.self, v1) }
    }

    @Test func aKeyThatALaterVersionDeclaresMovesFromTheBagIntoItsField() throws {
        let document = try decode(
            Document.self,
            #"{"schemaVersion":1,"id":"7F809192-A3B4-4C5D-8E7F-8091A2B3C4D5","heading":"h","status":"published"}"#)
        #expect(document.status == .published)
        #expect(document.unknownFields.isEmpty)
    }

    @Test func aVersion2DocumentTakesOneStep() throws {
        let document = try decode(
            Document.self,
            #"{"schemaVersion":2,"id":"7F809192-A3B4-4C5D-8E7F-8091A2B3C4D5","heading":"h","body":"one two","status":"archived"}"#
        )
        #expect((document.title, document.status, document.wordCount) == ("h", .archived, 2))
    }
}
