/// The matching pass of ``TypeCorrespondence``: the baseline's types in holders-first order, each
/// matched through the paired holders that lead to it, else by name, else by wire shape; every new
/// pair walked in turn for the types it holds.
struct TypeCorrespondenceWalk {
    typealias Pair = TypeCorrespondence.Pair

    let old: CompatibilitySide
    let new: CompatibilitySide
    private(set) var pairs: Set<Pair> = []
    /// The pairs whose held types are still to be walked, from `next` on.
    private var queue: [Pair] = []
    private var next = 0
    /// The baseline types with a pair, and the current types a pair leads to.
    private var matched: Set<String> = []
    private var claimed: Set<String> = []
    /// The current types whose names the baseline does not declare, in name order: what a type
    /// matched by its shape may be now.
    private let newTypes: [FieldType]

    init(old: CompatibilitySide, new: CompatibilitySide) {
        self.old = old
        self.new = new
        let names = Array(new.model.records.keys) + new.model.enums.keys + new.model.unions.keys
        newTypes = names.filter { Self.type(named: $0, in: old.model) == nil }.sorted()
            .compactMap { Self.type(named: $0, in: new.model) }
    }

    /// Matches every baseline type: when its turn comes, every type that holds it from outside
    /// its own cycle has been matched and walked, so a type without a pair then has no holder
    /// that leads anywhere, and falls back to its name or its shape.
    mutating func run() {
        for component in Self.holdersFirst(old.model) {
            for name in component where !matched.contains(name) {
                guard let current = fallback(for: name) else { continue }
                add(Pair(old: name, new: current))
                walk()
            }
        }
    }

    private mutating func add(_ pair: Pair) {
        guard pairs.insert(pair).inserted else { return }
        matched.insert(pair.old)
        claimed.insert(pair.new)
        queue.append(pair)
    }

    /// Walks the pairs added since the last walk, and those they add.
    private mutating func walk() {
        while next < queue.count {
            let pair = queue[next]
            next += 1
            for held in held(by: pair) where keepsSomething(held) { add(held) }
        }
    }

    /// The type of the same name and kind; else the first current type, in name order, of the
    /// same kind and wire shape that is no baseline type's name and no pair's yet.
    private func fallback(for name: String) -> String? {
        guard let oldType = Self.type(named: name, in: old.model) else { return nil }
        if Self.type(named: name, in: new.model) == oldType { return name }
        // Without a correspondence: the shape matching of the rules before this pass.
        let shapes = TypeCompatibility(old: old.model, new: new.model)
        return newTypes.first { candidate in
            guard let candidateName = candidate.namedType, !claimed.contains(candidateName) else { return false }
            return shapes.compatible(oldType, candidate)
        }?.namedType
    }

    /// The pairs of types that the paired fields or variants of `pair` hold.
    private func held(by pair: Pair) -> [Pair] {
        if let oldRecord = old.model.records[pair.old], let newRecord = new.model.records[pair.new] {
            return held(by: oldRecord, newRecord)
        }
        guard let oldUnion = old.model.unions[pair.old], let newUnion = new.model.unions[pair.new] else { return [] }
        var unpaired = newUnion.variants
        var result: [Pair] = []
        let matches: [(VariantModel, VariantModel) -> Bool] = [{ $0.tag == $1.tag }, { $0.name == $1.name }]
        for match in matches {
            for variant in oldUnion.variants {
                guard let index = unpaired.firstIndex(where: { match(variant, $0) }) else { continue }
                let current = unpaired.remove(at: index)
                if let a = Self.held(by: variant), let b = Self.held(by: current) {
                    result.append(Pair(old: a, new: b))
                }
            }
        }
        return result
    }

    /// The types the fields of two records hold, the fields paired as the field rules pair them:
    /// by wire key, then through a `rename` step recorded since the baseline, then by name.
    private func held(by oldRecord: RecordModel, _ newRecord: RecordModel) -> [Pair] {
        // Only a field that holds a named type leads anywhere; most hold scalars.
        guard oldRecord.fields.contains(where: { Self.innermost($0.type).namedType != nil }) else { return [] }
        var result: [Pair] = []
        var unpairedOld: [Int] = []
        var paired = 0
        for (index, field) in oldRecord.fields.enumerated() {
            guard let current = newRecord.fields.firstIndex(where: { $0.wireKey == field.wireKey }) else {
                unpairedOld.append(index)
                continue
            }
            paired += 1
            if let pair = Self.named(field.type, newRecord.fields[current].type) { result.append(pair) }
        }
        guard !unpairedOld.isEmpty, paired < newRecord.fields.count else { return result }
        let oldKeys = Set(oldRecord.fields.map(\.wireKey))
        var unpairedNew = newRecord.fields.indices.filter { !oldKeys.contains(newRecord.fields[$0].wireKey) }
        let recorded =
            newRecord.versioning == nil
            ? [:]
            : VersionRules(
                old: old, new: new, types: TypeCompatibility(old: old.model, new: new.model), oldRecord: oldRecord,
                newRecord: newRecord
            ).recordedSinceBaseline()
        let matches: [(FieldModel, FieldModel) -> Bool] = [
            { recorded[$1.name]?.oldKey == $0.wireKey }, { $0.name == $1.name },
        ]
        for match in matches {
            for index in unpairedOld {
                let field = oldRecord.fields[index]
                guard let position = unpairedNew.firstIndex(where: { match(field, newRecord.fields[$0]) }) else {
                    continue
                }
                let current = newRecord.fields[unpairedNew.remove(at: position)]
                unpairedOld.removeAll { $0 == index }
                if let pair = Self.named(field.type, current.type) { result.append(pair) }
            }
        }
        return result
    }

