@_spi(ForwardCodableGenerated) import ForwardCodable

/// The schema of a record: its fields, and for a versioned record each version's shape, chosen by
/// the stamp as the generated reader chooses it.
extension JSONSchemaExporter {
    /// A record's file: the fields of an unversioned record; for a versioned one, the stamp, a
    /// branch per version and each version's shape under `$defs/v<N>`.
    func recordSchema(_ record: RecordModel) -> ExportJSON {
        var members: [String: ExportJSON] = [:]
        members["description"] = Self.description(record.docs)
        var vendor: [String: ExportJSON] = ["kind": .string("record")]
        if !record.reservedKeys.isEmpty { vendor["reserved"] = .strings(record.reservedKeys) }
        guard let versioning = record.versioning else {
            let shape = shape(record.fields, record: record)
            members[Self.vendorKeyword] = .object(
                shape.members[Self.vendorKeyword]?.members.merging(vendor) { $1 } ?? vendor)
            return .object(shape.members.merging(members) { _, new in new })
        }
        let stamp = versioning.stampKey
        vendor["version"] = .integer(versioning.currentVersion)
        vendor["stamp"] = .string(stamp)
        vendor["unstamped"] = versioning.unstampedVersion.map { .integer($0) }
        members[Self.vendorKeyword] = .object(vendor)
        members["type"] = .string("object")
        members["properties"] = .object([stamp: stampSchema(versioning)])
        if versioning.unstampedVersion == nil { members["required"] = .strings([stamp]) }
        var definitions: [String: ExportJSON] = [:]
        var branches: [ExportJSON] = []
        for snapshot in versioning.snapshots {
            definitions["v\(snapshot.version)"] = shape(snapshot.fields, record: record, stamp: stamp)
            branches.append(
                branch(stamp: stamp, test: ["const": .integer(snapshot.version)], version: snapshot.version))
        }
        let current = versioning.currentVersion
        definitions["v\(current)"] = shape(record.fields, record: record, stamp: stamp)
        // A stamp above the current version is read as the current shape.
        branches.append(branch(stamp: stamp, test: ["minimum": .integer(current)], version: current))
        if let unstamped = versioning.unstampedVersion {
            branches.append(
                .object([
                    "if": .object(["not": .object(["required": .strings([stamp])])]),
                    "then": .object(["$ref": .string("#/$defs/v\(unstamped)")]),
                ]))
        }
        members["allOf"] = .array(branches)
        members["$defs"] = .object(definitions)
        return .object(members)
    }

    /// The stamp: an integer from the oldest version up, as the generated reader reads it.
    private func stampSchema(_ versioning: VersioningModel) -> ExportJSON {
        .object([
            "type": .string("integer"), "minimum": .integer(versioning.oldestVersion), "maximum": .integer(Int.max),
            "description": .string(
                "The version the document was written by. Older versions are read in their own shape, newer "
                    + "ones in the current shape."),
        ])
    }

    private func branch(stamp: String, test: [String: ExportJSON], version: Int) -> ExportJSON {
        .object([
            "if": .object(["required": .strings([stamp]), "properties": .object([stamp: .object(test)])]),
            "then": .object(["$ref": .string("#/$defs/v\(version)")]),
        ])
    }

    /// An object of `fields` (and the stamp, for a versioned record's shapes), with their wire keys
    /// in the declaration's order under `x-forward-codable`.
    func shape(_ fields: [FieldModel], record: RecordModel, stamp: String? = nil) -> ExportJSON {
        var properties: [String: ExportJSON] = [:]
        var required: [String] = []
        if let stamp { properties[stamp] = .object(["type": .string("integer")]) }
        // A strict reader of an internally tagged union's payload reads the tag beside the fields.
        if options.closed {
            for union in model.unions.values.sorted(by: { $0.name < $1.name })
            where union.isInternallyTagged && union.variants.contains(where: { $0.payload == record.name }) {
                properties[union.tagKey] = .object([
                    "type": .string("string"), "description": .string("The tag of \(union.name)."),
                ])
            }
        }
        for field in fields {
            properties[field.wireKey] = fieldSchema(field)
            if field.defaultValue == nil, !field.type.isOptional { required.append(field.wireKey) }
        }
        var members: [String: ExportJSON] = ["type": .string("object"), "properties": .object(properties)]
        // The keys sort; the order of the declaration, for an importer, is here.
        members[Self.vendorKeyword] = .object(["fields": .strings(fields.map(\.wireKey))])
        if !required.isEmpty { members["required"] = .strings(required) }
        if options.closed { members["additionalProperties"] = .bool(false) }
        return .object(members)
    }

    /// A field: its type's schema; `null` too for a field with a default (the reader reads it as
    /// the default) unless closed; its default, sample (`examples`), documentation, deprecation and
    /// schema type.
    func fieldSchema(_ field: FieldModel) -> ExportJSON {
        var schema = typeSchema(field.type, strict: field.isStrict)
        if field.defaultValue != nil, !field.type.isOptional, !options.closed {
            schema = Self.nullable(schema)
        }
        var members = schema.members
        // An optional field's `nil` is what JSON Schema assumes of an absent key: no annotation.
        if let defaultValue = field.defaultValue, !(field.type.isOptional && defaultValue == .null) {
            members["default"] = Self.json(SampleDocuments.json(defaultValue, as: field.type, enums: model.enums))
        }
        // The sample the contract tests use: an example for readers, and what an import needs to
        // declare a required field of a type without defaults (an external type) again.
        if let sample = field.sample {
            members["examples"] = .array([Self.json(SampleDocuments.json(sample, as: field.type, enums: model.enums))])
        }
        members["description"] = Self.description(field.docs)
        if field.deprecation != nil { members["deprecated"] = .bool(true) }
        var vendor: [String: ExportJSON] = ["type": .string(field.type.schemaText)]
        if field.name != field.wireKey { vendor["name"] = .string(field.name) }
        if let format = field.type.format { vendor["format"] = .string(format.name) }
        if field.isStrict { vendor["strict"] = .bool(true) }
        members[Self.vendorKeyword] = .object(vendor)
        return .object(members)
    }

    /// A literal, as the runtime's `JSONValue` holds it.
    static func json(_ value: JSONValue) -> ExportJSON {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .int(let number): .integer(number)
        case .double(let number): .number("\(number)")
        case .exactNumber(let text): .number(text)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(json))
        case .object(let members): .object(members.mapValues(json))
        }
    }
}
