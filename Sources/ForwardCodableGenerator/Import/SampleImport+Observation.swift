/// What the samples hold at one place: the kinds of value seen, and for objects their keys, for
/// lists their elements, and for strings their distinct values (up to a cap).
struct Observation {
    enum Kind: String, Hashable {
        case string, integer, number, bool, null, object, array
    }

    /// The most distinct strings kept per place: enough to decide an enum, bounded for large samples.
    static let stringCap = 64

    var kinds: Set<Kind> = []
    /// How many values were seen (a key's: in how many objects it was present).
    var count = 0
    var nulls = 0
    /// Objects: how many, their keys in first-seen order, and what each key held.
    var objects = 0
    var keys: [String] = []
    var members: [String: Observation] = [:]
    /// Arrays: what their elements held.
    var element: Observation? {
        get { elements.first }
        set { elements = newValue.map { [$0] } ?? [] }
    }
    private var elements: [Observation] = []
    /// Strings: the distinct values, how many strings, and whether the cap was reached.
    var strings: Set<String> = []
    var stringCount = 0
    var stringsOverflowed = false

    mutating func observe(_ value: LocatedJSON) {
        count += 1
        switch value.value {
        case .null:
            kinds.insert(.null)
            nulls += 1
        case .bool: kinds.insert(.bool)
        case .number(let text): kinds.insert(text.contains { ".eE".contains($0) } ? .number : .integer)
        case .string(let text):
            kinds.insert(.string)
            stringCount += 1
            if strings.count < Self.stringCap {
                strings.insert(text)
            } else if !strings.contains(text) {
                stringsOverflowed = true
            }
        case .array(let items):
            kinds.insert(.array)
            for item in items {
                var observed = element ?? Observation()
                observed.observe(item)
                element = observed
            }
        case .object(let pairs):
            kinds.insert(.object)
            objects += 1
            var seen: Set<String> = []
            for pair in pairs where seen.insert(pair.key).inserted {
                if members[pair.key] == nil { keys.append(pair.key) }
                members[pair.key, default: Observation()].observe(pair.value)
            }
        }
    }
}
