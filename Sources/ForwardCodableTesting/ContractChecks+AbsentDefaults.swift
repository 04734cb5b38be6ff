import ForwardCodable
import Foundation

extension ContractChecks {
    /// 7. Absent defaults stay absent: a document without the keys of the record's defaulted
    /// fields round-trips without them, byte for byte and on both codecs, as ``futureRoundTrip(_:document:)``
    /// checks; and each deliberate set of a defaulted field, even to its default value, writes that
    /// key, and nothing else changes.
    ///
    /// ```swift
    /// try ContractChecks.absentDefaults(
    ///     Notification.self,
    ///     document: notificationWithoutDefaults,
    ///     edits: [DeliberateEdit(path: ["group"], expected: false) { $0.group = false }]
    /// )
    /// ```
    public static func absentDefaults<Record: ForwardRecord>(
        _ type: Record.Type,
        document: JSONValue,
        edits: [DeliberateEdit<Record>]
    ) throws {
        let check = "absent defaults"
        try roundTrip(type, document: document, check: check)
        let input = try CanonicalJSON.string(document)
        for edit in edits {
            var record: Record
            do {
                record = try JSONDecoder().decode(Record.self, from: Data(input.utf8))
            } catch {
                throw ContractViolation(check: check, record: "\(type)", message: "decoding threw: \(error)")
            }
            edit.apply(&record)
            guard let expected = document.setting(at: edit.path, to: edit.expected) else {
                throw ContractViolation(
                    check: check, record: "\(type)", message: "the document has no object at \(edit)")
            }
            let tree = try CanonicalJSON.tree(of: record)
            guard tree == expected else {
                throw ContractViolation(
                    check: check,
                    record: "\(type)",
                    message: "setting \(edit) to its default did not write exactly that key:\n"
                        + JSONTreeDiff.lines(expected: expected, actual: tree).joined(separator: "\n"))
            }
        }
    }
}
