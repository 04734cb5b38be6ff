import ForwardCodable

/// One schema file's contract tests: for each record, the future round trip, the deliberate
/// edits, the golden encoding and, for versioned records, the history of committed fixtures.
/// The checks live in `ForwardCodableTesting`; the generated file holds only the data.
struct ContractTestTranslator {
    var context: TranslationContext
    var fixtures: [FixtureSource]
    /// The committed example documents, which each record reads and writes back.
    var examples: [ExampleSource] = []

    /// The module of the generated types, or `nil` when the tests are compiled into it.
    private var modelModule: String? { context.options.modelModule }

    private var documents: SampleDocuments { SampleDocuments(model: context.model, fixtures: fixtures) }

    /// `JSONValue`, as the file writes it (``SchemaModel/runtime(_:)``).
    private var jsonValue: String { context.model.runtime("JSONValue") }

    /// `ContractChecks`, as the file writes it.
    private var checks: String { context.model.runtime("ContractChecks") }

    func translate(_ file: FileModel) -> SwiftFile {
        let records = file.declarations.compactMap { declaration -> RecordModel? in
            if case .record(let record) = declaration { return record }
            return nil
        }
        let suite = "\(file.baseName)ContractTests"
        var members: [Declaration] = []
        if let modelModule {
            members = records.map {
                .typeAlias(name: SwiftName.type($0.name), type: "\(modelModule).\(SwiftName.type($0.name))")
            }
        }
        for record in records { members += tests(for: record) + exampleTests(for: record) }
        var dataMembers: [Declaration] = []
        for record in records {
            dataMembers.append(
                staticLet(
                    "\(record.name.lowercasedFirst)Sample", jsonValue,
                    JSONValueLiteral.expression(documents.sample(of: record))))
            dataMembers.append(
                staticLet(
                    "\(record.name.lowercasedFirst)Future", jsonValue,
                    JSONValueLiteral.expression(documents.future(of: record))))
            if let absent = AbsentDefaultEdits(documents: documents).document(of: record) {
                dataMembers.append(
                    staticLet(
                        "\(record.name.lowercasedFirst)WithoutDefaults", jsonValue,
                        JSONValueLiteral.expression(absent)))
            }
            let variants = documents.variantSamples(of: record)
            if !variants.isEmpty {
                dataMembers.append(
                    staticLet(
                        "\(record.name.lowercasedFirst)Variants", "[\(jsonValue)]",
                        .lineArrayLiteral(variants.map(JSONValueLiteral.expression))))
            }
        }
        var fixtureMembers: [Declaration] = []
        for record in records {
            for version in versionsWithFixtures(record) {
                let text =
                    fixture(record.name, version).map {
                        Expression.jsonText($0.trimmingCharacters(in: .whitespacesAndNewlines))
                    } ?? .text("nil")
                fixtureMembers.append(staticLet("\(record.name.lowercasedFirst)V\(version)", "String?", text))
            }
            fixtureMembers += exampleMembers(for: record)
        }
        var imports = [ImportDescription("ForwardCodable")]
        // The edits of formatted dates and decimals set Foundation values.
        let setsFormats = records.contains { context.model.reaches(from: $0) { $0.type.format != nil } }
        // The absent-defaults tests set defaults such as `Decimal(string: "0.1")!`.
        let foundationTypes: [FieldType] = [.decimal, .data, .uuid, .url]
        let setsFoundationDefaults = records.contains { record in
            !AbsentDefaultEdits(documents: documents).edits(of: record).isEmpty
                && record.fields.contains { $0.keepsAbsence && $0.type.contains(where: foundationTypes.contains) }
        }
        if let modelModule {
            imports.append(
                ImportDescription(modelModule, attribute: context.options.accessLevel == .internal ? "@testable" : nil))
        }
        imports.append(ImportDescription("ForwardCodableTesting"))
        if setsFormats || setsFoundationDefaults { imports.append(ImportDescription("Foundation")) }
        imports.append(ImportDescription("Testing"))
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
        let type = SwiftName.type(name)
        let variable = name.lowercasedFirst
        var tests: [Declaration] = [
            test(
                "\(variable)FutureRoundTrip",
                "\(name): a document from a newer version round-trips with nothing lost",
                [
                    .expression(
                        .call(
                            "try \(checks).futureRoundTrip",
                            [.unlabeled("\(type).self"), Argument("document", "ContractDocuments.\(variable)Future")]))
                ]
            )
        ]
        if !documents.variantSamples(of: record).isEmpty {
            tests.append(
                test(
                    "\(variable)VariantRoundTrips",
                    "\(name): every variant of a union its sample holds in one position round-trips",
                    [
                        .block(
                            header: "for document in ContractDocuments.\(variable)Variants",
                            body: [
                                .expression(
                                    .call(
                                        "try \(checks).futureRoundTrip",
                                        [.unlabeled("\(type).self"), Argument("document", "document")]))
                            ])
                    ]))
        }
        if context.model.holdsUntaggedUnion(record) {
            let variants =
                documents.variantSamples(of: record).isEmpty ? "" : " + ContractDocuments.\(variable)Variants"
            tests.append(
                test(
                    "\(variable)ReadsAsKnown",
                    "\(name): each untagged union in its samples reads as the variant it shows",
                    [
                        .expression(
                            .call(
                                "try \(checks).readsAsKnown",
                                [
                                    .unlabeled("\(type).self"),
                                    Argument("documents", "[ContractDocuments.\(variable)Sample]\(variants)"),
                                ]))
                    ]))
        }
        let edits = DeliberateEdits(model: documents).edits(of: record)
        if !edits.isEmpty {
            let editCalls = edits.map { edit in
                Expression.call(
                    callee: context.model.runtime("DeliberateEdit"),
                    arguments: [
                        Argument("path", .arrayLiteral(edit.path.map { .text($0.literal) })),
                        Argument("expected", JSONValueLiteral.expression(edit.expected)),
                    ],
                    trailingClosure: [.line(edit.statement)]
                )
            }
            tests.append(
                test(
                    "\(variable)DeliberateEdits",
                    edits.allSatisfy(\.setsEnum)
                        ? "\(name): setting a typed enum overwrites its raw value, and nothing else changes"
                        : "\(name): setting a field writes that change, and nothing else changes",
                    [
                        .expression(
                            .call(
                                "try \(checks).deliberateEdits",
                                [
                                    .unlabeled("\(type).self"),
                                    Argument("document", "ContractDocuments.\(variable)Future"),
                                    Argument("edits", .arrayLiteral(editCalls)),
                                ]))
                    ]
                )
            )
        }
        tests += absentDefaultsTests(record) + displayFallbackTests(record)
        let current = record.versioning?.currentVersion ?? 1
        tests.append(
            test(
                "\(variable)Golden",
                "\(name): the known-only sample encodes exactly as the version \(current) fixture",
                [
                    .expression(
                        .call(
                            "try \(checks).golden",
                            [
                                .unlabeled("\(type).self"),
                                Argument("sample", "ContractDocuments.\(variable)Sample"),
                                Argument("fixture", "GoldenFixtures.\(variable)V\(current)"),
                                Argument("version", String(current)),
                                Argument(
                                    "internalNames",
                                    .arrayLiteral(internalNames(of: record).map { .text(SwiftLiterals.string($0)) })),
                                Argument("schema", SwiftLiterals.string(schemaPath(of: name))),
                                Argument("recordCommand", SwiftLiterals.string(context.options.recordFixturesCommand)),
                            ] + nestedRecordsArgument(of: record)))
                ]
            )
        )
        let older = versionsWithFixtures(record).filter { $0 < current && fixture(name, $0) != nil }
        if record.versioning != nil, !older.isEmpty {
            let entries = older.map { DictionaryEntry(String($0), .text("GoldenFixtures.\(variable)V\($0)!")) }
            tests.append(
                test(
                    "\(variable)History",
                    "\(name): every older fixture migrates to version \(current)",
                    [
                        .expression(
                            .call(
                                "try \(checks).history",
                                [.unlabeled("\(type).self"), Argument("fixtures", .dictionaryLiteral(entries))]))
                    ]
                )
            )
        }
        return tests
    }

