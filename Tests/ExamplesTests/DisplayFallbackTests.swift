import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// Enums with a display-only fallback (Schemas/Notifications.fcschema): `NotificationType`
/// (strings, `fallback unsupported display`) and `NotificationPriority` (integers, `fallback
/// unknown display`). The fallback carries the raw value it stands for.
@Suite struct DisplayFallbackTests {
    static let notification =
        #"{"account":{"acct":"a@b","id":"1"},"created_at":"2026-01-02T03:04:05Z","id":"7","priority":9,"type":"quote"}"#

    @Test func anUnknownValueShowsAsTheFallbackWithItsRawValue() throws {
        let read = try decode(AccountNotification.self, Self.notification)
        #expect(read.type == .unsupported("quote"))
        #expect(read.priority == .unknown(9))
        #expect(read.typeRaw == "quote" && read.priorityRaw == 9)
        // The typed switch is exhaustive: the fallback is one more case.
        let label: String =
            switch read.type {
            case .unsupported(let raw): "a \(raw) notification this version cannot show"
            default: "known"
            }
        #expect(label == "a quote notification this version cannot show")
    }

    @Test func readingAndSettingBackWritesTheDocumentUnchanged() throws {
        var read = try decode(AccountNotification.self, Self.notification)
        read.type = read.type
        read.priority = read.priority
        #expect(try encode(read) == Self.notification)
        var fast = try ForwardJSONDecoder().decode(AccountNotification.self, from: Data(Self.notification.utf8))
        fast.type = fast.type
        var encoder = ForwardJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(fast), as: UTF8.self) == Self.notification)
    }

    @Test func aNewRecordCreatedWithTheFallbackWritesItsRawValue() throws {
        let created = AccountNotification(
            id: "8", type: .unsupported("severed_relationships"),
            createdAt: Date(timeIntervalSince1970: 0),
            account: NotificationAccount(id: "2", acct: "c@d"), priority: .unknown(4))
        let written = try tree(encode(created))
        #expect(written["type"] == "severed_relationships")
        #expect(written["priority"] == 4)
        #expect(try decode(AccountNotification.self, encode(created)).type == .unsupported("severed_relationships"))
    }

    @Test func theFallbackCarryingAKnownValueWritesItAndReadsBackAsItsCase() throws {
        var read = try decode(AccountNotification.self, Self.notification)
        read.type = .unsupported("mention")
        #expect(read.typeRaw == "mention")
        #expect(read.type == .mention, "the view reads the value written")
    }

    @Test func rawValuesAndAllCases() {
        #expect(NotificationType(rawValue: "follow_request") == .followRequest)
        #expect(NotificationType(rawValue: "quote") == .unsupported("quote"), "init(rawValue:) never fails")
        #expect(NotificationType.unsupported("quote").rawValue == "quote")
        #expect(!NotificationType.allCases.contains { if case .unsupported = $0 { true } else { false } })
        #expect(NotificationType.allCases.count == 11, "the wire cases, the deprecated one included")
        #expect(NotificationPriority.allCases == [.low, .normal, .high])
        #expect(NotificationPriority(wire: 2) == .high)
    }

    /// `isKnown` is a requirement: generic code asks the enum, whose `init(rawValue:)` accepts
    /// every raw value.
    @Test func genericCodeAsksTheEnumWhetherItKnowsAValue() {
        func known<E: ForwardEnum>(_ type: E.Type, _ raw: E.RawValue) -> Bool { E.isKnown(raw) }
        func unknown<E: WireElement>(_ type: E.Type, _ wire: E.Wire) -> [String] {
            E._unknownValues(in: wire).map(\.raw)
        }
        #expect(known(NotificationType.self, "mention"))
        #expect(!known(NotificationType.self, "quote"))
        #expect(!known(NotificationPriority.self, 9))
        #expect(unknown(NotificationType.self, "quote") == ["quote"])
        #expect(unknown(WireArray<NotificationType>.self, ["poll", "quote"]) == ["quote"])
    }

    @Test func theDecodeReportCountsAnUnknownValueAsUnknown() throws {
        let recorder = DecodeRecorder()
        let decoder = JSONDecoder()
        decoder.userInfo[.decodeReport] = recorder
        _ = try decoder.decode(AccountNotification.self, from: Data(Self.notification.utf8))
        var fast = ForwardJSONDecoder()
        fast.report = recorder
        _ = try fast.decode(AccountNotification.self, from: Data(Self.notification.utf8))
        let report = recorder.take()
        let unknown = report.events.filter { $0.kind == .unknownEnumValue }.map {
            "\($0.field ?? ""):\($0.value ?? "")"
        }
        #expect(unknown.sorted() == ["priority:9", "priority:9", "type:quote", "type:quote"])
    }

    /// The standard library's generic `sort(by:)` and `filter` rebuild a view's elements from their
    /// typed values (README, "Generic code" in TypedViews.md). A display fallback's typed value
    /// carries its raw value, so for these enums nothing is lost.
    @Test func genericSortAndFilterKeepUnknownValuesOfADisplayFallback() throws {
        let policy = try decode(
            FilterPolicy.self, #"{"exclude_types":["reblog","quote","mention","emoji_reply"],"v":2}"#)
        func sortGenerically<C: MutableCollection & RandomAccessCollection>(
            _ collection: inout C, by order: (C.Element, C.Element) -> Bool
        ) {
            collection.sort(by: order)
        }
        func filterGenerically<C: RangeReplaceableCollection>(_ collection: C, _ keep: (C.Element) -> Bool) -> C {
            collection.filter(keep)
        }
        var sorted = policy.excludedTypes
        sortGenerically(&sorted) { $0.rawValue < $1.rawValue }
        #expect(sorted.wire == ["emoji_reply", "mention", "quote", "reblog"])
        let filtered = filterGenerically(policy.excludedTypes) { $0 != .mention }
        #expect(filtered.wire == ["reblog", "quote", "emoji_reply"])
    }
}
