/// Compares the fields of one record between a baseline and the current schemas, pairing them
/// by wire key, then by recorded rename, then by name, then by type (an unrecorded rename).
struct FieldComparison {
    /// What the history after the baseline says about a current field.
    struct Recorded {
        /// The field's wire key in the baseline, when renamed since.
        var oldKey: String?
        var retyped = false
        /// Added with a hook since the baseline.
        var hooked = false
    }

    var record: String
    var old: [FieldModel]
    var new: [FieldModel]
    /// The record's container, where a finding about a removed field points.
    var newRecordLocation: SourceLocation
    /// The directions this comparison reports.
    var directions: Set<CompatibilityDirection>
    /// What the `since` steps after the baseline record, by current field name.
    var recorded: [String: Recorded] = [:]
    /// Whether to report safe changes (only one comparison per record does).
    var reportsSafe: Bool
    /// The `since` step a fix goes into, or `nil` for an unversioned record.
    var fixVersion: Int?
    var types: TypeCompatibility
    /// How fixes spell the fields of the record on each side.
    var spelling = SchemaSpelling()
    var oldSpelling = SchemaSpelling()
    /// For the comparison with the history's shape of the baseline's version: the current name
    /// of each field a `rename` step renamed, by its old name.
    var historyRenames: [String: String]? = nil
    /// The baseline's wire keys that `remove` steps after it record.
    var recordedRemovals: Set<String> = []
    /// Where each `remove` step names its field, by field name: a removal the history records is
    /// reported at its step, not at the record.
    var removalStep: (String) -> SourceLocation? = { _ in nil }

    private(set) var findings: [CompatibilityFinding] = []

    mutating func run() -> [CompatibilityFinding] {
        var unpairedOld = old
        var unpairedNew = new
        func take(_ match: (FieldModel, FieldModel) -> Bool) -> [(FieldModel, FieldModel)] {
            var pairs: [(FieldModel, FieldModel)] = []
            for field in unpairedOld {
                guard let index = unpairedNew.firstIndex(where: { match(field, $0) }) else { continue }
                pairs.append((field, unpairedNew.remove(at: index)))
                unpairedOld.removeAll { $0.wireKey == field.wireKey }
            }
            return pairs
        }
        for (oldField, newField) in take({ $0.wireKey == $1.wireKey }) { compare(oldField, newField) }
        for (oldField, newField) in take({ recorded[$1.name]?.oldKey == $0.wireKey }) {
            recordedRename(oldField, newField)
            compare(oldField, newField)
        }
        for (oldField, newField) in take({ $0.name == $1.name }) {
            add(
                .fieldKeyChanged, .error, [.backward, .forward], newField, oldField,
                "the wire key of '\(newField.name)' in '\(record)' changed from \"\(oldField.wireKey)\" to \"\(newField.wireKey)\"",
                fix: "keep the wire key: '\(line(newField, key: oldField.wireKey))'")
            compare(oldField, newField)
        }
        // One field gone and one of the same type added: an unrecorded rename, when unambiguous.
        if unpairedOld.count == 1, unpairedNew.count == 1,
            types.compatible(unpairedOld[0].type.unwrapped, unpairedNew[0].type.unwrapped)
        {
            unrecordedRename(unpairedOld.removeFirst(), unpairedNew.removeFirst())
        }
        for field in unpairedOld { removed(field) }
        for field in unpairedNew { added(field) }
        return findings
    }

    /// Breaking when either side is required; otherwise the value stays in the bag but is no
    /// longer shown, which is dangerous.
    private mutating func unrecordedRename(_ oldField: FieldModel, _ newField: FieldModel) {
        let breaks = oldField.isRequired || newField.isRequired
        add(
            .fieldRenamed, breaks ? .error : .warning, [.backward, .forward], newField, oldField,
            "field '\(oldField.name)' of '\(record)' was renamed to '\(newField.name)' without a 'rename' step"
                + (breaks ? "" : "; each side keeps the other's key in its bag but no longer shows the value"),
            fix: "keep the wire key: '\(line(newField, key: oldField.wireKey))'"
                + (fixVersion.map {
                    "; or record 'rename \(oldField.name) -> \(newField.name)' in 'since \($0)': older documents then "
                        + "migrate" + (breaks ? ", but older versions still cannot read what this one writes" : "")
                } ?? ""))
    }

