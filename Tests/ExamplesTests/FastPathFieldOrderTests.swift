import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// The fast path reads a record's fields in declaration order and finds them in any order of the
/// document. Oracle: `JSONDecoder` with `init(from:)`, over every order of small documents that
/// mix declared keys, undeclared keys, repeated keys, explicit `null`s and a version stamp.
@Suite struct FastPathFieldOrderTests {
    static let id = "\"9F1C3B8E-5A7D-4C2B-8E1F-0A1B2C3D4E5F\""

    /// Every order of `members` (each a `"key":value` text) as one object.
    static func objects(_ members: [String]) -> [String] {
        guard members.count > 1 else { return members.isEmpty ? ["{}"] : ["{\(members[0])}"] }
        var objects: [String] = []
        func permute(_ prefix: [String], _ rest: [String]) {
            if rest.isEmpty {
                objects.append("{" + prefix.joined(separator: ",") + "}")
                return
            }
            for index in rest.indices {
                var remaining = rest
                let next = remaining.remove(at: index)
                permute(prefix + [next], remaining)
            }
        }
        permute([], members)
        return objects
    }

    /// Both paths read `text` to equal values (or both fail), and a value read by both writes
    /// the same bytes back.
    func expectAgreement<T: Codable & FastJSONCodable & Equatable>(
        _ type: T.Type,
        _ text: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let data = Data(text.utf8)
        let expected = Result { try JSONDecoder().decode(T.self, from: data) }
        let actual = Result { try ForwardJSONDecoder().decode(T.self, from: data) }
        switch (expected, actual) {
        case (.success(let expected), .success(let actual)):
            #expect(actual == expected, "\(text)", sourceLocation: sourceLocation)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            var fastEncoder = ForwardJSONEncoder()
            fastEncoder.outputFormatting = .sortedKeys
            #expect(
                (try? fastEncoder.encode(actual)) == (try? encoder.encode(expected)), "\(text)",
                sourceLocation: sourceLocation)
        case (.failure, .failure):
            break
        case (.success, .failure(let error)):
            Issue.record("only JSONDecoder reads \(text): \(error)", sourceLocation: sourceLocation)
        case (.failure(let error), .success):
            Issue.record("only the fast path reads \(text); JSONDecoder: \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyOrderOfAHostReadsAsJSONDecoderReadsIt() {
        // Required, defaulted, an unknown enum value, a nested record, an explicit null, an
        // undeclared key: 7! = 5,040 orders.
        let members = [
            "\"id\":\(Self.id)", "\"name\":\"a\"", "\"port\":2", "\"connectionMethod\":\"quic\"",
            "\"jump\":{\"port\":3,\"hostname\":\"b\"}", "\"display_name\":null", "\"x\":[1]",
        ]
        var count = 0
        for text in Self.objects(members) {
            expectAgreement(Host.self, text)
            count += 1
        }
        #expect(count == 5_040)
    }

    @Test func repeatedKeysKeepTheirFirstValueInEveryOrder() {
        // A declared key and an undeclared one, each twice, and a missing required key (`name`
        // absent in half of the documents): 6! orders of each.
        for name in ["\"name\":\"a\"", "\"tags\":[]"] {
            let members = ["\"id\":\(Self.id)", name, "\"port\":1", "\"port\":2", "\"x\":1", "\"x\":2"]
            for text in Self.objects(members) { expectAgreement(Host.self, text) }
        }
    }

    @Test func aMissingRequiredKeyIsReportedInEveryOrder() {
        for text in Self.objects(["\"port\":1", "\"x\":1", "\"tags\":[\"t\"]"]) {
            do {
                _ = try ForwardJSONDecoder().decode(Host.self, from: Data(text.utf8))
                Issue.record("a host without id and name decoded: \(text)")
            } catch DecodingError.keyNotFound(let key, _) {
                #expect(key.stringValue == "id", "\(text)")
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
    }

    @Test func aWrongValueIsReportedAtItsFieldInEveryOrder() {
        // `port` is read after `id` and `name` whatever the order: the error names it.
        for text in Self.objects(["\"port\":\"22\"", "\"name\":\"a\"", "\"id\":\(Self.id)", "\"x\":1"]) {
            do {
                _ = try ForwardJSONDecoder().decode(Host.self, from: Data(text.utf8))
                Issue.record("a string port decoded: \(text)")
            } catch DecodingError.typeMismatch(_, let context) {
                #expect(context.codingPath.last?.stringValue == "port", "\(text)")
                #expect(context.debugDescription.hasPrefix("Host.port"), "\(text)")
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
    }

    @Test func everyOrderOfAVersionedDocumentReadsAsJSONDecoderReadsIt() {
        // The stamp anywhere, current (3) and older (1, migrated): 6! orders each.
        let id = "\"id\":\"7F809192-A3B4-4C5D-8E7F-8091A2B3C4D5\""
        let current = [
            "\"schemaVersion\":3", id, "\"title\":\"t\"", "\"word_count\":4", "\"status\":\"new\"", "\"x\":1",
        ]
        for text in Self.objects(current) { expectAgreement(Document.self, text) }
        let first = ["\"schemaVersion\":1", id, "\"heading\":\"h\"", "\"body\":\"one two\"", "\"x\":1", "\"y\":null"]
        for text in Self.objects(first) { expectAgreement(Document.self, text) }
    }
}
