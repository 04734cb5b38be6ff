import ForwardCodable

/// One step of a JSON path: an object key, an array index, or "the n-th element this client can
/// see" (the n-th object; the fleet's undecodable elements are never objects).
enum FleetPathComponent: Hashable, CustomStringConvertible {
    case key(String)
    case index(Int)
    case shown(Int)

    var description: String {
        switch self {
        case .key(let key): ".\(key)"
        case .index(let index): "[\(index)]"
        case .shown(let index): "[shown \(index)]"
        }
    }
}

/// A deliberate edit a client makes, described independently of the generated code: the wire
/// value it must write at a path. The simulation applies it to the JSON the client read to get
/// what the client must write.
struct FleetEdit: CustomStringConvertible {
    enum Operation {
        /// Set the value at the path.
        case set(JSONValue)
        /// Append to the array at the path.
        case append(JSONValue)
        /// The client assigned an enum entry of a collection the case its view already showed
        /// (the fallback, for a raw value this generation does not know). The documented merge of
        /// collection views treats that as no change, so the wire value stays as it was.
        case keep
    }

    let generation: Int
    let path: [FleetPathComponent]
    let operation: Operation

    static func set(_ generation: Int, _ path: [FleetPathComponent], _ value: JSONValue) -> FleetEdit {
        FleetEdit(generation: generation, path: path, operation: .set(value))
    }

    static func append(_ generation: Int, _ path: [FleetPathComponent], _ value: JSONValue) -> FleetEdit {
        FleetEdit(generation: generation, path: path, operation: .append(value))
    }

    /// `.set`, or `.keep` when the collection view already showed the assigned case.
    static func setEntry(_ generation: Int, _ path: [FleetPathComponent], _ raw: String, alreadyShown: Bool)
        -> FleetEdit
    {
        FleetEdit(generation: generation, path: path, operation: alreadyShown ? .keep : .set(.string(raw)))
    }

    /// Whether the edit changes the wire.
    var changesWire: Bool {
        if case .keep = operation { return false }
        return true
    }

    var description: String {
        let location = path.map(\.description).joined()
        switch operation {
        case .set(let value): return "generation \(generation) sets \(location) to \(value)"
        case .append(let value): return "generation \(generation) appends \(value) to \(location)"
        case .keep: return "generation \(generation) assigns \(location) the case its view shows"
        }
    }

    /// The edit as concrete paths in `document`: the path of the value written, and the value.
    func resolved(in document: JSONValue) -> (path: [FleetPathComponent], value: JSONValue)? {
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
                let visible = elements.indices.filter { elements[$0].objectValue != nil }
                guard visible.indices.contains(shown) else { return nil }
                concrete.append(.index(visible[shown]))
                node = elements[visible[shown]]
            }
        }
        switch operation {
        case .set(let value): return (concrete, value)
        case .append(let value):
            guard let count = node?.arrayValue?.count else { return nil }
            return (concrete + [.index(count)], value)
        case .keep:
            guard let node else { return nil }
            return (concrete, node)
        }
    }
}

extension JSONValue {
    /// The value at a concrete path (keys and indices).
    subscript(path path: [FleetPathComponent]) -> JSONValue? {
        var node: JSONValue? = self
        for component in path {
            switch component {
            case .key(let key): node = node?[key]
            case .index(let index): node = node?[index]
            case .shown: return nil
            }
        }
        return node
    }

    /// Sets the value at a concrete path whose containers exist; an index one past the end appends.
    mutating func set(_ value: JSONValue, at path: ArraySlice<FleetPathComponent>) {
        guard let first = path.first else {
            self = value
            return
        }
        switch (self, first) {
        case (.object(var members), .key(let key)):
            var child = members[key] ?? .null
            child.set(value, at: path.dropFirst())
            members[key] = child
            self = .object(members)
        case (.array(var elements), .index(let index)) where index <= elements.count:
            if index == elements.count { elements.append(.null) }
            elements[index].set(value, at: path.dropFirst())
            self = .array(elements)
        default:
            preconditionFailure("cannot set \(path) in \(self)")
        }
    }

    /// Every leaf (scalar or empty container) with its path.
    func leaves(prefix: [FleetPathComponent] = []) -> [(path: [FleetPathComponent], value: JSONValue)] {
        switch self {
        case .object(let members) where !members.isEmpty:
            return members.keys.sorted().flatMap { members[$0]!.leaves(prefix: prefix + [.key($0)]) }
        case .array(let elements) where !elements.isEmpty:
            return elements.enumerated().flatMap { $1.leaves(prefix: prefix + [.index($0)]) }
        default:
            return [(prefix, self)]
        }
    }
}
