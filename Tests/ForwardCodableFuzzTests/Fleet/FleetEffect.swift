import ForwardCodable

/// What an edit does to the document its client read: the document the client must write, where
/// each leaf of the read document ends up, and the leaves the edit itself wrote.
struct FleetEffect {
    /// The read document with exactly the edit applied.
    var document: JSONValue
    /// The leaves the edit wrote, at their concrete paths in ``document``.
    var written: [(path: [FleetPathComponent], value: JSONValue)]
    /// Where a leaf of the read document is after the edit; `nil` when the edit removed or
    /// overwrote it.
    let relocate: ([FleetPathComponent]) -> [FleetPathComponent]?
}

/// Where an element of the new array comes from.
private enum FleetSource {
    case old(Int)
    case new(JSONValue)
}

extension FleetEdit {
    /// The edit applied to `document`, or `nil` when its path does not exist there.
    func effect(on document: JSONValue) -> FleetEffect? {
        guard let path = concretePath(in: document) else { return nil }
        switch operation {
        case .set(let value):
            var result = document
            result.set(value, at: path[...])
            return FleetEffect(
                document: result, written: value.leaves(prefix: path),
                relocate: { FleetSimulation.overlaps($0, path) ? nil : $0 })
        case .clear where document[path: path] == .null:
            return FleetEffect(document: document, written: [], relocate: { $0 })
        case .removeKey, .clear:
            guard case .key(let key) = path.last else { return nil }
            var result = document
            let parent = Array(path.dropLast())
            guard var members = result[path: parent]?.objectValue else { return nil }
            members[key] = nil
            result.set(.object(members), at: parent[...])
            return FleetEffect(
                document: result, written: [], relocate: { FleetSimulation.overlaps($0, path) ? nil : $0 })
        case .array(let edit, let shown):
            guard let elements = document[path: path]?.arrayValue,
                let sources = edit.sources(for: elements, shown: shown)
            else { return nil }
            var result = document
            var written: [(path: [FleetPathComponent], value: JSONValue)] = []
            var destination: [Int: Int] = [:]
            var array: [JSONValue] = []
            for (position, source) in sources.enumerated() {
                switch source {
                case .old(let index):
                    destination[index] = position
                    array.append(elements[index])
                case .new(let value):
                    written += value.leaves(prefix: path + [.index(position)])
                    array.append(value)
                }
            }
            result.set(.array(array), at: path[...])
            return FleetEffect(
                document: result, written: written,
                relocate: { leaf in
                    guard leaf.count > path.count, Array(leaf.prefix(path.count)) == path else {
                        // The empty array itself is no leaf once it holds something.
                        return leaf == path && !array.isEmpty ? nil : leaf
                    }
                    guard case .index(let index) = leaf[path.count], let moved = destination[index] else { return nil }
                    return path + [.index(moved)] + leaf.dropFirst(path.count + 1)
                })
        }
    }

    /// The path with every shown position replaced by the index of the element it shows, or `nil`
    /// when a container on the way is missing (the last component may name a new member).
    func concretePath(in document: JSONValue) -> [FleetPathComponent]? {
        var concrete: [FleetPathComponent] = []
        var node: JSONValue? = document
        for component in path {
            guard let current = node else { return nil }
            switch component {
            case .key(let key):
                concrete.append(component)
                node = current[key]
            case .index(let index):
                concrete.append(component)
                node = current[index]
            case .shown(let shown):
                guard let elements = current.arrayValue else { return nil }
                let visible = elements.indices.filter { FleetShown.objects.shows(elements[$0]) }
                guard visible.indices.contains(shown) else { return nil }
                concrete.append(.index(visible[shown]))
                node = elements[visible[shown]]
            }
        }
        return concrete
    }
}

extension FleetArrayOperation {
    /// Where each element of the new array comes from, or `nil` when a position is out of range.
    fileprivate func sources(for elements: [JSONValue], shown rule: FleetShown) -> [FleetSource]? {
        let shown = elements.indices.filter { rule.shows(elements[$0]) }
        var sources = elements.indices.map(FleetSource.old)
        /// The index in `elements` before which an element inserted at shown position `position` goes.
        func insertionPoint(_ position: Int) -> Int? {
            position == shown.count ? elements.count : shown.indices.contains(position) ? shown[position] : nil
        }
        /// The shown elements, rearranged: the element shown at `order[k]` moves to shown position k.
        func permuted(_ order: [Int]) -> [FleetSource] {
            var result = sources
            for (position, source) in order.enumerated() { result[shown[position]] = .old(shown[source]) }
            return result
        }
        switch self {
        case .append(let value):
            sources.append(.new(value))
        case .insert(let value, let position):
            guard let point = insertionPoint(position) else { return nil }
            sources.insert(.new(value), at: point)
        case .remove(let position):
            guard shown.indices.contains(position) else { return nil }
            sources.remove(at: shown[position])
        case .replace(let range, let values):
            guard range.lowerBound >= 0, range.upperBound <= shown.count else { return nil }
            guard !range.isEmpty else {
                sources.insert(contentsOf: values.map(FleetSource.new), at: insertionPoint(range.lowerBound)!)
                return sources
            }
            let span = shown[range.lowerBound]...shown[range.upperBound - 1]
            let hiddenInside = span.filter { !rule.shows(elements[$0]) }.map(FleetSource.old)
            sources.replaceSubrange(span, with: values.map(FleetSource.new) + hiddenInside)
        case .swap(let i, let j):
            guard shown.indices.contains(i), shown.indices.contains(j) else { return nil }
            sources.swapAt(shown[i], shown[j])
        case .reverse:
            return permuted(shown.indices.reversed())
        case .sort(let key, let descending):
            let keys = shown.map { key.shown(elements[$0]) }
            return permuted(
                shown.indices.sorted { a, b in
                    let (first, second) = descending ? (keys[b], keys[a]) : (keys[a], keys[b])
                    if key.precedes(first, second) { return true }
                    if key.precedes(second, first) { return false }
                    return a < b
                })
        case .removeAll(let key, let value):
            let removed = Set(shown.filter { key.shown(elements[$0]) == value })
            sources = elements.indices.filter { !removed.contains($0) }.map(FleetSource.old)
        }
        return sources
    }
}
