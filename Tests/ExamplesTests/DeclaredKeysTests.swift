@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation
import Testing

@testable import ForwardCodableExamples

/// The generated `CodingKeys.init?(rawValue:)`, the one `switch` over a record's wire keys, against
/// the raw values the compiler derives from the cases: a key missing from the switch would be
/// read into the bag and written twice.
@Suite("Declared keys")
struct DeclaredKeysTests {
    @Test("init?(rawValue:) finds every case by its raw value, and nothing else")
    func rawValuesRoundTrip() {
        let host: [Host.CodingKeys] = [.id, .name, .port, .connectionMethod, .jump, .tags, .displayName]
        for key in host {
            #expect(Host.CodingKeys(rawValue: key.rawValue) == key, "\(key)")
        }
        let note: [Note.CodingKeys] = [.wireVersion, .text, .build]
        for key in note {
            #expect(Note.CodingKeys(rawValue: key.rawValue) == key, "\(key)")
        }
        for name in ["displayName", "Id", "", "wireVersion", "version"] {
            #expect(Host.CodingKeys(rawValue: name) == nil, "\(name)")
            #expect(Note.CodingKeys(rawValue: name) == nil, "\(name)")
        }
    }

    @Test("a key is declared, with the enum's spelling, or carries its name as unknown")
    func recordKey() {
        #expect(RecordKey<Host.CodingKeys>(stringValue: "display_name").unknownName == nil)
        #expect(RecordKey<Host.CodingKeys>(stringValue: "display_name").stringValue == "display_name")
        #expect(RecordKey<Host.CodingKeys>(stringValue: "displayName").unknownName == "displayName")
        #expect(RecordKey<Host.CodingKeys>.declared(.displayName).stringValue == "display_name")
        #expect(Host.CodingKeys.wireName(matching: "port") == "port")
        #expect(Host.CodingKeys.wireName(matching: "Port") == nil)
    }
}
