import ForwardCodable
import Foundation

extension ContractChecks {
    /// 6. Documents written elsewhere, such as an API's own documented examples
    /// (`Fixtures/<Record>/examples/<name>.json`), decode without error and re-encode with every
    /// key and value intact, byte-identical under the canonical encoder, on both codecs: what the
    /// server documents, the record reads and writes back as it came.
    ///
    /// - Parameter documents: each example's JSON text, by name; checked in the order of the names.
    public static func examples<Record: ForwardRecord>(_ type: Record.Type, _ documents: [String: String]) throws {
        for (name, text) in documents.sorted(by: { $0.key < $1.key }) {
            let document: JSONValue
            do {
                document = try CanonicalJSON.tree(text)
            } catch {
                throw ContractViolation(check: "example '\(name)'", record: "\(type)", message: "not JSON: \(error)")
            }
            try roundTrip(type, document: document, check: "example '\(name)'")
        }
    }
}
