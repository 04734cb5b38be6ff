/// The codecs of a union: the `Codable` extension (`init(from:)`, `encode(to:)`, and the union's
/// one variant-reading and one variant-writing body), and, with the fast path on, the
/// `FastJSONCodable` extension, whose two entry points run the same bodies over the JSON bytes.
///
/// Reading takes the tag first (wherever it sits in the object), then the variant it names; an
/// unknown tag, or a payload that fails, is kept whole. Writing puts the tag and the payload's
/// members side by side (or the payload under the content key); a kept variant is written back
/// exactly as it was read.
struct UnionCodecTranslator {
    var context: TranslationContext

    func translate(_ model: UnionModel) -> [Declaration] {
        let selfType = SwiftName.selfType(model.name, members: model.variants.map(\.name))
        let content = model.contentKey.map { ", content: \(SwiftLiterals.string($0))" } ?? ""
        let coding = PropertyDescription(
            access: .private,
            isStatic: true,
            keyword: .let,
            name: "unionCoding",
            initialValue: .text(
                "\(context.model.runtime("UnionCoding"))(tag: \(SwiftLiterals.string(model.tagKey))\(content), union: \(SwiftLiterals.string(model.name)))"
            )
        )
        var declarations: [Declaration] = [
            .extensionOf(
                ExtensionDescription(
                    type: SwiftName.type(model.name),
                    conformances: [context.model.runtime("Codable")],
                    members: [
                        .property(coding), .function(decodingInitializer(selfType)),
                        .function(encodeFunction(selfType)),
                        .function(readingBody(model)), .function(writingBody(model)),
                    ]
                ))
        ]
        if context.options.fastJSON {
            declarations.append(
                .extensionOf(
                    ExtensionDescription(
                        type: SwiftName.type(model.name),
                        conformances: [context.model.runtime("FastJSONCodable")],
                        members: [.function(readingInitializer(selfType)), .function(writeFunction(selfType))]
                    )))
        }
        return declarations
    }

    private func decodingInitializer(_ selfType: String) -> FunctionDescription {
        FunctionDescription(
            docs: ["Decodes the variant the tag names; keeps an unknown tag, or a payload that fails, whole."],
            access: context.access,
            kind: .initializer,
            parameters: [.init(label: "from", name: "decoder", type: "any \(context.model.runtime("Decoder"))")],
            isThrowing: true,
            body: [
                .line(
                    "var variants = try \(context.model.runtime("KeyedUnionReader"))(decoder, \(selfType).unionCoding)"),
                .line("try self.init(variants: &variants)"),
            ]
        )
    }

    private func encodeFunction(_ selfType: String) -> FunctionDescription {
        FunctionDescription(
            docs: ["Encodes the variant with its tag; a kept variant exactly as it was read."],
            access: context.access,
            kind: .function(name: "encode"),
            parameters: [.init(label: "to", name: "encoder", type: "any \(context.model.runtime("Encoder"))")],
            isThrowing: true,
            body: [
                .line("var variants = \(context.model.runtime("KeyedUnionWriter"))(encoder, \(selfType).unionCoding)"),
                .line("try writeVariant(to: &variants)"),
            ]
        )
    }

    /// `init(variants:)`: the variant the tag names, with either codec.
    private func readingBody(_ model: UnionModel) -> FunctionDescription {
        var cases = model.variants.map { variant in
            let value =
                if let payload = variant.payload {
                    "try variants.payload(\(SwiftName.type(payload)).self)"
                } else {
                    "otherFields: try variants.otherFields()"
                }
            return SwitchCase(
                pattern: SwiftLiterals.string(variant.tag),
                body: [.line("self = .\(SwiftName.member(variant.name))(\(value))")])
        }
        cases.append(SwitchCase(pattern: nil, body: [.line("self = .unknown(try variants.unknown(failure: nil))")]))
        let reader =
            context.options.fastJSON
            ? "inout some \(context.model.runtime("UnionVariantReader"))"
            : "inout \(context.model.runtime("KeyedUnionReader"))"
        return FunctionDescription(
            docs: [
                "Reads the variant the tag names, with either codec; keeps an unknown tag, or a payload that fails, whole."
            ],
            kind: .initializer,
            parameters: [.init(label: "variants", name: "variants", type: reader)],
            isThrowing: true,
            body: [
                .doCatch(
                    body: [.switchOf(subject: "variants.tag", cases: cases)],
                    catchPattern: nil,
                    handler: [.line("self = .unknown(try variants.unknown(failure: error))")]
                )
            ]
        )
    }

    /// `writeVariant(to:)`: the variant and its tag, with either codec.
    private func writingBody(_ model: UnionModel) -> FunctionDescription {
        var cases = model.variants.map { variant in
            let tag = SwiftLiterals.string(variant.tag)
            if variant.payload != nil {
                return SwitchCase(
                    pattern: ".\(SwiftName.member(variant.name))(let payload)",
                    body: [.line("try variants.write(tag: \(tag), payload: payload)")])
            }
            return SwitchCase(
                pattern: ".\(SwiftName.member(variant.name))(let otherFields)",
                body: [.line("try variants.write(tag: \(tag), otherFields: otherFields)")])
        }
        cases.append(SwitchCase(pattern: ".unknown(let variant)", body: [.line("try variants.write(variant)")]))
        let writer =
            context.options.fastJSON
            ? "inout some \(context.model.runtime("UnionVariantWriter"))"
            : "inout \(context.model.runtime("KeyedUnionWriter"))"
        return FunctionDescription(
            docs: ["Writes the variant with its tag, with either codec; a kept variant exactly as it was read."],
            kind: .function(name: "writeVariant"),
            parameters: [.init(label: "to", name: "variants", type: writer)],
            isThrowing: true,
            body: [.switchOf(subject: "self", cases: cases)]
        )
    }

    private func readingInitializer(_ selfType: String) -> FunctionDescription {
        FunctionDescription(
            docs: ["Reads the union straight from JSON bytes: the value `init(from:)` reads from the same document."],
            access: context.access,
            kind: .initializer,
            parameters: [
                .init(label: "fastJSON", name: "reader", type: "inout \(context.model.runtime("JSONReader"))")
            ],
            isThrowing: true,
            body: [
                .line(
                    "var variants = try \(context.model.runtime("JSONUnionReader"))(&reader, \(selfType).unionCoding)"),
                .line("try self.init(variants: &variants)"),
                .line("reader.resume(after: variants)"),
            ]
        )
    }

    private func writeFunction(_ selfType: String) -> FunctionDescription {
        FunctionDescription(
            docs: ["Writes the union as one JSON object: the same members as `encode(to:)`."],
            access: context.access,
            kind: .function(name: "write"),
            parameters: [
                .init(label: "fastJSON", name: "writer", type: "inout \(context.model.runtime("JSONWriter"))")
            ],
            isThrowing: true,
            body: [.line("try writer.writeUnion(\(selfType).unionCoding) { try writeVariant(to: &$0) }")]
        )
    }
}
