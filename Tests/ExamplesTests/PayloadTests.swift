import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// `Schemas/Payloads.fcschema` read as a server and a JavaScript client write it: every value the
/// app does not set comes back byte for byte, under every coder and whatever its strategies.
@Suite("Real payloads")
struct PayloadTests {
    /// An order as the order service writes it: keys sorted, so that a canonical re-encode can be
    /// compared byte for byte.
    static let order = """
        {"customer":{"birthday":"1990-05-17","createdAt":1700000000.5,"id":"18446744073709551615",\
        "name":"Ada"},"id":"9007199254740993","paidAt":1764756000123,"placedAt":"2026-12-03T10:00:00.123Z",\
        "refunds":[{"amount":"1.50","currency":"EUR"}],"shippedAt":"2026-12-03T11:30:00.123456+01:00",\
        "status":"placed","total":{"amount":"12.30","currency":"EUR"},"unitPrice":"4.10",\
        "viewedAt":["2026-12-03T10:00:00Z","2026-12-03t10:00:01.5-08:00"]}
        """

    @Test("JSONDecoder, whatever its date strategy, and the fast path read the same order and write it back unchanged")
    func everyCoderKeepsTheWire() throws {
        let data = Data(Self.order.utf8)
        for strategy in [JSONDecoder.DateDecodingStrategy.deferredToDate, .secondsSince1970, .iso8601] {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = strategy
            let order = try decoder.decode(Order.self, from: data)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .millisecondsSince1970
            #expect(String(decoding: try encoder.encode(order), as: UTF8.self) == Self.order)
        }
        let fast = try ForwardJSONDecoder().decode(Order.self, from: data)
        var encoder = ForwardJSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: try encoder.encode(fast), as: UTF8.self) == Self.order)
        #expect(fast == (try JSONDecoder().decode(Order.self, from: data)))
    }

    @Test("the typed values are what the texts say")
    func typedValues() throws {
        let order = try ForwardJSONDecoder().decode(Order.self, from: Data(Self.order.utf8))
        #expect(order.id == 9_007_199_254_740_993)
        #expect(order.customer.id == UInt64.max)
        #expect(abs(order.placedAt.timeIntervalSince1970 - 1_796_292_000.123) < 1e-6)
        #expect(abs(order.shippedAt!.timeIntervalSince1970 - 1_796_293_800.123456) < 1e-6)
        #expect(abs(order.paidAt.timeIntervalSince1970 - 1_764_756_000.123) < 1e-6)
        #expect(order.customer.createdAt == Date(timeIntervalSince1970: 1_700_000_000.5))
        #expect(order.unitPrice == Decimal(string: "4.1"))
        #expect(order.customer.birthday == CalendarDate(year: 1990, month: 5, day: 17))
        #expect(order.total == Money(amount: "12.30", currency: "EUR"))
        #expect(
            order.viewedAt.map(\.value) == [
                Date(timeIntervalSince1970: 1_796_292_000), Date(timeIntervalSince1970: 1_796_320_801.5),
            ])
    }

    @Test("setting a field writes the format's canonical text there and nowhere else")
    func settingWritesCanonicalText() throws {
        var order = try JSONDecoder().decode(Order.self, from: Data(Self.order.utf8))
        order.placedAt = Date(timeIntervalSince1970: 1_764_756_000.5)
        order.unitPrice = Decimal(string: "4.50")!
        order.viewedAt.append(Formatted(Date(timeIntervalSince1970: 1_764_756_002)))
        let expected = Self.order
            .replacingOccurrences(
                of: "\"placedAt\":\"2026-12-03T10:00:00.123Z\"", with: "\"placedAt\":\"2025-12-03T10:00:00.500Z\""
            )
            .replacingOccurrences(of: "\"unitPrice\":\"4.10\"", with: "\"unitPrice\":\"4.5\"")
            .replacingOccurrences(of: "-08:00\"]", with: "-08:00\",\"2025-12-03T10:00:02Z\"]")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: try encoder.encode(order), as: UTF8.self) == expected)
        // Equality follows the wire: the same instant written another way is another value.
        var other = try JSONDecoder().decode(Order.self, from: Data(Self.order.utf8))
        let original = other
        other.shippedAt = other.shippedAt
        #expect(other.shippedAtRaw?.wireText == "2026-12-03T10:30:00.123456Z")
        #expect(other != original)
        #expect(other.shippedAt == original.shippedAt)
    }

    @Test("a property list keeps the texts too")
    func propertyLists() throws {
        let order = try JSONDecoder().decode(Order.self, from: Data(Self.order.utf8))
        let data = try PropertyListEncoder().encode(order)
        let back = try PropertyListDecoder().decode(Order.self, from: data)
        #expect(back == order)
        #expect(back.shippedAtRaw?.wireText == "2026-12-03T11:30:00.123456+01:00")
    }

    @Test("a malformed timestamp is a located error on both paths")
    func malformedTimestamp() throws {
        let broken = Self.order.replacingOccurrences(of: "2026-12-03T10:00:00.123Z", with: "2026-02-30T10:00:00Z")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Order.self, from: Data(broken.utf8)) }
        do {
            _ = try ForwardJSONDecoder().decode(Order.self, from: Data(broken.utf8))
            Issue.record("the fast path read February 30")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("found \"2026-02-30T10:00:00Z\""), "\(context.debugDescription)")
            #expect(context.codingPath.map(\.stringValue) == ["placedAt"])
        }
    }
}
