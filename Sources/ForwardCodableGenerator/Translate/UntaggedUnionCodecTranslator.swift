/// The codecs of an untagged union: the `Codable` extension (`init(from:)`, `encode(to:)`, the
/// union's selection rule, and its one variant-reading and one variant-writing body), and, with
/// the fast path on, the `FastJSONCodable` extension, whose two entry points run the same bodies
/// over the JSON bytes.
///
/// Reading selects the variant by the value's JSON shape (the kind, then an object's required
/// keys), then reads the value as that variant's type; a value that fits no variant, or fails as
/// the one it selects, is kept whole. Writing writes the variant's value alone; a kept value is
/// written back exactly as it was read.
struct UntaggedUnionCodecTranslator {
    var context: TranslationContext

    func translate(_ model: UnionModel) -> [Declaration] {
        let kinds = context.model.untaggedKinds(of: model)
        let coding = PropertyDescription(
            docs: [
                "Each variant and the JSON it takes: a value selects a variant by its kind, then an object by the "
                    + "required keys it holds (the variant with the most, ties in declaration order)."
            ],
            access: .private,
            isStatic: true,
            keyword: .let,
            name: "unionCoding",
            initialValue: .call(
                context.model.runtime("UntaggedUnionCoding"),
                [
                    Argument("union", SwiftLiterals.string(model.name)),
                    Argument(
                        "variants", .lineArrayLiteral(kinds.map { .text($0.kind.expression(named: $0.variant.name)) })),
                ])
        )
        let codecs = UnionCodecs(
            context: context, model: model,
            runtime: .init(
                keyedReader: "KeyedUntaggedReader", keyedWriter: "KeyedUntaggedWriter",
                fastReader: "JSONUntaggedReader", variantReader: "UntaggedVariantReader",
                variantWriter: "UntaggedVariantWriter", writerTakesCoding: false),
            docs: .init(
                decode: "Decodes the variant the value's shape selects; keeps a value that fits none, or fails, whole.",
                encode: "Encodes the variant's value; a kept value exactly as it was read.",
                read: [
                    "Reads the variant the value's shape selects, with either codec; keeps a value that fits none, or "
                        + "fails as the one it selects, whole."
                ],
                write: "Writes the variant's value, with either codec; a kept value exactly as it was read."))
        return codecs.declarations(
            coding: coding,
            bodies: .init(
                subject: "variants.selected", readingCases: readingCases(model), writingCases: writingCases(model),
                fastWrite: "writeUntagged", fastWriteDocs: "Writes the union's value: the same JSON as `encode(to:)`."))
    }

    /// The cases of `init(variants:)`: the variant the value's shape selects.
    private func readingCases(_ model: UnionModel) -> [SwitchCase] {
        model.variants.map { variant in
            SwitchCase(
                pattern: SwiftLiterals.string(variant.name),
                body: [.line("self = .\(SwiftName.member(variant.name))(\(read(variant)))")])
        }
    }

    /// `try variants.decode(Customer.self)`; a list that holds `Double`s through `decodeNumbers`,
    /// as a record field of its type; an app's own type through `ExternalValue`.
    private func read(_ variant: VariantModel) -> String {
        let type = UntaggedUnionTranslator.swiftType(of: variant, in: context.model)
        let numbers = variant.type?.containsDouble == true && variant.type != .double ? "Numbers" : ""
        if variant.type?.externalType != nil {
            return "try variants.decode\(numbers)(\(context.model.runtime("ExternalValue"))<\(type)>.self).value"
        }
        return "try variants.decode\(numbers)(\(type).self)"
    }

    /// The cases of `writeVariant(to:)`: the variant's value, a kept one as it was read.
    private func writingCases(_ model: UnionModel) -> [SwitchCase] {
        var cases = model.variants.map { variant in
            let value = variant.type?.externalType != nil ? "\(context.model.runtime("ExternalValue"))(value)" : "value"
            return SwitchCase(
                pattern: ".\(SwiftName.member(variant.name))(let value)", body: [.line("try variants.write(\(value))")])
        }
        cases.append(SwitchCase(pattern: ".unknown(let value)", body: [.line("try variants.write(value)")]))
        return cases
    }
}
