import ForwardCodable
import Foundation

extension ContractChecks {
    /// 6. Documents that hold only what this version knows read with nothing kept unknown, on
    /// both codecs: no unknown key, enum value or union variant, and no undecodable element.
    ///
    /// An untagged union has no tag: a sample shows a variant only if its shape selects that
    /// variant when read. A sample that selects another variant, or none, fails here with the
    /// decode report's events, where a round trip would pass (the value is kept whole).
    public static func readsAsKnown<Record: ForwardRecord>(_ type: Record.Type, documents: [JSONValue]) throws {
        for document in documents {
            let input = try CanonicalJSON.string(document)
            let recorder = DecodeRecorder()
            let decoder = JSONDecoder()
            decoder.userInfo[.decodeReport] = recorder
            do {
                _ = try decoder.decode(Record.self, from: Data(input.utf8))
            } catch {
                throw ContractViolation(check: "reads as known", record: "\(type)", message: "decoding threw: \(error)")
            }
            var kept = Self.kept(in: recorder.take(), codec: "JSONDecoder")
            if let fast = type as? any (ForwardRecord & FastJSONCodable).Type {
                kept += try fastKept(fast, input: input)
            }
            guard kept.isEmpty else {
                throw ContractViolation(
                    check: "reads as known", record: "\(type)",
                    message: "the document holds only known shapes, yet its read kept some unknown:\n"
                        + kept.joined(separator: "\n") + "\nin \(input)")
            }
        }
    }

    private static func fastKept<Record: ForwardRecord & FastJSONCodable>(_ type: Record.Type, input: String) throws
        -> [String]
    {
        let recorder = DecodeRecorder()
        var decoder = ForwardJSONDecoder()
        decoder.report = recorder
        do {
            _ = try decoder.decode(Record.self, from: Data(input.utf8))
        } catch {
            throw ContractViolation(
                check: "reads as known, fast path", record: "\(type)", message: "ForwardJSONDecoder threw: \(error)")
        }
        return kept(in: recorder.take(), codec: "ForwardJSONDecoder")
    }

    /// The events of `report` that keep something unknown, one line each.
    private static func kept(in report: DecodeReport, codec: String) -> [String] {
        let unknown: Set<DecodeEvent.Kind> = [.unknownKey, .unknownEnumValue, .unknownVariant, .undecodableElement]
        return report.events.filter { unknown.contains($0.kind) }.map { "\(codec): \($0)" }
    }
}
