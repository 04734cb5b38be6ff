/// The fast path of a union: the tag is read first (wherever it sits in the object), then the
/// variant it names; an unknown tag, or a payload that fails, is kept whole, as `init(from:)`
/// keeps it.
struct FastJSONUnionTranslator {
    var context: TranslationContext

    func translate(_ model: UnionModel) -> Declaration {
        .extensionOf(
            ExtensionDescription(
                type: model.name,
                conformances: ["FastJSONCodable"],
                members: [.function(reading(model)), .function(writing(model))]
            ))
    }

    private func reading(_ model: UnionModel) -> FunctionDescription {
        func unknown(_ failure: String) -> Statement {
            let kept = Expression.call(
                "try coding.unknown",
                [
                    Argument("tag", "tag"), Argument("from", "&reader"), Argument("at", "start"),
                    Argument("failure", failure),
                ])
            return .expression(.assignment(target: "self", value: .call(".unknown", [Argument(nil, kept)])))
        }
        var cases = model.variants.map { variant in
            let value =
                if let payload = variant.payload {
                    "try coding.payload(\(payload).self, from: &reader)"
                } else {
                    "otherFields: try coding.otherFields(from: &reader)"
                }
            return SwitchCase(
                pattern: SwiftLiterals.string(variant.tag), body: [.line("self = .\(variant.name)(\(value))")])
        }
        cases.append(SwitchCase(pattern: nil, body: [unknown("nil")]))
        return FunctionDescription(
            docs: [
                "Reads the variant the tag names straight from JSON bytes; keeps an unknown tag, or a payload",
                "that fails, whole.",
            ],
            access: context.access,
            kind: .initializer,
            parameters: [.init(label: "fastJSON", name: "reader", type: "inout JSONReader")],
            isThrowing: true,
            body: [
                .line("let coding = Self.unionCoding"),
                .line("let start = reader.position"),
                .line("let tag = try coding.tag(in: &reader)"),
                .doCatch(
                    body: [.switchOf(subject: "tag", cases: cases)],
                    catchPattern: nil,
                    handler: [unknown("error")]
                ),
            ]
        )
    }

    private func writing(_ model: UnionModel) -> FunctionDescription {
        var cases = model.variants.map { variant in
            let tag = SwiftLiterals.string(variant.tag)
            if variant.payload != nil {
                return SwitchCase(
                    pattern: ".\(variant.name)(let payload)",
                    body: [
                        .line(
                            "try coding.write(tag: \(tag), payload: { try $0.writeMembers(payload.writeFields(to:)) }, to: &writer)"
                        )
                    ])
            }
            return SwitchCase(
                pattern: ".\(variant.name)(let otherFields)",
                body: [.line("try coding.write(tag: \(tag), otherFields: otherFields, to: &writer)")])
        }
        cases.append(
            SwitchCase(pattern: ".unknown(let variant)", body: [.line("try writer.encode(variant.json)")]))
        return FunctionDescription(
            docs: ["Writes the variant with its tag; a kept variant exactly as it was read."],
            access: context.access,
            kind: .function(name: "write"),
            parameters: [.init(label: "fastJSON", name: "writer", type: "inout JSONWriter")],
            isThrowing: true,
            body: [.line("let coding = Self.unionCoding"), .switchOf(subject: "self", cases: cases)]
        )
    }
}