    private mutating func recordedRename(_ oldField: FieldModel, _ newField: FieldModel) {
        let subject = "field '\(oldField.name)' of '\(record)' is renamed to '\(newField.name)'"
        if oldField.isRequired {
            add(
                .recordedRenameOfRequiredField, .error, [.forward], newField, oldField,
                "\(subject); older versions require \"\(oldField.wireKey)\" and cannot read what this version writes",
                fix: "keep the wire key: '\(line(newField, key: oldField.wireKey))' without "
                    + "'rename \(oldField.name) -> \(newField.name)'"
                    + (defaulted(oldField, oldSpelling).map {
                        "; or give it a default ('\($0)') in a release before renaming it"
                    } ?? ""))
        } else {
            add(
                .recordedRenameOfOptionalField, .warning, [.forward], newField, oldField,
                "\(subject); older versions read \"\(oldField.wireKey)\" as absent and show \(types.oldWire.absentReading(oldField) ?? "nothing")"
            )
        }
    }

    private mutating func compare(_ oldField: FieldModel, _ newField: FieldModel) {
        let name = newField.name
        let oldType = oldField.type.unwrapped
        let newType = newField.type.unwrapped
        if !types.compatible(oldType, newType), types.compatible(oldType.unformatted, newType.unformatted) {
            let (before, after) = (oldType.formatText, newType.formatText)
            add(
                .fieldFormatChanged, .error, [.backward, .forward], newField, oldField,
                "the wire format of '\(name)' in '\(record)' changed from \(before) to \(after); each side fails "
                    + "to read what the other writes",
                fix: "keep the format: '\(line(newField, format: oldType))'; "
                    + "to move to the new one, add a field in the new format and keep writing the old one")
            return
        }
        let backward = types.reads(newType, documentsOf: oldType)
        let forward = types.reads(oldType, documentsOf: newType)
        if !types.compatible(oldType, newType), backward != forward {
            widened(oldField, newField, breaksForward: backward)
            return
        }
        if !types.compatible(oldType, newType), !(backward && forward) {
            let retyped = recorded[name]?.retyped == true
            let cardinality = types.isCardinalityChange(oldType, newType)
            let change =
                "field '\(name)' of '\(record)' changed type from \(oldType.schemaText) to \(newType.schemaText)"
            add(
                cardinality ? .fieldCardinalityChanged : .fieldTypeChanged, .error,
                retyped ? [.forward] : [.backward, .forward], newField, oldField,
                retyped
                    ? "\(change); older versions cannot read the new type"
                    : fixVersion == nil
                        // An unversioned record has no steps: it is never told to add one.
                        ? "\(change); each side fails to read the other's values"
                        : "\(change) without a 'change \(name) from \(oldSpelling.typeText(oldField.type)) hook' step",
                fix: retyped
                    ? "keep '\(oldLine(oldField, named: name))' without 'change \(name) from \(oldSpelling.typeText(oldField.type)) hook', "
                        + "and add a field of the new type beside it, written until no older version reads these documents"
                    : "keep '\(oldLine(oldField, named: name))' and add a field of the new type beside it"
                        + (fixVersion.map {
                            "; or record 'change \(name) from \(oldSpelling.typeText(oldField.type)) hook' in 'since \($0)': older "
                                + "documents then migrate, but older versions still cannot read what this one writes"
                        } ?? ""))
            return
        }
        if !oldField.isRequired, newField.isRequired, recorded[name]?.retyped != true {
            add(
                .fieldMadeRequired, .error, [.backward], newField, oldField,
                "field '\(name)' of '\(record)' became required (it was \(oldField.presenceText)); documents that lack it fail",
                fix: madeRequiredFix(oldField, newField))
        } else if oldField.isRequired, newField.type.isOptional {
            add(
                .fieldMadeOptional, .error, [.forward], newField, oldField,
                "field '\(name)' of '\(record)' became optional; older versions require \"\(newField.wireKey)\" and this version may omit it",
                fix: defaulted(newField, spelling).map {
                    "give it a default instead: '\($0)' (this version then writes it unless it read a document without it)"
                } ?? "keep it required: '\(line(newField, type: newType))'; \(SchemaSpelling.noDefaultReason(newType))")
        } else if let before = types.oldWire.absentReading(oldField), let after = types.newWire.absentReading(newField),
            before != after
        {
            add(
                .defaultChanged, .warning, [.backward, .forward], newField, oldField,
                "the default of '\(name)' in '\(record)' changed from \(before) to \(after); documents without \"\(newField.wireKey)\" now read differently, and older versions read this version's documents without it (a default it read absent is written back absent) as \(before)"
            )
        }
        if !oldField.isStrict, newField.isStrict {
            add(
                .strictAdded, .warning, [.backward], newField, oldField,
                "'\(name)' of '\(record)' became @strict; a document with one unreadable element, which loaded before, now fails"
            )
        }
    }

