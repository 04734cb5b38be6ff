import ForwardCodable

/// A committed golden fixture: what version `version` of `record` wrote for its sample.
public struct FixtureSource: Hashable, Sendable {
    /// The record type.
    public var record: String
    /// The version the fixture was recorded at.
    public var version: Int
    /// The fixture's JSON text.
    public var text: String

    /// Creates a fixture.
    public init(record: String, version: Int, text: String) {
        self.record = record
        self.version = version
        self.text = text
    }
}

/// One schema file's contract tests: for each record, the future round trip, the deliberate
/// edits, the golden encoding and, for versioned records, the history of committed fixtures.
/// The checks live in `ForwardCodableTesting`; the generated file holds only the data.
struct ContractTestTranslator {
    var context: TranslationContext
    /// The module of the generated types, or `nil` when the tests are compiled into it.
    var modelModule: String?
    var fixtures: [FixtureSource]

    private var documents: SampleDocuments { SampleDocuments(model: context.model) }

    func translate(_ file: FileModel) -> SwiftFile {
        let records = file.declarations.compactMap { declaration -> RecordModel? in
            if case .record(let record) = declaration { return record }
            return nil
        }
        let suite = "\(file.baseName)ContractTests"
        var members: [Declaration] = []
        if let modelModule {
            members = records.map { .typeAlias(name: $0.name, type: "\(modelModule).\($0.name)") }
        }
        for record in records { members += tests(for: record) }
        var dataMembers: [Declaration] = []
        for record in records {
            dataMembers.append(
                staticLet(
                    "\(record.name.lowercasedFirst)Sample", "JSONValue",
                    JSONValueLiteral.render(documents.sample(of: record), depth: 2)))
            dataMembers.append(
                staticLet(
                    "\(record.name.lowercasedFirst)Future", "JSONValue",
                    JSONValueLiteral.render(documents.future(of: record), depth: 2)))
        }
        var fixtureMembers: [Declaration] = []
        for record in records {
            for version in versionsWithFixtures(record) {
                let text =
                    fixture(record.name, version).map {
                        JSONValueLiteral.rawString($0.trimmingCharacters(in: .whitespacesAndNewlines))
                    } ?? "nil"
                fixtureMembers.append(staticLet("\(record.name.lowercasedFirst)V\(version)", "String?", text))
            }
        }
        var imports = [ImportDescription("ForwardCodable")]
        if let modelModule {
            imports.append(
                ImportDescription(modelModule, attribute: context.options.accessLevel == .internal ? "@testable" : nil))
        }
        imports += [ImportDescription("ForwardCodableTesting"), ImportDescription("Testing")]
        return SwiftFile(
            header: FileTranslator.header(for: file.path),
            imports: imports,
            declarations: [
                .structure(
                    TypeDescription(
                        docs: ["The forward-compatibility contract of every record in \(file.path)."],
                        attributes: ["@Suite"],
                        name: suite,
                        members: members
                    )
                ),
                .extensionOf(
                    ExtensionDescription(
                        type: suite,
                        members: [
                            .enumeration(
                                TypeDescription(
                                    docs: [
                                        "Documents built from the schema: the known-only sample, and the document a newer version writes."
                                    ],
                                    name: "ContractDocuments",
                                    members: dataMembers
                                )
                            ),
                            .enumeration(
                                TypeDescription(
                                    docs: [
                                        "The committed golden fixtures, as `\(context.options.recordFixturesCommand)` recorded them."
                                    ],
                                    name: "GoldenFixtures",
                                    members: fixtureMembers
                                )
                            ),
                        ]
                    )
                ),
            ]
        )
    }

