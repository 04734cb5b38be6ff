/// The `CodingKeys` of a record or snapshot: an enum with a case per declared wire key, and
/// `_table`, the runtime's `DeclaredKeyTable` of the wire names in the order of the cases, built
/// once. The field reader and writer name a key by its position in the table, the keyed
/// container holds every key by name (`FieldKey`), and the table tells a declared key from an
/// unknown one; the fast path matches key bytes against the same table. A versioned record's
/// migration steps read an older document through a container keyed by `RecordKey<CodingKeys>`.
///
/// The enum has neither `String` raw values nor `CodingKey`: both synthesize `switch`es of string
/// literals per record, which took more than twice as long to type-check and compile in a debug
/// build as the bare enum and its table. The table answers what they did, faster: a byte hash for
/// "is this key declared?" (the synthesized `init(rawValue:)` goes through
/// `_findStringSwitchCase`), and an array lookup by the case's tag for its wire name.
struct CodingKeysTranslator {
    /// The case name and wire key of each declared key, in order.
    var keys: [(caseName: String, wireKey: String)]
    /// The model, for the runtime's names (``SchemaModel/runtime(_:)``).
    var model: SchemaModel

    init(fields: [FieldModel], stampKey: String?, model: SchemaModel) {
        self.model = model
        keys = (stampKey.map { [("wireVersion", $0)] } ?? []) + fields.map { ($0.name, $0.wireKey) }
    }

    func translate() -> Declaration {
        var members: [Declaration] = keys.map {
            .enumCase(EnumCaseDescription(name: SwiftName.identifier($0.caseName)))
        }
        // `Self` in a generic argument is a type, which a case named `Self` does not hide.
        let table = "\(model.runtime("DeclaredKeyTable"))<Self>"
        members.append(
            .property(
                PropertyDescription(
                    docs: ["The wire keys, in the order of the cases: what both codecs match a key against."],
                    isStatic: true,
                    keyword: .let,
                    name: "_table",
                    initialValue: .call(
                        table,
                        [Argument(nil, .lineArrayLiteral(keys.map { .text(SwiftLiterals.string($0.wireKey)) }))]
                    )
                )
            )
        )
        return .enumeration(
            TypeDescription(name: "CodingKeys", inherits: [model.runtime("DeclaredKeys")], members: members))
    }
}
