/// The `CodingKeys` of a record or snapshot: a `String`-backed enum with a case per declared wire
/// key, and `_table`, the runtime's `DeclaredKeyTable` of those keys, built once. The container is
/// keyed by the runtime's `RecordKey<CodingKeys>`, which asks the table whether a key is declared
/// and holds every other key by name, so one container reads both; the fast path matches key
/// bytes against the same table.
///
/// The table replaced a generated `declares(_:)` with a `switch` over the wire keys: the same
/// answers and speed (a byte hash, as the fast path matches keys), and no function per record to
/// type-check and compile, which cost a tenth of a generated record's debug build. The
/// synthesized `init(rawValue:)` would answer too, but looks keys up through
/// `_findStringSwitchCase`: about 260 more instructions per key decoded.
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
            .property(
                PropertyDescription(
                    docs: ["The wire keys, built once: what both codecs match a key against."],
                    isStatic: true,
                    keyword: .let,
                    name: "_table",
                    initialValue: .text("DeclaredKeyTable<Self>()")
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
