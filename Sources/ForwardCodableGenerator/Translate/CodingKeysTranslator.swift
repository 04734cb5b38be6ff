/// The `CodingKeys` of a record or snapshot: a case per declared wire key, and
/// `undeclared(name)` for every other key, so one container reads both.
struct CodingKeysTranslator {
    /// The case name and wire key of each declared key, in order.
    var keys: [(caseName: String, wireKey: String)]

    init(fields: [FieldModel], stampKey: String?) {
        keys = (stampKey.map { [("wireVersion", $0)] } ?? []) + fields.map { ($0.name, $0.wireKey) }
    }

    func translate() -> Declaration {
        var members: [Declaration] = keys.map { .enumCase(EnumCaseDescription(name: $0.caseName)) }
        members.append(.enumCase(EnumCaseDescription(name: "undeclared", associatedValue: "String")))
        members.append(
            .function(
                FunctionDescription(
                    kind: .initializer,
                    parameters: [.init(label: "stringValue", name: "stringValue", type: "String")],
                    body: [
                        .switchOf(
                            subject: "stringValue",
                            cases: keys.map {
                                SwitchCase(
                                    pattern: SwiftLiterals.string($0.wireKey), body: [.line("self = .\($0.caseName)")])
                            }
                                + [SwitchCase(pattern: nil, body: [.line("self = .undeclared(stringValue)")])]
                        )
                    ]
                )
            )
        )
        members.append(
            .property(
                PropertyDescription(
                    name: "stringValue",
                    type: "String",
                    accessors: .getter([
                        .switchOf(
                            subject: "self",
                            cases: keys.map {
                                SwitchCase(pattern: ".\($0.caseName)", body: [.line(SwiftLiterals.string($0.wireKey))])
                            }
                                + [SwitchCase(pattern: ".undeclared(let name)", body: [.line("name")])]
                        )
                    ])
                )
            )
        )
        members.append(
            .property(
                PropertyDescription(
                    name: "unknownName",
                    type: "String?",
                    accessors: .getter([
                        .block(header: "if case .undeclared(let name) = self", body: [.line("return name")]),
                        .line("return nil"),
                    ])
                )
            )
        )
        return .enumeration(TypeDescription(name: "CodingKeys", inherits: ["RecordCodingKey"], members: members))
    }
}
