/// The `CodingKeys` of a record or snapshot: a `String`-backed enum with a case per declared wire
/// key, and `declares(_:)`, the one `switch` over the wire keys. The container is keyed by the
/// runtime's `RecordKey<CodingKeys>`, which matches keys through `declares(_:)` and holds every
/// other key by name, so one container reads both.
///
/// `declares(_:)` could default to the synthesized `init(rawValue:)`, but that one looks keys up
/// through `_findStringSwitchCase` and its table: about 260 more instructions per key decoded.
/// (Returning the case, or its literal raw value, instead of a `Bool` measured about 1% more
/// instructions per decode: the key then carries a `String` that every copy retains.)
struct CodingKeysTranslator {
    /// The case name and wire key of each declared key, in order.
    var keys: [(caseName: String, wireKey: String)]

    /// The type the generated containers are keyed by.
    static let containerKey = "RecordKey<CodingKeys>"

    init(fields: [FieldModel], stampKey: String?) {
        keys = (stampKey.map { [("wireVersion", $0)] } ?? []) + fields.map { ($0.name, $0.wireKey) }
    }

    func translate() -> Declaration {
        var members: [Declaration] = keys.map {
            .enumCase(
                EnumCaseDescription(
                    name: $0.caseName,
                    rawValue: $0.caseName == $0.wireKey ? nil : SwiftLiterals.string($0.wireKey)
                )
            )
        }
        members.append(
            .function(
                FunctionDescription(
                    isStatic: true,
                    kind: .function(name: "declares"),
                    parameters: [.init(label: "_", name: "name", type: "String")],
                    returnType: "Bool",
                    body: [
                        .switchOf(
                            subject: "name",
                            cases: keys.map {
                                SwitchCase(pattern: SwiftLiterals.string($0.wireKey), body: [.line("true")])
                            }
                                + [SwitchCase(pattern: nil, body: [.line("false")])]
                        )
                    ]
                )
            )
        )
        guard !keys.isEmpty else {
            // An enum without cases cannot have a raw type: it spells out `RawRepresentable`.
            members.append(
                .function(
                    FunctionDescription(
                        kind: .initializer,
                        isFailable: true,
                        parameters: [.init(label: "rawValue", name: "rawValue", type: "String")],
                        body: [.line("nil")]
                    )
                )
            )
            members.append(
                .property(
                    PropertyDescription(name: "rawValue", type: "String", accessors: .getter([.line("switch self {}")]))
                )
            )
            return .enumeration(TypeDescription(name: "CodingKeys", inherits: ["DeclaredKeys"], members: members))
        }
        return .enumeration(
            TypeDescription(name: "CodingKeys", inherits: ["String", "DeclaredKeys"], members: members)
        )
    }
}
