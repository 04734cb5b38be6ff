import ForwardCodable

/// What the generated absent-defaults test reads and does: a record's future document without
/// the keys of its defaulted fields, which must be written back without them, and one deliberate
/// set of each defaulted field to its default value, which must write that key.
///
/// Only the record's own fields: a nested record's defaults are its own test's. A deprecated field
/// is not set (the tests compile without warnings), nor a formatted one, whose set writes its
/// format's canonical text rather than the default as written.
struct AbsentDefaultEdits {
    var documents: SampleDocuments

    /// The future document without the defaulted keys; `nil` for a record without defaulted
    /// fields.
    func document(of record: RecordModel) -> JSONValue? {
        let defaulted = record.fields.filter(\.keepsAbsence)
        guard !defaulted.isEmpty, case .object(var members) = documents.future(of: record) else { return nil }
        for field in defaulted { members[field.wireKey] = nil }
        return .object(members)
    }

    /// Each defaulted field set to its default: `$0.group = false`, which writes `"group": false`.
    func edits(of record: RecordModel) -> [DeliberateEdits.Edit] {
        record.fields.compactMap { field in
            guard field.keepsAbsence, field.deprecation == nil, field.type.format == nil,
                let value = field.defaultValue
            else { return nil }
            return DeliberateEdits.Edit(
                path: [.key(field.wireKey)],
                expected: SampleDocuments.json(value, as: field.type, enums: documents.model.enums),
                statement:
                    "$0.\(SwiftName.member(field.name)) = \(SwiftLiterals.exposed(value, for: field, in: documents.model))",
                setsEnum: false)
        }
    }
}
