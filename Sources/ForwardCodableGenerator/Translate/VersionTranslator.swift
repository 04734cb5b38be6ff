/// The versioning of a record: its constants, the decoder that probes the stamp and migrates
/// step by step, the hooks the user writes, the steps, and a snapshot struct per older version.
struct VersionTranslator {
    var context: TranslationContext
    var record: RecordModel
    var versioning: VersioningModel

    private var current: Int { versioning.currentVersion }

    /// The name of the snapshot parameter of steps and hooks: the record name with a lowercase
    /// first letter (`note`), unless that would need backticks (`extensionSnapshot` for the
    /// record `Extension`) or is the `source` parameter next to it.
    private var parameterName: String {
        let name = record.name.lowercasedFirst
        return SwiftName.identifier(name) != name || name == "source" || name == "unknownFields"
            ? name + "Snapshot" : name
    }

    /// The record's name as a type.
    private var typeName: String { SwiftName.type(record.name) }

    /// `Self`, or the record's name when a field named `Self` would hide it.
    private var selfType: String { SwiftName.selfType(of: record) }

    /// The current version's `CodingKeys` in a step: through the record's type when a field
    /// named `CodingKeys` would hide the nested enum.
    private var currentKeys: String {
        record.fields.contains { $0.name == "CodingKeys" } ? "\(selfType).CodingKeys" : "CodingKeys"
    }

    func constants() -> Declaration {
        .extensionOf(
            ExtensionDescription(
                type: typeName,
                members: [
                    constant("currentVersion", "Int", String(current), "The version this app writes."),
                    constant(
                        "oldestVersion", "Int", String(versioning.oldestVersion),
                        "The oldest version this app migrates from."),
                    constant(
                        "versionKey", "String", SwiftLiterals.string(versioning.stampKey),
                        "The wire key that holds the version."),
                ]
            )
        )
    }

    private func constant(_ name: String, _ type: String, _ value: String, _ doc: String) -> Declaration {
        .property(
            PropertyDescription(
                docs: [doc], access: context.access, isStatic: true, keyword: .let, name: name, type: type,
                initialValue: .text(value)))
    }

    // MARK: Decoding

    /// The arguments that read the stamp: its key, the record, the versions and the policy for an
    /// unstamped document.
    private var stampArguments: [Argument] {
        [
            Argument("stamp", ".wireVersion"), Argument("record", SwiftLiterals.string(record.name)),
            Argument("supportedVersions", "\(selfType).supportedVersions"),
            Argument("unstamped", versioning.unstampedVersion.map(String.init) ?? "nil"),
        ]
    }

    /// `init(from:)`: the stamp read from the decoder's container, then the migration chain.
    func decodingInitializer() -> FunctionDescription {
        FunctionDescription(
            docs: [
                "Reads the version stamp first, migrates an older document one version at a time, and reads",
                "a current (or newer) document as the current shape, keeping every key it does not declare.",
            ],
            access: context.access,
            kind: .initializer,
            parameters: [.init(label: "from", name: "decoder", type: "any \(context.model.runtime("Decoder"))")],
            isThrowing: true,
            body: [
                .expression(
                    .call(
                        "var document = try \(context.model.runtime("KeyedVersionedDocument"))<CodingKeys>",
                        [.unlabeled("decoder")] + stampArguments)),
                .line("try self.init(document: &document)"),
            ]
        )
    }

    /// `init(fastJSON:)`: the stamp read from the bytes (wherever it sits in the object), then the
    /// migration chain.
    func readingInitializer() -> FunctionDescription {
        FunctionDescription(
            docs: [
                "Reads the version stamp first, then the document as `init(from:)` does, straight from JSON bytes."
            ],
            access: context.access,
            kind: .initializer,
            parameters: [
                .init(label: "fastJSON", name: "reader", type: "inout \(context.model.runtime("JSONReader"))")
            ],
            isThrowing: true,
            body: [
                .expression(
                    .call(
                        "var document = try \(context.model.runtime("JSONVersionedDocument"))<CodingKeys>",
                        [.unlabeled("&reader")] + stampArguments
                    )),
                .line("try self.init(document: &document)"),
                .line("reader.resume(after: document)"),
            ]
        )
    }

