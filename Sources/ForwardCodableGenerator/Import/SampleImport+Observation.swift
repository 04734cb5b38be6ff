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

    /// Where a value was seen: the sample file, the value's JSON pointer in it, its line and column.
    struct Place: Equatable {
        var file: String
        var pointer: String
        var line: Int
        var column: Int

        /// `order-2.json#/lines/0/sku`.
        var description: String { file + pointer }
    }

    var kinds: Set<Kind> = []
    /// Each kind seen, in the order first seen, with the place of its first value.
    var firstPlaces: [(kind: Kind, place: Place)] = []
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

    /// Observes `value`, found in `file` at `pointer`.
    mutating func observe(_ value: LocatedJSON, file: String, pointer: String) {
        count += 1
        let kind = Self.kind(of: value)
        if kinds.insert(kind).inserted {
            firstPlaces.append((kind, Place(file: file, pointer: pointer, line: value.line, column: value.column)))
        }
        switch value.value {
        case .null: nulls += 1
        case .bool: break
        case .number(let text) where text.contains(where: { ".eE".contains($0) }):
            if Self.significantDigits(text) > 15 { numberBeyondDouble = true }
        case .number(let text):
            if Int(text) == nil {
                integerBeyondInt = true
                if UInt64(text) == nil { integerBeyondUInt64 = true }
            }
        case .string(let text):
            stringCount += 1
            allTimestamps = allTimestamps && WireFormatModel.iso8601.accepts(text)
            allCalendarDates = allCalendarDates && CalendarDate(text) != nil
            if strings.count < Self.stringCap {
                strings.insert(text)
            } else if !strings.contains(text) {
                stringsOverflowed = true
            }
        case .array(let items):
            for (offset, item) in items.enumerated() {
                if elements.isEmpty { elements = [Observation()] }
                elements[0].observe(item, file: file, pointer: JSONPointer.appending(pointer, String(offset)))
            }
        case .object(let pairs):
            objects += 1
            var seen: Set<String> = []
            for pair in pairs where seen.insert(pair.key).inserted {
                if members[pair.key] == nil { keys.append(pair.key) }
                members[pair.key, default: Observation()].observe(
                    pair.value, file: file, pointer: JSONPointer.appending(pointer, pair.key))
            }
        }
    }

    /// The place of the first value of `kind`.
    func firstPlace(of kind: Kind) -> Place? {
        firstPlaces.first { $0.kind == kind }?.place
    }

    private static func kind(of value: LocatedJSON) -> Kind {
        switch value.value {
        case .null: .null
        case .bool: .bool
        case .number(let text): text.contains(where: { ".eE".contains($0) }) ? .number : .integer
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// The significant digits of a JSON number's text: `0.001230` has 4, `-12.5e3` has 3.
    static func significantDigits(_ text: String) -> Int {
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }.filter(\.isNumber)
        return mantissa.drop { $0 == "0" }.count
    }
}
