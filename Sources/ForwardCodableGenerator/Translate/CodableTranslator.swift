/// The `Codable` extension of a record: `CodingKeys`, `init(from:)` and `encode(to:)`.
///
/// Decoding reads every declared field from one keyed container, then collects the keys the
/// record does not declare from the same container. Encoding writes the declared fields, then
/// replays the bag.
struct CodableTranslator {
    var context: TranslationContext
    var record: RecordModel

    func translate() -> Declaration {
        var members: [Declaration] = [
            CodingKeysTranslator(fields: record.fields, stampKey: record.versioning?.stampKey).translate()
        ]
        if let versioning = record.versioning {
            let versions = VersionTranslator(context: context, record: record, versioning: versioning)
            members.append(.function(versions.decodingInitializer()))
            members.append(.function(currentShapeInitializer()))
        } else {
            members.append(.function(decodingInitializer()))
        }
        members.append(.function(encodeFunction()))
        return .extensionOf(ExtensionDescription(type: record.name, conformances: ["Codable"], members: members))
    }

    private func decodingInitializer() -> FunctionDescription {
        FunctionDescription(
            docs: ["Decodes the declared fields, then keeps every other key in `unknownFields`."],
            access: context.access,
            kind: .initializer,
            parameters: [.init(label: "from", name: "decoder", type: "any Decoder")],
            isThrowing: true,
            body: FieldDecoding.body(
                record.name,
                in: context.model,
                record.fields,
                prelude: [
                    .line("let container = try decoder.container(keyedBy: \(CodingKeysTranslator.containerKey).self)")
                ],
                extra: []
            )
        )
    }

    /// Versioned records read the current shape from the container that probed the stamp.
    private func currentShapeInitializer() -> FunctionDescription {
        FunctionDescription(
            docs: ["Decodes the current shape from a document stamped `version` (current or newer)."],
            access: .private,
            kind: .initializer,
            parameters: [
                .init(
                    label: "fieldsOf", name: "container",
                    type: "KeyedDecodingContainer<\(CodingKeysTranslator.containerKey)>"),
                .init(label: "decoder", name: "decoder", type: "any Decoder"),
                .init(label: "version", name: "version", type: "Int"),
            ],
            isThrowing: true,
            body: FieldDecoding.body(
                record.name,
                in: context.model,
                record.fields,
                extra: [.line("self.wireVersion = max(version, Self.currentVersion)")]
            )
        )
    }

    private func encodeFunction() -> FunctionDescription {
        var body: [Statement] = [
            .line("var container = encoder.container(keyedBy: \(CodingKeysTranslator.containerKey).self)")
        ]
        if record.versioning != nil {
            body.append(.line("try container.encodeField(self.wireVersion, .wireVersion)"))
        }
        for field in record.fields {
            if field.type.isOptional {
                body.append(
                    .expression(
                        .call(
                            "try container.encodeOptionalField",
                            [
                                .unlabeled("self.\(field.storageName)"), .unlabeled(".\(field.name)"),
                                Argument("nulls", "self.explicitNulls"),
                            ])))
            } else {
                body.append(
                    .expression(
                        .call(
                            "try container.encodeField",
                            [.unlabeled("self.\(field.storageName)"), .unlabeled(".\(field.name)")])))
            }
        }
        body.append(.line("try container.encodeUnknownFields(self.unknownFields)"))
        return FunctionDescription(
            docs: ["Encodes the declared fields, then every entry of `unknownFields` whose key is not declared."],
            access: context.access,
            kind: .function(name: "encode"),
            parameters: [.init(label: "to", name: "encoder", type: "any Encoder")],
            isThrowing: true,
            body: body
        )
    }
}

/// The statements that decode fields from `container`, shared by records and snapshots.
enum FieldDecoding {
    /// `do { field decodes; bag } catch { describe the error }`.
    static func body(
        _ record: String,
        in model: SchemaModel,
        _ fields: [FieldModel],
        prelude: [Statement] = [],
        extra: [Statement]
    ) -> [Statement] {
        var decodes = prelude + fields.map { statement(for: $0, in: model) }
        decodes.append(.line("self.unknownFields = try container.decodeUnknownFields()"))
        decodes.append(contentsOf: extra)
        return [
            .doCatch(
                body: decodes,
                catchPattern: nil,
                handler: [
                    .expression(
                        .call(
                            "throw RecordDecodingError.describe",
                            [
                                .unlabeled("error"), Argument("record", SwiftLiterals.string(record)),
                                Argument("decoderPath", "decoder.codingPath"),
                            ]))
                ]
            )
        ]
    }

    /// One field: required, defaulted (`or:`), or optional (remembering an explicit `null`). One
    /// call with the field's type spelled out, so that type-checking has no literal or `??` to
    /// solve; the runtime picks the decoder's fast path for that type.
    static func statement(for field: FieldModel, in model: SchemaModel) -> Statement {
        let stored = SwiftTypes.stored(field, in: model)
        let key = Argument.unlabeled(".\(field.name)")
        // `Double`s go through the runtime, which reads the zeros `JSONDecoder` refuses (`0e1`).
        let numbers = field.type.containsDouble ? "Number" : ""
        let arguments: [Argument]
        let function: String
        if field.type.isOptional {
            // `decodeOptionalField` reads `Double`s as `decodeNumberField` does.
            arguments = [
                .unlabeled("\(SwiftTypes.unwrapped(stored)).self"), key, Argument("nulls", "&self.explicitNulls"),
            ]
            function = "decodeOptionalField"
        } else {
            // A JSON field's `null` is a value: `decodeField(_:_:or:)` takes its default only when absent.
            let defaultValue = field.defaultValue.map { Argument("or", SwiftLiterals.stored($0, for: field)) }
            arguments = [.unlabeled("\(stored).self"), key] + (defaultValue.map { [$0] } ?? [])
            function = "decode\(numbers)Field"
        }
        return .expression(
            .assignment(
                target: "self.\(field.storageName)",
                value: .sequence([.text("try "), .call("container.\(function)", arguments)])))
    }
}
