import ForwardCodable

/// Where two JSON trees first differ, for failure messages.
enum JSONDifference {
    /// The path and both values at the first difference, or `nil` when the trees are equal.
    static func first(between expected: JSONValue, and actual: JSONValue, path: String = "$") -> String? {
        switch (expected, actual) {
        case (.object(let left), .object(let right)):
            for key in Set(left.keys).union(right.keys).sorted() {
                switch (left[key], right[key]) {
                case (let l?, let r?):
                    if let difference = first(between: l, and: r, path: "\(path).\(key)") { return difference }
                case (let l?, nil): return "\(path).\(key): \(l) was lost"
                case (nil, let r?): return "\(path).\(key): \(r) was added"
                case (nil, nil): continue
                }
            }
            return nil
        case (.array(let left), .array(let right)):
            for (index, (l, r)) in zip(left, right).enumerated() {
                if let difference = first(between: l, and: r, path: "\(path)[\(index)]") { return difference }
            }
            return left.count == right.count ? nil : "\(path): \(left.count) elements became \(right.count)"
        default:
            return expected == actual ? nil : "\(path): \(expected) became \(actual)"
        }
    }
}
