import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// What a failure on the fast path says: the record and field, the coding path, and the line and
/// column of the byte, as a `DecodingError` of the same kind `JSONDecoder` throws.
@Suite struct FastPathErrorTests {
    static let id = "7F809192-A3B4-4C5D-8E7F-8091A2B3C4D5"

    @Test func aWrongTypeNamesTheRecordTheFieldThePathAndTheByte() throws {
        let json =
            "[\n{\"id\":\"\(Self.id)\",\"name\":\"a\"},\n{\"id\":\"\(Self.id)\",\"name\":\"b\",\"port\":\"22\"}\n]"
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Host].self, from: Data(json.utf8)) }
        do {
            _ = try ForwardJSONDecoder().decode([Host].self, from: Data(json.utf8))
            Issue.record("a string port decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.first?.intValue == 1 && context.codingPath.last?.stringValue == "port")
            #expect(context.debugDescription.hasPrefix("SSHHost.port at [1].port: "))
            #expect(context.debugDescription.contains("at line 3, column"))
        }
    }

    @Test func aMissingKeyNamesTheRecordAndTheKey() throws {
        let json = "{\"name\":\"a\"}"
        do {
            _ = try ForwardJSONDecoder().decode(Host.self, from: Data(json.utf8))
            Issue.record("a host without an id decoded")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "id")
            #expect(context.debugDescription.hasPrefix("SSHHost.id: "))
            #expect(context.debugDescription.contains("line 1, column 1"))
        }
    }
}
