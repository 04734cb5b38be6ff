/// The `CodingKeys` of a record or snapshot: a `String`-backed enum with a case per declared wire
/// key. The container is keyed by the runtime's `RecordKey<CodingKeys>`, which matches these keys
/// through the compiler-synthesized `init(rawValue:)` and holds every other key by name, so one
/// container reads both.
struct CodingKeysTranslator {
    /// The case name and wire key of each declared key, in order.
    var keys: [(caseName: String, wireKey: String)]

    /// The type the generated containers are keyed by.
    static let containerKey = "RecordKey<CodingKeys>"

    init(fields: [FieldModel], stampKey: String?) {
        keys = (stampKey.map { [("wireVersion", $0)] } ?? []) + fields.map { ($0.name, $0.wireKey) }
    }

    func translate() -> Declaration {
        let members: [Declaration] = keys.map {
            .enumCase(
                EnumCaseDescription(
                    name: $0.caseName,
                    rawValue: $0.caseName == $0.wireKey ? nil : SwiftLiterals.string($0.wireKey)
                )
            )
        }
        return .enumeration(
            TypeDescription(name: "CodingKeys", inherits: ["String", "DeclaredKeys"], members: members)
        )
    }
}
