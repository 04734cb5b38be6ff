import ForwardCodable
import Foundation
import Testing

@testable import BenchmarkSupport

/// The timestamps and external-type data sets: every codec reads the same values, (c) and (e)
/// write back what they read, and (a)'s hand-written date strategy reads every text of the data
/// set correctly (lossy as it is when writing).
@Suite("Timestamps and external types")
struct TimestampAndMoneyTests {
    static let count = 300

    static let timestamps = DataSet(.timestamps, count: count).bytes
    static let payments = DataSet(.externalMoney, count: count).bytes

    @Test("Timestamps: (a) with its date strategy, (c) and (e) read the same events and instants")
    func timestampsAgree() throws {
        let synthesized = try Synthesized.RFC3339.decoder().decode([Synthesized.HostEvent].self, from: Self.timestamps)
        let generated = try JSONDecoder().decode([HostEvent].self, from: Self.timestamps)
        let fast = try ForwardJSONDecoder().decode([HostEvent].self, from: Self.timestamps)
        #expect(generated.count == Self.count)
        #expect(fast == generated)
        #expect(synthesized.map(\.fields) == generated.map(\.fields))
        // Foundation's parser and ForwardCodable's may round the last bit of a `Date` apart; the
        // texts hold microseconds, and a misread fraction or offset is off by far more.
        let pairs = zip(synthesized.flatMap(\.dates), generated.flatMap(\.dates))
        #expect(pairs.allSatisfy { $0.0 != nil && $0.1 != nil || $0.0 == nil && $0.1 == nil })
        let largest = pairs.compactMap { pair in pair.0.flatMap { a in pair.1.map { abs(a.timeIntervalSince($0)) } } }
            .max()
        #expect(try #require(largest) < 0.000_000_5)
    }

    @Test("Timestamps: (c) and (e) write back the texts they read; (a) writes UTC with milliseconds")
    func timestampsRoundTrip() throws {
        let fast = try ForwardJSONEncoder().encode(
            try ForwardJSONDecoder().decode([HostEvent].self, from: Self.timestamps))
        #expect(fast == Self.timestamps)
        let generated = try JSONEncoder().encode(try JSONDecoder().decode([HostEvent].self, from: Self.timestamps))
        #expect(try JSONDecoder().decode(JSONValue.self, from: generated) == JSONValue(Self.timestamps))

        let input = try JSONValue(Self.timestamps)
        let events = try Synthesized.RFC3339.decoder().decode([Synthesized.HostEvent].self, from: Self.timestamps)
        let synthesized = try Synthesized.RFC3339.encoder().encode(events)
        let written = Timestamps.texts(in: try JSONValue(synthesized))
        #expect(written.allSatisfy { $0.count == 24 && $0.hasSuffix("Z") && $0.dropLast(4).hasSuffix(".") })
        // A JavaScript client's texts are what (a) writes; the others are not.
        #expect(Timestamps.occurredAt(in: try JSONValue(synthesized)) == Timestamps.occurredAt(in: input))
        #expect(try JSONValue(synthesized) != input)
        let reread = try Synthesized.RFC3339.decoder().decode([Synthesized.HostEvent].self, from: synthesized)
        let drift = zip(events.flatMap(\.dates), reread.flatMap(\.dates)).compactMap { pair in
            pair.0.flatMap { a in pair.1.map { abs(a.timeIntervalSince($0)) } }
        }
        #expect(try #require(drift.max()) < 0.001)
    }

    @Test("Timestamps: 0, 3 and 6 fraction digits, in UTC and at offsets, about five per event")
    func timestampShapes() throws {
        let dataSet = DataSet(.timestamps, count: 2_000)
        let texts = Timestamps.texts(in: try JSONValue(dataSet.bytes))
        #expect(texts.count == dataSet.statistics.timestamps)
        #expect((4...6).contains(texts.count / 2_000))
        var shapes: Set<String> = []
        for text in texts {
            let digits =
                text.firstIndex(of: ".").map { dot in text[dot...].dropFirst().prefix { $0.isNumber }.count } ?? 0
            shapes.insert("\(digits)\(text.hasSuffix("Z") ? "Z" : "offset")")
            #expect(ISO8601DateTime.value(ofWire: text) != nil, "\(text)")
        }
        #expect(shapes == ["0Z", "3Z", "6Z", "0offset", "3offset"])
        #expect(texts.contains { $0.hasSuffix("-04:00") } && texts.contains { $0.hasSuffix("+05:45") })
    }

