extension Resolver {
    /// Resolves a record: its fields, their wire keys (a field's `@key`, else its name in
    /// `keyStyle`, the record's style) and defaults, the names the generator adds, and its versions.
    mutating func resolveRecord(_ syntax: RecordSyntax, keyStyle: KeyStyle) -> RecordModel {
        var fields: [FieldModel] = []
        for fieldSyntax in syntax.fields {
            if let field = resolveField(fieldSyntax, record: syntax.name.text, keyStyle: keyStyle) {
                fields.append(field)
            }
        }
        checkNamesAndKeys(of: syntax, keyStyle: keyStyle)
        checkStorageCollisions(of: fields)
        var record = RecordModel(
            name: syntax.name.text,
            docs: syntax.docs,
            fields: fields,
            versioning: nil,
            location: syntax.name.location
        )
        record.reservedKeys = syntax.reserved.map(\.key)
        checkReservedKeys(syntax, fields: fields)
        if let clause = syntax.version {
            record.versioning = resolveVersioning(
                clause, history: syntax.history, record: record, keyStyle: keyStyle)
        } else if let first = syntax.history.first {
            diagnostics.emit(
                .sinceWithoutVersion(syntax.name.text, latest: syntax.history.map(\.version).max() ?? 2),
                at: first.location)
        }
        return record
    }

    /// Resolves one field, or returns `nil` after reporting why it cannot be generated.
    mutating func resolveField(_ syntax: FieldSyntax, record: String, keyStyle: KeyStyle) -> FieldModel? {
        checkMemberName(syntax.name, kind: "field", reserved: Names.recordMembers)
        guard let resolved = resolveType(syntax.type) else { return nil }
        let type = applyFormat(syntax.attributes, to: resolved, field: syntax.name.text)
        var field = FieldModel(
            name: syntax.name.text,
            wireKey: keyStyle.wireKey(for: syntax.name.text),
            docs: syntax.docs,
            type: type,
            defaultValue: nil,
            isStrict: false,
            sample: nil,
            location: syntax.name.location
        )
        if let literal = syntax.defaultValue, type.isOptional, literal != .null(literal.location) {
            diagnostics.emit(.optionalFieldDefault(field.name), at: literal.location)
            field.defaultValue = .null
        } else if let literal = syntax.defaultValue {
            field.defaultValue = resolveValue(literal, as: type, role: .defaultValue, field: field.name)
        } else if type.isOptional {
            field.defaultValue = .null
        }
        resolveAttributes(syntax.attributes, of: &field)
        checkSample(of: field, syntax: syntax)
        checkExternalSample(of: field)
        return field
    }

    /// Warns when a field's sample is its default: a golden fixture then holds the value that an
    /// absent key would read as too, and cannot show that the key is read at all.
    mutating func checkSample(of field: FieldModel, syntax: FieldSyntax) {
        guard let sample = field.sample, sample == field.defaultValue, let literal = syntax.defaultValue,
            let attribute = syntax.attributes.first(where: { $0.name.text == "sample" })
        else { return }
        diagnostics.emit(
            .sampleEqualsDefault(field.name, defaultAt: literal.location), at: attribute.name.location)
    }

    /// `@key("wire")`, `@strict`, `@sample(value)` and `@deprecated`; `@format` was applied to the type.
    mutating func resolveAttributes(_ attributes: [AttributeSyntax], of field: inout FieldModel) {
        var seen: [String: SourceLocation] = [:]
        for attribute in attributes {
            let name = attribute.name
            if let first = seen[name.text] {
                diagnostics.emit(
                    .duplicateAttribute(name.text, field: field.name, previous: first), at: name.location)
                continue
            }
            seen[name.text] = name.location
            switch name.text {
            case "key":
                guard attribute.arguments.count == 1, case .string(let key, let location) = attribute.arguments[0]
                else {
                    diagnostics.emit(.keyAttributeArguments, at: name.location)
                    continue
                }
                if key.isEmpty {
                    diagnostics.emit(.emptyWireKey(field.name), at: location)
                }
                field.wireKey = key
            case "strict":
                guard attribute.arguments.isEmpty else {
                    diagnostics.emit(.strictTakesNoArguments, at: name.location)
                    continue
                }
                guard field.type.containsRecordInCollection else {
                    diagnostics.emit(
                        .strictWithoutRecords(field.name, type: field.type.schemaText), at: name.location)
                    continue
                }
                field.isStrict = true
            case "deprecated":
                field.deprecation = deprecationMessage(attribute)
            case "format":
                continue  // Applied to the field's type before its default and sample.
            case "sample":
                guard attribute.arguments.count == 1 else {
                    diagnostics.emit(.sampleArguments, at: name.location)
                    continue
                }
                field.sample = resolveValue(attribute.arguments[0], as: field.type, role: .sample, field: field.name)
            default:
                diagnostics.emit(
                    .unknownAttribute(
                        name.text,
                        suggestion: Suggestions.didYouMean(
                            name.text, among: ["key", "strict", "sample", "deprecated", "format"])),
                    at: name.location)
            }
        }
    }