    /// The test that a document without the record's defaulted keys is written back without
    /// them, and that setting each to its default writes it; none without defaulted fields.
    private func absentDefaultsTests(_ record: RecordModel) -> [Declaration] {
        guard AbsentDefaultEdits(documents: documents).document(of: record) != nil else { return [] }
        let variable = record.name.lowercasedFirst
        let edits = AbsentDefaultEdits(documents: documents).edits(of: record).map { edit in
            Expression.call(
                callee: context.model.runtime("DeliberateEdit"),
                arguments: [
                    Argument("path", .arrayLiteral(edit.path.map { .text($0.literal) })),
                    Argument("expected", JSONValueLiteral.expression(edit.expected)),
                ],
                trailingClosure: [.line(edit.statement)]
            )
        }
        return [
            test(
                "\(variable)AbsentDefaults",
                "\(record.name): absent defaulted keys stay absent; setting one writes it",
                [
                    .expression(
                        .call(
                            "try \(checks).absentDefaults",
                            [
                                .unlabeled("\(SwiftName.type(record.name)).self"),
                                Argument("document", "ContractDocuments.\(variable)WithoutDefaults"),
                                Argument("edits", .arrayLiteral(edits)),
                            ]))
                ]
            )
        ]
    }

    /// The test that every unknown value of an enum with a display-only fallback shows as that
    /// fallback with its raw value, and is written back when set to it; none without such enums.
    private func displayFallbackTests(_ record: RecordModel) -> [Declaration] {
        let positions = DisplayFallbackPositions(model: documents).positions(of: record)
        guard !positions.isEmpty else { return [] }
        let variable = record.name.lowercasedFirst
        let fallbacks = positions.map { position in
            Expression.call(
                context.model.runtime("DisplayedFallback"),
                [
                    Argument("path", .arrayLiteral(position.path.map { .text($0.literal) })),
                    Argument("isShown", .text(position.isShown)),
                    Argument("setShown", .text(position.setShown)),
                ])
        }
        return [
            test(
                "\(variable)DisplayFallbacks",
                "\(record.name): an unknown value shows as the display fallback, with its raw value",
                [
                    .expression(
                        .call(
                            "try \(checks).displayFallbacks",
                            [
                                .unlabeled("\(SwiftName.type(record.name)).self"),
                                Argument("document", "ContractDocuments.\(variable)Future"),
                                Argument("fallbacks", .arrayLiteral(fallbacks)),
                            ]))
                ]
            )
        ]
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
    private func nestedRecordsArgument(of record: RecordModel) -> [Argument] {
        let entries = record.fields.compactMap { field -> DictionaryEntry? in
            guard field.type.containsRecord, let nested = field.type.namedType, nested != record.name else {
                return nil
            }
            let description = "\(nested) (\(schemaPath(of: nested)))"
            return DictionaryEntry(SwiftLiterals.string(field.wireKey), .text(SwiftLiterals.string(description)))
        }
        return entries.isEmpty ? [] : [Argument("nestedRecords", .dictionaryLiteral(entries))]
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
            if current.fields.contains(where: \.keepsAbsence) { names.insert("absentDefaults") }
            if let versioning = current.versioning {
                names.insert("wireVersion")
                wireKeys.insert(versioning.stampKey)
            }
            for field in current.fields {
                wireKeys.insert(field.wireKey)
                if field.storageName != field.name { names.insert(field.storageName) }
                if field.type.containsRecord, let nested = field.type.namedType { pending.append(nested) }
            }
        }
        return names.subtracting(wireKeys).sorted()
    }

    func test(_ name: String, _ title: String, _ body: [Statement]) -> Declaration {
        .function(
            FunctionDescription(
                attributes: [.call("@Test", [.unlabeled(SwiftLiterals.string(title))])],
                kind: .function(name: name),
                isThrowing: true,
                body: body
            )
        )
    }

    func staticLet(_ name: String, _ type: String, _ value: Expression) -> Declaration {
        .property(PropertyDescription(isStatic: true, keyword: .let, name: name, type: type, initialValue: value))
    }
}
