/// An enum becomes a `String`-backed (or `Int`-backed) Swift enum that conforms to `ForwardEnum`.
struct EnumTranslator {
    var context: TranslationContext

    func translate(_ model: EnumModel) -> [Declaration] {
        var members: [Declaration] = model.cases.map { enumCase in
            .enumCase(
                EnumCaseDescription(
                    docs: enumCase.docs,
                    attributes: FieldMembers.availability(enumCase.deprecation),
                    name: SwiftName.identifier(enumCase.name),
                    rawValue: enumCase.hasExplicitRawValue
                        ? SwiftLiterals.raw(enumCase.rawValue, model.rawType) : nil
                )
            )
        }
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

    /// `allCases`, which Swift does not synthesize once a case is deprecated: built from the raw
    /// values, so that it names no deprecated case.
    private func allCases(_ model: EnumModel) -> PropertyDescription {
        let rawValues = model.cases.map { SwiftLiterals.raw($0.rawValue, model.rawType) }.joined(separator: ", ")
        let selfType = SwiftName.selfType(model.name, members: model.cases.map(\.name))
        return PropertyDescription(
            docs: ["Every case, in schema order, deprecated ones included."],
            access: context.access,
            isStatic: true,
            name: "allCases",
            type: "[\(SwiftName.type(model.name))]",
            accessors: .getter([.line("[\(rawValues)].compactMap(\(selfType).init(rawValue:))")])
        )
    }
}