    private func tests(for record: RecordModel) -> [Declaration] {
        let name = record.name
        let variable = name.lowercasedFirst
        var tests: [Declaration] = [
            test(
                "\(variable)FutureRoundTrip",
                "\(name): a document from a newer version round-trips with nothing lost",
                [
                    .line(
                        "try ContractChecks.futureRoundTrip(\(name).self, document: ContractDocuments.\(variable)Future)"
                    )
                ]
            )
        ]
        let edits = DeliberateEdits(model: documents).edits(of: record)
        if !edits.isEmpty {
            let editLines = edits.map { edit in
                "DeliberateEdit(path: [\(edit.path.map(\.literal).joined(separator: ", "))], expected: \(JSONValueLiteral.renderInline(edit.expected))) "
                    + "{ \(edit.statement) }"
            }
            tests.append(
                test(
                    "\(variable)DeliberateEdits",
                    "\(name): setting a typed enum overwrites its raw value, and nothing else changes",
                    [
                        .call(
                            prefix: "try ContractChecks.deliberateEdits",
                            arguments: [
                                "\(name).self", "document: ContractDocuments.\(variable)Future",
                                "edits: [\n    " + editLines.joined(separator: ",\n    ") + ",\n]",
                            ],
                            suffix: ""
                        )
                    ]
                )
            )
        }
        let current = record.versioning?.currentVersion ?? 1
        tests.append(
            test(
                "\(variable)Golden",
                "\(name): the known-only sample encodes exactly as the version \(current) fixture",
                [
                    .call(
                        prefix: "try ContractChecks.golden",
                        arguments: [
                            "\(name).self",
                            "sample: ContractDocuments.\(variable)Sample",
                            "fixture: GoldenFixtures.\(variable)V\(current)",
                            "version: \(current)",
                            "internalNames: [\(internalNames(of: record).map(SwiftLiterals.string).joined(separator: ", "))]",
                            "schema: \(SwiftLiterals.string(schemaPath(of: name)))",
                            "recordCommand: \(SwiftLiterals.string(context.options.recordFixturesCommand))",
                        ] + nestedRecordsArgument(of: record),
                        suffix: ""
                    )
                ]
            )
        )
        let older = versionsWithFixtures(record).filter { $0 < current && fixture(name, $0) != nil }
        if record.versioning != nil, !older.isEmpty {
            let entries = older.map { "\($0): GoldenFixtures.\(variable)V\($0)!" }.joined(separator: ", ")
            tests.append(
                test(
                    "\(variable)History",
                    "\(name): every older fixture migrates to version \(current)",
                    [.line("try ContractChecks.history(\(name).self, fixtures: [\(entries)])")]
                )
            )
        }
        return tests
    }

    /// The current version, and each older version that has a committed fixture.
    private func versionsWithFixtures(_ record: RecordModel) -> [Int] {
        let current = record.versioning?.currentVersion ?? 1
        let older = fixtures.filter { $0.record == record.name && $0.version < current }.map(\.version)
        return Array(Set(older + [current])).sorted()
    }

    private func fixture(_ record: String, _ version: Int) -> String? {
        fixtures.first { $0.record == record && $0.version == version }?.text
    }

    /// The schema file that declares `record`.
    private func schemaPath(of record: String) -> String {
        for file in context.model.files {
            for case .record(let declared) in file.declarations where declared.name == record { return file.path }
        }
        return ""
    }

    /// `nestedRecords: ["jump": "JumpHost (Schemas/Hosts.fcschema)"]`: the wire keys of the fields
    /// that hold other records, so that a golden failure caused by a nested change names the
    /// record and the schema that changed. Empty for a record without such fields.
    private func nestedRecordsArgument(of record: RecordModel) -> [String] {
        let entries = record.fields.compactMap { field -> String? in
            let nested = Array(Set(field.type.recordNames)).sorted().filter { $0 != record.name }
            guard !nested.isEmpty else { return nil }
            let description = nested.map { "\($0) (\(schemaPath(of: $0)))" }.joined(separator: ", ")
            return "\(SwiftLiterals.string(field.wireKey)): \(SwiftLiterals.string(description))"
        }
        return entries.isEmpty ? [] : ["nestedRecords: [\(entries.joined(separator: ", "))]"]
    }

    /// The generated members that must never appear on the wire, for this record and every
    /// record reachable from it, minus any name a schema uses as a wire key.
    private func internalNames(of record: RecordModel) -> [String] {
        var names: Set<String> = []
        var wireKeys: Set<String> = []
        var pending = [record.name]
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let current = context.model.records[name] else { continue }
            names.formUnion(["unknownFields", "explicitNulls"])
            if let versioning = current.versioning {
                names.insert("wireVersion")
                wireKeys.insert(versioning.stampKey)
            }
            for field in current.fields {
                wireKeys.insert(field.wireKey)
                if Storage.of(field) == .rawValue { names.insert(field.storageName) }
                pending += field.type.recordNames
            }
        }
        return names.subtracting(wireKeys).sorted()
    }

    private func test(_ name: String, _ title: String, _ body: [Statement]) -> Declaration {
        .function(
            FunctionDescription(
                attributes: ["@Test(\(SwiftLiterals.string(title)))"],
                kind: .function(name: name),
                isThrowing: true,
                body: body
            )
        )
    }

    private func staticLet(_ name: String, _ type: String, _ value: String) -> Declaration {
        .property(PropertyDescription(isStatic: true, keyword: .let, name: name, type: type, initialValue: value))
    }
}

extension FieldType {
    /// The records named anywhere in the type.
    var recordNames: [String] {
        switch self {
        case .record(let name): [name]
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.recordNames
        default: []
        }
    }
}
