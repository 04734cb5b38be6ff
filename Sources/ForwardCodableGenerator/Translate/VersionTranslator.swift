/// The versioning of a record: its constants, the decoder that probes the stamp and migrates
/// step by step, the hooks the user writes, the steps, and a snapshot struct per older version.
struct VersionTranslator {
    var context: TranslationContext
    var record: RecordModel
    var versioning: VersioningModel

    private var current: Int { versioning.currentVersion }

    /// The name of the snapshot parameter of steps and hooks: the record name with a lowercase
    /// first letter (`note`), unless that is a keyword or the `source` parameter next to it.
    private var parameterName: String {
        let name = record.name.lowercasedFirst
        return Names.keywords.contains(name) || name == "source" || name == "unknownFields" ? name + "Snapshot" : name
    }

    func constants() -> Declaration {
        .extensionOf(
            ExtensionDescription(
                type: record.name,
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
                initialValue: value))
    }

    // MARK: Decoding

    func decodingInitializer() -> FunctionDescription {
        let name = SwiftLiterals.string(record.name)
        let unstamped = versioning.unstampedVersion.map(String.init) ?? "nil"
        var body: [Statement] = [
            .line("let container = try decoder.container(keyedBy: CodingKeys.self)"),
            .call(
                prefix: "let version = try container.decodeVersionStamp",
                arguments: [
                    "forKey: .wireVersion", "record: \(name)", "supportedVersions: Self.supportedVersions",
                    "unstamped: \(unstamped)",
                ],
                suffix: ""
            ),
        ]
        let currentShape = Statement.call(
            prefix: "self = try container.decodeCurrentShape",
            arguments: ["record: \(name)", "version: version", "supportedVersions: Self.supportedVersions"],
            suffix: " {\n    try Self(fieldsOf: container, decoder: decoder, version: version)\n}"
        )
        guard current > 1 else {
            body.append(currentShape)
            return initializer(body)
        }
        body.append(
            .call(
                prefix: "let source = MigrationSource",
                arguments: ["container", "record: \(name)", "supportedVersions: Self.supportedVersions"], suffix: "")
        )
        var cases: [SwitchCase] = []
        for version in 1..<current {
            var steps: [Statement] = []
            let snapshot = "source.snapshot(V\(version).self, version: \(version), from: decoder)"
            if version + 1 == current {
                steps.append(.line("self = try Self.migrate(\(snapshot), source)"))
            } else {
                steps.append(.line("let v\(version + 1) = try Self.migrate(\(snapshot), source)"))
                for next in (version + 1)..<(current - 1) {
                    steps.append(.line("let v\(next + 1) = try Self.migrate(v\(next), source)"))
                }
                steps.append(.line("self = try Self.migrate(v\(current - 1), source)"))
            }
            cases.append(SwitchCase(pattern: String(version), body: steps))
        }
        cases.append(SwitchCase(pattern: nil, body: [currentShape]))
        body.append(.switchOf(subject: "version", cases: cases))
        return initializer(body)
    }

    private func initializer(_ body: [Statement]) -> FunctionDescription {
        FunctionDescription(
            docs: [
                "Reads the version stamp first, migrates an older document one version at a time, and reads",
                "a current (or newer) document as the current shape, keeping every key it does not declare.",
            ],
            access: context.access,
            kind: .initializer(failable: false),
            parameters: [.init(label: "from", name: "decoder", type: "any Decoder")],
            isThrowing: true,
            body: body
        )
    }

    // MARK: Hooks and steps

