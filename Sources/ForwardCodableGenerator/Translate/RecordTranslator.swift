/// A record becomes a struct: stored fields (enum and resilient fields in their wire form with a
/// typed view), the unknown-field bag, a memberwise initializer, and its `Codable` extension.
/// A versioned record also gets its version constants, migration steps, hooks and snapshots.
struct RecordTranslator {
    var context: TranslationContext

    /// The struct and what apps use with it (`api`), and what only the runtime calls (`support`):
    /// `Codable`, migration steps, and the decoding of snapshots.
    func translate(_ record: RecordModel) -> (api: [Declaration], support: [Declaration]) {
        var api: [Declaration] = [.structure(structure(record))]
        var support = RecordCodecTranslator(context: context, record: record).translate()
        if let versioning = record.versioning {
            let versions = VersionTranslator(context: context, record: record, versioning: versioning)
            let migrations = versions.migrations()
            let snapshots = versions.snapshots()
            api.append(versions.constants())
            api.append(contentsOf: migrations.hooks + snapshots.types)
            support.append(contentsOf: migrations.steps + snapshots.decoding)
        }
        return (api, support)
    }

    private func structure(_ record: RecordModel) -> TypeDescription {
        let fields = FieldMembers(fields: record.fields, model: context.model, tracksAbsence: true)
        var members = fields.properties(access: context.access)
        members.append(
            .property(
                PropertyDescription(
                    docs: ["Every key this version does not declare, written back unchanged by `encode(to:)`."],
                    access: context.access,
                    name: "unknownFields",
                    type: "[String: JSONValue]"
                )
            )
        )
        if let versioning = record.versioning {
            members.append(
                .property(
                    PropertyDescription(
                        docs: [
                            "The version this value is written with: \(versioning.currentVersion), or the newer version it was read at.",
                            "Re-encoding never lowers a stamp.",
                        ],
                        access: context.access,
                        setterAccess: .private,
                        name: "wireVersion",
                        type: "Int"
                    )
                )
            )
        }
        if record.fields.contains(where: \.type.isOptional) {
            members.append(
                .property(
                    PropertyDescription(
                        docs: [
                            "Optional fields that arrived as an explicit `null`, written back as `null` while they stay `nil`."
                        ],
                        access: .private,
                        name: "explicitNulls",
                        initialValue: .text("ExplicitNulls()")
                    )
                )
            )
        }
        if record.fields.contains(where: \.keepsAbsence) {
            let type = record.fields.absentDefaultsType(stamped: record.versioning != nil)
            members.append(.property(FieldMembers.absentDefaults(type)))
        }
        members.append(.function(memberwiseInitializer(record, fields: fields)))
        if record.versioning != nil, record.versioning?.steps.isEmpty == false {
            members.append(.function(storageInitializer(record)))
        }
        return TypeDescription(
            docs: record.docs,
            access: context.access,
            name: record.name,
            inherits: [record.versioning == nil ? "ForwardRecord" : "VersionedRecord"],
            members: members
        )
    }

    private func memberwiseInitializer(_ record: RecordModel, fields: FieldMembers) -> FunctionDescription {
        var body = record.fields.map { field in
            Storage.of(field) == .rawValue
                ? Statement.line("self.\(field.storageName) = \(SwiftTypes.wire(of: field.name, field))")
                : Statement.line("self.\(field.storageName) = \(field.name)")
        }
        body.append(.line("self.unknownFields = unknownFields"))
        if record.versioning != nil {
            body.append(.line("self.wireVersion = Self.currentVersion"))
        }
        return FunctionDescription(
            docs: ["Creates a value; `unknownFields` are written back after the declared fields."],
            access: context.access,
            kind: .initializer,
            parameters: record.fields.map { field in
                .init(
                    label: field.name,
                    name: field.name,
                    type: SwiftTypes.exposed(field.type, isStrict: field.isStrict),
                    defaultValue: field.defaultValue.map { SwiftLiterals.exposed($0, for: field) }
                )
            } + [
                .init(label: "unknownFields", name: "unknownFields", type: "[String: JSONValue]", defaultValue: "[:]")
            ],
            body: body,
            parametersOnSeparateLines: true
        )
    }

    /// The initializer that migration steps use: stored (wire) values and an explicit version.
    private func storageInitializer(_ record: RecordModel) -> FunctionDescription {
        var body = record.fields.map { Statement.line("self.\($0.storageName) = \($0.storageName)") }
        body.append(.line("self.unknownFields = unknownFields"))
        body.append(.line("self.wireVersion = wireVersion"))
        return FunctionDescription(
            docs: ["Creates a value from stored (wire) values; the last migration step uses it."],
            access: .private,
            kind: .initializer,
            parameters: record.fields.map {
                .init(label: $0.storageName, name: $0.storageName, type: SwiftTypes.stored($0, in: context.model))
            }
                + [
                    .init(label: "unknownFields", name: "unknownFields", type: "[String: JSONValue]"),
                    .init(label: "wireVersion", name: "wireVersion", type: "Int"),
                ],
            body: body,
            parametersOnSeparateLines: true
        )
    }
}

