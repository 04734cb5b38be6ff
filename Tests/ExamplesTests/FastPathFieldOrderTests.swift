import ForwardCodable
import ForwardCodableExamples
import ForwardCodableTesting
import Foundation
import Testing

/// The fast path reads a record's fields in declaration order and finds them in any order of the
/// document. Oracle: `JSONDecoder` with `init(from:)`, over every order of small documents that
/// mix declared keys, undeclared keys, repeated keys, explicit `null`s and a version stamp.
@Suite struct FastPathFieldOrderTests {
    static let id = "\"9F1C3B8E-5A7D-4C2B-8E1F-0A1B2C3D4E5F\""

    /// Every order of `members` (each a `"key":value` text) as one object.
    static func objects(_ members: [String]) -> [String] {
        guard !members.isEmpty else { return ["{}"] }
        return members.indices.flatMap { index in
            var rest = members
            let first = rest.remove(at: index)
            return objects(rest).map { $0 == "{}" ? "{\(first)}" : "{\(first)," + $0.dropFirst() }
        }
    }

    /// Both paths fail on `text`, or both read it: to equal values that the fast encoder writes
    /// as `JSONEncoder` does (`ContractChecks.fastPathAgrees`, the generated contract tests' check).
    func expectAgreement<T: ForwardRecord & FastJSONCodable>(
        _ type: T.Type,
        _ text: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let data = Data(text.utf8)
        do {
            let expected = try JSONDecoder().decode(T.self, from: data)
            try ContractChecks.fastPathAgrees(T.self, input: text, codable: expected, check: "field order")
        } catch let violation as ContractViolation {
            Issue.record("\(text): \(violation)", sourceLocation: sourceLocation)
        } catch {
            if let value = try? ForwardJSONDecoder().decode(T.self, from: data) {
                Issue.record(
                    "only the fast path reads \(text) (as \(value)); JSONDecoder: \(error)",
                    sourceLocation: sourceLocation)
            }
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
                #expect(context.debugDescription.hasPrefix("SSHHost.port"), "\(text)")
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
