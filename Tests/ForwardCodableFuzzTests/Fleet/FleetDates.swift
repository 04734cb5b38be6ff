import ForwardCodable
import Foundation
import SeededRandom

/// The fleet's dates (`updatedAt`, `seenAt`, RFC 3339 texts) and what the oracle expects of them,
/// computed with Foundation's formatters rather than the runtime's, so that the fleet checks the
/// runtime's texts: a date set is written in UTC with `Z`, rounded to microseconds, with no
/// fraction for whole seconds, 3 digits for whole milliseconds and 6 otherwise.
enum FleetDates {
    /// The keys of the card's date fields.
    static let keys: Set<String> = ["updatedAt", "seenAt"]

    /// Whether an edit or a leaf at `path` is about a date field.
    static func isDate(_ path: [FleetPathComponent]) -> Bool {
        guard case .key(let key)? = path.first else { return false }
        return keys.contains(key)
    }

    /// A date in whole seconds, as generation 2 sets it, and the text it must be written as.
    static func wholeSeconds(_ random: inout SeededGenerator) -> (value: Date, wire: JSONValue) {
        date(seconds: Int64(random.int(-631_152_000...4_102_444_799)), micros: 0)
    }

    /// A date with milliseconds, or sometimes microseconds, as generation 3 sets it, and the
    /// text it must be written as.
    static func precise(_ random: inout SeededGenerator) -> (value: Date, wire: JSONValue) {
        let seconds = Int64(random.int(-631_152_000...4_102_444_799))
        let micros = random.chance(0.3) ? random.int(1...999_999) : random.int(1...999) * 1000
        return date(seconds: seconds, micros: Int64(micros))
    }

    /// The date `seconds` and `micros` after 1970, and its canonical text.
    static func date(seconds: Int64, micros: Int64) -> (value: Date, wire: JSONValue) {
        let interval = Double(seconds - 978_307_200) + Double(micros) / 1_000_000
        return (
            Date(timeIntervalSinceReferenceDate: interval), .string(canonicalText(seconds: seconds, micros: micros))
        )
    }

    /// The canonical text, from Foundation's formatter and the digit rule.
    static func canonicalText(seconds: Int64, micros: Int64) -> String {
        let whole = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        precondition(whole.hasSuffix("Z") && whole.count == 20, "unexpected formatter output \(whole)")
        let fraction =
            micros == 0 ? "" : micros % 1000 == 0 ? "." + padded(micros / 1000, 3) : "." + padded(micros, 6)
        return whole.dropLast() + fraction + "Z"
    }

    /// An RFC 3339 text that no generation writes canonically: an offset, a lowercase `t` or `z`,
    /// or a fraction of 1 to 9 digits that is not the canonical one, as a newer app writes them.
    static func foreignText(_ random: inout SeededGenerator) -> String {
        let day = "\(random.int(1970...2099))-\(padded(random.int(1...12), 2))-\(padded(random.int(1...28), 2))"
        let time = [random.int(0...23), random.int(0...59), random.int(0...59)].map { padded($0, 2) }
        let digits = random.chance(0.2) ? 0 : random.int(1...9)
        let fraction = digits == 0 ? "" : "." + String((0..<digits).map { _ in random.pick("0123456789") })
        let offsets = ["+05:30", "-08:00", "+00:00", "-00:00", "+14:00", "-23:59"]
        let zone = random.chance(0.5) ? random.pick(offsets) : random.pick(["z", "Z"])
        let separator = random.chance(0.3) ? "t" : "T"
        var text = day + separator + time.joined(separator: ":") + fraction + zone
        if isCanonicalShape(text) { text = text.dropLast() + "z" }
        return text
    }

    /// Whether `text` has the shape of a canonical text: `T`, `Z`, and no fraction, or 3 digits
    /// that are not 000, or 6 digits that do not end in 000.
    static func isCanonicalShape(_ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count >= 20, characters[10] == "T", characters.last == "Z" else { return false }
        let fraction = characters[19..<(characters.count - 1)]
        guard let dot = fraction.first else { return true }
        let digits = String(fraction.dropFirst())
        return dot == "." && ((digits.count == 3 && digits != "000") || (digits.count == 6 && !digits.hasSuffix("000")))
    }

    /// A key whose `String` order is the order of the instants the texts describe (the seconds,
    /// then the fraction digits, exactly), and which is equal for texts of the same instant.
    static func instantKey(_ text: String) -> String {
        let base = text.prefix(19).uppercased()
        var rest = text.dropFirst(19)
        var fraction = ""
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = String(rest.prefix { $0.isASCII && $0.isNumber })
            rest = rest.dropFirst(fraction.count)
        }
        guard let whole = ISO8601DateFormatter().date(from: base + rest.uppercased()) else {
            preconditionFailure("Foundation does not read \(text)")
        }
        let seconds = Int64(whole.timeIntervalSince1970) + 100_000_000_000
        return padded(Int(seconds), 12) + "." + fraction.padding(toLength: 9, withPad: "0", startingAt: 0)
    }

    /// The sort key of a list of dates in chronological order.
    static var chronological: FleetSortKey {
        FleetSortKey(field: nil, cases: nil, fallback: "", absent: "", normalize: instantKey)
    }

    private static func padded<Number: BinaryInteger>(_ value: Number, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
