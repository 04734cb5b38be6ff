import ForwardCodable
import Foundation
import Testing

/// Random wire texts of the date formats against an independent reading: Foundation's `Calendar`
/// for the civil date and time, `Decimal` for fractions and epoch numbers.
@Suite struct FormatsOracleTests {
    /// The UTC Gregorian calendar of the oracle.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// 5 × 400 years: `Calendar` switches to the Julian calendar before 1583, so earlier years are
    /// asked for 2000 years later (the Gregorian calendar repeats every 400 years) and moved back.
    static let cycleSeconds: Double = 5 * 146_097 * 86_400

    /// A random RFC 3339 text with its fields, and the oracle's date for it.
    struct Case {
        var text: String
        var expected: Date
    }

    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func daysIn(month: Int, year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    static func randomCase(_ random: inout WriterRandom) throws -> Case {
        var year = Int.random(in: 1...9999, using: &random)
        var month = Int.random(in: 1...12, using: &random)
        var day = Int.random(in: 1...daysIn(month: month, year: year), using: &random)
        if Int.random(in: 0..<8, using: &random) == 0 {
            // February 29 of a leap year, a century one a third of the time.
            year =
                Bool.random(using: &random)
                ? 4 * Int.random(in: 1...2499, using: &random) : 400 * Int.random(in: 1...24, using: &random)
            if year % 100 == 0, year % 400 != 0 { year += 4 }
            (month, day) = (2, 29)
        }
        let (hour, minute, second) = (
            Int.random(in: 0...23, using: &random), Int.random(in: 0...59, using: &random),
            Int.random(in: 0...59, using: &random)
        )
        let digits = (0..<Int.random(in: 0...9, using: &random)).map { _ in
            String(Int.random(in: 0...9, using: &random))
        }
        let fraction = digits.isEmpty ? "" : "." + digits.joined()
        let offsetMinutes = Int.random(in: -14 * 60...14 * 60, using: &random)
        let offsetText: String
        switch Int.random(in: 0..<10, using: &random) {
        case 0: offsetText = "Z"
        case 1: offsetText = "z"
        default:
            let sign = offsetMinutes < 0 ? "-" : "+"
            offsetText = sign + twoDigits(abs(offsetMinutes) / 60) + ":" + twoDigits(abs(offsetMinutes) % 60)
        }
        let offsetSeconds = offsetText.count == 1 ? 0 : offsetMinutes * 60
        let separator = Int.random(in: 0..<10, using: &random) == 0 ? "t" : "T"
        let yearText = String(repeating: "0", count: 4 - String(year).count) + String(year)
        let text =
            "\(yearText)-\(twoDigits(month))-\(twoDigits(day))\(separator)\(twoDigits(hour)):\(twoDigits(minute)):"
            + "\(twoDigits(second))\(fraction)\(offsetText)"
        let shifted = year < 1583
        let components = DateComponents(
            timeZone: TimeZone(secondsFromGMT: offsetSeconds), year: shifted ? year + 2000 : year, month: month,
            day: day, hour: hour, minute: minute, second: second)
        let whole = try #require(calendar.date(from: components), "\(text)")
        // `Decimal`'s description is exact; `NSDecimalNumber.doubleValue` is not on Linux.
        let fractionSeconds = Double(Decimal(string: "0" + (fraction.isEmpty ? ".0" : fraction))!.description)!
        let reference = whole.timeIntervalSinceReferenceDate - (shifted ? cycleSeconds : 0) + fractionSeconds
        return Case(text: text, expected: Date(timeIntervalSinceReferenceDate: reference))
    }

    @Test("RFC 3339: texts kept byte for byte, values as Calendar reads them, canonical texts read back")
    func iso8601() throws {
        var random = WriterRandom(state: 3339)
        let cases = try (0..<3000).map { _ in try Self.randomCase(&random) }
        let json = "[" + cases.map { "\"\($0.text)\"" }.joined(separator: ",") + "]"
        let stamps = try FormatCoding.fastDecode([Formatted<ISO8601DateTime>].self, json)
        #expect(try FormatCoding.fastEncode(stamps) == json)
        var failures: [String] = []
        for (stamp, oracle) in zip(stamps, cases) {
            if abs(stamp.value.timeIntervalSinceReferenceDate - oracle.expected.timeIntervalSinceReferenceDate) > 1e-6 {
                failures.append("\(oracle.text): \(stamp.value) != \(oracle.expected)")
            }
            failures += Self.canonicalFailures(Formatted<ISO8601DateTime>(stamp.value), of: stamp.value)
        }
        let passed = failures.isEmpty
        #expect(passed, "\(failures.count) failures: \(failures.prefix(5))")
    }

    /// What is wrong with `set`, the canonical text of `date`: it must read back within 1 µs, in
    /// UTC, with 0, 3 or 6 fraction digits, and spell the date and time `Calendar` gives.
    static func canonicalFailures(_ set: Formatted<ISO8601DateTime>, of date: Date) -> [String] {
        let text = set.wireText
        guard let again = ISO8601DateTime.value(ofWire: text),
            abs(again.timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate) <= 1e-6
        else { return ["\(text) does not read back as \(date.timeIntervalSinceReferenceDate)"] }
        let fraction = text.split(separator: ".").dropFirst().first.map { $0.dropLast().count } ?? 0
        guard text.hasSuffix("Z"), [0, 3, 6].contains(fraction) else { return ["\(text) is not canonical"] }
        let year = calendar.component(.year, from: again)
        guard year >= 1583 else { return [] }
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: again)
        let expected =
            "\(parts.year!)-\(twoDigits(parts.month!))-\(twoDigits(parts.day!))T\(twoDigits(parts.hour!)):"
            + "\(twoDigits(parts.minute!)):\(twoDigits(parts.second!))"
        return text.hasPrefix(String(repeating: "0", count: 4 - String(year).count) + expected)
            ? [] : ["\(text) is not \(expected)"]
    }

