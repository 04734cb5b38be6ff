import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// A failure's description says each thing once: the path, then what was found, ending in one
/// full stop (issue 15, item 9: `devices[1]: … (at devices[1])` and `..` are gone).
@Suite("Failure wording")
struct FailureWordingTests {
    /// Every failure of a list that holds each kind of unreadable element, and a few numbers
    /// and strings the decoder itself refuses.
    static func failures() throws -> [DecodingFailure] {
        let odd = [#"{"id":"x","name":"n","port":1e400}"#, #"[-01]"#, #""\ud800""#]
        let list = "[" + (ResilientCollectionTests.unreadable + odd).joined(separator: ",") + "]"
        let hosts = try decode([Resilient<Host>].self, list)
        let fleet = try decode([String: Resilient<Host>].self, #"{"a":\#(Hosts.wrongType)}"#)
        return hosts.failures().map(\.element.failure) + fleet.failures().values.map(\.failure)
    }

    @Test("a failure names its path once")
    func pathOnce() throws {
        let failures = try Self.failures()
        #expect(failures.count == 8)
        for failure in failures where !failure.codingPath.isEmpty {
            let text = failure.description
            #expect(text.components(separatedBy: failure.codingPath).count == 2, "\(text)")
        }
    }

    @Test("a failure ends in a single full stop")
    func singleStop() throws {
        for failure in try Self.failures() {
            #expect(!failure.description.contains(".."), "\(failure.description)")
            #expect(!failure.description.contains(". ("), "\(failure.description)")
        }
    }
}
