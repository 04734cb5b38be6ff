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
            return fieldPairs(oldRecord, newRecord).compactMap { Self.named($0.type, $1.type) }
        }
        guard let oldUnion = old.model.unions[pair.old], let newUnion = new.model.unions[pair.new] else { return [] }
        var unpaired = newUnion.variants
        var result: [Pair] = []
        let matches: [(VariantModel, VariantModel) -> Bool] = [{ $0.tag == $1.tag }, { $0.name == $1.name }]
        for match in matches {
            for variant in oldUnion.variants {
                guard let index = unpaired.firstIndex(where: { match(variant, $0) }) else { continue }
                let current = unpaired.remove(at: index)
                if let a = variant.payload, let b = current.payload { result.append(Pair(old: a, new: b)) }
            }
        }
        return result
    }

    /// The fields of two records paired as the field rules pair them: by wire key, then through a
    /// `rename` step recorded since the baseline, then by name.
    private func fieldPairs(_ oldRecord: RecordModel, _ newRecord: RecordModel) -> [(FieldModel, FieldModel)] {
        let versions = VersionRules(
            old: old, new: new, types: TypeCompatibility(old: old.model, new: new.model), oldRecord: oldRecord,
            newRecord: newRecord)
        let recorded = versions.recordedSinceBaseline()
        var unpairedOld = oldRecord.fields
        var unpairedNew = newRecord.fields
        var result: [(FieldModel, FieldModel)] = []
        let matches: [(FieldModel, FieldModel) -> Bool] = [
            { $0.wireKey == $1.wireKey }, { recorded[$1.name]?.oldKey == $0.wireKey }, { $0.name == $1.name },
        ]
        for match in matches {
            unpairedOld.removeAll { field in
                guard let index = unpairedNew.firstIndex(where: { match(field, $0) }) else { return false }
                result.append((field, unpairedNew.remove(at: index)))
                return true
            }
        }
        return result
    }

    /// Whether the pair keeps something of one wire shape: a wire key, a raw value or a tag in
    /// common, or one side has none.
    private func keepsSomething(_ pair: Pair) -> Bool {
        func overlap(_ a: [String], _ b: [String]) -> Bool {
            a.isEmpty || b.isEmpty || !Set(a).isDisjoint(with: b)
        }
        if let a = old.model.records[pair.old], let b = new.model.records[pair.new] {
            return overlap(a.fields.map(\.wireKey), b.fields.map(\.wireKey))
        }
        if let a = old.model.enums[pair.old], let b = new.model.enums[pair.new] {
            return !Set(a.cases.map(\.rawValue)).isDisjoint(with: b.cases.map(\.rawValue))
        }
        if let a = old.model.unions[pair.old], let b = new.model.unions[pair.new] {
            return overlap(a.variants.map(\.tag), b.variants.map(\.tag))
        }
        return false
    }

    /// The records, enums or unions two field types hold, inside their collections and
    /// optionals, when they are of one kind: `Jump` and `Bastion` for `[Jump]?` and `Bastion`.
    private static func named(_ oldType: FieldType, _ newType: FieldType) -> Pair? {
        switch (oldType.layers.last, newType.layers.last) {
        case (.record(let a)?, .record(let b)?), (.enumeration(let a)?, .enumeration(let b)?),
            (.union(let a)?, .union(let b)?):
            Pair(old: a, new: b)
        default: nil
        }
    }

    /// The record, enum or union `name` declares in `model`, as a field type.
    private static func type(named name: String, in model: SchemaModel) -> FieldType? {
        if model.records[name] != nil { return .record(name) }
        if model.enums[name] != nil { return .enumeration(name) }
        if model.unions[name] != nil { return .union(name) }
        return nil
    }

    /// The strongly connected components of the holds-graph of `model` (a record holds the types
    /// of its fields, a union its payloads), holders first, each in name order: Tarjan's
    /// algorithm, iterative so that a long chain of records cannot overflow the stack.
    static func holdersFirst(_ model: SchemaModel) -> [[String]] {
        func held(_ name: String) -> [String] {
            if let record = model.records[name] { return record.fields.compactMap(\.type.namedType).sorted() }
            return model.unions[name]?.variants.compactMap(\.payload).sorted() ?? []
        }
        let names = (Array(model.records.keys) + model.enums.keys + model.unions.keys).sorted()
        var order: [String: Int] = [:]
        var lowest: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [[String]] = []
        for root in names where order[root] == nil {
            var work: [(name: String, edges: [String], next: Int)] = []
            func open(_ name: String) {
                order[name] = order.count
                lowest[name] = order[name]
                stack.append(name)
                onStack.insert(name)
                work.append((name, held(name), 0))
            }
            open(root)
            while let top = work.last {
                if top.next < top.edges.count {
                    let target = top.edges[top.next]
                    work[work.count - 1].next += 1
                    if order[target] == nil {
                        open(target)
                    } else if onStack.contains(target), let index = order[target] {
                        lowest[top.name] = min(lowest[top.name] ?? index, index)
                    }
                    continue
                }
                work.removeLast()
                let low = lowest[top.name] ?? 0
                if let parent = work.last?.name { lowest[parent] = min(lowest[parent] ?? low, low) }
                guard low == order[top.name] else { continue }
                var component: [String] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component.append(member)
                    if member == top.name { break }
                }
                components.append(component.sorted())
            }
        }
        // Tarjan finds a component after every component it reaches: held types come first.
        return components.reversed()
    }
}
