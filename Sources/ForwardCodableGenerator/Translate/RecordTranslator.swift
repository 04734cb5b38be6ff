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
        let fields = FieldMembers(
            fields: record.fields, model: context.model, indirect: context.model.indirectFields[record.name] ?? [],
            tracksAbsence: true)
        var members = fields.properties(access: context.access)
        let storage = context.model.unknownFieldsStorageType
        members.append(
            .property(
                PropertyDescription(
                    docs: ["Every key this version does not declare, written back unchanged by `encode(to:)`."],
                    access: context.access,
                    name: "unknownFields",
                    type: context.model.unknownFieldsType,
                    accessors: .getSet(
                        get: [.line("_unknownFields.fields")],
                        set: [.line("_unknownFields = \(storage)(newValue)")])
                )
            )
        )
        members.append(
            .property(
                PropertyDescription(
                    docs: [
                        "The bag as stored: as read on the JSON fast path (the text of its members, parsed when",
                        "`unknownFields` is read and written back as it came), or as set.",
                    ],
                    access: .private,
                    name: "_unknownFields",
                    type: storage
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
                        initialValue: .text("\(context.model.runtime("ExplicitNulls"))()")
                    )
                )
            )
        }
        if record.fields.contains(where: \.keepsAbsence) {
            let type = record.fields.absentDefaultsType(stamped: record.versioning != nil, in: context.model)
            members.append(.property(FieldMembers.absentDefaults(type)))
        }
        members.append(.function(memberwiseInitializer(record, fields: fields)))
        if record.versioning != nil, record.versioning?.steps.isEmpty == false {
            members.append(.function(storageInitializer(record)))
        }
        return TypeDescription(
            docs: record.docs,
            access: context.access,
            name: SwiftName.type(record.name),
            inherits: [context.model.runtime(record.versioning == nil ? "ForwardRecord" : "VersionedRecord")],
            members: members
        )
    }

    private func memberwiseInitializer(_ record: RecordModel, fields: FieldMembers) -> FunctionDescription {
        let taken = Set(record.fields.map(\.name))
        let parameters = record.fields.map { SwiftName.parameter($0.name, avoiding: taken) }
        var body = zip(record.fields, parameters).map { field, parameter in
            let storage = "self.\(SwiftName.member(field.storageName))"
            return Storage.of(field) == .rawValue
                ? Statement.line("\(storage) = \(SwiftTypes.wire(of: parameter.reference, field, in: context.model))")
                : Statement.line("\(storage) = \(parameter.reference)")
        }
        body.append(.line("self._unknownFields = \(context.model.unknownFieldsStorageType)(unknownFields)"))
        if record.versioning != nil {
            body.append(.line("self.wireVersion = \(SwiftName.selfType(of: record)).currentVersion"))
        }
        return FunctionDescription(
            docs: ["Creates a value; `unknownFields` are written back after the declared fields."],
            access: context.access,
            kind: .initializer,
            parameters: zip(record.fields, parameters).map { field, parameter in
                .init(
                    label: parameter.label,
                    name: parameter.local,
                    type: SwiftTypes.exposed(field.type, isStrict: field.isStrict, in: context.model),
                    defaultValue: field.defaultValue.map { SwiftLiterals.exposed($0, for: field, in: context.model) }
                )
            } + [
                .init(
                    label: "unknownFields", name: "unknownFields", type: context.model.unknownFieldsType,
                    defaultValue: "[:]")
            ],
            body: body,
            parametersOnSeparateLines: true
        )
    }

    /// The initializer that migration steps use: stored (wire) values and an explicit version.
    private func storageInitializer(_ record: RecordModel) -> FunctionDescription {
        let taken = Set(record.fields.map(\.storageName))
        let parameters = record.fields.map { SwiftName.parameter($0.storageName, avoiding: taken) }
        var body = zip(record.fields, parameters).map { field, parameter in
            Statement.line("self.\(SwiftName.member(field.storageName)) = \(parameter.reference)")
        }
        body.append(.line("self._unknownFields = \(context.model.unknownFieldsStorageType)(unknownFields)"))
        body.append(.line("self.wireVersion = wireVersion"))
        return FunctionDescription(
            docs: ["Creates a value from stored (wire) values; the last migration step uses it."],
            access: .private,
            kind: .initializer,
            parameters: zip(record.fields, parameters).map { field, parameter in
                .init(label: parameter.label, name: parameter.local, type: SwiftTypes.stored(field, in: context.model))
            }
                + [
                    .init(label: "unknownFields", name: "unknownFields", type: context.model.unknownFieldsType),
                    .init(label: "wireVersion", name: "wireVersion", type: "Int"),
                ],
            body: body,
            parametersOnSeparateLines: true
        )
    }
}

/// The members that each field contributes to a struct, in schema order: its stored property
/// and, for an enum field, the typed view followed by the raw storage behind it. A field that
/// closes a cycle of records is stored out of line: `@Indirect public var reblog: Status?`.
struct FieldMembers {
    var fields: [FieldModel]
    /// The model the fields' enums are looked up in, for the raw type of their storage.
    var model: SchemaModel
    /// The fields stored out of line (``SchemaModel/indirectFields``); none in a snapshot, which
    /// no record holds.
    var indirect: Set<String> = []
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
        let keys = fields.contains { $0.name == "CodingKeys" } ? "Self.CodingKeys" : "CodingKeys"
        return .didSet([.line("absentDefaults.remove(\(SwiftName.member(field.name, of: keys, asArgument: true)))")])
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
                        docs: field.docs, wrapper: wrapper(of: field), access: access,
                        name: SwiftName.identifier(field.name),
                        type: SwiftTypes.stored(field, in: model), accessors: observer(field)))
            ]
        }
    }

    /// `@Indirect` for a field stored out of line.
    private func wrapper(of field: FieldModel) -> String? {
        indirect.contains(field.name) ? "@" + model.runtime("Indirect") : nil
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
        let storage = SwiftName.identifier(field.storageName)
        return .property(
            PropertyDescription(
                docs: field.docs,
                attributes: Self.availability(field.deprecation),
                access: access,
                name: SwiftName.identifier(field.name),
                type: SwiftTypes.stored(field, in: model),
                accessors: .getSet(get: [.line(storage)], set: [.line("\(storage) = newValue")])
            )
        )
    }

    private func deprecatedStorage(_ field: FieldModel) -> Declaration {
        .property(
            PropertyDescription(
                docs: ["The storage of the deprecated ``\(field.name)``, which generated code uses."],
                wrapper: wrapper(of: field),
                access: .fileprivate,
                name: SwiftName.identifier(field.storageName),
                type: SwiftTypes.stored(field, in: model),
                accessors: observer(field)
            )
        )
    }

    /// `var method: Method { get set }` over the raw string (the fallback for display, and a set
    /// that writes the case's raw value), or `var createdAt: Date { get set }` over the
    /// `Formatted` wire text (a set writes the format's canonical text).
    private func rawView(_ field: FieldModel, access: AccessModifier?) -> Declaration {
        let raw = SwiftName.identifier(field.storageName)
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
                name: SwiftName.identifier(field.name),
                type: SwiftTypes.exposed(field.type, isStrict: field.isStrict, in: model),
                accessors: .getSet(
                    get: [.line(SwiftTypes.view(of: raw, field, in: model))],
                    set: [.line("\(raw) = \(SwiftTypes.wire(of: "newValue", field, in: model))")]
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
                name: SwiftName.identifier(field.storageName),
                type: SwiftTypes.stored(field, in: model),
                accessors: observer(field)
            )
        )
    }
}
