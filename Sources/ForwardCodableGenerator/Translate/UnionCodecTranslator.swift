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
        let codecs = UnionCodecs(
            context: context, model: model,
            runtime: .init(
                keyedReader: "KeyedUnionReader", keyedWriter: "KeyedUnionWriter", fastReader: "JSONUnionReader",
                variantReader: "UnionVariantReader", variantWriter: "UnionVariantWriter", writerTakesCoding: true),
            docs: .init(
                decode: "Decodes the variant the tag names; keeps an unknown tag, or a payload that fails, whole.",
                encode: "Encodes the variant with its tag; a kept variant exactly as it was read.",
                read: [
                    "Reads the variant the tag names, with either codec; keeps an unknown tag, or a payload that fails, whole."
                ],
                write: "Writes the variant with its tag, with either codec; a kept variant exactly as it was read."))
        return codecs.declarations(
            coding: coding,
            bodies: .init(
                subject: "variants.tag", readingCases: readingCases(model), writingCases: writingCases(model),
                fastWrite: "writeUnion(\(codecs.selfType).unionCoding)",
                fastWriteDocs: "Writes the union as one JSON object: the same members as `encode(to:)`."))
    }

    /// The cases of `init(variants:)`: the variant each tag names.
    private func readingCases(_ model: UnionModel) -> [SwitchCase] {
        model.variants.map { variant in
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
    }

    /// The cases of `writeVariant(to:)`: each variant with its tag, a kept one as it was read.
    private func writingCases(_ model: UnionModel) -> [SwitchCase] {
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
        return cases
    }
}
