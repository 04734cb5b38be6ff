/// A snapshot is an older version of a versioned record: a small struct with that version's
/// fields, decoded only to migrate it, and handed to the migration hooks.
struct SnapshotTranslator {
    var context: TranslationContext
    var record: RecordModel
    var snapshot: SnapshotModel
    var stampKey: String

    private var name: String { "V\(snapshot.version)" }

    func translate() -> (type: Declaration, decoding: [Declaration]) {
        let fields = FieldMembers(fields: snapshot.fields, model: context.model)
        var members = fields.properties(access: nil)
        members.append(
            .property(
                PropertyDescription(
                    docs: ["Every key version \(snapshot.version) did not declare."],
                    name: "unknownFields",
                    type: "[String: JSONValue]"
                )
            )
        )
        if snapshot.fields.contains(where: \.type.isOptional) {
            members.append(
                .property(
                    PropertyDescription(
                        docs: [
                            "Optional fields that arrived as an explicit `null`; the migration carries each to the next",
                            "version.",
                        ],
                        name: "explicitNulls",
                        initialValue: .text("ExplicitNulls()")
                    )
                )
            )
        }
        if snapshot.fields.contains(where: \.keepsAbsence) {
            members.append(
                .property(
                    PropertyDescription(
                        docs: [
                            "Defaulted fields whose key was absent; the migration carries each to the next version."
                        ],
                        name: "absentDefaults",
                        initialValue: .text("\(snapshot.fields.absentDefaultsType(stamped: true))()")
                    )
                )
            )
        }
        let structure = TypeDescription(
            docs: [
                "`\(record.name)` as version \(snapshot.version) wrote it. Decoded only to migrate it; the migration hooks",
                "receive it.",
            ],
            name: name,
            inherits: ["Hashable", "Sendable"],
            members: members
        )
        let bodies = FieldBodies(
            fields: snapshot.fields, model: context.model, stamped: true)
        let decoding = FunctionDescription(
            docs: ["Decodes the fields of version \(snapshot.version), keeping every other key."],
            kind: .initializer,
            parameters: [.init(label: "from", name: "decoder", type: "any Decoder")],
            isThrowing: true,
            body: FieldBodies.keyedReading(record: record.name)
        )
        let reading = bodies.readingInitializer(docs: [
            "Reads the fields of version \(snapshot.version), with either codec, keeping every other key."
        ])
        var decodings: [Declaration] = [
            .extensionOf(
                ExtensionDescription(
                    type: "\(record.name).\(name)",
                    conformances: ["Decodable"],
                    members: [
                        CodingKeysTranslator(fields: snapshot.fields, stampKey: stampKey).translate(),
                        .function(decoding),
                        .function(reading),
                    ]
                ))
        ]
        if context.options.fastJSON {
            let fast = FunctionDescription(
                docs: ["Reads the fields of version \(snapshot.version) straight from JSON bytes."],
                kind: .initializer,
                parameters: [.init(label: "fastJSON", name: "reader", type: "inout JSONReader")],
                isThrowing: true,
                body: FieldBodies.fastJSONReading(record: record.name)
            )
            decodings.append(
                .extensionOf(
                    ExtensionDescription(
                        type: "\(record.name).\(name)", conformances: ["FastJSONDecodable"], members: [.function(fast)])
                ))
        }
        return (.extensionOf(ExtensionDescription(type: record.name, members: [.structure(structure)])), decodings)
    }
}