    /// `init(document:)`, the one migration chain of both codecs: an older document is read as its
    /// snapshot and migrated one version at a time; a current or newer one is read as the current
    /// shape.
    func migrationChain() -> FunctionDescription {
        // A closure, not `Self.init(fields:version:)`: a reference to the generic initializer
        // captures the reader's metatype, which strict concurrency warns about.
        let currentShape = Statement.line(
            "self = try document.currentShape { try \(selfType)(fields: &$0, version: $1) }")
        var body: [Statement] = []
        if current > 1 {
            var cases: [SwitchCase] = []
            for version in 1..<current {
                var steps: [Statement] = []
                let snapshot = Expression.call("document.snapshot", [.unlabeled("V\(version).self")])
                func migrate(_ target: String, _ value: Expression) -> Statement {
                    .expression(
                        .call(
                            "\(target) = try \(selfType).migrate",
                            [Argument(nil, value), .unlabeled("document.source")]))
                }
                if version + 1 == current {
                    steps.append(migrate("self", snapshot))
                } else {
                    steps.append(migrate("let v\(version + 1)", snapshot))
                    for next in (version + 1)..<(current - 1) {
                        steps.append(migrate("let v\(next + 1)", .text("v\(next)")))
                    }
                    steps.append(migrate("self", .text("v\(current - 1)")))
                }
                cases.append(SwitchCase(pattern: String(version), body: steps))
            }
            cases.append(SwitchCase(pattern: nil, body: [currentShape]))
            body.append(.switchOf(subject: "document.version", cases: cases))
        } else {
            body.append(currentShape)
        }
        let document =
            context.options.fastJSON
            ? "inout some \(context.model.runtime("VersionedDocument"))<CodingKeys>"
            : "inout \(context.model.runtime("KeyedVersionedDocument"))<CodingKeys>"
        return FunctionDescription(
            docs: [
                "Migrates an older document, with either codec, one version at a time, and reads a current (or newer) one as the current shape."
            ],
            access: .private,
            kind: .initializer,
            parameters: [.init(label: "document", name: "document", type: document)],
            isThrowing: true,
            body: body
        )
    }

    // MARK: Hooks and steps

    /// The hooks protocol that the app implements and the conformance that requires it (`hooks`),
    /// and the migration steps that call them (`steps`).
    func migrations() -> (hooks: [Declaration], steps: [Declaration]) {
        guard !versioning.steps.isEmpty else { return ([], []) }
        var declarations: [Declaration] = []
        let hooks = versioning.steps.flatMap(\.hooks)
        if !hooks.isEmpty {
            declarations.append(
                .extensionOf(ExtensionDescription(type: typeName, members: [.protocolDecl(hooksProtocol(hooks))]))
            )
            declarations.append(
                .extensionOf(ExtensionDescription(type: typeName, conformances: ["\(typeName).Migrations"])))
        }
        let steps = Declaration.extensionOf(
            ExtensionDescription(type: typeName, members: versioning.steps.map { .function(step($0)) }))
        return (declarations, [steps])
    }

    private func hooksProtocol(_ hooks: [HookModel]) -> ProtocolDescription {
        ProtocolDescription(
            docs: [
                "The migration steps that need your code. Implement each in an extension of `\(record.name)`;",
                "a missing one is a compile error, never a runtime surprise.",
            ],
            name: "Migrations",
            members: hooks.map { hook in
                .function(
                    FunctionDescription(
                        docs: [hookDoc(hook)],
                        isStatic: true,
                        kind: .function(name: SwiftName.identifier(hook.name)),
                        parameters: [.init(label: "from", name: parameterName, type: "V\(hook.fromVersion)")],
                        isThrowing: true,
                        returnType: SwiftTypes.exposed(
                            hook.type, isStrict: record.fields.first { $0.name == hook.field }?.isStrict ?? false,
                            in: context.model),
                        body: nil
                    )
                )
            }
        )
    }

