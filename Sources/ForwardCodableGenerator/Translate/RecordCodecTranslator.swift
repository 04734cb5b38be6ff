/// The codecs of a record: the `Codable` extension (`CodingKeys`, `init(from:)`, `encode(to:)`,
/// and the record's one field-reading and one field-writing body), and, with the fast path on,
/// the `FastJSONCodable` extension, whose two entry points run the same bodies over the JSON
/// bytes.
///
/// A versioned record reads through its one migration chain instead (`VersionTranslator`), whose
/// current shape is the field-reading body with the version it was read at.
struct RecordCodecTranslator {
    var context: TranslationContext
    var record: RecordModel

    private var bodies: FieldBodies {
        FieldBodies(
            fields: record.fields, model: context.model, stamped: record.versioning != nil,
            selfType: SwiftName.selfType(of: record), keepsText: true)
    }

    func translate() -> [Declaration] {
        var members: [Declaration] = [
            CodingKeysTranslator(fields: record.fields, stampKey: record.versioning?.stampKey, model: context.model)
                .translate()
        ]
        var fast: [Declaration] = []
        let versions = record.versioning.map {
            VersionTranslator(context: context, record: record, versioning: $0)
        }
        if let versions {
            members.append(.function(versions.decodingInitializer()))
            fast.append(.function(versions.readingInitializer()))
        } else {
            members.append(.function(decodingInitializer()))
            fast.append(.function(readingInitializer()))
        }
        members.append(.function(encodeFunction()))
        if let versions {
            members.append(.function(versions.migrationChain()))
            members.append(
                .function(
                    bodies.readingInitializer(
                        docs: [
                            "Reads the current shape, with either codec, from a document stamped `version` (current or newer)."
                        ],
                        access: .private,
                        version: true
                    )))
        } else {
            members.append(
                .function(
                    bodies.readingInitializer(docs: [
                        "Reads the declared fields, with either codec, then keeps every other key in `unknownFields`."
                    ])))
        }
        members.append(.function(bodies.writingFunction()))
        fast.append(.function(writeFunction()))
        var declarations: [Declaration] = [
            .extensionOf(
                ExtensionDescription(
                    type: SwiftName.type(record.name), conformances: [context.model.runtime("Codable")],
                    members: members))
        ]
        if context.options.fastJSON {
            declarations.append(
                .extensionOf(
                    ExtensionDescription(
                        type: SwiftName.type(record.name), conformances: [context.model.runtime("FastJSONCodable")],
                        members: fast)))
        }
        return declarations
    }

    private func decodingInitializer() -> FunctionDescription {
        FunctionDescription(
            docs: ["Decodes the declared fields, then keeps every other key in `unknownFields`."],
            access: context.access,
            kind: .initializer,
            parameters: [.init(label: "from", name: "decoder", type: "any \(context.model.runtime("Decoder"))")],
            isThrowing: true,
            body: FieldBodies.keyedReading(record: record.name, in: context.model)
        )
    }

    private func encodeFunction() -> FunctionDescription {
        FunctionDescription(
            docs: ["Encodes the declared fields, then every entry of `unknownFields` whose key is not declared."],
            access: context.access,
            kind: .function(name: "encode"),
            parameters: [.init(label: "to", name: "encoder", type: "any \(context.model.runtime("Encoder"))")],
            isThrowing: true,
            body: FieldBodies.keyedWriting(in: context.model)
        )
    }

    private func readingInitializer() -> FunctionDescription {
        FunctionDescription(
            docs: [
                "Reads the record straight from JSON bytes: the value `init(from:)` reads from the same document."
            ],
            access: context.access,
            kind: .initializer,
            parameters: [
                .init(label: "fastJSON", name: "reader", type: "inout \(context.model.runtime("JSONReader"))")
            ],
            isThrowing: true,
            body: FieldBodies.fastJSONReading(record: record.name, in: context.model)
        )
    }

    private func writeFunction() -> FunctionDescription {
        FunctionDescription(
            docs: ["Writes the record as one JSON object: the same members as `encode(to:)`."],
            access: context.access,
            kind: .function(name: "write"),
            parameters: [
                .init(label: "fastJSON", name: "writer", type: "inout \(context.model.runtime("JSONWriter"))")
            ],
            isThrowing: true,
            // A closure, not `writeFields(to:)`: a method reference captures a copy of `self`.
            body: [.line("try writer.writeRecord { try writeFields(to: &$0) }")]
        )
    }
}
