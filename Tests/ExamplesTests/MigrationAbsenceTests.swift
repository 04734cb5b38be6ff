import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// Absent defaults through a migration (`FilterPolicy`, Schemas/Notifications.fcschema, version 1
/// to 2): a value a step supplies is written; a field no version's document held and no step set
/// stays absent; a copied field stays as the old document had it. On both codecs.
@Suite struct MigrationAbsenceTests {
    static func both(_ json: String) throws -> [String] {
        let data = Data(json.utf8)
        var fast = ForwardJSONEncoder()
        fast.outputFormatting = [.sortedKeys]
        let codable = try encode(JSONDecoder().decode(FilterPolicy.self, from: data))
        let fastWritten = String(
            decoding: try fast.encode(ForwardJSONDecoder().decode(FilterPolicy.self, from: data)), as: UTF8.self)
        return [codable, fastWritten]
    }

    @Test func aHookSuppliesAValueThatIsWrittenAndAnAdoptedDefaultStaysAbsent() throws {
        // Version 1 without any key but its stamp: the hooks compute the two actions (written);
        // `for_new_accounts` and `for_private_mentions`, added with defaults, stay absent, and so
        // do the copied `exclude_types` and `pending_requests_count`.
        let written = try Self.both(#"{"v":1}"#)
        let expected = #"{"for_not_followers":"accept","for_not_following":"accept","v":2}"#
        #expect(written == [expected, expected])
    }

    @Test func aCopiedFieldKeepsWhatTheOldDocumentHeld() throws {
        let written = try Self.both(
            #"{"exclude_types":["poll","quote"],"filter_not_following":true,"pending_requests_count":0,"v":1}"#)
        // The removed filter stays on the wire as it was written.
        let expected =
            #"{"exclude_types":["poll","quote"],"filter_not_following":true,"for_not_followers":"accept","#
            + #""for_not_following":"filter","pending_requests_count":0,"v":2}"#
        #expect(written == [expected, expected])
    }

    @Test func anAddedFieldTheDocumentAlreadyHeldIsAdoptedAndWritten() throws {
        // A version 1 document that a newer app wrote the key into: the step adopts it.
        let written = try Self.both(#"{"for_new_accounts":"drop","v":1}"#)
        let expected =
            #"{"for_new_accounts":"drop","for_not_followers":"accept","for_not_following":"accept","v":2}"#
        #expect(written == [expected, expected])
    }

    @Test func aMigratedAbsentDefaultIsWrittenOnceSet() throws {
        var policy = try decode(FilterPolicy.self, #"{"v":1}"#)
        policy.forNewAccounts = .accept
        #expect(try tree(encode(policy))["for_new_accounts"] == "accept")
    }
}
