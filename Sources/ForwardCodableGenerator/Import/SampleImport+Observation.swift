@_spi(ForwardCodableGenerator) import ForwardCodable

/// What the samples hold at one place: the kinds of value seen, and for objects their keys, for
/// lists their elements, and for strings their distinct values (up to a cap) and whether every one
/// of them, capped or not, is a timestamp or a calendar date.
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
    var element: Observation? { elements.first }
    /// At most one: an array, because a struct cannot hold an optional of itself. Each element is
    /// observed in place, without copying what the elements before it held.
    private var elements: [Observation] = []
    /// Integers: whether one does not fit `Int` (it fits `UInt64`, or only `Decimal`).
    var integerBeyondInt = false
    var integerBeyondUInt64 = false
    /// Fractions: whether one has more significant digits than a `Double` keeps (15).
    var numberBeyondDouble = false
    /// Strings: the distinct values, how many strings, and whether the cap was reached.
    var strings: Set<String> = []
    var stringCount = 0
    var stringsOverflowed = false
    /// Whether every string seen is an RFC 3339 timestamp, or a `"1990-05-17"` date.
    var allTimestamps = true
    var allCalendarDates = true

    mutating func observe(_ value: LocatedJSON) {
        count += 1
        switch value.value {
        case .null:
            kinds.insert(.null)
            nulls += 1
        case .bool: kinds.insert(.bool)
        case .number(let text) where text.contains(where: { ".eE".contains($0) }):
            kinds.insert(.number)
            if Self.significantDigits(text) > 15 { numberBeyondDouble = true }
        case .number(let text):
            kinds.insert(.integer)
            if Int(text) == nil {
                integerBeyondInt = true
                if UInt64(text) == nil { integerBeyondUInt64 = true }
            }
        case .string(let text):
            kinds.insert(.string)
            stringCount += 1
            allTimestamps = allTimestamps && WireFormatModel.iso8601.accepts(text)
            allCalendarDates = allCalendarDates && CalendarDate(text) != nil
            if strings.count < Self.stringCap {
                strings.insert(text)
            } else if !strings.contains(text) {
                stringsOverflowed = true
            }
        case .array(let items):
            kinds.insert(.array)
            for item in items {
                if elements.isEmpty { elements = [Observation()] }
                elements[0].observe(item)
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

    /// The significant digits of a JSON number's text: `0.001230` has 4, `-12.5e3` has 3.
    static func significantDigits(_ text: String) -> Int {
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }.filter(\.isNumber)
        return mantissa.drop { $0 == "0" }.count
    }
}
