/// The fast path of a versioned record: the stamp is read first (wherever it sits in the
/// object), a current or newer document is read as the current shape, and an older one as its
/// snapshot, then migrated through the very steps `init(from:)` uses.
struct FastJSONVersionTranslator {
    var context: TranslationContext
    var record: RecordModel
    var versioning: VersioningModel

    private var current: Int { versioning.currentVersion }

    func readingInitializer() -> FunctionDescription {
        let name = SwiftLiterals.string(record.name)
        let unstamped = versioning.unstampedVersion.map(String.init) ?? "nil"
        var body: [Statement] = [
            .expression(
                .call(
                    "let version = try reader.readVersionStamp",
                    [
                        .unlabeled("CodingKeys._table"), .unlabeled(".wireVersion"), Argument("record", name),
                        Argument("supportedVersions", "Self.supportedVersions"), Argument("unstamped", unstamped),
                    ]))
        ]
        let currentShape = Statement.expression(
            .call(
                callee: "self = try reader.readCurrentShape",
                arguments: [
                    Argument("record", name), Argument("version", "version"),
                    Argument("supportedVersions", "Self.supportedVersions"),
                ],
                trailingClosure: [.line("try Self(fastJSONFieldsOf: &$0, version: version)")]
            ))
        guard current > 1 else {
            body.append(currentShape)
            return initializer(body)
        }
        var cases: [SwitchCase] = []
        for version in 1..<current {
            var steps: [Statement] = [
                .expression(
                    .call(
                        "let source = MigrationSource<\(CodingKeysTranslator.containerKey)>",
                        [
                            Argument("reading", "&reader"), Argument("record", name),
                            Argument("supportedVersions", "Self.supportedVersions"),
                        ]))
            ]
            let snapshot = Expression.call(
                "source.snapshot",
                [.unlabeled("V\(version).self"), Argument("version", String(version)), Argument("from", "&reader")])
            func migrate(_ target: String, _ value: Expression) -> Statement {
                .expression(.call("\(target) = try Self.migrate", [Argument(nil, value), .unlabeled("source")]))
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
        body.append(.switchOf(subject: "version", cases: cases))
        return initializer(body)
    }

    private func initializer(_ body: [Statement]) -> FunctionDescription {
        FunctionDescription(
            docs: [
                "Reads the version stamp first, migrates an older document one version at a time, and reads",
                "a current (or newer) document as the current shape: the value `init(from:)` reads.",
            ],
            access: context.access,
            kind: .initializer,
            parameters: [.init(label: "fastJSON", name: "reader", type: "inout JSONReader")],
            isThrowing: true,
            body: body
        )
    }

    /// Reads the current shape from a document stamped `version` (current or newer).
    func currentShapeInitializer() -> FunctionDescription {
        var reading = FastJSONFieldReading(record: record.name, fields: record.fields, model: context.model)
        reading.stamped = true
        return FunctionDescription(
            docs: ["Reads the current shape from a document stamped `version` (current or newer)."],
            access: .private,
            kind: .initializer,
            parameters: [
                .init(label: "fastJSONFieldsOf", name: reading.names.reader, type: "inout JSONReader"),
                .init(label: "version", name: "version", type: "Int"),
            ],
            isThrowing: true,
            body: reading.body(extra: [.line("self.wireVersion = max(version, Self.currentVersion)")])
        )
    }

    /// `extension Record.V1: FastJSONDecodable`: an older version's fields, read to migrate them.
    func snapshotReading(_ snapshot: SnapshotModel) -> Declaration {
        var reading = FastJSONFieldReading(record: record.name, fields: snapshot.fields, model: context.model)
        reading.stamped = true
        let initializer = FunctionDescription(
            docs: ["Reads the fields of version \(snapshot.version), keeping every other key."],
            kind: .initializer,
            parameters: [.init(label: "fastJSON", name: reading.names.reader, type: "inout JSONReader")],
            isThrowing: true,
            body: reading.body(extra: [])
        )
        return .extensionOf(
            ExtensionDescription(
                type: "\(record.name).V\(snapshot.version)",
                conformances: ["FastJSONDecodable"],
                members: [.function(initializer)]
            ))
    }
}
