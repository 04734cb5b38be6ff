extension Resolver {
    /// Resolves a record: its fields, their wire keys and defaults, the names the generator adds,
    /// and its versions.
    mutating func resolveRecord(_ syntax: RecordSyntax) -> RecordModel {
        var fields: [FieldModel] = []
        for fieldSyntax in syntax.fields {
            if let field = resolveField(fieldSyntax, record: syntax.name.text) {
                fields.append(field)
            }
        }
        checkNamesAndKeys(of: syntax)
        checkStorageCollisions(of: fields)
        var record = RecordModel(
            name: syntax.name.text,
            docs: syntax.docs,
            fields: fields,
            versioning: nil,
            location: syntax.name.location
        )
        if let clause = syntax.version {
            record.versioning = resolveVersioning(clause, history: syntax.history, record: record)
        } else if let first = syntax.history.first {
            diagnostics.error(
                "record '\(syntax.name.text)' has a 'since' block but no version; declare one in its header, as in: "
                    + "record \(syntax.name.text) version \(syntax.history.map(\.version).max() ?? 2) stamp \"schema\" {",
                at: first.location
            )
        }
        return record
    }

    /// Resolves one field, or returns `nil` after reporting why it cannot be generated.
    mutating func resolveField(_ syntax: FieldSyntax, record: String) -> FieldModel? {
        checkMemberName(syntax.name, kind: "field", reserved: Names.recordMembers)
        guard let type = resolveType(syntax.type) else { return nil }
        var field = FieldModel(
            name: syntax.name.text,
            wireKey: syntax.name.text,
            docs: syntax.docs,
            type: type,
            defaultValue: nil,
            isStrict: false,
            sample: nil,
            location: syntax.name.location
        )
        if let literal = syntax.defaultValue, type.isOptional, literal != .null(literal.location) {
            diagnostics.error(
                "an optional field defaults to nil: an absent key reads as nil and is written back absent; remove "
                    + "the default, or make '\(field.name)' non-optional so that an absent key reads as the default",
                at: literal.location
            )
            field.defaultValue = .null
        } else if let literal = syntax.defaultValue {
            field.defaultValue = resolveValue(literal, as: type, role: .defaultValue, field: field.name)
        } else if type.isOptional {
            field.defaultValue = .null
        }
        resolveAttributes(syntax.attributes, of: &field)
        return field
    }

    /// `@key("wire")`, `@strict` and `@sample(value)`.
    mutating func resolveAttributes(_ attributes: [AttributeSyntax], of field: inout FieldModel) {
        var seen = Set<String>()
        for attribute in attributes {
            let name = attribute.name
            if !seen.insert(name.text).inserted {
                diagnostics.error("@\(name.text) is given twice on field '\(field.name)'", at: name.location)
                continue
            }
            switch name.text {
            case "key":
                guard attribute.arguments.count == 1, case .string(let key, let location) = attribute.arguments[0]
                else {
                    diagnostics.error(
                        "@key takes one string: the wire key, as in @key(\"display_name\")", at: name.location)
                    continue
                }
                if key.isEmpty {
                    diagnostics.error("the wire key of '\(field.name)' cannot be empty", at: location)
                }
                field.wireKey = key
            case "strict":
                guard attribute.arguments.isEmpty else {
                    diagnostics.error("@strict takes no arguments", at: name.location)
                    continue
                }
                guard field.type.containsRecordInCollection else {
                    diagnostics.error(
                        "@strict applies to collections of records; '\(field.name)' of type \(field.type.schemaText) "
                            + "has no records to keep verbatim",
                        at: name.location
                    )
                    continue
                }
                field.isStrict = true
            case "sample":
                guard attribute.arguments.count == 1 else {
                    diagnostics.error("@sample takes one value, as in @sample(\"Harbor build 418\")", at: name.location)
                    continue
                }
                field.sample = resolveValue(attribute.arguments[0], as: field.type, role: .sample, field: field.name)
            default:
                diagnostics.error(
                    "unknown attribute '@\(name.text)'; fields accept @key, @strict and @sample"
                        + Self.suggestion(name.text, among: ["key", "strict", "sample"]),
                    at: name.location
                )
            }
        }
    }

    /// Duplicate field names and wire keys, checked on the syntax so that a field whose type
    /// cannot be resolved is still compared with the others.
    mutating func checkNamesAndKeys(of syntax: RecordSyntax) {
        var names: [String: SourceLocation] = [:]
        var keys: [String: (owner: String, location: SourceLocation)] = [:]
        if let stamp = syntax.version {
            keys[stamp.stampKey] = ("the version stamp", stamp.stampLocation)
        }
        for field in syntax.fields {
            let name = field.name
            if let first = names[name.text] {
                diagnostics.error(
                    "duplicate field '\(name.text)' in record '\(syntax.name.text)'; first at \(first)",
                    at: name.location)
                continue
            }
            names[name.text] = name.location
            let key = Self.wireKey(of: field)
            if let first = keys[key] {
                diagnostics.error(
                    "field '\(name.text)' uses the wire key \"\(key)\", which \(first.owner) already uses (at \(first.location))",
                    at: name.location
                )
            } else {
                keys[key] = ("field '\(name.text)'", name.location)
            }
        }
    }

    /// The wire key a field declares: its `@key("...")`, or its name.
    static func wireKey(of field: FieldSyntax) -> String {
        for attribute in field.attributes where attribute.name.text == "key" {
            if case .string(let key, _)? = attribute.arguments.first { return key }
        }
        return field.name.text
    }

    /// Names that collide with the `...Raw` storage the generator adds for enum fields.
    mutating func checkStorageCollisions(of fields: [FieldModel]) {
        for field in fields where Storage.of(field) == .rawValue {
            let storageName = Storage.rawName(of: field)
            if let other = fields.first(where: { $0.name == storageName }) {
                diagnostics.error(
                    "field '\(other.name)' collides with the raw storage that ForwardCodable generates for '\(field.name)'; "
                        + "choose another name and keep the wire key with @key(\"\(other.wireKey)\")",
                    at: other.location
                )
            }
        }
    }
}
