/// An enum becomes a `String`-backed (or `Int`-backed) Swift enum that conforms to `ForwardEnum`:
/// its cases, its `fallback` and the `init(wire:)` that shows an unknown raw value as it. An enum
/// with a display-only fallback is translated by `DisplayEnumTranslator` instead.
struct EnumTranslator {
    var context: TranslationContext

    func translate(_ model: EnumModel) -> [Declaration] {
        if model.isDisplayFallback { return DisplayEnumTranslator(context: context).translate(model) }
        var members: [Declaration] = cases(model)
        members.append(
            .property(
                PropertyDescription(
                    docs: [
                        "The case shown for a raw value this version does not know. For display only: records keep the raw value."
                    ],
                    access: context.access,
                    isStatic: true,
                    name: "fallback",
                    type: SwiftName.type(model.name),
                    accessors: .getter([.line("." + SwiftName.member(model.fallback))])
                )
            )
        )
        members.append(
            .function(
                FunctionDescription(
                    docs: ["The case of `wire`, or ``fallback`` for a raw value this version does not know."],
                    access: context.access,
                    kind: .initializer,
                    parameters: [.init(label: "wire", name: "wire", type: model.rawType.rawValue)],
                    body: [
                        .line(
                            "self = \(SwiftName.selfType(model.name, members: model.cases.map(\.name)))(rawValue: wire) ?? .fallback"
                        )
                    ]
                )
            )
        )
        if model.cases.contains(where: { $0.deprecation != nil }) {
            members.append(.property(allCases(model)))
        }
        return [
            .enumeration(
                TypeDescription(
                    docs: model.docs,
                    access: context.access,
                    name: SwiftName.type(model.name),
                    inherits: [model.rawType.rawValue, context.model.runtime("ForwardEnum")],
                    members: members
                )
            )
        ]
    }

    /// The wire cases, with their docs, deprecations and explicit raw values (a display enum has
    /// no raw type to write them on: its `rawValue` spells them).
    func cases(_ model: EnumModel) -> [Declaration] {
        model.cases.map { enumCase in
            .enumCase(
                EnumCaseDescription(
                    docs: enumCase.docs,
                    attributes: FieldMembers.availability(enumCase.deprecation),
                    name: SwiftName.identifier(enumCase.name),
                    rawValue: enumCase.hasExplicitRawValue && !model.isDisplayFallback
                        ? SwiftLiterals.raw(enumCase.rawValue, model.rawType) : nil
                )
            )
        }
    }

    /// `allCases`, which Swift does not synthesize once a case is deprecated: built from the raw
    /// values, so that it names no deprecated case.
    func allCases(_ model: EnumModel) -> PropertyDescription {
        let rawValues = model.cases.map { Expression.text(SwiftLiterals.raw($0.rawValue, model.rawType)) }
        let build = model.isDisplayFallback ? "map" : "compactMap"
        let selfType = SwiftName.selfType(model.name, members: model.cases.map(\.name) + [model.fallback])
        return PropertyDescription(
            docs: [
                model.isDisplayFallback
                    ? "Every wire case, in schema order, deprecated ones included; not `\(model.fallback)`, which is no wire value."
                    : "Every case, in schema order, deprecated ones included."
            ],
            access: context.access,
            isStatic: true,
            name: "allCases",
            type: "[\(SwiftName.type(model.name))]",
            accessors: .getter([
                .expression(.sequence([.arrayLiteral(rawValues), .text(".\(build)(\(selfType).init(rawValue:))")]))
            ])
        )
    }
}
