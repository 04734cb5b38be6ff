import ForwardCodable
import SeededRandom

@testable import ForwardCodableGenerator

/// Untagged unions in random schemas: scalar and list variants drawn when the union is made,
/// record variants chosen once the records are built (unversioned ones whose required keys no
/// other variant requires, as the generator asks), and future values of every variant or of a
/// shape no variant takes.
extension FuzzSchemaBuilder {
    /// An untagged union whose record variants will come from `candidates`.
    mutating func makeUntaggedUnion(named name: String, candidates: [String], enums: [FuzzEnum]) -> FuzzUnion {
        var names = NameAllocator(reserved: Names.unionMembers)
        var variants: [FuzzUnion.Variant] = []
        for kind in [FuzzType.string, .int, .double, .bool] where random.chance(0.45) {
            let variant = names.claim(random.pick(FuzzVocabulary.caseNames))
            variants.append(FuzzUnion.Variant(name: variant, tag: variant, payload: nil, type: kind))
        }
        if random.chance(0.4) {
            var elements: [FuzzType] = [.string, .int, .double, .uuid, .optional(.string), .json]
            elements += enums.map { .enumeration($0.name) } + candidates.map { .record($0) }
            let variant = names.claim(random.pick(FuzzVocabulary.caseNames))
            variants.append(
                FuzzUnion.Variant(name: variant, tag: variant, payload: nil, type: .array(random.pick(elements))))
        }
        if variants.isEmpty, candidates.isEmpty {
            variants.append(FuzzUnion.Variant(name: "text", tag: "text", payload: nil, type: .string))
        }
        variants.shuffle(using: &random)
        return FuzzUnion(
            name: name, tagKey: "", contentKey: nil, variants: variants, docs: [], isUntagged: true,
            candidates: candidates)
    }

    /// Adds some of the union's candidate records as variants, at random places: each unversioned
    /// (whose required keys stay put) and requiring keys no variant already requires.
    mutating func chooseUntaggedRecords(_ union: inout FuzzUnion, records: [FuzzRecord]) {
        var requiredSets: Set<Set<String>> = []
        var names = NameAllocator(reserved: Names.unionMembers.union(union.variants.map(\.name)))
        for record in records where union.candidates.contains(record.name) && record.versioning == nil {
            let required = Set(record.fields.filter(\.isRequired).map(\.wireKey))
            guard random.chance(0.7), requiredSets.insert(required).inserted else { continue }
            let name = names.claim(random.pick(FuzzVocabulary.caseNames))
            let variant = FuzzUnion.Variant(name: name, tag: name, payload: record.name, type: .record(record.name))
            union.variants.insert(variant, at: random.int(0...union.variants.count))
        }
        if union.variants.isEmpty {
            union.variants.append(FuzzUnion.Variant(name: "text", tag: "text", payload: nil, type: .string))
        }
        union.candidates = []
    }
}

extension FutureDocumentBuilder {
    /// A value of an untagged union: one of a variant, or, a quarter of the time, one of a shape
    /// no variant takes (which a newer version may write), kept whole.
    mutating func untaggedValue(of union: FuzzUnion) -> JSONValue {
        let types = union.variants.compactMap(\.type)
        if random.chance(0.25) || types.isEmpty {
            let kinds: [(JSONValue, Bool)] = [
                (.string("future-\(random.pick(FuzzVocabulary.words))"), !types.contains(.string)),
                (.bool(true), !types.contains(.bool)), (.double(2.5), !types.contains(.double)),
                (.int(7), !types.contains(.int) && !types.contains(.double)),
                (.array([.int(1), .string("two")]), !types.contains { if case .array = $0 { true } else { false } }),
                (.null, true),
            ]
            return random.pick(kinds.filter(\.1).map(\.0))
        }
        return value(of: random.pick(types), inCollection: false, strict: false)
    }
}
