import Foundation

/// A date on the wire as a JSON number of seconds since 1970-01-01T00:00:00Z: `1796292000.5`.
///
/// Reading accepts any JSON number whose value is finite: negative, with a fraction, with an
/// exponent. The canonical text of a set `Date` is rounded to whole microseconds: an integer when
/// whole, otherwise up to 6 fraction digits without trailing zeros, never in exponent notation.
/// A date beyond ±100,000,000 days from 1970 is written as that limit, a NaN date as `0`.
public enum EpochSeconds: WireFormat {
    /// A `Date`.
    public typealias Value = Date

    /// `false`: the wire form is a number.
    public static var wireIsString: Bool { false }

    /// `seconds since 1970 as a JSON number such as 1796292000.5`.
    public static var expectation: String { "seconds since 1970 as a JSON number such as 1796292000.5" }

    /// The date of a JSON number of seconds; `nil` for other text or a non-finite value.
    public static func value(ofWire text: String) -> Date? {
        EpochText.date(of: text, unitsPerSecond: 1)
    }

    /// The seconds, rounded to whole microseconds: `1796292000`, `1796292000.5`, `-0.000001`.
    public static func wireText(of value: Date) -> String {
        EpochText.text(of: value, microsPerUnit: 1_000_000)
    }
}

/// A date on the wire as a JSON number of milliseconds since 1970-01-01T00:00:00Z:
/// `1796292000123`.
///
/// Reading accepts any JSON number whose value is finite. The canonical text of a set `Date` is
/// rounded to whole microseconds: an integer for whole milliseconds, otherwise up to 3 fraction
/// digits without trailing zeros, never in exponent notation. A date beyond ±100,000,000 days
/// from 1970 is written as that limit, a NaN date as `0`.
public enum EpochMilliseconds: WireFormat {
    /// A `Date`.
    public typealias Value = Date

    /// `false`: the wire form is a number.
    public static var wireIsString: Bool { false }

    /// `milliseconds since 1970 as a JSON number such as 1796292000123`.
    public static var expectation: String { "milliseconds since 1970 as a JSON number such as 1796292000123" }

    /// The date of a JSON number of milliseconds; `nil` for other text or a non-finite value.
    public static func value(ofWire text: String) -> Date? {
        EpochText.date(of: text, unitsPerSecond: 1000)
    }

    /// The milliseconds, rounded to whole microseconds: `1796292000123`, `1796292000123.5`.
    public static func wireText(of value: Date) -> String {
        EpochText.text(of: value, microsPerUnit: 1000)
    }
}

/// The number texts of ``EpochSeconds`` and ``EpochMilliseconds``.
enum EpochText {
    /// The date of the JSON number `text` of units (`unitsPerSecond` to a second) since 1970.
    ///
    /// Without an exponent, and with at most 18 integer digits, the whole seconds are computed
    /// exactly and the rest is added once; other numbers go through their nearest `Double`.
    static func date(of text: String, unitsPerSecond: Int64) -> Date? {
        guard WireText.isNumber(text) else { return nil }
        var text = text
        if let date = text.withUTF8({ exactDate($0, unitsPerSecond: unitsPerSecond) }) { return date }
        guard let units = Double(text), units.isFinite else { return nil }
        return Date(timeIntervalSince1970: units / Double(unitsPerSecond))
    }

    /// The date of a JSON number's bytes without an exponent and with at most 18 integer digits.
    private static func exactDate(_ bytes: UnsafeBufferPointer<UInt8>, unitsPerSecond: Int64) -> Date? {
        let negative = bytes.first == UInt8(ascii: "-")
        let start = negative ? 1 : 0
        var point = start
        while point < bytes.count, bytes[point] &- UInt8(ascii: "0") < 10 { point += 1 }
        guard point - start <= 18, let units = CivilTime.digits(bytes, start..<point) else { return nil }
        var fraction = 0.0
        if point < bytes.count {
            guard bytes[point] == UInt8(ascii: "."), !bytes[(point + 1)...].contains(where: { $0 | 0x20 == 0x65 })
            else { return nil }
            fraction = CivilTime.fraction(bytes, point + 1..<bytes.count)
        }
        let seconds = units / unitsPerSecond
        let rest = (Double(units % unitsPerSecond) + fraction) / Double(unitsPerSecond)
        return negative
            ? CivilTime.date(seconds: -seconds, fraction: -rest) : CivilTime.date(seconds: seconds, fraction: rest)
    }

    /// The canonical text of `date` in units of `microsPerUnit` microseconds.
    static func text(of date: Date, microsPerUnit: Int64) -> String {
        let (seconds, micros) = CivilTime.microseconds(of: date)
        let total = seconds * 1_000_000 + micros
        var bytes: [UInt8] = []
        if total < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = Int64(total.magnitude)
        WireText.appendDigits(magnitude / microsPerUnit, width: 1, to: &bytes)
        var fraction = magnitude % microsPerUnit
        if fraction != 0 {
            var width = microsPerUnit == 1_000_000 ? 6 : 3
            while fraction % 10 == 0 {
                fraction /= 10
                width -= 1
            }
            bytes.append(UInt8(ascii: "."))
            WireText.appendDigits(fraction, width: width, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
