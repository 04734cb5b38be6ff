import Foundation

/// Integer date arithmetic in the proleptic Gregorian calendar, in seconds since 1970 (UTC), for
/// the date formats and ``CalendarDate``: no `Calendar`, which switches to the Julian calendar
/// before October 1582 and counts years in eras.
enum CivilTime {
    /// The seconds from 1970 to 2001, the reference date of `Date`.
    static let referenceDateOffset: Int64 = 978_307_200

    /// The seconds either side of 1970 that the formats write: 100,000,000 days, the range of a
    /// JavaScript `Date` (years -271821 through 275760). A `Date` beyond is written as the limit.
    static let limitSeconds: Int64 = 8_640_000_000_000

    /// Whether `year` has a February 29.
    static func isLeapYear(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days of `month` (1...12) in `year`.
    static func daysInMonth(_ month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Whether the date exists: month 1...12, day 1 through the month's last.
    static func isValid(year: Int64, month: Int64, day: Int64) -> Bool {
        (1...12).contains(month) && day >= 1 && day <= daysInMonth(month, year: year)
    }

    /// The day counted from 1970-01-01 of a valid date (Howard Hinnant's `days_from_civil`).
    static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day counted from 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `value / divisor`, rounded down.
    static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    /// The date `seconds` after 1970 plus `fraction` of a second, built from the reference date
    /// so that the whole seconds are exact and the fraction is added once.
    static func date(seconds: Int64, fraction: Double) -> Date {
        Date(timeIntervalSinceReferenceDate: Double(seconds - referenceDateOffset) + fraction)
    }

    /// `date` rounded to whole microseconds, as whole seconds since 1970 (rounded down) and the
    /// microseconds after them (0..<1_000_000).
    ///
    /// A date beyond ±``limitSeconds`` is the limit; a NaN date, which no text describes, is
    /// 1970-01-01T00:00:00Z.
    static func microseconds(of date: Date) -> (seconds: Int64, micros: Int64) {
        let interval = date.timeIntervalSinceReferenceDate
        guard !interval.isNaN else { return (0, 0) }
        let offset = Double(referenceDateOffset)
        let low = Double(-limitSeconds) - offset
        let high = Double(limitSeconds) - offset
        guard interval > low else { return (-limitSeconds, 0) }
        guard interval < high else { return (limitSeconds, 0) }
        let whole = interval.rounded(.down)
        var micros = Int64(((interval - whole) * 1_000_000).rounded())
        var seconds = Int64(whole) + referenceDateOffset
        if micros == 1_000_000 {
            seconds += 1
            micros = 0
        }
        return seconds >= limitSeconds ? (limitSeconds, 0) : (seconds, micros)
    }

    /// The value of the ASCII digits `bytes[range]`, or `nil` when one is not a digit, the
    /// range is empty or runs past the end.
    ///
    /// Always inlined: the callers' ranges are mostly constants, whose checks then fold away.
    @inline(__always)
    static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int64? {
        guard !range.isEmpty, range.upperBound <= bytes.count, range.count <= 18 else { return nil }
        var value: Int64 = 0
        for index in range {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int64(digit)
        }
        return value
    }

    /// The fraction `0.<digits>` of the ASCII digits `bytes[range]` (all digits, at least one),
    /// correctly rounded from its first 15 digits; what follows them is below 10⁻¹⁵.
    static func fraction(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double {
        let used = range.lowerBound..<min(range.upperBound, range.lowerBound + 15)
        guard let value = digits(bytes, used) else { return 0 }
        return Double(value) / JSONReader.exactPowersOfTen[used.count]
    }
}
