import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// Absent defaults against an oracle, over every small case: `FilterPolicy`
/// (Schemas/Notifications.fcschema) with four of its defaulted fields (two enums, a list of
/// enums, an `Int`) each absent, present or `null` in the document read, and each left alone or
/// set to its default (the list also mutated in place, leaving the same value), read and written
/// by both codecs.
///
/// The oracle, from the document alone: a field that was set is written with its value; one left
/// alone is written as it was read, absent when it was absent, its default for `null` (a
/// defaulted field cannot hold `null`); the other keys are written as they came.
@Suite struct AbsentDefaultsOracleTests {
    /// A field under test: its wire key, its default on the wire, a value other than the default,
    /// and how many ways of setting it the test tries beyond leaving it alone.
    struct Field {
        var key: String
        var defaultValue: JSONValue
        var otherValue: JSONValue
        var sets: Int
    }

    static let fields = [
        Field(key: "for_not_following", defaultValue: "accept", otherValue: "drop", sets: 1),
        Field(key: "for_private_mentions", defaultValue: "filter", otherValue: "from-a-newer-version", sets: 1),
        Field(key: "exclude_types", defaultValue: [], otherValue: ["poll", "quote"], sets: 2),
        Field(key: "pending_requests_count", defaultValue: 0, otherValue: 12, sets: 1),
    ]

    /// How the document read holds a field.
    enum Held: CaseIterable {
        case absent, present, null
    }

    /// The fields not under test, and an unknown key: always there, always written back.
    static let others: [String: JSONValue] = [
        "v": 2, "for_not_followers": "filter", "for_new_accounts": "drop", "from_a_newer_version": ["x": [1, nil]],
    ]

    /// Every combination: a way of holding each field, and what the app does to each (0: nothing).
    static var cases: [(held: [Held], actions: [Int])] {
        var result: [(held: [Held], actions: [Int])] = [([], [])]
        for field in fields {
            result = result.flatMap { partial in
                Held.allCases.flatMap { held in
                    (0...field.sets).map { action in (partial.held + [held], partial.actions + [action]) }
                }
            }
        }
        return result
    }

    static func document(_ held: [Held]) -> JSONValue {
        var members = others
        for (field, holding) in zip(fields, held) {
            switch holding {
            case .absent: break
            // The present value alternates between the default and another, so that a default
            // that was written is kept written too.
            case .present:
                members[field.key] = field.key.count.isMultiple(of: 2) ? field.defaultValue : field.otherValue
            case .null: members[field.key] = .null
            }
        }
        return .object(members)
    }

    /// What the oracle says the record writes.
    static func expected(_ held: [Held], _ actions: [Int]) -> JSONValue {
        guard case .object(var members) = document(held) else { return .null }
        for (index, field) in fields.enumerated() {
            let read = held[index] == .present ? members[field.key] ?? field.defaultValue : field.defaultValue
            switch actions[index] {
            case 0 where held[index] == .null: members[field.key] = field.defaultValue
            case 0: break
            // A mutation in place writes the value it leaves, the one read.
            case 2: members[field.key] = read
            default: members[field.key] = field.defaultValue
            }
        }
        return .object(members)
    }

    /// The app's edits: a set writes the default value; the mutation in place (2) leaves the list
    /// as it was.
    static func apply(_ actions: [Int], to policy: inout FilterPolicy) {
        if actions[0] == 1 { policy.forNotFollowing = .accept }
        if actions[1] == 1 { policy.forPrivateMentions = .filter }
        switch actions[2] {
        case 1: policy.excludedTypes = []
        case 2:
            // In place: the list ends as it began, and is written because it was mutated.
            policy.excludedTypes.append(.poll)
            policy.excludedTypes.removeLast()
        default: break
        }
        if actions[3] == 1 { policy.pendingRequests = 0 }
    }

    @Test func everyCaseWritesWhatTheOracleSays() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var fastEncoder = ForwardJSONEncoder()
        fastEncoder.outputFormatting = [.sortedKeys]
        var checked = 0
        for (held, actions) in Self.cases {
            let input = try encoder.encode(Self.document(held))
            var codable = try JSONDecoder().decode(FilterPolicy.self, from: input)
            var fast = try ForwardJSONDecoder().decode(FilterPolicy.self, from: input)
            #expect(codable == fast, "\(held): the codecs read different values")
            Self.apply(actions, to: &codable)
            Self.apply(actions, to: &fast)
            let written = try encoder.encode(codable)
            let writtenFast = try fastEncoder.encode(fast)
            let expected = Self.expected(held, actions)
            #expect(
                try JSONDecoder().decode(JSONValue.self, from: written) == expected,
                "\(held), actions \(actions): wrote \(String(decoding: written, as: UTF8.self))")
            #expect(written == writtenFast, "\(held), actions \(actions): the codecs wrote different bytes")
            checked += 1
        }
        #expect(checked == 3 * 2 * 3 * 2 * 3 * 3 * 3 * 2)
    }

    /// The decode report still counts each default taken, absent or `null`, on both codecs.
    @Test func theReportCountsTheDefaultsTaken() throws {
        let data = Data(#"{"exclude_types":null,"for_new_accounts":"drop","v":2}"#.utf8)
        let recorder = DecodeRecorder()
        let decoder = JSONDecoder()
        decoder.userInfo[.decodeReport] = recorder
        _ = try decoder.decode(FilterPolicy.self, from: data)
        let codable = recorder.take().events.filter { $0.kind == .defaultTaken }.compactMap(\.field)
        var fast = ForwardJSONDecoder()
        fast.report = recorder
        _ = try fast.decode(FilterPolicy.self, from: data)
        let fastFields = recorder.take().events.filter { $0.kind == .defaultTaken }.compactMap(\.field)
        let expected = [
            "exclude_types", "for_not_followers", "for_not_following", "for_private_mentions", "pending_requests_count",
        ]
        #expect(codable.sorted() == expected)
        #expect(fastFields.sorted() == expected)
    }

    /// Equality and hashing follow the wire: an absent default is not the same value written.
    @Test func anAbsentDefaultIsNotEqualToTheDefaultWritten() throws {
        let encoder = JSONEncoder()
        for field in Self.fields {
            var written = Self.others
            written[field.key] = field.defaultValue
            let fromAbsent = try JSONDecoder().decode(
                FilterPolicy.self, from: encoder.encode(JSONValue.object(Self.others)))
            let fromWritten = try JSONDecoder().decode(
                FilterPolicy.self, from: encoder.encode(JSONValue.object(written)))
            #expect(fromAbsent != fromWritten, "\(field.key)")
            #expect(Set([fromAbsent, fromWritten]).count == 2, "\(field.key)")
            // Once set to its default, the absent one is the written one.
            var set = fromAbsent
            Self.apply(Self.fields.map { $0.key == field.key ? 1 : 0 }, to: &set)
            #expect(set == fromWritten, "\(field.key): setting the default makes it the written value")
        }
    }
}
