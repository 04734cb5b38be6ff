import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// A decode failure in a generated type names the type, the field, the coding path and what was
/// found.
@Suite("Errors from generated records")
struct RecordErrorTests {
    @Test("a wrong type, deep in a document")
    func wrongType() throws {
        let text = #"{"primary":{"id":"\#(Hosts.ids[0])","jump":{"hostname":"b","port":"x"},"name":"a"}}"#
        let error = try #require(throws: DecodingError.self) { try decode(Fleet.self, text) }
        guard case .typeMismatch = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        let (message, path) = details(of: error)
        #expect(path == "primary.jump.port")
        #expect(message.hasPrefix("JumpHost.port at primary.jump.port: "))
        #expect(message.contains("Int"))
        #expect(message.contains("string"))
    }

    @Test("a missing required key")
    func missingKey() throws {
        let error = try #require(throws: DecodingError.self) { try decode(Host.self, #"{"name":"a"}"#) }
        guard case .keyNotFound(let key, _) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "id")
        #expect(details(of: error).message == #"SSHHost.id: the required key "id" is missing."#)
    }

    @Test("null where a value is required")
    func nullValue() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode(TaskList.self, #"{"id":"\#(Hosts.ids[0])","title":null}"#)
        }
        #expect(details(of: error).message == "TaskList.title at title: found null where a value is required.")
    }

    @Test("an invalid value of the right JSON type")
    func invalidValue() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode(Host.self, #"{"id":"not-a-uuid","name":"a"}"#)
        }
        #expect(details(of: error).path == "id")
        #expect(details(of: error).message.hasPrefix("SSHHost.id at id: "))
        #expect(details(of: error).message.contains("UUID"))
    }

    @Test("a field whose wire key differs from its name, in a strict decode")
    func wireKey() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode(
                Fleet.self,
                #"{"by_region":{"eu":{"id":"\#(Hosts.ids[0])","name":5}}}"#,
                userInfo: [.strictCollections: true]
            )
        }
        #expect(details(of: error).path == "by_region.eu.name")
        #expect(details(of: error).message.hasPrefix("SSHHost.name at by_region.eu.name: "))
    }
}
