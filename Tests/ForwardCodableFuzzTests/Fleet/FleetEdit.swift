import ForwardCodable

/// One step of a JSON path: an object key, an array index, or "the n-th element this client can
/// see" in an array of records (the n-th object; the fleet's undecodable elements are never objects).
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

/// A deliberate edit a client makes, described independently of the generated code: what it does
/// to the JSON the client read. ``effect(on:)`` applies it to that JSON to get what the client
/// must write.
struct FleetEdit: CustomStringConvertible {
    enum Operation {
        /// Set the value at the path (an entry set always writes, even the case already shown).
        case set(JSONValue)
        /// Remove the object member at the path (a dictionary entry); nothing when it is absent.
        case removeKey
        /// Set an optional field to `nil`: an explicit `null` read stays `null`; any other value
        /// is removed with its key.
        case clear
        /// An edit of the array at the path; see ``FleetArrayOperation``.
        case array(FleetArrayOperation, shown: FleetShown)
    }

    let generation: Int
    /// For ``Operation/array(_:shown:)``, the array's path; otherwise the path of the value.
    let path: [FleetPathComponent]
    let operation: Operation

    static func set(_ generation: Int, _ path: [FleetPathComponent], _ value: JSONValue) -> FleetEdit {
        FleetEdit(generation: generation, path: path, operation: .set(value))
    }

    static func removeKey(_ generation: Int, _ path: [FleetPathComponent]) -> FleetEdit {
        FleetEdit(generation: generation, path: path, operation: .removeKey)
    }

    static func clear(_ generation: Int, _ path: [FleetPathComponent]) -> FleetEdit {
        FleetEdit(generation: generation, path: path, operation: .clear)
    }

    var description: String {
        let location = path.map(\.description).joined()
        switch operation {
        case .set(let value): return "generation \(generation) sets \(location) to \(value)"
        case .removeKey: return "generation \(generation) removes \(location)"
        case .clear: return "generation \(generation) sets \(location) to nil"
        case .array(let edit, let shown):
            return "generation \(generation) edits \(location) (\(shown) shown): \(edit)"
        }
    }
}

/// Which elements of an array a typed view shows, so which ones "shown position i" counts.
enum FleetShown: CustomStringConvertible {
    /// Every element (an array of enum values: unknown raw values show as the fallback).
    case all
    /// The objects (an array of records: the fleet's undecodable elements are never objects).
    case objects

    func shows(_ element: JSONValue) -> Bool {
        switch self {
        case .all: true
        case .objects: element.objectValue != nil
        }
    }

    var description: String {
        switch self {
        case .all: "all"
        case .objects: "objects"
        }
    }
}

/// An edit of an array, in positions of the elements the typed view shows; elements it does not
/// show stay where they are (relative to their neighbours) unless said otherwise.
enum FleetArrayOperation: CustomStringConvertible {
    /// Add at the very end, after any element not shown.
    case append(JSONValue)
    /// Insert just before the element shown at the position (at the very end for the count).
    case insert(JSONValue, before: Int)
    /// Remove the element shown at the position.
    case remove(Int)
    /// Replace the shown elements in the range by the values; the elements not shown inside the
    /// range stay, just after the new values. An empty range inserts.
    case replace(Range<Int>, with: [JSONValue])
    /// Exchange the elements shown at the two positions.
    case swap(Int, Int)
    /// Reverse the order of the shown elements.
    case reverse
    /// Stable sort of the shown elements by the key.
    case sort(FleetSortKey, descending: Bool)
    /// Remove the shown elements whose key is the value.
    case removeAll(FleetSortKey, equalTo: String)

    var description: String {
        switch self {
        case .append(let value): "append \(value)"
        case .insert(let value, let position): "insert \(value) before shown \(position)"
        case .remove(let position): "remove shown \(position)"
        case .replace(let range, let values): "replace shown \(range) with \(values)"
        case .swap(let i, let j): "swap shown \(i) and \(j)"
        case .reverse: "reverse"
        case .sort(let key, let descending): "sort by \(key)\(descending ? ", descending" : "")"
        case .removeAll(let key, let value): "remove every element whose \(key) is \(value)"
        }
    }
}

/// What a client sorts or matches the elements of an array by, as its typed view shows it.
struct FleetSortKey: CustomStringConvertible {
    /// The member of a record element, or `nil` for the element itself.
    let field: String?
    /// For an enum: the raw values of the cases the client's generation knows, in declaration
    /// order, which is the order they sort in. `nil`: a string, in `String` order.
    let cases: [String]?
    /// The case an unknown raw value shows as.
    let fallback: String
    /// The value shown when a record lacks the member (its default).
    let absent: String
    /// For a string: what it is compared by, when not by itself (a date text by its instant).
    var normalize: ((String) -> String)? = nil

    /// An enum element, or an enum member of a record element.
    static func enumeration(field: String? = nil, cases: [String], fallback: String, absent: String = "")
        -> FleetSortKey
    {
        FleetSortKey(field: field, cases: cases, fallback: fallback, absent: absent)
    }

    /// A string member of a record element.
    static func string(field: String) -> FleetSortKey {
        FleetSortKey(field: field, cases: nil, fallback: "", absent: "")
    }

    /// What the typed view shows for `element`'s key: an unknown raw value shows as the fallback.
    func shown(_ element: JSONValue) -> String {
        let value = field.map { element[$0] } ?? element
        guard let raw = value?.stringValue else { return absent }
        guard let cases else { return normalize?(raw) ?? raw }
        return cases.contains(raw) ? raw : fallback
    }

    /// Whether the shown key `a` sorts before `b`: by case order for an enum, else as strings.
    func precedes(_ a: String, _ b: String) -> Bool {
        guard let cases else { return a < b }
        return (cases.firstIndex(of: a) ?? cases.count) < (cases.firstIndex(of: b) ?? cases.count)
    }

    var description: String { field ?? "value" }
}
