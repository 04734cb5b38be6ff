/// An enum with a display-only fallback (`enum NotificationType fallback unsupported display {…}`)
/// becomes a Swift enum whose fallback case carries the raw value it stands for:
///
/// ```swift
/// public enum NotificationType: ForwardEnum {
///     case mention
///     case unsupported(String)
///     public init(rawValue: String) { … }  // never fails: .unsupported(rawValue) for the others
///     public var rawValue: String { … }    // the value .unsupported carries, for it
/// }
/// ```
///
/// So a view reads an unknown value as `.unsupported("poll")`, and setting what it read writes
/// `"poll"` back; a record created with `.unsupported("poll")` writes `"poll"`. `allCases` lists
/// the wire cases only. The payload-free cases need no raw type: `rawValue` spells them.
struct DisplayEnumTranslator {
    var context: TranslationContext

    func translate(_ model: EnumModel) -> [Declaration] {
        let raw = model.rawType.rawValue
        var members = EnumTranslator(context: context).cases(model)
        members.append(
            .enumCase(
                EnumCaseDescription(
                    docs: [
                        "A raw value this version does not know, carried as it was read: shown for display, and written back as that value. `\(model.fallback)` is no wire value of its own."
                    ],
                    name: SwiftName.identifier(model.fallback),
                    associatedValue: raw
                )
            )
        )
        members.append(.property(allCases(model)))
        members.append(.function(rawValueInitializer(model)))
        members.append(
            .function(
                FunctionDescription(
                    docs: ["The case of `wire`: see ``init(rawValue:)``."],
                    access: context.access,
                    kind: .initializer,
                    parameters: [.init(label: "wire", name: "wire", type: raw)],
                    body: [.line("self.init(rawValue: wire)")]
                )
            )
        )
        members.append(.property(rawValueProperty(model)))
        members.append(
            .function(
                FunctionDescription(
                    docs: [
                        "Whether `raw` is the raw value of a wire case: `false` for what `\(model.fallback)` carries."
                    ],
                    access: context.access,
                    isStatic: true,
                    kind: .function(name: "isKnown"),
                    parameters: [.init(label: "_", name: "raw", type: raw)],
                    returnType: "Bool",
                    body: [
                        .block(
                            header:
                                "if case .\(SwiftName.member(model.fallback)) = \(selfType(model))(rawValue: raw)",
                            body: [.line("return false")]),
                        .line("return true"),
                    ]
                )
            )
        )
        var declarations: [Declaration] = [
            .enumeration(
                TypeDescription(
                    docs: model.docs,
                    access: context.access,
                    name: SwiftName.type(model.name),
                    inherits: [context.model.runtime("ForwardEnum")],
                    members: members
                )
            )
        ]
        if model.cases.contains(where: { $0.deprecation != nil }) {
            declarations.append(deprecatedCases(model))
        }
        return declarations
    }

    /// `allCases`: the wire cases in schema order, by name; built from the raw values when a case
    /// is deprecated, so that it names none.
    private func allCases(_ model: EnumModel) -> PropertyDescription {
        if model.cases.contains(where: { $0.deprecation != nil }) {
            return EnumTranslator(context: context).allCases(model)
        }
        return PropertyDescription(
            docs: ["The wire cases, in schema order; not `\(model.fallback)`, which is no wire value."],
            access: context.access,
            isStatic: true,
            name: "allCases",
            type: "[\(SwiftName.type(model.name))]",
            accessors: .getter([
                .expression(.arrayLiteral(model.cases.map { .text("." + SwiftName.member($0.name)) }))
            ])
        )
    }

    /// `init(rawValue:)`, which never fails: a raw value no case has is `fallback(rawValue)`. A
    /// deprecated case is made through `DeprecatedCases`, so that only the app's own uses of it
    /// are warned.
    private func rawValueInitializer(_ model: EnumModel) -> FunctionDescription {
        var cases = model.cases.map { enumCase in
            SwitchCase(
                pattern: SwiftLiterals.raw(enumCase.rawValue, model.rawType),
                body: [
                    .line(
                        enumCase.deprecation == nil
                            ? "self = ." + SwiftName.member(enumCase.name)
                            : "self = (\(selfType(model)).self as any DeprecatedCases.Type).deprecatedCase(rawValue)")
                ])
        }
        cases.append(SwitchCase(pattern: nil, body: [.line("self = .\(SwiftName.member(model.fallback))(rawValue)")]))
        return FunctionDescription(
            docs: [
                "The case of `rawValue`, or `.\(model.fallback)(rawValue)` for a value this version does not know: never `nil`."
            ],
            access: context.access,
            kind: .initializer,
            parameters: [.init(label: "rawValue", name: "rawValue", type: model.rawType.rawValue)],
            body: [.switchOf(subject: "rawValue", cases: cases)]
        )
    }

    /// `rawValue`: a wire case's, or the one the fallback carries.
    private func rawValueProperty(_ model: EnumModel) -> PropertyDescription {
        var cases = model.cases.map { enumCase in
            SwitchCase(
                pattern: "." + SwiftName.member(enumCase.name),
                body: [.line(SwiftLiterals.raw(enumCase.rawValue, model.rawType))])
        }
        cases.append(
            SwitchCase(pattern: ".\(SwiftName.member(model.fallback))(let rawValue)", body: [.line("rawValue")]))
        return PropertyDescription(
            docs: ["The raw value: a wire case's, or the one `\(model.fallback)` carries, which it writes."],
            access: context.access,
            name: "rawValue",
            type: model.rawType.rawValue,
            accessors: .getter([.switchOf(subject: "self", cases: cases)])
        )
    }

    /// The deprecated cases, made inside a deprecated function that `init(rawValue:)` reaches
    /// through a protocol: Swift warns about a deprecated declaration used anywhere but in another
    /// deprecated one, and the generated code must compile without warnings.
    private func deprecatedCases(_ model: EnumModel) -> Declaration {
        let deprecated = model.cases.filter { $0.deprecation != nil }
        let signature = FunctionDescription(
            isStatic: true, kind: .function(name: "deprecatedCase"),
            parameters: [.init(label: "_", name: "rawValue", type: model.rawType.rawValue)],
            returnType: SwiftName.type(model.name),
            body: nil)
        var builder = signature
        builder.docs = ["The deprecated case of `rawValue`, named where naming it warns nobody."]
        builder.attributes = [.text("@available(*, deprecated)")]
        builder.access = .fileprivate
        builder.body = [
            .switchOf(
                subject: "rawValue",
                cases: deprecated.map {
                    SwitchCase(
                        pattern: SwiftLiterals.raw($0.rawValue, model.rawType),
                        body: [.line("." + SwiftName.member($0.name))])
                } + [SwitchCase(pattern: nil, body: [.line(".\(SwiftName.member(model.fallback))(rawValue)")])])
        ]
        return .extensionOf(
            ExtensionDescription(
                type: SwiftName.type(model.name),
                conformances: ["\(SwiftName.type(model.name)).DeprecatedCases"],
                members: [
                    .protocolDecl(
                        ProtocolDescription(
                            docs: ["How `init(rawValue:)` makes a deprecated case without a warning."],
                            access: .fileprivate,
                            name: "DeprecatedCases",
                            members: [.function(signature)]
                        )
                    ),
                    .function(builder),
                ]
            )
        )
    }

    /// `Self`, or the enum's own name when a case is named `Self`.
    private func selfType(_ model: EnumModel) -> String {
        SwiftName.selfType(model.name, members: model.cases.map(\.name) + [model.fallback])
    }
}