    /// A type that reads the other's values in one direction only: a widened number (`Int32` to
    /// `Int64`) reads what older versions wrote, and older versions fail on what this one writes
    /// beyond their range; narrowing is the reverse.
    private mutating func widened(_ oldField: FieldModel, _ newField: FieldModel, breaksForward: Bool) {
        let (before, after) = (oldField.type.unwrapped.schemaText, newField.type.unwrapped.schemaText)
        let change = "field '\(newField.name)' of '\(record)' changed type from \(before) to \(after)"
        add(
            .fieldTypeChanged, .error, breaksForward ? [.forward] : [.backward], newField, oldField,
            breaksForward
                ? "\(change); older versions fail on values that \(before) cannot hold"
                : "\(change); documents older versions wrote with values that \(after) cannot hold fail",
            fix: "keep '\(line(newField, type: oldField.type))'; or "
                + (breaksForward
                    ? "write only values \(before) holds until no older version reads these documents"
                    : "widen instead of narrowing"))
    }

    private mutating func removed(_ field: FieldModel) {
        // A removal the history records is shown at its step; an unrecorded one at the record.
        let place = recordedRemovals.contains(field.wireKey) ? removalStep(field.name) : nil
        guard field.isRequired else {
            add(
                .fieldRemoved, .safe, [], nil, field,
                "\(field.presenceText) field '\(field.name)' of '\(record)' was removed; older versions read it as absent",
                at: place)
            return
        }
        var finding = CompatibilityFinding(
            rule: .fieldRemoved, subject: "\(record).\(field.name)", severity: .error, directions: [.forward],
            location: place ?? newRecordLocation,
            oldLocation: field.location,
            message:
                "required field '\(field.name)' of '\(record)' was removed; older versions require \"\(field.wireKey)\"",
            fix: removedFix(field))
        finding.directions.formIntersection(directions)
        if !finding.directions.isEmpty { findings.append(finding) }
    }

    private mutating func added(_ field: FieldModel) {
        if field.isRequired, recorded[field.name]?.hooked != true {
            add(
                .requiredFieldAdded, .error, [.backward], field, nil,
                "required field '\(field.name)' was added to '\(record)' with no default; documents older versions wrote lack it",
                fix: (defaulted(field, spelling).map { "give it a default: '\($0)'" }
                    ?? "make it optional: '\(line(field, type: .optional(field.type)))'; "
                    + SchemaSpelling.noDefaultReason(field.type))
                    + (fixVersion.map { "; or compute it: 'add \(field.name) hook' in 'since \($0)'" } ?? ""))
        } else {
            add(
                .fieldAdded, .safe, [], field, nil,
                "\(field.isRequired ? "computed" : field.presenceText) field '\(field.name)' was added to '\(record)'")
        }
    }

    /// The field a finding is about, as the current schemas name it: the history's field of the
    /// baseline's version by the name a later `rename` step gave it; a removed field by its old name.
    private func subject(_ newField: FieldModel?, _ oldField: FieldModel?) -> String {
        guard let newField else { return oldField?.name ?? "" }
        return historyRenames?[newField.name] ?? newField.name
    }

    private mutating func add(
        _ rule: CompatibilityRule, _ severity: CompatibilitySeverity, _ hurts: Set<CompatibilityDirection>,
        _ newField: FieldModel?, _ oldField: FieldModel?, _ message: String, fix: String? = nil,
        at place: SourceLocation? = nil
    ) {
        let kept = hurts.intersection(directions)
        if severity == .safe ? !reportsSafe : kept.isEmpty { return }
        findings.append(
            CompatibilityFinding(
                rule: rule, subject: "\(record).\(subject(newField, oldField))", severity: severity,
                directions: kept, location: place ?? newField?.location ?? newRecordLocation,
                oldLocation: oldField?.location,
                message: message, fix: fix))
    }
}

extension FieldType {
    /// The wire format inside the type, as a finding names it: `iso8601`, or `the coder's strategy`.
    var formatText: String {
        format.map { "@format(\($0.name))" } ?? "no format (the coder's strategy)"
    }
}