    func migrations() -> [Declaration] {
        guard !versioning.steps.isEmpty else { return [] }
        var declarations: [Declaration] = []
        let hooks = versioning.steps.flatMap(\.hooks)
        if !hooks.isEmpty {
            declarations.append(
                .extensionOf(ExtensionDescription(type: record.name, members: [.protocolDecl(hooksProtocol(hooks))]))
            )
            declarations.append(
                .extensionOf(ExtensionDescription(type: record.name, conformances: ["\(record.name).Migrations"])))
        }
        declarations.append(
            .extensionOf(ExtensionDescription(type: record.name, members: versioning.steps.map { .function(step($0)) }))
        )
        return declarations
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
                        kind: .function(name: hook.name),
                        parameters: [.init(label: "from", name: parameterName, type: "V\(hook.fromVersion)")],
                        isThrowing: true,
                        returnType: SwiftTypes.exposed(
                            hook.type, isStrict: record.fields.first { $0.name == hook.field }?.isStrict ?? false),
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
        var arguments: [String] = []
        var nulls: [Statement] = []
        for source in step.sources {
            let field = source.field
            let expression: String
            nulls += carriedNull(source, from: old)
            switch source.origin {
            case .copy(let from), .renamed(let from, _):
                let oldField = old.fields.first { $0.name == from } ?? field
                expression = renamingCases(in: "\(parameterName).\(oldField.storageName)", field: field, step: step)
                if !oldKeys.contains(field.wireKey) {
                    body.append(.line("unknownFields[\(SwiftLiterals.string(field.wireKey))] = nil"))
                }
            case .adopt(let defaultValue):
                let local = "migrated" + field.storageName.capitalizedFirst
                let fallback = SwiftLiterals.stored(defaultValue, for: field)
                lets.append(
                    .line(
                        "let \(local) = try source.adopt(\(SwiftTypes.stored(field)).self, \(SwiftLiterals.string(field.wireKey)), "
                            + "from: &unknownFields, toVersion: \(version)) ?? \(fallback)"
                    )
                )
                expression = local
            case .hook(let hook), .retype(let hook):
                let local = "migrated" + field.name.capitalizedFirst
                lets.append(
                    .line(
                        "let \(local) = try source.hook(\(SwiftLiterals.string("\(hook.name)(from:)")), toVersion: \(version)) "
                            + "{ try (Self.self as any Migrations.Type).\(hook.name)(from: \(parameterName)) }"
                    )
                )
                expression =
                    Storage.of(field) == .rawValue ? "\(local)\(field.type.isOptional ? "?" : "").rawValue" : local
                if !oldKeys.contains(field.wireKey) {
                    body.append(.line("unknownFields[\(SwiftLiterals.string(field.wireKey))] = nil"))
                }
            }
            arguments.append("\(field.storageName): \(expression)")
        }
        for key in step.removedKeys {
            body.append(
                .line("unknownFields[\(SwiftLiterals.string(key))] = try source.written(\(SwiftLiterals.string(key)))"))
        }
        let bagChanges = !body.isEmpty || step.sources.contains { if case .adopt = $0.origin { true } else { false } }
        body.insert(.line("\(bagChanges ? "var" : "let") unknownFields = \(parameterName).unknownFields"), at: 0)
        let isLast = version == current
        let target = isLast ? record.name : "V\(version)"
        if !nulls.isEmpty {
            let keys = isLast ? "CodingKeys" : "\(target).CodingKeys"
            body.append(.line("var explicitNulls: Set<\(keys)> = []"))
            body.append(contentsOf: nulls)
        }
        body.append(contentsOf: lets)
        arguments.append("unknownFields: unknownFields")
        if isLast {
            arguments.append("wireVersion: Self.currentVersion")
            if nulls.isEmpty {
                body.append(.call(prefix: "return \(target)", arguments: arguments, suffix: ""))
            } else {
                // The record keeps its explicit nulls private; this step is in its file.
                body.append(.call(prefix: "var migrated = \(target)", arguments: arguments, suffix: ""))
                body.append(.line("migrated.explicitNulls = explicitNulls"))
                body.append(.line("return migrated"))
            }
        } else {
            if !nulls.isEmpty { arguments.append("explicitNulls: explicitNulls") }
            body.append(.call(prefix: "return \(target)", arguments: arguments, suffix: ""))
        }
        return FunctionDescription(
            docs: stepDocs(step),
            access: .private,
            isStatic: true,
            kind: .function(name: "migrate"),
            parameters: [
                .init(name: parameterName, type: "V\(version - 1)"),
                .init(name: "source", type: "MigrationSource<CodingKeys>"),
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
    private func carriedNull(_ source: FieldSourceModel, from old: SnapshotModel) -> [Statement] {
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
                .line(
                    "if \(parameterName).unknownFields[\(key)] == .null { explicitNulls.insert(.\(field.name)) }")
            ]
        }
        guard old.fields.contains(where: { $0.name == oldName && $0.type.isOptional }) else { return [] }
        return [
            .line("if \(parameterName).explicitNulls.contains(.\(oldName)) { explicitNulls.insert(.\(field.name)) }")
        ]
    }

    /// `note.methodRaw.renamingRawValue("et", to: "eternal-terminal")` for each case rename that
    /// concerns the field's enum.
    private func renamingCases(in expression: String, field: FieldModel, step: MigrationStepModel) -> String {
        var result = expression
        for rename in step.caseRenames where field.type.mentions(enumeration: rename.enumeration) {
            result += ".renamingRawValue(\(SwiftLiterals.string(rename.from)), to: \(SwiftLiterals.string(rename.to)))"
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
            "renames \($0.enumeration) value \(SwiftLiterals.string($0.from)) to \(SwiftLiterals.string($0.to))"
        }
        changes += step.addedCases.map { "adds case \($0.enumeration).\($0.caseName) (no data changes)" }
        let header =
            "Version \(step.toVersion - 1) to \(step.toVersion)" + (changes.isEmpty ? ": no field changes." : ":")
        return [header] + changes.map { "- \($0)." } + (step.docs.isEmpty ? [] : [""] + step.docs)
    }

    // MARK: Snapshots

    func snapshots() -> [Declaration] {
        versioning.snapshots.flatMap {
            SnapshotTranslator(context: context, record: record, snapshot: $0, stampKey: versioning.stampKey)
                .translate()
        }
    }
}

extension FieldType {
    /// Whether the enum `name` occurs in the type.
    func mentions(enumeration name: String) -> Bool {
        switch self {
        case .enumeration(let other): other == name
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.mentions(enumeration: name)
        default: false
        }
    }
}
