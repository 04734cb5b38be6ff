import ForwardCodable

/// One step of a path into a JSON tree: an object key or an array index.
public enum JSONPathComponent: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral
{
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)

    /// Creates a key component.
    public init(stringLiteral value: String) {
        self = .key(value)
    }

    /// Creates an index component.
    public init(integerLiteral value: Int) {
        self = .index(value)
    }

    /// `.key` or `[index]`.
    public var description: String {
        switch self {
        case .key(let key): ".\(key)"
        case .index(let index): "[\(index)]"
        }
    }
}

extension JSONValue {
    /// The tree with the value at `path` replaced by `replacement`; `nil` if the path does not
    /// exist.
    func replacing(at path: [JSONPathComponent], with replacement: JSONValue) -> JSONValue? {
        guard let first = path.first else { return replacement }
        let rest = Array(path.dropFirst())
        switch (self, first) {
        case (.object(var members), .key(let key)):
            guard let child = members[key], let updated = child.replacing(at: rest, with: replacement) else {
                return nil
            }
            members[key] = updated
            return .object(members)
        case (.array(var elements), .index(let index)) where elements.indices.contains(index):
            guard let updated = elements[index].replacing(at: rest, with: replacement) else { return nil }
            elements[index] = updated
            return .array(elements)
        default:
            return nil
        }
    }

    /// The tree with `value` at `path`, whose last component may name a key the object lacks
    /// (it is added); `nil` when the path leads nowhere before that.
    func setting(at path: [JSONPathComponent], to newValue: JSONValue) -> JSONValue? {
        guard let last = path.last, case .key(let key) = last else { return replacing(at: path, with: newValue) }
        let parent = Array(path.dropLast())
        guard case .object(var members)? = value(at: parent) else { return nil }
        members[key] = newValue
        return replacing(at: parent, with: .object(members))
    }

    /// The value at `path`, or `nil`.
    func value(at path: [JSONPathComponent]) -> JSONValue? {
        var current: JSONValue? = self
        for component in path {
            switch component {
            case .key(let key): current = current?[key]
            case .index(let index): current = current?[index]
            }
        }
        return current
    }

    /// Every key, at any depth, of the objects in this tree.
    func allKeys() -> Set<String> {
        var keys = Set<String>()
        var pending = [self]
        while let value = pending.popLast() {
            switch value {
            case .object(let members):
                keys.formUnion(members.keys)
                pending.append(contentsOf: members.values)
            case .array(let elements):
                pending.append(contentsOf: elements)
            default:
                break
            }
        }
        return keys
    }
}

/// The differences between two JSON trees, as readable lines: `missing`, `added`, `changed`.
enum JSONTreeDiff {
    static func lines(expected: JSONValue, actual: JSONValue, limit: Int = 20) -> [String] {
        var lines: [String] = []
        var pending: [(path: String, expected: JSONValue, actual: JSONValue)] = [("$", expected, actual)]
        while let (path, expected, actual) = pending.popLast(), lines.count < limit {
            switch (expected, actual) {
            case (.object(let left), .object(let right)):
                for key in Set(left.keys).union(right.keys).sorted().reversed() {
                    let childPath = "\(path).\(key)"
                    switch (left[key], right[key]) {
                    case (let l?, let r?): pending.append((childPath, l, r))
                    case (let l?, nil): lines.append("missing \(childPath) (expected \(l))")
                    case (nil, let r?): lines.append("added \(childPath) = \(r)")
                    case (nil, nil): break
                    }
                }
            case (.array(let left), .array(let right)) where left.count == right.count:
                for index in left.indices.reversed() {
                    pending.append(("\(path)[\(index)]", left[index], right[index]))
                }
            default:
                if expected != actual { lines.append("changed \(path): expected \(expected), found \(actual)") }
            }
        }
        return lines
    }
}
