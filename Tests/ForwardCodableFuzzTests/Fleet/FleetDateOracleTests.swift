import ForwardCodable
import Foundation
import SeededRandom
import Testing

/// The fleet's date oracle (``FleetDates``), checked on its own: it must be right for the fleet
/// to check the runtime.
@Suite("Mixed-version fleet: the date oracle")
struct FleetDateOracleTests {
    @Test("canonical texts from Foundation and the digit rule")
    func canonicalTexts() {
        let cases: [(Int64, Int64, String)] = [
            (1_796_292_000, 0, "2026-12-03T10:00:00Z"),
            (1_796_292_000, 123_000, "2026-12-03T10:00:00.123Z"),
            (1_796_292_000, 123_456, "2026-12-03T10:00:00.123456Z"),
            (1_796_292_000, 120, "2026-12-03T10:00:00.000120Z"),
            (-1, 500_000, "1969-12-31T23:59:59.500Z"),
        ]
        for (seconds, micros, text) in cases {
            #expect(FleetDates.canonicalText(seconds: seconds, micros: micros) == text)
        }
    }

    @Test("instant keys order texts by instant and equal texts of one instant")
    func instantKeys() {
        let key = FleetDates.instantKey
        #expect(key("2026-12-03T15:30:00+05:30") == key("2026-12-03t10:00:00.000z"))
        #expect(key("2026-12-03T10:00:00.5Z") == key("2026-12-03T02:00:00.500000000-08:00"))
        #expect(key("2026-12-03T10:00:00.123456789Z") < key("2026-12-03T10:00:00.12345679Z"))
        #expect(key("1969-12-31T23:59:59.9Z") < key("1970-01-01T00:00:00Z"))
    }

    @Test("a newer writer's texts are valid RFC 3339 and never canonical")
    func foreignTexts() {
        var random = SeededGenerator(seed: FuzzSettings.seed)
        for _ in 0..<2_000 {
            let text = FleetDates.foreignText(&random)
            let formatted = Formatted<ISO8601DateTime>(wireText: text)
            #expect(formatted != nil, "\(text)")
            #expect(
                formatted.map { Formatted<ISO8601DateTime>($0.value).wireText != text } ?? true, "\(text) is canonical")
        }
    }
}
