extension JSONValue: Hashable {
    /// Structural equality: the same case with equal contents. Object member order never matters.
    ///
    /// Numbers compare within their case: `.int(1)` and `.double(1.0)` differ, just as they are
    /// written differently. Decoding never produces `.double(1.0)` (integral values read as
    /// ``int(_:)``), so values read from the same text are always equal. Runs without recursion.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        var pending: [(JSONValue, JSONValue)] = []
        var next: (JSONValue, JSONValue)? = (lhs, rhs)
        while let (left, right) = next ?? pending.popLast() {
            next = nil
            switch (left, right) {
            case (.null, .null): continue
            case (.bool(let a), .bool(let b)): guard a == b else { return false }
            case (.int(let a), .int(let b)): guard a == b else { return false }
            case (.double(let a), .double(let b)): guard a == b || (a.isNaN && b.isNaN) else { return false }
            case (.string(let a), .string(let b)): guard a == b else { return false }
            case (.exactNumber(let a), .exactNumber(let b)): guard a == b else { return false }
            case (.array(let a), .array(let b)):
                guard a.count == b.count else { return false }
                pending.append(contentsOf: zip(a, b))
            case (.object(let a), .object(let b)):
                guard a.count == b.count else { return false }
                for (key, value) in a {
                    guard let other = b[key] else { return false }
                    pending.append((value, other))
                }
            default:
                return false
            }
        }
        return true
    }

    /// Hashes the value consistently with ``==(_:_:)``, independent of object member order and
    /// without recursion.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(structuralDigest())
    }

    private enum DigestStep {
        case visit(JSONValue)
        case combineArray(count: Int)
        case combineObject(keys: [String])
    }

    /// A digest of the whole tree, computed bottom-up with an explicit stack.
    private func structuralDigest() -> Int {
        var steps: [DigestStep] = [.visit(self)]
        var digests: [Int] = []
        while let step = steps.popLast() {
            switch step {
            case .visit(.array(let elements)):
                steps.append(.combineArray(count: elements.count))
                steps.append(contentsOf: elements.reversed().lazy.map { .visit($0) })
            case .visit(.object(let members)):
                let keys = Array(members.keys)
                steps.append(.combineObject(keys: keys))
                steps.append(contentsOf: keys.reversed().lazy.map { .visit(members[$0] ?? .null) })
            case .visit(let scalar):
                digests.append(scalar.scalarDigest())
            case .combineArray(let count):
                var hasher = Hasher()
                hasher.combine(6)
                hasher.combine(count)
                for digest in digests.suffix(count) { hasher.combine(digest) }
                digests.removeLast(count)
                digests.append(hasher.finalize())
            case .combineObject(let keys):
                var sum = 0
                for (key, digest) in zip(keys, digests.suffix(keys.count)) {
                    var member = Hasher()
                    member.combine(key)
                    member.combine(digest)
                    sum &+= member.finalize()
                }
                digests.removeLast(keys.count)
                var hasher = Hasher()
                hasher.combine(7)
                hasher.combine(keys.count)
                hasher.combine(sum)
                digests.append(hasher.finalize())
            }
        }
        return digests.last ?? 0
    }

    private func scalarDigest() -> Int {
        var hasher = Hasher()
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(1); hasher.combine(value)
        case .int(let value): hasher.combine(2); hasher.combine(value)
        case .double(let value): hasher.combine(3); hasher.combine(value.isNaN ? .nan : value)
        case .string(let value): hasher.combine(4); hasher.combine(value)
        case .exactNumber(let value): hasher.combine(5); hasher.combine(value)
        case .array, .object: preconditionFailure("scalarDigest() is only called for scalars")
        }
        return hasher.finalize()
    }
}