/// The members that each field contributes to a struct, in schema order: its stored property
/// and, for an enum field, the typed view followed by the raw storage behind it.
struct FieldMembers {
    var fields: [FieldModel]
    /// The model the fields' enums are looked up in, for the raw type of their storage.
    var model: SchemaModel
    /// Whether setting a defaulted field's storage writes the field again, absent or not: a
    /// `didSet` on it (a record's, not a snapshot's, which only migrations read).
    var tracksAbsence = false

    /// `absentDefaults`: the defaulted fields whose key was absent and that nobody set since.
    static func absentDefaults(_ type: String) -> PropertyDescription {
        PropertyDescription(
            docs: [
                "Defaulted fields whose key was absent from the document read and that nobody set since: written back absent."
            ],
            access: .private,
            name: "absentDefaults",
            initialValue: .text("\(type)()")
        )
    }

    /// `didSet { absentDefaults.remove(CodingKeys.port) }` on the storage of a defaulted field.
    private func observer(_ field: FieldModel) -> PropertyDescription.Accessors? {
        guard tracksAbsence, field.keepsAbsence else { return nil }
        return .didSet([.line("absentDefaults.remove(CodingKeys.\(field.name))")])
    }

    func properties(access: AccessModifier?) -> [Declaration] {
        fields.flatMap { field -> [Declaration] in
            if Storage.of(field) == .rawValue {
                return [rawView(field, access: access), rawStorage(field, access: access)]
            }
            if field.deprecation != nil {
                return [deprecatedAccessor(field, access: access), deprecatedStorage(field)]
            }
            return [
                .property(
                    PropertyDescription(
                        docs: field.docs, access: access, name: field.name, type: SwiftTypes.stored(field, in: model),
                        accessors: observer(field)))
            ]
        }
    }

    /// `@available(*, deprecated, message: "...")`, for a deprecated field's typed API.
    static func availability(_ deprecation: String?) -> [String] {
        guard let deprecation else { return [] }
        return deprecation.isEmpty
            ? ["@available(*, deprecated)"]
            : ["@available(*, deprecated, message: \(SwiftLiterals.string(deprecation)))"]
    }

    /// The deprecated field's typed API: a computed property over the `fileprivate` storage that
    /// generated code (the `Codable` extension, migrations and snapshots, all in the same file)
    /// reads and writes, so that only the caller's code is warned.
    private func deprecatedAccessor(_ field: FieldModel, access: AccessModifier?) -> Declaration {
        .property(
            PropertyDescription(
                docs: field.docs,
                attributes: Self.availability(field.deprecation),
                access: access,
                name: field.name,
                type: SwiftTypes.stored(field, in: model),
                accessors: .getSet(get: [.line(field.storageName)], set: [.line("\(field.storageName) = newValue")])
            )
        )
    }

    private func deprecatedStorage(_ field: FieldModel) -> Declaration {
        .property(
            PropertyDescription(
                docs: ["The storage of the deprecated ``\(field.name)``, which generated code uses."],
                access: .fileprivate,
                name: field.storageName,
                type: SwiftTypes.stored(field, in: model),
                accessors: observer(field)
            )
        )
    }

    /// `var method: Method { get set }` over the raw string (the fallback for display, and a set
    /// that writes the case's raw value), or `var createdAt: Date { get set }` over the
    /// `Formatted` wire text (a set writes the format's canonical text).
    private func rawView(_ field: FieldModel, access: AccessModifier?) -> Declaration {
        let raw = field.storageName
        let display = field.type.namedType.flatMap { model.enums[$0] }.flatMap { $0.isDisplayFallback ? $0 : nil }
        let undocumented =
            if field.type.format != nil {
                "Read from the wire text kept in ``\(raw)``; setting it writes the format's canonical text."
            } else if let display {
                "A raw value this version does not know shows as `.\(display.fallback)(raw)` and stays in ``\(raw)``."
            } else {
                "A raw value this version does not know shows as the fallback and stays in ``\(raw)``."
            }
        return .property(
            PropertyDescription(
                docs: field.docs.isEmpty ? [undocumented] : field.docs,
                attributes: Self.availability(field.deprecation),
                access: access,
                name: field.name,
                type: SwiftTypes.exposed(field.type, isStrict: field.isStrict),
                accessors: .getSet(
                    get: [.line(SwiftTypes.view(of: raw, field))],
                    set: [.line("\(raw) = \(SwiftTypes.wire(of: "newValue", field))")]
                )
            )
        )
    }

    private func rawStorage(_ field: FieldModel, access: AccessModifier?) -> Declaration {
        .property(
            PropertyDescription(
                docs: [
                    "The wire form of ``\(field.name)``, exactly as read, including values this version does not know.",
                    "Change it through ``\(field.name)``.",
                ],
                access: access,
                setterAccess: .private,
                name: field.storageName,
                type: SwiftTypes.stored(field, in: model),
                accessors: observer(field)
            )
        )
    }
}
