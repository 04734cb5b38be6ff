import Foundation

/// How values and shapes read in findings, and the wire form two sides are compared on.
struct WireText {
    var model: SchemaModel
    /// For the baseline: the current names of its types, with which contracts name them.
    var correspondence = TypeCorrespondence.none

    /// A value as a schema would write it; enum cases by their raw value, which is what the wire holds.
    func value(_ value: ValueModel) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .integer(let text): text
        // Compared as values: `2`, `2.0` and `2e0` are one default.
        case .double(let text):
            Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")).map { "\($0)" } ?? text
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .enumCase(let enumeration, let caseName):
            (model.enums[enumeration]).map { $0.rawType.quoted($0.rawValue(of: caseName) ?? caseName) }
                ?? "\"\(caseName)\""
        case .array(let elements): "[" + elements.map(self.value).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            entries.isEmpty
                ? "[:]" : "[" + entries.map { "\"\($0.key)\": \(self.value($0.value))" }.joined(separator: ", ") + "]"
        }
    }

    /// What a reader makes of an absent key: `nil` when it fails, `null` for an optional field.
    func absentReading(_ field: FieldModel) -> String? {
        if let defaultValue = field.defaultValue { return value(defaultValue) }
        return field.type.isOptional ? "null" : nil
    }

    /// The wire contract of one field: key, type, what an absent key reads as. Names and
    /// documentation are not part of it.
    func contract(_ field: FieldModel) -> String {
        "\"\(field.wireKey)\": \(typeText(field.type)) absent=\(absentReading(field) ?? "fails")"
            + (field.isStrict ? " @strict" : "")
    }

    /// A type as contracts name it: by the current names of the types it holds.
    func typeText(_ type: FieldType) -> String {
        correspondence.current(type).schemaText
    }

    /// The wire contract of a list of fields, independent of their order.
    func contract(_ fields: [FieldModel]) -> [String] {
        fields.map(contract).sorted()
    }
}