    @Test("External money: (a), (c), (e) bridged, (e1) direct and (e2) inline read the same payments")
    func moneyAgrees() throws {
        let expected = try JSONDecoder().decode([Synthesized.Payment].self, from: Self.payments)
            .map { [$0.id, $0.total.amount, $0.total.currency, $0.fee.amount, $0.fee.currency] }
        #expect(expected.count == Self.count)
        func fields(_ payment: Payment) -> [String] {
            [payment.id, payment.total.amount, payment.total.currency, payment.fee.amount, payment.fee.currency]
        }
        #expect(try JSONDecoder().decode([Payment].self, from: Self.payments).map(fields) == expected)
        #expect(try ForwardJSONDecoder().decode([Payment].self, from: Self.payments).map(fields) == expected)
        let direct = try ForwardJSONDecoder().decode([FastPayment].self, from: Self.payments)
        #expect(
            direct.map { [$0.id, $0.total.amount, $0.total.currency, $0.fee.amount, $0.fee.currency] } == expected)
        let inline = try ForwardJSONDecoder().decode([InlinePayment].self, from: Self.payments)
        #expect(
            inline.map { [$0.id, $0.total.amount, $0.total.currency, $0.fee.amount, $0.fee.currency] } == expected)
        // (e) goes through the bridge, (e1) does not.
        let bridged: Any.Type = Money.self
        #expect(!(bridged is any FastJSONDecodable.Type) && !(bridged is any FastJSONEncodable.Type))
        let directType: Any.Type = FastMoney.self
        #expect(directType is any FastJSONDecodable.Type && directType is any FastJSONEncodable.Type)
    }

    @Test("External money: every codec writes back the payments it read")
    func moneyRoundTrip() throws {
        let input = try JSONValue(Self.payments)
        let bridged = try ForwardJSONDecoder().decode([Payment].self, from: Self.payments)
        #expect(try JSONValue(ForwardJSONEncoder().encode(bridged)) == input)
        #expect(try JSONValue(JSONEncoder().encode(bridged)) == input)
        let direct = try ForwardJSONDecoder().decode([FastPayment].self, from: Self.payments)
        #expect(try ForwardJSONEncoder().encode(direct) == Self.payments)
        let inline = try ForwardJSONDecoder().decode([InlinePayment].self, from: Self.payments)
        #expect(try ForwardJSONEncoder().encode(inline) == Self.payments)
        let synthesized = try JSONDecoder().decode([Synthesized.Payment].self, from: Self.payments)
        #expect(try JSONValue(JSONEncoder().encode(synthesized)) == input)
    }

    @Test("FastMoney refuses a value without one of its keys, located")
    func fastMoneyErrors() {
        #expect {
            try ForwardJSONDecoder().decode([FastMoney].self, from: Data(#"[{"amount":"1.00"}]"#.utf8))
        } throws: { error in
            guard case .keyNotFound(_, let context)? = error as? DecodingError else { return false }
            return context.debugDescription.contains("\"currency\"") && context.debugDescription.contains("column 19")
        }
    }
}

/// The RFC 3339 texts of the timestamps data set.
enum Timestamps {
    static let keys = ["occurredAt", "recordedAt", "updatedAt", "acknowledgedAt"]

    /// Every date-time text of the events in `document`, in document order.
    static func texts(in document: JSONValue) -> [String] {
        (document.arrayValue ?? []).flatMap { event -> [String] in
            let members = event.objectValue ?? [:]
            return keys.compactMap { members[$0]?.stringValue }
                + (members["repeats"]?.arrayValue ?? []).compactMap(\.stringValue)
        }
    }

    /// The `occurredAt` texts of the events in `document`: JavaScript's `toISOString()`.
    static func occurredAt(in document: JSONValue) -> [String] {
        (document.arrayValue ?? []).compactMap { $0["occurredAt"]?.stringValue }
    }
}

/// What (a), (c) and (e) must agree on for an event, apart from the instants.
struct EventFields: Equatable {
    var id: UUID
    var host: String
    var message: String
    var hasAcknowledgement: Bool
    var repeats: Int
}

extension Synthesized.HostEvent {
    var fields: EventFields {
        EventFields(
            id: id, host: host, message: message, hasAcknowledgement: acknowledgedAt != nil, repeats: repeats.count)
    }

    /// Every instant, `nil` for a missing acknowledgement.
    var dates: [Date?] { [occurredAt, recordedAt, updatedAt, acknowledgedAt] + repeats }
}

extension HostEvent {
    var fields: EventFields {
        EventFields(
            id: id, host: host, message: message, hasAcknowledgement: acknowledgedAt != nil, repeats: repeats.count)
    }

    /// Every instant, `nil` for a missing acknowledgement.
    var dates: [Date?] { [occurredAt, recordedAt, updatedAt, acknowledgedAt] + repeats.map(\.value) }
}

extension JSONValue {
    /// The document in `data`, read by `JSONDecoder`.
    init(_ data: Data) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }
}
