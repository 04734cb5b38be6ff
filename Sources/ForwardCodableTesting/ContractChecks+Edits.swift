import ForwardCodable
import Foundation

/// A deliberate edit of a typed property, and what it must write.
public struct DeliberateEdit<Record>: CustomStringConvertible {
    /// Where the edit lands in the encoded tree.
    public var path: [JSONPathComponent]
    /// The value that must be written there.
    public var expected: JSONValue
    /// The edit, through the typed API.
    public var apply: (inout Record) -> Void

    /// Creates an edit.
    public init(path: [JSONPathComponent], expected: JSONValue, apply: @escaping (inout Record) -> Void) {
        self.path = path
        self.expected = expected
        self.apply = apply
    }

    /// The path, such as `.jump.connectionMethod`.
    public var description: String {
        path.map(\.description).joined()
    }
}

extension ContractChecks {
    /// 2. Each deliberate edit through a typed enum property overwrites the raw value where it
    /// lands, and nothing else changes: every other field, every unknown value and every unknown
    /// key survives.
    public static func deliberateEdits<Record: ForwardRecord>(
        _ type: Record.Type,
        document: JSONValue,
        edits: [DeliberateEdit<Record>]
    ) throws {
        let input = Data(try CanonicalJSON.string(document).utf8)
        for edit in edits {
            var record: Record
            do {
                record = try JSONDecoder().decode(Record.self, from: input)
            } catch {
                throw ContractViolation(
                    check: "deliberate edit", record: "\(type)", message: "decoding threw: \(error)")
            }
            edit.apply(&record)
            let tree = try CanonicalJSON.tree(of: record)
            guard let expected = document.replacing(at: edit.path, with: edit.expected) else {
                throw ContractViolation(
                    check: "deliberate edit", record: "\(type)", message: "the document has no value at \(edit)")
            }
            guard tree == expected else {
                let differences = JSONTreeDiff.lines(expected: expected, actual: tree)
                throw ContractViolation(
                    check: "deliberate edit",
                    record: "\(type)",
                    message: "editing \(edit) wrote more or less than that edit:\n"
                        + differences.joined(separator: "\n")
                )
            }
        }
    }
}
