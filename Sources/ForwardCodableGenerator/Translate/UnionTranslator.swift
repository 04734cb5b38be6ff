/// A union becomes an `indirect enum` with one case per variant and `unknown`, plus a `Codable`
/// extension that reads the tag and keeps every variant it cannot read whole.
struct UnionTranslator {
    var context: TranslationContext

    func translate(_ model: UnionModel) -> (api: [Declaration], support: [Declaration]) {
        var members: [Declaration] = model.variants.map { variant in
            .enumCase(
                EnumCaseDescription(
                    docs: variant.docs + (variant.payload == nil ? [Self.otherFieldsDoc(model)] : []),
                    name: variant.name,
                    associatedValue: variant.payload ?? "otherFields: [String: JSONValue] = [:]"
                )
            )
        }
        members.append(
            .enumCase(
                EnumCaseDescription(
                    docs: [
                        "A variant this version does not know, or a known one whose payload did not decode:",
                        "the whole object, written back unchanged.",
                    ],
                    name: "unknown",
                    associatedValue: "UnknownVariant"
                )
            )
        )
        members.append(.property(tagProperty(model)))
        let api = Declaration.enumeration(
            TypeDescription(
                docs: model.docs,
                access: context.access,
                name: model.name,
                inherits: ["Hashable", "Sendable"],
                members: members,
                isIndirect: true
            )
        )
        let fast = context.options.fastJSON ? [FastJSONUnionTranslator(context: context).translate(model)] : []
        return ([api], [codable(model)] + fast)
    }

    private static func otherFieldsDoc(_ model: UnionModel) -> String {
        "`otherFields`: the keys beside \"\(model.tagKey)\", written back unchanged."
    }

    private func tagProperty(_ model: UnionModel) -> PropertyDescription {
        var cases = model.variants.map { variant in
            SwitchCase(pattern: ".\(variant.name)", body: [.line(SwiftLiterals.string(variant.tag))])
        }
        cases.append(SwitchCase(pattern: ".unknown(let variant)", body: [.line("variant.tag")]))
        return PropertyDescription(
            docs: ["The tag written under \"\(model.tagKey)\"."],
            access: context.access,
            name: "tag",
            type: "String",
            accessors: .getter([.switchOf(subject: "self", cases: cases)])
        )
    }

    private func codable(_ model: UnionModel) -> Declaration {
        let content = model.contentKey.map { ", content: \(SwiftLiterals.string($0))" } ?? ""
        let coding = PropertyDescription(
            access: .private,
            isStatic: true,
            keyword: .let,
            name: "unionCoding",
            initialValue: .text("UnionCoding(tag: \(SwiftLiterals.string(model.tagKey))\(content))")
        )
        return .extensionOf(
            ExtensionDescription(
                type: model.name,
                conformances: ["Codable"],
                members: [.property(coding), .function(decoder(model)), .function(encoder(model))]
            )
        )
    }

    private func decoder(_ model: UnionModel) -> FunctionDescription {
        var cases = model.variants.map { variant in
            let value =
                if let payload = variant.payload {
                    "try coding.payload(\(payload).self, from: decoder)"
                } else {
                    "otherFields: try coding.otherFields(from: decoder)"
                }
            return SwitchCase(
                pattern: SwiftLiterals.string(variant.tag), body: [.line("self = .\(variant.name)(\(value))")])
        }
        cases.append(
            SwitchCase(
                pattern: nil,
                body: [.line("self = .unknown(try coding.unknown(tag: tag, from: decoder, failure: nil))")]
            ))
        return FunctionDescription(
            docs: ["Decodes the variant the tag names; keeps an unknown tag, or a payload that fails, whole."],
            access: context.access,
            kind: .initializer,
            parameters: [.init(label: "from", name: "decoder", type: "any Decoder")],
            isThrowing: true,
            body: [
                .line("let coding = Self.unionCoding"),
                .line("let tag = try coding.tag(in: decoder)"),
                .doCatch(
                    body: [.switchOf(subject: "tag", cases: cases)],
                    catchPattern: nil,
                    handler: [.line("self = .unknown(try coding.unknown(tag: tag, from: decoder, failure: error))")]
                ),
            ]
        )
    }

    private func encoder(_ model: UnionModel) -> FunctionDescription {
        var cases = model.variants.map { variant in
            let tag = SwiftLiterals.string(variant.tag)
            if variant.payload != nil {
                return SwitchCase(
                    pattern: ".\(variant.name)(let payload)",
                    body: [.line("try coding.encode(tag: \(tag), payload: payload, to: encoder)")])
            }
            return SwitchCase(
                pattern: ".\(variant.name)(let otherFields)",
                body: [.line("try coding.encode(tag: \(tag), otherFields: otherFields, to: encoder)")])
        }
        cases.append(
            SwitchCase(pattern: ".unknown(let variant)", body: [.line("try coding.encode(variant, to: encoder)")]))
        return FunctionDescription(
            docs: ["Encodes the variant with its tag; a kept variant exactly as it was read."],
            access: context.access,
            kind: .function(name: "encode"),
            parameters: [.init(label: "to", name: "encoder", type: "any Encoder")],
            isThrowing: true,
            body: [.line("let coding = Self.unionCoding"), .switchOf(subject: "self", cases: cases)]
        )
    }
}
