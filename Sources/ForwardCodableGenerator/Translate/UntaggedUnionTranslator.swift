/// An untagged union becomes an `indirect enum` with one case per variant, holding the variant's
/// value, and `unknown`, which keeps a value whose shape fits no variant whole; its codecs select
/// the variant by the value's JSON shape (`UntaggedUnionCodecTranslator`).
struct UntaggedUnionTranslator {
    var context: TranslationContext

    func translate(_ model: UnionModel) -> (api: [Declaration], support: [Declaration]) {
        var members: [Declaration] = model.variants.map { variant in
            .enumCase(
                EnumCaseDescription(
                    docs: variant.docs, name: SwiftName.identifier(variant.name),
                    associatedValue: Self.swiftType(of: variant, in: context.model)))
        }
        members.append(
            .enumCase(
                EnumCaseDescription(
                    docs: [
                        "A value whose shape fits no variant of this version, or one whose variant did not decode:",
                        "the whole value, written back unchanged.",
                    ],
                    name: "unknown",
                    associatedValue: context.model.runtime("UnknownShape")
                )
            )
        )
        let api = UnionCodecs.enumeration(model, members: members, context: context)
        return ([api], UntaggedUnionCodecTranslator(context: context).translate(model))
    }

    /// The Swift type a variant's case holds: its record or scalar, or a list as a record field of
    /// its type holds it (`WireArray<Color>` keeps unknown enum values, `WireArray<Host>` elements
    /// that fail to decode).
    static func swiftType(of variant: VariantModel, in model: SchemaModel) -> String {
        guard let type = variant.type else { return variant.payload.map(SwiftName.type) ?? "" }
        return SwiftTypes.exposed(type, isStrict: false, in: model)
    }
}
