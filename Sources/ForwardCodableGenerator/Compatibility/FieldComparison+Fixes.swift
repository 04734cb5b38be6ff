/// The fixes of the field rules: each quotes the line to write, spelled as the schema writes it,
/// and suggests only what the type accepts (a `Date` without a format, a record, a union or an
/// external type takes no default, so no fix asks for one).
extension FieldComparison {
    /// The current field's line, with another wire key, type, or the format of `format`.
    func line(_ field: FieldModel, key: String? = nil, type: FieldType? = nil, format: FieldType? = nil) -> String {
        var field = field
        var spelling = self.spelling
        if let key { field.wireKey = key }
        if type?.isOptional == true { field.defaultValue = nil }
        if let type { field.type = type }
        if let scalar = format?.layers.last {
            field.type = field.type.replacingScalar(with: scalar)
            // A sample is wire text of the format it was written for.
            field.sample = nil
            spelling.datesHaveFormat = true
        }
        return spelling.line(field, explicitKey: key != nil)
    }

    /// The baseline's field, under its current name.
    func oldLine(_ field: FieldModel, named name: String) -> String {
        var field = field
        field.name = name
        return oldSpelling.line(field)
    }

    /// The field, not optional, with its default or one its type takes; `nil` when the type
    /// takes none.
    func defaulted(_ field: FieldModel, _ spelling: SchemaSpelling) -> String? {
        var field = field
        if field.type.isOptional { field.defaultValue = nil }
        field.type = field.type.unwrapped
        let enums = types.new.enums.merging(types.old.enums) { current, _ in current }
        let current = spelling.correspondence.current(field.type)
        guard let value = field.defaultValue ?? SchemaSpelling.exampleDefault(for: current, enums: enums) else {
            return nil
        }
        field.defaultValue = value
        return spelling.line(field)
    }

    /// `FIELD_MADE_REQUIRED`: keep the baseline's default or optionality; for the history's shape
    /// of an older version, give the `rename` step the baseline's default.
    func madeRequiredFix(_ oldField: FieldModel, _ newField: FieldModel) -> String {
        let oldDefault = oldField.type.isOptional ? nil : oldField.defaultValue
        if let historyRenames, let current = historyRenames[newField.name], let old = oldDefault {
            return "give the step the default of the baseline: "
                + "'rename \(newField.name) -> \(current) = \(spelling.value(old))'"
        }
        if let old = oldDefault {
            var field = newField
            field.defaultValue = old
            return "keep its default: '\(spelling.line(field))'"
        }
        return "keep it optional: '\(line(newField, type: .optional(newField.type)))'"
            + (defaulted(newField, spelling).map {
                "; or give it a default ('\($0)'): documents without \"\(newField.wireKey)\" then read as that "
                    + "default instead of nil"
            } ?? "")
    }

    /// `FIELD_REMOVED` of a required field: keep it with a default for a release, when its type
    /// takes one; otherwise keep it while older versions read these documents.
    func removedFix(_ field: FieldModel) -> String {
        let step = recordedRemovals.contains(field.wireKey) ? " without 'remove \(field.name)'" : ""
        guard let kept = defaulted(field, oldSpelling) else {
            return "keep '\(oldSpelling.line(field))'\(step) while older versions read these documents, which "
                + "require it: \(SchemaSpelling.noDefaultReason(field.type))"
        }
        return "keep '\(kept)' for a release\(step.isEmpty ? "" : ",\(step)"), so that older versions read what it "
            + "writes; then remove it"
            + (fixVersion == nil ? "" : " and record 'remove \(kept)' in a new 'since' step")
    }
}
