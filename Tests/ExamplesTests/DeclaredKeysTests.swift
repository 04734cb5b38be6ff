@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation
import Testing

@testable import ForwardCodableExamples

/// The generated `CodingKeys.declares(_:)`, the one `switch` over a record's wire keys, against
/// the compiler-synthesized `init(rawValue:)` of the same enum: a key missing from the switch
/// would be read into the bag and written twice.
@Suite("Declared keys")
struct DeclaredKeysTests {
    /// The wire keys of `Host` and `Note` (with its version stamp), and names that are not keys.
    static let names = [
        "id", "name", "port", "connectionMethod", "jump", "tags", "display_name", "displayName", "Id", "",
        "text", "build", "schema", "schemaVersion", "version",
    ]

    @Test("declares(_:) matches exactly the raw values")
    func declaresMatchesRawValues() {
        for name in Self.names {
            #expect(Host.CodingKeys.declares(name) == (Host.CodingKeys(rawValue: name) != nil), "\(name)")
            #expect(Note.CodingKeys.declares(name) == (Note.CodingKeys(rawValue: name) != nil), "\(name)")
        }
        #expect(Host.CodingKeys.declares("display_name"))
    }

    @Test("a key is declared or carries its name as unknown")
    func recordKey() {
        #expect(RecordKey<Host.CodingKeys>(stringValue: "display_name").unknownName == nil)
        #expect(RecordKey<Host.CodingKeys>(stringValue: "displayName").unknownName == "displayName")
        #expect(RecordKey<Host.CodingKeys>.declared(.displayName).stringValue == "display_name")
    }
}