    @Test("random set dates from year 1 to 9999 write canonical texts that read back")
    func canonicalDates() {
        var random = WriterRandom(state: 86_400)
        var failures: [String] = []
        for index in 0..<3000 {
            var seconds = Double.random(in: -62_135_596_800...253_402_300_799, using: &random)
            switch index % 3 {
            case 0: seconds.round(.down)
            case 1: seconds = (seconds * 1000).rounded() / 1000
            default: break
            }
            let date = Date(timeIntervalSince1970: seconds)
            failures += Self.canonicalFailures(Formatted<ISO8601DateTime>(date), of: date)
        }
        let passed = failures.isEmpty
        #expect(passed, "\(failures.count) failures: \(failures.prefix(5))")
    }

    @Test("texts with one field out of range are refused")
    func invalidFields() throws {
        var random = WriterRandom(state: 404)
        var accepted: [String] = []
        for _ in 0..<600 {
            let valid = try Self.randomCase(&random).text
            var bytes = Array(valid.utf8)
            let twoDigits = { (value: Int) in Array(Self.twoDigits(value).utf8) }
            switch Int.random(in: 0..<7, using: &random) {
            case 0: bytes.replaceSubrange(5..<7, with: twoDigits([0, 13, 20, 99].randomElement(using: &random)!))
            case 1: bytes.replaceSubrange(8..<10, with: twoDigits([0, 32, 40].randomElement(using: &random)!))
            case 2: bytes.replaceSubrange(11..<13, with: twoDigits(Int.random(in: 24...99, using: &random)))
            case 3: bytes.replaceSubrange(14..<16, with: twoDigits(Int.random(in: 60...99, using: &random)))
            case 4: bytes.replaceSubrange(17..<19, with: twoDigits(Int.random(in: 61...99, using: &random)))
            case 5: bytes.removeLast(bytes.last! | 0x20 == UInt8(ascii: "z") ? 1 : 6)
            default:
                if bytes.last! | 0x20 == UInt8(ascii: "z") { bytes.removeLast() } else { bytes.removeLast(6) }
                bytes += Array((Bool.random(using: &random) ? "+14:60" : "-24:00").utf8)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if ISO8601DateTime.value(ofWire: text) != nil { accepted.append(text) }
        }
        let passed = accepted.isEmpty
        #expect(passed, "\(accepted.count) accepted: \(accepted.prefix(5))")
    }

    @Test("epoch numbers: texts kept byte for byte, values as Decimal computes them, canonical texts read back")
    func epochs() throws {
        var random = WriterRandom(state: 1970)
        for (unit, range) in [
            (1, Int64(-20_000_000_000)...250_000_000_000), (1000, -20_000_000_000_000...250_000_000_000_000),
        ] {
            var texts: [String] = []
            for _ in 0..<1500 {
                let whole = Int64.random(in: range, using: &random)
                let digits = (0..<Int.random(in: 0...9, using: &random)).map { _ in
                    String(Int.random(in: 0...9, using: &random))
                }
                let sign = whole == 0 && Bool.random(using: &random) ? "-" : ""
                texts.append(sign + String(whole) + (digits.isEmpty ? "" : "." + digits.joined()))
            }
            let json = "[" + texts.joined(separator: ",") + "]"
            let failures =
                try unit == 1
                ? Self.epochFailures(EpochSeconds.self, texts, json, unit: 1)
                : Self.epochFailures(EpochMilliseconds.self, texts, json, unit: 1000)
            let passed = failures.isEmpty
            #expect(passed, "\(failures.count) failures: \(failures.prefix(5))")
        }
    }

    static func epochFailures<Format: WireFormat>(_: Format.Type, _ texts: [String], _ json: String, unit: Int)
        throws -> [String] where Format.Value == Date
    {
        let values = try FormatCoding.fastDecode([Formatted<Format>].self, json)
        var failures: [String] = []
        if try FormatCoding.fastEncode(values) != json { failures.append("the array was not written back exactly") }
        for (value, text) in zip(values, texts) {
            let exact = Decimal(string: text)! / Decimal(unit) - 978_307_200
            let expected = Double(exact.description)!
            if abs(value.value.timeIntervalSinceReferenceDate - expected) > 1e-6 {
                failures.append("\(text) read wrong")
            }
            let set = Formatted<Format>(value.value)
            let maximumDigits = unit == 1 ? 6 : 3
            let fraction = set.wireText.split(separator: ".").dropFirst().first ?? ""
            if set.wireText.contains("e") || fraction.count > maximumDigits || fraction.hasSuffix("0") {
                failures.append("\(set.wireText) is not canonical")
            }
            let again = Format.value(ofWire: set.wireText)?.timeIntervalSinceReferenceDate ?? .nan
            if !(abs(again - value.value.timeIntervalSinceReferenceDate) <= 1e-6) {
                failures.append("\(set.wireText) does not read back as \(text)")
            }
        }
        return failures
    }
}
