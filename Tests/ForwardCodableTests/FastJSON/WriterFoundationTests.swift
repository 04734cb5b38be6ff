import ForwardCodable
import Foundation
import Testing

/// Dates, data, URLs and UUIDs are written as `JSONEncoder` writes them, with every strategy.
@Suite struct WriterFoundationTests {
    static let dateStrategies: [ForwardJSONEncoder.DateEncodingStrategy] = [
        .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601,
    ]

    /// Seconds since 1970: the calendar switch of 1582, year 1583, 9999/10000, fractions on
    /// both sides of zero, values a hair off the reference date, and random ones.
    static func timestamps() -> [Double] {
        var values: [Double] = [
            0, -0.5, -1e-7, 59.9999999, 1.5, 1_234_567.891, 978_307_200, 978_307_200 - 1e-9,
            978_307_200 + 1e-9, -62_135_596_800, -62_135_596_801, -12_219_292_800, -12_219_292_801,
            -12_212_553_600, -12_212_553_601, 253_402_300_799, 253_402_300_799.9, 253_402_300_800, -1e12, 1e12, -1e11,
            3e11,
            951_782_400, 951_868_800, 4_107_456_000, 1e15, -1e15,
        ]
        var random = WriterRandom(state: 23)
        for _ in 0..<3000 {
            values.append(Double.random(in: -2e10...2.6e11, using: &random))
            values.append(Double(Int64.random(in: -20_000_000_000...260_000_000_000, using: &random)))
        }
        return values
    }

    @Test("dates with every strategy: same bytes as JSONEncoder")
    func datesMatch() {
        let dates =
            Self.timestamps().map { Date(timeIntervalSince1970: $0) }
            + [Date(timeIntervalSinceReferenceDate: -1e-17), Date(timeIntervalSinceReferenceDate: 1e-300)]
        var failures: [String] = []
        for strategy in Self.dateStrategies {
            for date in dates {
                failures += WriterCheck.mismatches(date, formattings: [[]], date: strategy, bytesAlways: true)
            }
            failures += WriterCheck.mismatches(["d": dates[0]], date: strategy)
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test("data as Base64 (slashes escaped unless asked) and as byte arrays")
    func dataMatches() {
        var random = WriterRandom(state: 29)
        var values: [Data] = [Data(), Data([0xFF]), Data([0xFB, 0xFF]), Data([0xFF, 0xFF, 0xFF])]
        for length in 0..<40 {
            values.append(Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }))
        }
        var failures: [String] = []
        for value in values {
            for strategy in [ForwardJSONEncoder.DataEncodingStrategy.base64, .deferredToData] {
                failures += WriterCheck.mismatches(
                    value, formattings: WriterCheck.formattings, data: strategy, bytesAlways: true)
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }

    @Test func urlsAndUUIDsMatch() {
        let urls = [
            URL(string: "https://a.b/c?d=e#f")!, URL(string: "rel/x", relativeTo: URL(string: "http://h/base/")!)!,
            URL(fileURLWithPath: "/tmp/a b"), URL(string: "mailto:x@y.z")!,
        ]
        var failures: [String] = []
        for url in urls { failures += WriterCheck.mismatches(url, bytesAlways: true) }
        for _ in 0..<50 { failures += WriterCheck.mismatches(UUID(), bytesAlways: true) }
        #expect(failures.isEmpty, "\(failures)")
    }
}