    /// Whether the pair keeps something of one wire shape: a wire key, a raw value or a tag in
    /// common, or one side has none.
    private func keepsSomething(_ pair: Pair) -> Bool {
        func overlap(_ a: [String], _ b: [String]) -> Bool {
            if a.isEmpty || b.isEmpty { return true }
            // Small lists (most are) without hashing; the first key is common in most pairs.
            if a.count * b.count <= 256 { return a.contains { b.contains($0) } }
            return !Set(a).isDisjoint(with: b)
        }
        if let a = old.model.records[pair.old], let b = new.model.records[pair.new] {
            return overlap(a.fields.map(\.wireKey), b.fields.map(\.wireKey))
        }
        if let a = old.model.enums[pair.old], let b = new.model.enums[pair.new] {
            return overlap(a.cases.map(\.rawValue), b.cases.map(\.rawValue))
        }
        if let a = old.model.unions[pair.old], let b = new.model.unions[pair.new] {
            return overlap(a.variants.map(\.tag), b.variants.map(\.tag))
        }
        return false
    }

    /// The records, enums or unions two field types hold, inside their collections and
    /// optionals, when they are of one kind: `Jump` and `Bastion` for `[Jump]?` and `Bastion`.
    private static func named(_ oldType: FieldType, _ newType: FieldType) -> Pair? {
        switch (innermost(oldType), innermost(newType)) {
        case (.record(let a), .record(let b)), (.enumeration(let a), .enumeration(let b)),
            (.union(let a), .union(let b)):
            Pair(old: a, new: b)
        default: nil
        }
    }

    /// The type inside any collections and optionals: `Jump` for `[String: [Jump?]]` (as
    /// `FieldType.layers.last`, without building the layers).
    private static func innermost(_ type: FieldType) -> FieldType {
        switch type {
        case .array(let inner), .dictionary(let inner), .optional(let inner): innermost(inner)
        default: type
        }
    }

    /// The record, enum or union `name` declares in `model`, as a field type.
    private static func type(named name: String, in model: SchemaModel) -> FieldType? {
        // Looked up by key, without copying the declaration out.
        if model.records.index(forKey: name) != nil { return .record(name) }
        if model.enums.index(forKey: name) != nil { return .enumeration(name) }
        if model.unions.index(forKey: name) != nil { return .union(name) }
        return nil
    }

    /// The named type a variant holds: its payload record, or the record or enum inside an untagged
    /// variant's list (`many: [Quote]`).
    static func held(by variant: VariantModel) -> String? {
        variant.payload ?? variant.type.flatMap { innermost($0).namedType }
    }

    /// The strongly connected components of the holds-graph of `model` (a record holds the types
    /// of its fields, a union its payloads), holders first, each in name order: Tarjan's
    /// algorithm, iterative so that a long chain of records cannot overflow the stack.
    static func holdersFirst(_ model: SchemaModel) -> [[String]] {
        var entries: [(name: String, held: [String])] = model.enums.keys.map { ($0, []) }
        for (name, record) in model.records {
            entries.append((name, record.fields.compactMap { innermost($0.type).namedType }))
        }
        for (name, union) in model.unions { entries.append((name, union.variants.compactMap(held(by:)))) }
        entries.sort { $0.name < $1.name }
        let names = entries.map(\.name)
        let numbers = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let edges = entries.map { entry in entry.held.compactMap { numbers[$0] }.sorted() }
        var order = [Int](repeating: -1, count: names.count)
        var lowest = [Int](repeating: 0, count: names.count)
        var onStack = [Bool](repeating: false, count: names.count)
        var stack: [Int] = []
        var components: [[String]] = []
        var visited = 0
        for root in names.indices where order[root] < 0 {
            var work: [(node: Int, next: Int)] = []
            func open(_ node: Int) {
                order[node] = visited
                lowest[node] = visited
                visited += 1
                stack.append(node)
                onStack[node] = true
                work.append((node, 0))
            }
            open(root)
            while let (node, next) = work.last {
                if next < edges[node].count {
                    let target = edges[node][next]
                    work[work.count - 1].next += 1
                    if order[target] < 0 {
                        open(target)
                    } else if onStack[target] {
                        lowest[node] = min(lowest[node], order[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowest[parent] = min(lowest[parent], lowest[node]) }
                guard lowest[node] == order[node] else { continue }
                var component: [String] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(names[member])
                    if member == node { break }
                }
                components.append(component.sorted())
            }
        }
        // Tarjan finds a component after every component it reaches: held types come first.
        return components.reversed()
    }
}