    /// Duplicate field names and wire keys, checked on the syntax so that a field whose type
    /// cannot be resolved is still compared with the others.
    mutating func checkNamesAndKeys(of syntax: RecordSyntax, keyStyle: KeyStyle) {
        var names: [String: SourceLocation] = [:]
        var keys: [String: (owner: String, location: SourceLocation, styledName: String?)] = [:]
        if let stamp = syntax.version {
            keys[stamp.stampKey] = ("the version stamp", stamp.stampLocation, nil)
        }
        for field in syntax.fields {
            let name = field.name
            if let first = names[name.text] {
                diagnostics.emit(
                    .duplicateField(name.text, record: syntax.name.text, previous: first), at: name.location)
                continue
            }
            names[name.text] = name.location
            let (key, styled) = Self.wireKey(of: field, keyStyle: keyStyle)
            if let first = keys[key], styled, let other = first.styledName {
                diagnostics.emit(
                    .keyStyleCollision(
                        field: name.text, other: other, key: key, style: keyStyle.rawValue,
                        previous: first.location),
                    at: name.location)
            } else if let first = keys[key] {
                diagnostics.emit(
                    .duplicateWireKey(field: name.text, key: key, owner: first.owner, previous: first.location),
                    at: name.location)
            } else {
                keys[key] = ("field '\(name.text)'", name.location, styled ? name.text : nil)
            }
        }
    }

    /// The wire key a field declares: its `@key("...")`, or its name in the record's key style;
    /// `styled` when a key style other than `as_written` derived it.
    static func wireKey(of field: FieldSyntax, keyStyle: KeyStyle) -> (key: String, styled: Bool) {
        for attribute in field.attributes where attribute.name.text == "key" {
            if case .string(let key, _)? = attribute.arguments.first { return (key, false) }
        }
        return (keyStyle.wireKey(for: field.name.text), keyStyle != .asWritten)
    }

    /// A field whose wire key is `reserved`: documents older versions wrote may still hold the
    /// removed field's value under it.
    mutating func checkReservedKeys(_ syntax: RecordSyntax, fields: [FieldModel]) {
        for field in fields {
            guard let reservation = syntax.reserved.first(where: { $0.key == field.wireKey }) else { continue }
            diagnostics.emit(
                .reservedKeyReused(
                    field.name, key: field.wireKey, record: syntax.name.text, reservedAt: reservation.location),
                at: field.location)
        }
    }

    /// Names that collide with the `...Raw` storage the generator adds for enum fields.
    mutating func checkStorageCollisions(of fields: [FieldModel]) {
        // A duplicated field is reported as such; its storage collides once.
        var checked: Set<String> = []
        for field in fields where field.storageName != field.name && checked.insert(field.name).inserted {
            guard let other = fields.first(where: { $0.name == field.storageName }) else { continue }
            if Storage.of(field) == .rawValue {
                diagnostics.emit(
                    .rawStorageCollision(other.name, storageOf: field.name, wireKey: other.wireKey), at: other.location)
            } else {
                diagnostics.emit(
                    .deprecatedStorageCollision(other.name, storageOf: field.name, wireKey: other.wireKey),
                    at: other.location)
            }
        }
    }
}
