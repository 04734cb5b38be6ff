/// An enum becomes a `String`-backed Swift enum that conforms to `ForwardEnum`.
struct EnumTranslator {
    var context: TranslationContext

    func translate(_ model: EnumModel) -> [Declaration] {
        var members: [Declaration] = model.cases.map { enumCase in
            .enumCase(
                EnumCaseDescription(
                    docs: enumCase.docs,
                    name: enumCase.name,
                    rawValue: enumCase.hasExplicitRawValue ? SwiftLiterals.string(enumCase.rawValue) : nil
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
                    type: model.name,
                    accessors: .getter([.line(".\(model.fallback)")])
                )
            )
        )
        return [
            .enumeration(
                TypeDescription(
                    docs: model.docs,
                    access: context.access,
                    name: model.name,
                    inherits: ["String", "ForwardEnum"],
                    members: members
                )
            )
        ]
    }
}
