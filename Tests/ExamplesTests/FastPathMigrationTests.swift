import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// Migration on the fast path reads the older object in place, in the document's bytes: these
/// documents give the values and errors `JSONDecoder` gives.
@Suite struct FastPathMigrationTests {
    func fastDecode<T: FastJSONDecodable>(_ type: T.Type, _ json: String) throws -> T {
        try ForwardJSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    /// The object is validated by the snapshot's read, not by a pass of its own: invalid JSON
    /// after the stamp of an older document is the document's syntax error, as with
    /// `JSONDecoder`, not a `SchemaVersionError` from reading the snapshot.
    @Test func invalidJSONAfterAnOlderStampIsASyntaxError() throws {
        let broken = #"{"schema":1,"text":"t","extra":tru}"#
        #expect(throws: DecodingError.self) { try decode(Note.self, broken) }
        #expect(throws: DecodingError.self) { try fastDecode(Note.self, broken) }
        #expect(throws: DecodingError.self) { try fastDecode([Note].self, "[\(broken)]") }
        // `tru` starts no value: said as a syntax error, located, not as a Boolean mismatch.
        let error = try #require(throws: DecodingError.self) { try fastDecode(Note.self, broken) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected a syntax error (dataCorrupted), got \(error)")
            return
        }
        #expect(context.debugDescription.contains("Invalid JSON: expected a value, found 't'"))
    }

    /// A key a later version declares is adopted from the object in place, also when the
    /// object sits inside an array after other elements (the position is the element's).
    @Test func adoptedKeysAreReadFromTheObjectInPlace() throws {
        let v1 =
            #"{"schemaVersion":1,"id":"7F809192-A3B4-4C5D-8E7F-8091A2B3C4D5","heading":"Harbor","#
            + #""body":"Ship on Friday.","status":"published","extra":[1,{"a":null}]}"#
        let current =
            #"{"schemaVersion":3,"id":"7F809192-A3B4-4C5D-8E7F-8091A2B3C4D5","title":"T","#
            + #""body":"b","status":"draft","word_count":1}"#
        let single = try fastDecode(Document.self, v1)
        #expect(try encode(single) == encode(decode(Document.self, v1)))
        #expect(single.status == .published)
        #expect(single.unknownFields["status"] == nil)
        #expect(single.unknownFields["extra"] == [1, ["a": nil]])

        let list = "[\(current),\(v1),\(v1)]"
        let elements = try fastDecode([Document].self, list)
        #expect(try encode(elements) == encode(decode([Document].self, list)))
        #expect(elements.map(\.status) == [.draft, .published, .published])

        let nested = #"{"a":[[\#(v1)]],"b":[]}"#
        let fast = try fastDecode([String: [[Document]]].self, nested)
        #expect(try encode(fast) == encode(decode([String: [[Document]]].self, nested)))
    }
}
