@_spi(ForwardCodableGenerator) import ForwardCodable

/// Reading a schema document: a member by key, strings, and arrays, without caring for
/// duplicates (the first occurrence wins, as in Foundation).
extension LocatedJSON {
    /// The value of the member `key`, when this is an object that has it.
    subscript(key: String) -> LocatedJSON? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members, in the order written; empty when this is not an object.
    var members: [Member] {
        if case .object(let members) = value { return members }
        return []
    }

    /// The elements; empty when this is not an array.
    var elements: [LocatedJSON] {
        if case .array(let elements) = value { return elements }
        return []
    }

    /// The contents of a string.
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// Whether this is a number written as an integer that fits `Int`.
    var isInteger: Bool {
        if case .number(let text) = value { return Int(text) != nil }
        return false
    }

    /// Whether this is `true`.
    var isTrue: Bool { value == .bool(true) }

    /// Whether this is an object.
    var isObject: Bool {
        if case .object = value { return true }
        return false
    }

    /// The value as compact JSON without spaces, object members in the order written and
    /// numbers as written: a document to write to a file.
    var compactJSON: String {
        switch value {
        case .object(let members):
            "{" + members.map { "\(JSONValue.quoted($0.key)):\($0.value.compactJSON)" }.joined(separator: ",") + "}"
        case .array(let elements): "[" + elements.map(\.compactJSON).joined(separator: ",") + "]"
        case .string(let string): JSONValue.quoted(string)
        case .number(let text): text
        case .bool(let bool): bool ? "true" : "false"
        case .null: "null"
        }
    }
}

/// JSON pointers: `#/components/schemas/Task` and its escapes (`~0` for `~`, `~1` for `/`).
enum JSONPointer {
    /// `pointer` with `token` appended, escaped.
    static func appending(_ pointer: String, _ token: String) -> String {
        pointer + "/" + token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// The value `pointer` (`#/…`) names in `root`, or `nil`.
    static func resolve(_ pointer: String, in root: LocatedJSON) -> LocatedJSON? {
        guard pointer.hasPrefix("#") else { return nil }
        var node = root
        for token in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let index = Int(key), case .array(let elements) = node.value {
                guard elements.indices.contains(index) else { return nil }
                node = elements[index]
            } else {
                guard let next = node[key] else { return nil }
                node = next
            }
        }
        return node
    }
}
