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
        let selfType = SwiftName.selfType(model.name, members: model.variants.map(\.name))
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
        var declarations: [Declaration] = [
            .extensionOf(
                ExtensionDescription(
                    type: SwiftName.type(model.name),
                    conformances: [context.model.runtime("Codable")],
                    members: [
                        .property(coding), .function(decodingInitializer(selfType)), .function(encodeFunction()),
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
                        members: [.function(readingInitializer(selfType)), .function(writeFunction())]
                    )))
        }
        return declarations
    }

    private func decodingInitializer(_ selfType: String) -> FunctionDescription {
        FunctionDescription(
            docs: ["Decodes the variant the value's shape selects; keeps a value that fits none, or fails, whole."],
            access: context.access,
            kind: .initializer,
            parameters: [.init(label: "from", name: "decoder", type: "any \(context.model.runtime("Decoder"))")],
            isThrowing: true,
            body: [
                .line(
                    "var variants = try \(context.model.runtime("KeyedUntaggedReader"))(decoder, \(selfType).unionCoding)"
                ),
                .line("try self.init(variants: &variants)"),
            ]
        )
    }

    private func encodeFunction() -> FunctionDescription {
        FunctionDescription(
            docs: ["Encodes the variant's value; a kept value exactly as it was read."],
            access: context.access,
            kind: .function(name: "encode"),
            parameters: [.init(label: "to", name: "encoder", type: "any \(context.model.runtime("Encoder"))")],
            isThrowing: true,
            body: [
                .line("var variants = \(context.model.runtime("KeyedUntaggedWriter"))(encoder)"),
                .line("try writeVariant(to: &variants)"),
            ]
        )
    }

    /// `init(variants:)`: the variant the value's shape selects, with either codec.
    private func readingBody(_ model: UnionModel) -> FunctionDescription {
        var cases = model.variants.map { variant in
            SwitchCase(
                pattern: SwiftLiterals.string(variant.name),
                body: [.line("self = .\(SwiftName.member(variant.name))(\(read(variant)))")])
        }
        cases.append(SwitchCase(pattern: nil, body: [.line("self = .unknown(try variants.unknown(failure: nil))")]))
        let reader =
            context.options.fastJSON
            ? "inout some \(context.model.runtime("UntaggedVariantReader"))"
            : "inout \(context.model.runtime("KeyedUntaggedReader"))"
        return FunctionDescription(
            docs: [
                "Reads the variant the value's shape selects, with either codec; keeps a value that fits none, or "
                    + "fails as the one it selects, whole."
            ],
            kind: .initializer,
            parameters: [.init(label: "variants", name: "variants", type: reader)],
            isThrowing: true,
            body: [
                .doCatch(
                    body: [.switchOf(subject: "variants.selected", cases: cases)],
                    catchPattern: nil,
                    handler: [.line("self = .unknown(try variants.unknown(failure: error))")]
                )
            ]
        )
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

    /// `writeVariant(to:)`: the variant's value, with either codec.
    private func writingBody(_ model: UnionModel) -> FunctionDescription {
        var cases = model.variants.map { variant in
            let value = variant.type?.externalType != nil ? "\(context.model.runtime("ExternalValue"))(value)" : "value"
            return SwitchCase(
                pattern: ".\(SwiftName.member(variant.name))(let value)", body: [.line("try variants.write(\(value))")])
        }
        cases.append(SwitchCase(pattern: ".unknown(let value)", body: [.line("try variants.write(value)")]))
        let writer =
            context.options.fastJSON
            ? "inout some \(context.model.runtime("UntaggedVariantWriter"))"
            : "inout \(context.model.runtime("KeyedUntaggedWriter"))"
        return FunctionDescription(
            docs: ["Writes the variant's value, with either codec; a kept value exactly as it was read."],
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
                    "var variants = try \(context.model.runtime("JSONUntaggedReader"))(&reader, \(selfType).unionCoding)"
                ),
                .line("try self.init(variants: &variants)"),
                .line("reader.resume(after: variants)"),
            ]
        )
    }

    private func writeFunction() -> FunctionDescription {
        FunctionDescription(
            docs: ["Writes the union's value: the same JSON as `encode(to:)`."],
            access: context.access,
            kind: .function(name: "write"),
            parameters: [
                .init(label: "fastJSON", name: "writer", type: "inout \(context.model.runtime("JSONWriter"))")
            ],
            isThrowing: true,
            body: [.line("try writer.writeUntagged { try writeVariant(to: &$0) }")]
        )
    }
}
