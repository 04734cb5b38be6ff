import ForwardCodable

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
