import ForwardCodable

/// `1` wrapped in `depth` arrays: `[[[1]]]` for depth 3.
func nestedArrays(_ depth: Int, around inner: JSONValue = 1) -> JSONValue {
    var value = inner
    for _ in 0..<depth { value = [value] }
    return value
}

/// `1` wrapped in `depth` objects: `{"a": {"a": 1}}` for depth 2.
func nestedObjects(_ depth: Int) -> JSONValue {
    var value: JSONValue = 1
    for _ in 0..<depth { value = ["a": value] }
    return value
}

/// Releases a deep value one level at a time, and leaves `.null` in its place.
///
/// Swift releases nested enums and arrays recursively, one stack frame per level, so dropping a
/// value tens of thousands of levels deep overflows the stack whatever JSONValue does. Tests that
/// build such values take them apart with this instead; `value` must hold the only reference.
func dismantle(_ value: inout JSONValue) {
    var pending = [value]
    value = .null
    while let next = pending.popLast() {
        switch next {
        case .array(let elements): pending.append(contentsOf: elements)
        case .object(let members): pending.append(contentsOf: members.values)
        default: break
        }
    }
}
