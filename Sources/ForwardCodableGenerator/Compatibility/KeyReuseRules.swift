/// `FIELD_KEY_REUSED`: a field added under a wire key that older documents may still hold with
/// another meaning: a key the baseline reserves (`reserved "notes"`), or the key of a field an
/// older version of the record had with a type the new field does not read. A document written
/// then still carries the old value: this version fails on it, or drops it when it writes.
struct KeyReuseRules {
    var types: TypeCompatibility

    func findings(_ oldRecord: RecordModel, _ newRecord: RecordModel) -> [CompatibilityFinding] {
        let keptKeys = Set(oldRecord.fields.map(\.wireKey))
        // The baseline's history names the baseline's types, the current one the current types.
        let older =
            ((oldRecord.versioning?.snapshots ?? []).map { ($0, true) }
            + (newRecord.versioning?.snapshots ?? []).map { ($0, false) }).sorted { $0.0.version < $1.0.version }
        let current = older.isEmpty ? types : TypeCompatibility(old: types.new, new: types.new)
        var findings: [CompatibilityFinding] = []
        for field in newRecord.fields where !keptKeys.contains(field.wireKey) {
            if oldRecord.reservedKeys.contains(field.wireKey) {
                findings.append(
                    finding(
                        field, in: newRecord,
                        "'\(field.name)' of '\(newRecord.name)' takes the wire key \"\(field.wireKey)\", which the "
                            + "baseline reserves for a removed field; documents older versions wrote may still hold "
                            + "its old value"))
                continue
            }
            for (snapshot, isBaseline) in older {
                guard let old = snapshot.fields.first(where: { $0.wireKey == field.wireKey }),
                    !(isBaseline ? types : current).reads(field.type.unwrapped, documentsOf: old.type.unwrapped)
                else { continue }
                findings.append(
                    finding(
                        field, in: newRecord,
                        "'\(field.name)' of '\(newRecord.name)' takes the wire key \"\(field.wireKey)\", which "
                            + "version \(snapshot.version) used for '\(old.name)' as \(old.type.schemaText); "
                            + "documents written then still hold it, and this version cannot read it as "
                            + field.type.schemaText))
                break
            }
        }
        return findings
    }

    private func finding(_ field: FieldModel, in record: RecordModel, _ message: String) -> CompatibilityFinding {
        CompatibilityFinding(
            rule: .fieldKeyReused, subject: "\(record.name).\(field.name)", severity: .error, directions: [.backward],
            location: field.location,
            oldLocation: nil, message: message,
            fix:
                "give it a key of its own: '\(Self.line(field, key: Self.freshKey(for: field, in: record)))'; then keep "
                + "\"\(field.wireKey)\" reserved in '\(record.name)' with a line 'reserved \"\(field.wireKey)\"'")
    }

    /// `notes_2`, or the first of `notes_3`, ... that no field of the record has.
    static func freshKey(for field: FieldModel, in record: RecordModel) -> String {
        let taken = Set(record.fields.map(\.wireKey) + record.reservedKeys)
        return (2...).lazy.map { "\(field.wireKey)_\($0)" }.first { !taken.contains($0) } ?? field.wireKey
    }

    /// The field's line with another wire key, as a schema writes it.
    static func line(_ field: FieldModel, key: String) -> String {
        var field = field
        field.wireKey = key
        return SchemaSpelling().line(field, explicitKey: true)
    }
}
