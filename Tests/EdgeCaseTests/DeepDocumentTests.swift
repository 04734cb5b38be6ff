import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// Deep values inside generated records: up to the decoder's limit they are kept, beyond it the
/// decoder's error is reported.
@Suite("Deep documents in generated records")
struct DeepDocumentTests {
    static func arrays(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    @Test("a deep unknown field is kept and written back")
    func deepBag() throws {
        // 1 level for the record, 510 for the value: the whole document is 511 deep.
        let text = Hosts.host("a", extra: #","x":\#(Self.arrays(510))"#)
        #expect(try reencode(Host.self, text) == text)
    }

    @Test("a deep unreadable element is kept in its list")
    func deepUnreadableElement() throws {
        let text = #"{"hosts":[\#(Self.arrays(200))]}"#
        let fleet = try decode(Fleet.self, text)
        #expect(fleet.hosts.wire.failures().count == 1)
        #expect(try encode(fleet) == text)
    }

    @Test("beyond the decoder's limit the decode fails with the decoder's error")
    func beyondLimit() {
        let text = Hosts.host("a", extra: #","x":\#(Self.arrays(512))"#)
        #expect(throws: DecodingError.self) { try decode(Host.self, text) }
    }
}