    private func hookDoc(_ hook: HookModel) -> String {
        let step = versioning.steps.first { $0.toVersion == hook.fromVersion + 1 }
        let origin = step?.sources.first { $0.field.name == hook.field }?.origin
        if case .retype? = origin {
            return
                "Version \(hook.fromVersion + 1) changes the type of `\(hook.field)`: convert it from a version \(hook.fromVersion) \(parameterName)."
        }
        return
            "Version \(hook.fromVersion + 1) adds `\(hook.field)`: compute it from a version \(hook.fromVersion) \(parameterName)."
    }

    /// One step: `migrate(_ note: V1, _ source:) throws -> V2`.
    private func step(_ step: MigrationStepModel) -> FunctionDescription {
        let version = step.toVersion
        let old = versioning.snapshots[version - 2]
        let oldKeys = Set(old.fields.map(\.wireKey) + [versioning.stampKey])
        var body: [Statement] = []
        var lets: [Statement] = []
        var arguments: [Argument] = []
        var nulls: [Statement] = []
        var absences: [Statement] = []
        let keys = version == current ? currentKeys : "V\(version).CodingKeys"
        for source in step.sources {
            let field = source.field
            let expression: String
            nulls += carriedNull(source, from: old, into: keys)
            absences += carriedAbsence(source, from: old, version: version, into: keys)
            switch source.origin {
            case .copy(let from), .renamed(let from, _):
                let oldField = old.fields.first { $0.name == from } ?? field
                expression = renamingCases(
                    in: "\(parameterName).\(SwiftName.member(oldField.storageName))", field: field, step: step)
                if !oldKeys.contains(field.wireKey) {
                    body.append(.line("unknownFields[\(SwiftLiterals.string(field.wireKey))] = nil"))
                }
            case .adopt(let defaultValue):
                let local = "migrated" + field.storageName.capitalizedFirst
                let fallback = SwiftLiterals.stored(defaultValue, for: field, in: context.model)
                let adopt = Expression.call(
                    "try source.adopt",
                    [
                        .unlabeled("\(SwiftTypes.stored(field, in: context.model)).self"),
                        .unlabeled(SwiftLiterals.string(field.wireKey)),
                        Argument("from", "&unknownFields"), Argument("toVersion", String(version)),
                    ] + enumCheck(field))
                if field.keepsAbsence {
                    // No version wrote the key, and the step sets nothing: the default stays absent.
                    lets.append(.expression(.assignment(target: "let \(local)", value: adopt)))
                    let key = SwiftName.member(field.name, of: keys, asArgument: true)
                    absences.append(
                        .block(header: "if \(local) == nil", body: [.line("absentDefaults.insert(\(key))")]))
                    expression = "\(local) ?? \(fallback)"
                } else {
                    lets.append(
                        .expression(
                            .assignment(target: "let \(local)", value: .sequence([adopt, .text(" ?? \(fallback)")])))
                    )
                    expression = local
                }
            case .hook(let hook), .retype(let hook):
                let local = "migrated" + field.name.capitalizedFirst
                lets.append(
                    .expression(
                        .call(
                            callee: "let \(local) = try source.hook",
                            arguments: [
                                .unlabeled(SwiftLiterals.string("\(hook.name)(from:)")),
                                Argument("toVersion", String(version)),
                            ],
                            trailingClosure: [
                                .expression(
                                    .call(
                                        "try (\(selfType).self as any Migrations.Type).\(SwiftName.member(hook.name))",
                                        [Argument("from", parameterName)]))
                            ]
                        ))
                )
                expression =
                    Storage.of(field) == .rawValue ? SwiftTypes.wire(of: local, field, in: context.model) : local
                if !oldKeys.contains(field.wireKey) {
                    body.append(.line("unknownFields[\(SwiftLiterals.string(field.wireKey))] = nil"))
                }
            }
            arguments.append(Argument(SwiftName.label(field.storageName), expression))
        }
        for key in step.removedKeys {
            body.append(
                .expression(
                    .call(
                        "unknownFields[\(SwiftLiterals.string(key))] = try source.written",
                        [.unlabeled(SwiftLiterals.string(key))])))
        }
        let bagChanges = !body.isEmpty || step.sources.contains { if case .adopt = $0.origin { true } else { false } }
        body.insert(.line("\(bagChanges ? "var" : "let") unknownFields = \(parameterName).unknownFields"), at: 0)
        let isLast = version == current
        let target = isLast ? typeName : "V\(version)"
        if !nulls.isEmpty {
            body.append(.line("var explicitNulls = \(context.model.runtime("ExplicitNulls"))()"))
            body.append(contentsOf: nulls)
        }
        body.append(contentsOf: lets)
        if !absences.isEmpty {
            let type = step.sources.map(\.field).absentDefaultsType(stamped: true, in: context.model)
            body.append(.line("var absentDefaults = \(type)()"))
            body.append(contentsOf: absences)
        }
        arguments.append(Argument("unknownFields", "unknownFields"))
        if isLast {
            arguments.append(Argument("wireVersion", "\(selfType).currentVersion"))
            if nulls.isEmpty, absences.isEmpty {
                body.append(.expression(.call("return \(target)", arguments)))
            } else {
                // The record keeps its explicit nulls and absent defaults private; this step is in its file.
                body.append(.expression(.call("var migrated = \(target)", arguments)))
                if !nulls.isEmpty { body.append(.line("migrated.explicitNulls = explicitNulls")) }
                if !absences.isEmpty { body.append(.line("migrated.absentDefaults = absentDefaults")) }
                body.append(.line("return migrated"))
            }
        } else {
            if !nulls.isEmpty { arguments.append(Argument("explicitNulls", "explicitNulls")) }
            if !absences.isEmpty { arguments.append(Argument("absentDefaults", "absentDefaults")) }
            body.append(.expression(.call("return \(target)", arguments)))
        }
        return FunctionDescription(
            docs: stepDocs(step),
            access: .private,
            isStatic: true,
            kind: .function(name: "migrate"),
            parameters: [
                .init(name: parameterName, type: "V\(version - 1)"),
                .init(
                    name: "source",
                    type:
                        "\(context.model.runtime("MigrationSource"))<\(context.model.runtime("RecordKey"))<CodingKeys>>"
                ),
            ],
            isThrowing: true,
            returnType: target,
            body: body
        )
    }

