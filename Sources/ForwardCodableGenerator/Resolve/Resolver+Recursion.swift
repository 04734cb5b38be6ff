extension Resolver {
    /// Records may hold themselves, directly or through other records, along any path: arrays,
    /// dictionaries and unions store their elements out of line already, and an optional field
    /// that closes a cycle is stored out of line by the generated code (`@Indirect`). What no
    /// document can satisfy is a cycle of required fields only: an `A` needs a `B` that needs an
    /// `A`, without end. Each field that closes such a cycle is reported, with the fix.
    ///
    /// The records and their inline fields (`R` or `R?`) form a graph; a field closes a cycle when
    /// both its record and its target are in the same strongly connected component. One pass of
    /// Tarjan's algorithm over the required fields finds the refused cycles, and one over all
    /// inline fields the optional fields to box, in time linear in the number of fields.
    ///
    /// - Returns: the optional fields to store out of line, by record: ``SchemaModel/indirectFields``.
    mutating func checkInlineRecursion(in records: [String: RecordModel]) -> [String: Set<String>] {
        let names = records.keys.sorted()
        let inline = InlineGraph(records: records, requiredOnly: false)
        let required = InlineGraph(records: records, requiredOnly: true)
        let cycles = inline.stronglyConnectedComponents(of: names)
        let requiredCycles = required.stronglyConnectedComponents(of: names)
        var indirect: [String: Set<String>] = [:]
        for name in names {
            guard let record = records[name] else { continue }
            for field in record.fields {
                guard let target = InlineGraph.inlineRecord(in: field.type), let component = cycles[name],
                    cycles[target] == component
                else { continue }
                if !field.type.isOptional, requiredCycles[name] != nil, requiredCycles[target] == requiredCycles[name] {
                    let cycle = ([name] + required.path(from: target, to: name)).joined(separator: " -> ")
                    diagnostics.emit(
                        .inlineRecursion(name, field: field.name, cycle: cycle, target: target), at: field.location)
                } else if field.type.isOptional {
                    indirect[name, default: []].insert(field.name)
                }
            }
            if let boxed = indirect[name] { checkIndirectStorageCollisions(of: record.fields, boxed: boxed) }
        }
        return indirect
    }

    /// A boxed field `reblog` is stored as `_reblog` (the property wrapper's storage), which no
    /// other field of the record may be called.
    private mutating func checkIndirectStorageCollisions(of fields: [FieldModel], boxed: Set<String>) {
        for field in fields where boxed.contains(field.name) {
            let storage = field.indirectStorageName
            guard let other = fields.first(where: { $0.name == storage || $0.storageName == storage }) else {
                continue
            }
            diagnostics.emit(
                .indirectStorageCollision(other.name, storageOf: field.name, wireKey: other.wireKey),
                at: other.location)
        }
    }
}

/// The graph of records and the records their fields store inline.
struct InlineGraph {
    var records: [String: RecordModel]
    /// Only the required fields (`R`), which a document must fill: a cycle of them has no finite
    /// document. Otherwise optional ones (`R?`) too.
    var requiredOnly = false

    /// The record stored inline by a field of this type: `R` or `R?`, not `[R]`.
    static func inlineRecord(in type: FieldType) -> String? {
        switch type {
        case .record(let name): name
        case .optional(let wrapped): inlineRecord(in: wrapped)
        default: nil
        }
    }

    func successors(of name: String) -> [String] {
        records[name]?.fields.compactMap { field in
            guard !requiredOnly || !field.type.isOptional else { return nil }
            return Self.inlineRecord(in: field.type)
        }.filter { records[$0] != nil } ?? []
    }

    /// The component index of every record that is on a cycle (a component of several records,
    /// or one record with an edge to itself). Records on no cycle are absent.
    func stronglyConnectedComponents(of names: [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var counter = 0
        var components: [String: Int] = [:]
        var componentCount = 0

        // Iterative Tarjan: each frame is a record and the successors it has still to visit.
        for root in names where index[root] == nil {
            var frames: [(name: String, pending: ArraySlice<String>)] = []
            func open(_ name: String) {
                index[name] = counter
                lowLink[name] = counter
                counter += 1
                stack.append(name)
                onStack.insert(name)
                frames.append((name, successors(of: name)[...]))
            }
            open(root)
            while var frame = frames.popLast() {
                if let next = frame.pending.popFirst() {
                    frames.append(frame)
                    if index[next] == nil {
                        open(next)
                    } else if onStack.contains(next) {
                        lowLink[frame.name] = min(lowLink[frame.name] ?? 0, index[next] ?? 0)
                    }
                    continue
                }
                if let parent = frames.last?.name {
                    lowLink[parent] = min(lowLink[parent] ?? 0, lowLink[frame.name] ?? 0)
                }
                guard lowLink[frame.name] == index[frame.name] else { continue }
                var members: [String] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    members.append(member)
                    if member == frame.name { break }
                }
                let isCycle = members.count > 1 || successors(of: frame.name).contains(frame.name)
                if isCycle {
                    for member in members { components[member] = componentCount }
                    componentCount += 1
                }
            }
        }
        return components
    }

    /// A shortest path from `start` to `goal`, both included (for the message).
    func path(from start: String, to goal: String) -> [String] {
        var previous: [String: String] = [:]
        var queue = [start]
        var seen: Set<String> = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            if current == goal { break }
            for next in successors(of: current) where seen.insert(next).inserted {
                previous[next] = current
                queue.append(next)
            }
        }
        var path = [goal]
        while let last = path.last, last != start, let before = previous[last] { path.append(before) }
        return path.reversed()
    }
}
