/// A union becomes an `indirect enum` with one case per variant and `unknown`, plus a `Codable`
/// extension that reads the tag and keeps every variant it cannot read whole.
struct UnionTranslator {
    var context: TranslationContext

    func translate(_ model: UnionModel) -> (api: [Declaration], support: [Declaration]) {
        if model.isUntagged { return UntaggedUnionTranslator(context: context).translate(model) }
        var members: [Declaration] = model.variants.map { variant in
            .enumCase(
                EnumCaseDescription(
                    docs: variant.docs + (variant.payload == nil ? [Self.otherFieldsDoc(model)] : []),
                    name: SwiftName.identifier(variant.name),
                    associatedValue: variant.payload.map(SwiftName.type)
                        ?? "otherFields: \(context.model.unknownFieldsType) = [:]"
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
                    associatedValue: context.model.runtime("UnknownVariant")
                )
            )
        )
        members.append(.property(tagProperty(model)))
        let api = UnionCodecs.enumeration(model, members: members, context: context)
        return ([api], UnionCodecTranslator(context: context).translate(model))
    }

    private static func otherFieldsDoc(_ model: UnionModel) -> String {
        "`otherFields`: the keys beside \"\(model.tagKey)\", written back unchanged."
    }

    private func tagProperty(_ model: UnionModel) -> PropertyDescription {
        var cases = model.variants.map { variant in
            SwitchCase(pattern: "." + SwiftName.member(variant.name), body: [.line(SwiftLiterals.string(variant.tag))])
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
}