    /// The statements that carry an explicit `null` of an optional field into the new version:
    /// from the old field (same name, renamed or retyped), or, for an added field, from a `null`
    /// in the old bag. A `null` is written back only while the field's value is nil, so a hook
    /// that computes a value still wins.
    private func carriedNull(_ source: FieldSourceModel, from old: SnapshotModel, into keys: String) -> [Statement] {
        let field = source.field
        guard field.type.isOptional else { return [] }
        let oldName: String
        switch source.origin {
        case .copy(let from), .renamed(let from, _): oldName = from
        case .retype: oldName = field.name
        case .adopt, .hook:
            // The old version did not declare the key: a `null` it held is in the old bag.
            let key = SwiftLiterals.string(field.wireKey)
            return [
                .block(
                    header: "if \(parameterName).unknownFields[\(key)] == .null",
                    body: [.line("explicitNulls.insert(\(SwiftName.member(field.name, of: keys, asArgument: true)))")])
            ]
        }
        guard let oldField = old.fields.first(where: { $0.name == oldName && $0.type.isOptional }) else { return [] }
        var arguments: [Argument] = [
            .unlabeled(SwiftLiterals.string(oldField.wireKey)), Argument("from", "\(parameterName).explicitNulls"),
        ]
        if oldField.wireKey != field.wireKey {
            arguments.append(Argument("as", SwiftLiterals.string(field.wireKey)))
        }
        return [.expression(.call("explicitNulls.carry", arguments))]
    }

