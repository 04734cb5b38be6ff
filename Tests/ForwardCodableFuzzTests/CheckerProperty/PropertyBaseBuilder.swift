import SeededRandom

/// Builds the base schema of one pair of the checker's property test: a record `P<n>Item` with a
/// field of each presence (required, optional, defaulted, a list), a field of an enum `P<n>Mode`
/// and one of a union `P<n>Shape` whose variants carry the records `P<n>Box` and `P<n>Pin` (each
/// with a required field of its own, so neither reads the other's payload), or nothing; or, untagged,
/// the two records and perhaps a `String`.
///
/// The types of the scalar fields, the enum's raw type and cases, the union's layout and which
/// fields are optional are random; a mutation then changes exactly one thing of it.
struct PropertyBaseBuilder {
    var random: SeededGenerator

    /// The scalar types the fields draw from: every one the schema language has a number rule,
    /// an enum rule or a plain type change for.
    static var scalars: [FuzzType] {
        [
            .string, .int, .double, .bool, .int32, .int64, .uint64, .float, .decimal, .uuid, .data,
        ]
    }

    /// Plain field names, none of them a member the generator adds (`unknownFields`, `…Raw`).
    static let fieldNames = [
        "name", "port", "count", "score", "note", "title", "size", "level", "ratio", "total", "label", "owner",
    ]

    /// The base schema of pair `index`.
    mutating func schema(index: Int) -> FuzzSchema {
        let prefix = "P\(index)"
        var names = NameAllocator(reserved: FuzzSchemaBuilder.recordMembers)
        var fields: [FuzzField] = []
        func add(_ type: FuzzType, defaulted: Bool = false) {
            let name = names.claim(random.pick(Self.fieldNames))
            var field = FuzzField(name: name, wireKey: name, type: type)
            if defaulted {
                var literals = FuzzLiterals(random: random.split(), enums: [])
                field.defaultText = literals.literal(for: type)
            }
            fields.append(field)
        }
        add(random.pick(Self.scalars))
        add(.optional(random.pick(Self.scalars)))
        add(random.pick(Self.scalars.filter(\.acceptsDefault)), defaulted: true)
        add(.array(random.pick(Self.scalars)))
        for _ in 0..<random.int(0...2) { add(random.pick(Self.scalars)) }
        let mode = makeEnum(named: prefix + "Mode")
        let shape = makeUnion(named: prefix + "Shape", payloads: [prefix + "Box", prefix + "Pin"])
        fields.append(
            FuzzField(
                name: "mode", wireKey: "mode",
                type: random.chance(0.5) ? .enumeration(mode.name) : .optional(.enumeration(mode.name))))
        fields.append(
            FuzzField(
                name: "shape", wireKey: "shape",
                type: random.chance(0.7) ? .optional(.union(shape.name)) : .union(shape.name)))
        let item = FuzzRecord(name: prefix + "Item", fields: fields, versioning: nil)
        let box = payload(named: prefix + "Box", required: "width")
        let pin = payload(named: prefix + "Pin", required: "x")
        let file = FuzzSchemaFile(
            path: "\(prefix)Schema.fcschema", records: [item, box, pin], enums: [mode], unions: [shape])
        return FuzzSchema(index: index, files: [file], accessLevel: "public")
    }

    /// A payload record: one required field of its own name, and an optional one.
    private mutating func payload(named name: String, required: String) -> FuzzRecord {
        FuzzRecord(
            name: name,
            fields: [
                FuzzField(name: required, wireKey: required, type: random.pick([.int, .string, .double])),
                FuzzField(name: "tint", wireKey: "tint", type: .optional(.string)),
            ],
            versioning: nil)
    }

    private mutating func makeEnum(named name: String) -> FuzzEnum {
        let isInt = random.chance(0.3)
        var names = NameAllocator(reserved: FuzzSchemaBuilder.enumMembers)
        var cases: [FuzzCase] = []
        for position in 0..<random.int(2...4) {
            let caseName = names.claim(random.pick(Self.caseNames))
            let raw = isInt ? String(position * 10 + random.int(0...9)) : caseName
            cases.append(FuzzCase(name: caseName, rawValue: raw, hasExplicitRawValue: isInt))
        }
        return FuzzEnum(name: name, cases: cases, fallback: random.pick(cases).name, isInt: isInt)
    }

    /// Enum case names that no other case's raw value can take.
    static let caseNames = ["draft", "published", "archived", "low", "high", "red", "green", "blue", "north"]

    private mutating func makeUnion(named name: String, payloads: [String]) -> FuzzUnion {
        if random.chance(0.35) { return makeUntaggedUnion(named: name, payloads: payloads) }
        var variants = [
            FuzzUnion.Variant(name: "box", tag: "box", payload: payloads[0]),
            FuzzUnion.Variant(name: "pin", tag: "pin", payload: payloads[1]),
        ]
        if random.chance(0.5) { variants.append(FuzzUnion.Variant(name: "line", tag: "line", payload: nil)) }
        let adjacent = random.chance(0.5)
        return FuzzUnion(name: name, tagKey: "kind", contentKey: adjacent ? "data" : nil, variants: variants)
    }

    /// `union P<n>Shape untagged { box: P<n>Box  pin: P<n>Pin }`, with a `label: String` now and then.
    private mutating func makeUntaggedUnion(named name: String, payloads: [String]) -> FuzzUnion {
        var variants = [
            FuzzUnion.Variant(name: "box", tag: "box", payload: payloads[0], type: .record(payloads[0])),
            FuzzUnion.Variant(name: "pin", tag: "pin", payload: payloads[1], type: .record(payloads[1])),
        ]
        if random.chance(0.5) {
            variants.insert(FuzzUnion.Variant(name: "label", tag: "label", payload: nil, type: .string), at: 0)
        }
        return FuzzUnion(name: name, tagKey: "", contentKey: nil, variants: variants, isUntagged: true)
    }
}
