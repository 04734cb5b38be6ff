import Foundation

/// A day of the calendar without a time or a time zone, such as a birthday: `"2026-12-03"` on the
/// wire.
///
/// A date-only value never shifts with time zones: it is not a `Date` (an instant), and becomes
/// one only when asked for the midnight that starts it in a given time zone. Dates are in the
/// proleptic Gregorian calendar, years 0000 through 9999.
///
/// On both coding paths the wire form is the string `YYYY-MM-DD`; any other string is a located
/// decoding error: `Expected a calendar date "YYYY-MM-DD" such as "2026-12-03", found "…"`.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible, LosslessStringConvertible {
    /// The year, 0...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1 through the month's last day.
    public let day: Int

    /// What the wire holds, for error messages.
    @_spi(ForwardCodableGenerated) public static let expectation =
        "a calendar date \"YYYY-MM-DD\" such as \"2026-12-03\""

    /// The date, or `nil` when it does not exist (the year is outside 0...9999, the month outside
    /// 1...12, or the day beyond the month's last, February 29 only in leap years).
    public init?(year: Int, month: Int, day: Int) {
        guard (0...9999).contains(year), (1...12).contains(month), (1...31).contains(day),
            CivilTime.isValid(year: Int64(year), month: Int64(month), day: Int64(day))
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date spelled `YYYY-MM-DD`, strictly: four, two and two ASCII digits; `nil` for any
    /// other text or a date that does not exist.
    public init?(_ text: String) {
        var text = text
        let parts = text.withUTF8 { bytes -> (Int64, Int64, Int64)? in
            guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                let year = CivilTime.digits(bytes, 0..<4), let month = CivilTime.digits(bytes, 5..<7),
                let day = CivilTime.digits(bytes, 8..<10)
            else { return nil }
            return (year, month, day)
        }
        guard let (year, month, day) = parts else { return nil }
        self.init(year: Int(year), month: Int(month), day: Int(day))
    }

    /// The date as `YYYY-MM-DD`: `2026-12-03`.
    public var description: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10)
        WireText.appendDigits(Int64(year), width: 4, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        WireText.appendDigits(Int64(month), width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        WireText.appendDigits(Int64(day), width: 2, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `lhs` is an earlier day than `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The day counted from 1970-01-01.
    var daysSince1970: Int64 {
        CivilTime.days(year: Int64(year), month: Int64(month), day: Int64(day))
    }

    /// The date of a day counted from 1970-01-01, clamped to 0000-01-01...9999-12-31.
    init(daysSince1970 days: Int64) {
        let first = CivilTime.days(year: 0, month: 1, day: 1)
        let last = CivilTime.days(year: 9999, month: 12, day: 31)
        let (year, month, day) = CivilTime.civil(fromDays: min(max(days, first), last))
        self.year = Int(year)
        self.month = Int(month)
        self.day = Int(day)
    }
}
