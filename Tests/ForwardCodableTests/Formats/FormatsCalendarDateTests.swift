import ForwardCodable
import Foundation
import Testing

/// `CalendarDate`: a day without a time zone, strict on the wire, midnight only when asked.
@Suite struct FormatsCalendarDateTests {
    static let zones = [
        "UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Sao_Paulo", "Asia/Beirut", "Europe/Berlin",
        "Australia/Lord_Howe", "America/Havana",
    ].compactMap(TimeZone.init(identifier:))

    @Test("validation: leap days, year range, months and days")
    func validation() {
        #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 1900, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 0, month: 1, day: 1)?.description == "0000-01-01")
        #expect(CalendarDate(year: 9999, month: 12, day: 31)?.description == "9999-12-31")
        #expect(CalendarDate(year: 10_000, month: 1, day: 1) == nil)
        #expect(CalendarDate(year: -1, month: 1, day: 1) == nil)
        #expect(CalendarDate(year: 2026, month: 13, day: 1) == nil)
        #expect(CalendarDate(year: 2026, month: 0, day: 1) == nil)
        #expect(CalendarDate(year: 2026, month: 4, day: 31) == nil)
        #expect(CalendarDate(year: 2026, month: 1, day: 0) == nil)
        #expect(CalendarDate(year: .max, month: .max, day: .max) == nil)
    }

    @Test(
        "only YYYY-MM-DD is read",
        arguments: [
            "2026-12-3", "+2026-12-03", "2026/12/03", " 2026-12-03", "2026-12-03 ", "20261203", "2026-12-03T00:00:00Z",
            "26-12-03", "", "2026-02-30", "２026-12-03", "-001-01-01",
        ])
    func strictText(_ text: String) {
        #expect(CalendarDate(text) == nil)
    }

    @Test("text, description, order and lossless conversion")
    func text() throws {
        let date = try #require(CalendarDate("2026-12-03"))
        #expect((date.year, date.month, date.day) == (2026, 12, 3))
        #expect(date.description == "2026-12-03")
        #expect(CalendarDate(year: 7, month: 1, day: 9)?.description == "0007-01-09")
        #expect(CalendarDate(date.description) == date)
        let sorted = ["2026-12-03", "2026-01-31", "0999-12-31", "2026-12-02"].compactMap(CalendarDate.init)
        #expect(sorted.sorted().map(\.description) == ["0999-12-31", "2026-01-31", "2026-12-02", "2026-12-03"])
    }

    @Test("round trips on every path, whatever the time zone of the process")
    func roundTrips() throws {
        let date = try #require(CalendarDate("2026-12-03"))
        let json = FormatBox<CalendarDate>.json("\"2026-12-03\"")
        #expect(try FormatCoding.fastEncode(FormatCoding.fastDecode(FormatBox<CalendarDate>.self, json)) == json)
        #expect(try FormatCoding.codableEncode(FormatCoding.codableDecode(FormatBox<CalendarDate>.self, json)) == json)
        #expect(try FormatCoding.plistRoundTrips(date) == [date, date])
        #expect(try FormatCoding.fastEncode(FormatBox(date)) == json)
    }

    @Test("the day of an instant in a time zone, as Calendar gives it")
    func dayOfInstant() throws {
        var random = WriterRandom(state: 2026)
        for zone in Self.zones {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            for _ in 0..<200 {
                let instant = Date(timeIntervalSince1970: Double.random(in: -2e9...4e9, using: &random))
                let parts = calendar.dateComponents([.year, .month, .day], from: instant)
                let day = CalendarDate(instant, in: zone)
                #expect((day.year, day.month, day.day) == (parts.year, parts.month, parts.day), "\(instant) in \(zone)")
            }
        }
    }

    @Test("midnight in a time zone is Calendar's start of the day, also when clocks skip or repeat it")
    func midnight() throws {
        var random = WriterRandom(state: 1200)
        for zone in Self.zones {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            for _ in 0..<200 {
                let day = CalendarDate(
                    Date(timeIntervalSince1970: Double.random(in: -2e9...4e9, using: &random)), in: zone)
                let noon = try #require(
                    calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)))
                #expect(day.date(in: zone) == calendar.startOfDay(for: noon), "\(day) in \(zone)")
                #expect(CalendarDate(day.date(in: zone), in: zone) == day)
            }
        }
        // São Paulo skipped midnight on 2018-11-04: the day began at 01:00, 03:00 UTC.
        let skipped = try #require(CalendarDate("2018-11-04"))
        let saoPaulo = try #require(TimeZone(identifier: "America/Sao_Paulo"))
        #expect(skipped.date(in: saoPaulo) == Date(timeIntervalSince1970: 1_541_300_400))
    }

    @Test("instants beyond the years 0000...9999 clamp; NaN is 1970-01-01")
    func clamping() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(CalendarDate(Date(timeIntervalSince1970: -1e15), in: utc).description == "0000-01-01")
        #expect(CalendarDate(Date(timeIntervalSince1970: 1e300), in: utc).description == "9999-12-31")
        #expect(CalendarDate(Date(timeIntervalSince1970: .nan), in: utc).description == "1970-01-01")
        // `distantPast` is 0001-01-01 in Foundation's calendar, which is Julian before 1582: in the
        // proleptic Gregorian calendar, two days earlier.
        #expect(CalendarDate(Date.distantPast, in: utc).description == "0000-12-30")
        #expect(CalendarDate("0000-01-01")?.date(in: utc) == Date(timeIntervalSince1970: -62_167_219_200))
    }
}
