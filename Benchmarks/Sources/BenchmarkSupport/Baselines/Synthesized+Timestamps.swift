import Foundation

extension Synthesized {
    /// An event in a host's log, with `Date` fields that the hand-written strategies of
    /// ``RFC3339`` read and write.
    struct HostEvent: Codable, Hashable, Sendable {
        var id: UUID
        var host: String
        var message: String
        var occurredAt: Date
        var recordedAt: Date
        var updatedAt: Date
        var acknowledgedAt: Date?
        var repeats: [Date]
    }

    /// A payment with the benchmark's ``Money`` as plain `Codable` fields.
    struct Payment: Codable, Hashable, Sendable {
        var id: String
        var total: Money
        var fee: Money
    }

    /// The date strategies a team writes for RFC 3339 texts with fractions, since
    /// `JSONDecoder`'s `.iso8601` is not documented to read them (and on Apple platforms does
    /// not): a custom strategy that parses with fractional seconds, and without them as a
    /// fallback, and writes UTC with milliseconds, as JavaScript's `toISOString()` does.
    ///
    /// Lossy, as (a) is: an offset, microseconds and a text without a fraction are written back
    /// as UTC with three fraction digits (`"2026-12-03T11:00:00+01:00"` comes back as
    /// `"2026-12-03T10:00:00.000Z"`, and `.123456Z` as `.123Z`).
    enum RFC3339 {
        static let withFractions = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        static let withoutFractions = Date.ISO8601FormatStyle()

        /// A `JSONDecoder` whose date strategy reads RFC 3339 with and without fractions, in UTC
        /// or with an offset.
        static func decoder() -> JSONDecoder {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .custom { decoder in
                let container = try decoder.singleValueContainer()
                let text = try container.decode(String.self)
                if let date = (try? withFractions.parse(text)) ?? (try? withoutFractions.parse(text)) {
                    return date
                }
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected an RFC 3339 date-time, found \"\(text)\"")
            }
            return decoder
        }

        /// A `JSONEncoder` whose date strategy writes UTC with milliseconds, rounded to the
        /// nearest: `"2026-12-03T10:00:00.123Z"`.
        ///
        /// The formatter truncates, and the `Date` of a text such as `".609Z"` is often a hair
        /// below it (a `Double` of seconds since 2001 holds no millisecond exactly), so without the
        /// half millisecond it writes about half of JavaScript's texts back one millisecond early.
        static func encoder() -> JSONEncoder {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .custom { date, encoder in
                var container = encoder.singleValueContainer()
                try container.encode(date.addingTimeInterval(0.000_5).formatted(withFractions))
            }
            return encoder
        }
    }
}
