import ForwardCodable
import Foundation

extension ContractChecks {
    /// 5. The fast path agrees with `Codable`: `ForwardJSONDecoder` reads `input` as the value
    /// that `JSONDecoder` read (`codable`), and `ForwardJSONEncoder` writes that value as the
    /// tree `JSONEncoder` writes, byte for byte with `.sortedKeys`.
    ///
    /// The other checks call it for every document they decode, so each generated contract test
    /// also pins the fast path. A record generated without the fast path (`"fastJSON": false`)
    /// is not checked.
    public static func fastPathAgrees<Record: ForwardRecord>(
        _ type: Record.Type,
        input: String,
        codable: Record,
        check: String
    ) throws {
        guard let fast = type as? any (ForwardRecord & FastJSONCodable).Type else { return }
        try agree(fast, input: input, codable: codable, check: check)
    }

    private static func agree<Record: ForwardRecord & FastJSONCodable>(
        _ type: Record.Type,
        input: String,
        codable: Any,
        check: String
    ) throws {
        guard let codable = codable as? Record else { return }
        let read: Record
        do {
            read = try ForwardJSONDecoder().decode(Record.self, from: Data(input.utf8))
        } catch {
            throw ContractViolation(
                check: "\(check), fast path", record: "\(type)",
                message: "ForwardJSONDecoder threw where JSONDecoder read the document: \(error)")
        }
        guard read == codable else {
            let fastTree = (try? CanonicalJSON.tree(of: read)) ?? .null
            let codableTree = (try? CanonicalJSON.tree(of: codable)) ?? .null
            throw ContractViolation(
                check: "\(check), fast path", record: "\(type)",
                message: "ForwardJSONDecoder read a different value than JSONDecoder:\n"
                    + JSONTreeDiff.lines(expected: codableTree, actual: fastTree).joined(separator: "\n"))
        }
        var encoder = ForwardJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let written = String(decoding: try encoder.encode(codable), as: UTF8.self)
        let expected = try CanonicalJSON.string(codable)
        guard written == expected else {
            let differences =
                (try? JSONTreeDiff.lines(expected: CanonicalJSON.tree(expected), actual: CanonicalJSON.tree(written)))
                ?? []
            throw ContractViolation(
                check: "\(check), fast path", record: "\(type)",
                message: "ForwardJSONEncoder wrote other bytes than JSONEncoder:\nJSONEncoder       \(expected)\n"
                    + "ForwardJSONEncoder \(written)\n" + differences.joined(separator: "\n"))
        }
    }
}