    /// The statement that keeps a defaulted field absent when the old version's field was: a
    /// field the step copies from a defaulted field of the same name. A renamed field (`rename
    /// a -> b = v`) is written: the step supplies the old default, which the new field need not
    /// have; an adopted one is absent when the bag lacks its key (see `step(_:)`).
    private func carriedAbsence(_ source: FieldSourceModel, from old: SnapshotModel, version: Int, into keys: String)
        -> [Statement]
    {
        guard source.field.keepsAbsence, case .copy(let from) = source.origin,
            let oldField = old.fields.first(where: { $0.name == from && $0.keepsAbsence })
        else { return [] }
        return [
            .expression(
                .call(
                    "absentDefaults.carry",
                    [
                        .unlabeled(SwiftName.member(oldField.name, of: "V\(version - 1).CodingKeys", asArgument: true)),
                        Argument("from", "\(parameterName).absentDefaults"),
                        Argument("as", SwiftName.member(source.field.name, of: keys, asArgument: true)),
                    ]))
        ]
    }

    /// `checking: Priority.self` for an adopted enum field, stored as its raw value, so that a raw
    /// value the enum does not know is reported; nothing for other fields (a collection of enums
    /// is a view that the runtime checks itself).
    private func enumCheck(_ field: FieldModel) -> [Argument] {
        guard case .enumeration(let name) = field.type.unwrapped else { return [] }
        return [Argument("checking", "\(SwiftName.type(name)).self")]
    }

    /// `note.methodRaw.renamingRawValue("et", to: "eternal-terminal")` for each case rename that
    /// concerns the field's enum.
    private func renamingCases(in expression: String, field: FieldModel, step: MigrationStepModel) -> String {
        var result = expression
        for rename in step.caseRenames where field.type.mentions(enumeration: rename.enumeration) {
            let from = SwiftLiterals.raw(rename.from, rename.rawType)
            result += ".renamingRawValue(\(from), to: \(SwiftLiterals.raw(rename.to, rename.rawType)))"
        }
        return result
    }

    private func stepDocs(_ step: MigrationStepModel) -> [String] {
        var changes: [String] = []
        for source in step.sources {
            switch source.origin {
            case .copy: break
            case .renamed(let from, let oldKey):
                changes.append("renames `\(from)` (\(SwiftLiterals.string(oldKey))) to `\(source.field.name)`")
            case .adopt: changes.append("adds `\(source.field.name)`, from the bag if present, else its default")
            case .hook(let hook): changes.append("adds `\(source.field.name)`, computed by `\(hook.name)(from:)`")
            case .retype(let hook):
                changes.append("changes the type of `\(source.field.name)`, converted by `\(hook.name)(from:)`")
            }
        }
        changes += step.removedKeys.map { "removes \(SwiftLiterals.string($0)) (its written value stays on the wire)" }
        changes += step.caseRenames.map {
            "renames \($0.enumeration) value \(SwiftLiterals.raw($0.from, $0.rawType)) to "
                + SwiftLiterals.raw($0.to, $0.rawType)
        }
        changes += step.addedCases.map { "adds case \($0.enumeration).\($0.caseName) (no data changes)" }
        changes += step.addedVariants.map { "adds variant \($0) (no data changes)" }
        let header =
            "Version \(step.toVersion - 1) to \(step.toVersion)" + (changes.isEmpty ? ": no field changes." : ":")
        return [header] + changes.map { "- \($0)." } + (step.docs.isEmpty ? [] : [""] + step.docs)
    }

    // MARK: Snapshots

    /// Each snapshot's struct (`types`), and its decoding (`decoding`).
    func snapshots() -> (types: [Declaration], decoding: [Declaration]) {
        let translated = versioning.snapshots.map {
            SnapshotTranslator(context: context, record: record, snapshot: $0, stampKey: versioning.stampKey)
                .translate()
        }
        return (translated.map(\.type), translated.flatMap(\.decoding))
    }
}
