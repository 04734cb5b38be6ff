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
                    type: context.model.unknownFieldsType
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
                        initialValue: .text("\(context.model.runtime("ExplicitNulls"))()")
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
                        initialValue: .text("\(snapshot.fields.absentDefaultsType(stamped: true, in: context.model))()")
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
            inherits: [context.model.runtime("Hashable"), context.model.runtime("Sendable")],
            members: members
        )
        let bodies = FieldBodies(
            fields: snapshot.fields, model: context.model, stamped: true)
        let decoding = FunctionDescription(
            docs: ["Decodes the fields of version \(snapshot.version), keeping every other key."],
            kind: .initializer,
            parameters: [.init(label: "from", name: "decoder", type: "any \(context.model.runtime("Decoder"))")],
            isThrowing: true,
            body: FieldBodies.keyedReading(record: record.name, in: context.model)
        )
        let reading = bodies.readingInitializer(docs: [
            "Reads the fields of version \(snapshot.version), with either codec, keeping every other key."
        ])
        var decodings: [Declaration] = [
            .extensionOf(
                ExtensionDescription(
                    type: "\(SwiftName.type(record.name)).\(name)",
                    conformances: [context.model.runtime("Decodable")],
                    members: [
                        CodingKeysTranslator(fields: snapshot.fields, stampKey: stampKey, model: context.model)
                            .translate(),
                        .function(decoding),
                        .function(reading),
                    ]
                ))
        ]
        if context.options.fastJSON {
            let fast = FunctionDescription(
                docs: ["Reads the fields of version \(snapshot.version) straight from JSON bytes."],
                kind: .initializer,
                parameters: [
                    .init(label: "fastJSON", name: "reader", type: "inout \(context.model.runtime("JSONReader"))")
                ],
                isThrowing: true,
                body: FieldBodies.fastJSONReading(record: record.name, in: context.model)
            )
            decodings.append(
                .extensionOf(
                    ExtensionDescription(
                        type: "\(SwiftName.type(record.name)).\(name)",
                        conformances: [context.model.runtime("FastJSONDecodable")],
                        members: [.function(fast)])
                ))
        }
        return (
            .extensionOf(ExtensionDescription(type: SwiftName.type(record.name), members: [.structure(structure)])),
            decodings
        )
    }
}
