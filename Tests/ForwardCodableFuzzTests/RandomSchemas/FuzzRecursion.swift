@testable import ForwardCodableGenerator

/// Records of a random schema that hold themselves: the builder declares records that refer only
/// to records declared after them, then adds fields that close cycles, as real APIs have them.
///
/// - a record holds itself through an optional (`parent: Node?`) or a collection (`[Node]`);
/// - an earlier record holds a later one (required or optional) that holds it back through an
///   optional: `A -> B -> A?`, `A -> B? -> A?`, several records deep when the later record was
///   reachable already;
/// - a union's payload holds the union (`embed: Embed?` in a record the union carries).
///
/// Every cycle has an optional or a collection on it (a cycle of required fields only is a schema
/// error, FC210), so the future documents end: past ``maximumNesting`` records deep, the document
/// builder leaves optionals `null`, collections empty and unions unknown.
enum FuzzRecursion {
    /// How many records deep a future document nests before it closes every cycle. Deeper than a
    /// schema without recursion can nest (four records, each holding only later ones).
    static let maximumNesting = 6

    /// Whether a record has fields `x` and `_x`: were `x` stored out of line, its storage would be
    /// `_x` (FC418), so no cycle is added to such a schema.
    static func hasUnderscoreTwin(_ records: [FuzzRecord]) -> Bool {
        records.contains { record in
            let names = Set(record.fields.map(\.name))
            return names.contains { $0.hasPrefix("_") && names.contains(String($0.dropFirst())) }
        }
    }

    /// Whether a record of `schema` holds itself: through any path, or (`inline`) through a
    /// field `R?` that the generated code stores out of line (`@Indirect`), and records stored
    /// inline on the way back.
    static func hasCycle(in schema: FuzzSchema, inline: Bool = false) -> Bool {
        let records = Dictionary(schema.records.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let unions = Dictionary(schema.unions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func targets(_ type: FuzzType) -> [String] {
            switch type {
            case .record(let name): [name]
            case .optional(let inner): targets(inner)
            case .union(let name) where !inline: Array(unions[name]?.payloads ?? [])
            case .array(let inner) where !inline, .dictionary(let inner) where !inline: targets(inner)
            default: []
            }
        }
        for start in records.keys {
            let first = records[start]?.fields.filter { !inline || $0.type.isOptional }.flatMap { targets($0.type) }
            var pending = first ?? []
            var seen: Set<String> = []
            while let next = pending.popLast() {
                if next == start { return true }
                guard seen.insert(next).inserted else { continue }
                pending += records[next]?.fields.flatMap { targets($0.type) } ?? []
            }
        }
        return false
    }
}

extension FuzzSchemaBuilder {
    /// Adds fields that close cycles to `records` (declared in order, each holding only later
    /// ones), and sometimes a union field to a record the union carries. `featured`: at least one.
    mutating func addRecursion(to records: inout [FuzzRecord], unions: [FuzzUnion], featured: Bool) {
        guard !records.isEmpty, featured || random.chance(0.3), !FuzzRecursion.hasUnderscoreTwin(records) else {
            return
        }
        for _ in 0..<random.int(1...2) {
            let later = random.int(0...(records.count - 1))
            let earlier = random.int(0...later)
            if earlier != later {
                // The earlier record holds the later one, which holds it back.
                let forward: FuzzType = random.pick([
                    .record(records[later].name), .optional(.record(records[later].name)),
                ])
                addField(of: forward, to: &records[earlier])
            }
            let back: FuzzType =
                random.chance(0.8)
                ? .optional(.record(records[earlier].name)) : .array(.record(records[earlier].name))
            addField(of: back, to: &records[later])
        }
        if let union = unions.first, random.chance(0.5),
            let holder = records.indices.first(where: { union.payloads.contains(records[$0].name) })
        {
            addField(of: .optional(.union(union.name)), to: &records[holder])
        }
    }

    /// Appends a field of `type` to `record`, named and keyed apart from its other fields.
    private mutating func addField(of type: FuzzType, to record: inout FuzzRecord) {
        var names = NameAllocator(reserved: Self.recordMembers.union(record.fields.flatMap { [$0.name, $0.wireKey] }))
        for field in record.fields {
            names.reserve(field.name + "Raw")
            names.reserve("_" + field.name)
            names.reserve("__" + field.name)
        }
        let name = names.claim(random.pick(["parent", "next", "reply", "moved", "reblog", "embed", "link"]))
        let style = record.keyStyle ?? .asWritten
        var field = FuzzField(name: name, wireKey: style.wireKey(for: name), type: type)
        // A styled key may meet another field's key: keep the name as the key then.
        if record.fields.contains(where: { $0.wireKey == field.wireKey }) {
            field.wireKey = name
            field.hasCustomKey = true
        }
        if random.chance(0.1) { field.deprecation = "use another field" }
        record.fields.append(field)
    }
}
