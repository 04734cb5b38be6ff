import Foundation
import Testing

@testable import ForwardCodable

/// The report's value types: the canonical order, the description, and a summary's counts,
/// caps, merge and `Codable` form.
@Suite("Decode report summary")
struct DecodeReportSummaryTests {
    static func report(_ events: DecodeEvent...) -> DecodeReport {
        DecodeReport(events: events)
    }

    @Test("a report orders its events by path, then kind, and prints one line each")
    func reportOrderAndDescription() {
        let report = Self.report(
            DecodeEvent(.unknownKey, codingPath: "tasks[1].color", record: "TaskItem", field: "color"),
            DecodeEvent(.migration, codingPath: "", record: "Document", value: "1 to 3"),
            DecodeEvent(
                .unknownEnumValue, codingPath: "tasks[1].priority", record: "TaskItem", field: "priority",
                value: "someday")
        )
        #expect(report.events.map(\.kind) == [.migration, .unknownKey, .unknownEnumValue])
        #expect(
            report.description == """
                (top level): Document migrated from version 1 to 3
                tasks[1].color: unknown key in TaskItem.color
                tasks[1].priority: unknown enum value "someday" in TaskItem.priority
                """)
        #expect(DecodeReport().description == "No decode events.")
    }

    @Test("counts by kind, record, field and value, and documents with each group")
    func counts() {
        var summary = DecodeReportSummary()
        let someday = DecodeEvent(
            .unknownEnumValue, codingPath: "p", record: "TaskItem", field: "priority", value: "someday")
        summary.add(Self.report(someday, someday))
        summary.add(Self.report(DecodeEvent(.migration, codingPath: "", record: "Document", value: "1 to 3")))
        summary.add(DecodeReport())
        #expect(summary.documents == 3)
        #expect(summary.documentsWithEvents == 2)
        #expect(summary.count(.unknownEnumValue, record: "TaskItem", field: "priority") == 2)
        #expect(summary.count(.unknownEnumValue, record: "TaskItem", field: "priority", value: "someday") == 2)
        #expect(summary.tallies[.init(.unknownEnumValue, record: "TaskItem", field: "priority")]?.documents == 1)
        #expect(summary.count(.migration, record: "Document", value: "1 to 3") == 1)
        #expect(summary.count(.migration, record: "Document", value: "2 to 3") == 0)
    }

    @Test("values beyond the cap count as other values; groups beyond the cap in the overflow")
    func caps() {
        var summary = DecodeReportSummary(valueLimit: 2, groupLimit: 2)
        for value in ["a", "b", "c", "a", "d"] {
            summary.add(
                Self.report(DecodeEvent(.unknownEnumValue, codingPath: "x", record: "R", field: "f", value: value)))
        }
        for key in ["k1", "k2", "k3"] {
            summary.add(Self.report(DecodeEvent(.unknownKey, codingPath: key, record: "R", field: key)))
        }
        let tally = summary.tallies[.init(.unknownEnumValue, record: "R", field: "f")]
        #expect(tally?.count == 5)
        #expect(tally?.values == ["a": 2, "b": 1])
        #expect(tally?.otherValues == 2)
        #expect(summary.tallies.count == 2)
        #expect(summary.overflow == [.unknownKey: 2])
        #expect(summary.total(.unknownKey) == 3)
        #expect(summary.total(.unknownEnumValue) == 5)
    }

    @Test("merging adds the counts, within this summary's caps")
    func merge() {
        var first = DecodeReportSummary(valueLimit: 1)
        first.add(Self.report(DecodeEvent(.newerDocument, codingPath: "", record: "Card", value: "4")))
        var second = DecodeReportSummary()
        second.add(Self.report(DecodeEvent(.newerDocument, codingPath: "", record: "Card", value: "4")))
        second.add(Self.report(DecodeEvent(.newerDocument, codingPath: "", record: "Card", value: "5")))
        first.merge(second)
        #expect(first.documents == 3)
        #expect(first.count(.newerDocument, record: "Card") == 3)
        #expect(first.count(.newerDocument, record: "Card", value: "4") == 2)
        #expect(first.tallies[.init(.newerDocument, record: "Card")]?.otherValues == 1)
    }

    @Test("a summary and a report survive JSON, and a summary describes itself")
    func codableAndDescription() throws {
        var summary = DecodeReportSummary()
        let report = Self.report(
            DecodeEvent(.undecodableElement, codingPath: "phones[1]", record: "Phone", reason: "not an object"),
            DecodeEvent(.unknownVariant, codingPath: "attachments[0]", record: "Attachment", value: "map"))
        summary.add(report)
        let data = try JSONEncoder().encode(summary)
        #expect(try JSONDecoder().decode(DecodeReportSummary.self, from: data) == summary)
        #expect(try JSONDecoder().decode(DecodeReport.self, from: JSONEncoder().encode(report)) == report)
        #expect(
            summary.description == """
                1 documents, 1 with events
                unknownVariant in Attachment: 1 in 1 documents ("map" 1)
                undecodableElement in Phone: 1 in 1 documents
                """)
    }

    @Test("coding paths: an index is a key whose text is not its number; a dictionary key \"2\" stays a key")
    func paths() {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int?
            init(stringValue: String) { (self.stringValue, self.intValue) = (stringValue, Int(stringValue)) }
            init(intValue: Int) { (self.stringValue, self.intValue) = ("Index \(intValue)", intValue) }
        }
        #expect(
            DecodeEvent.render([Key(stringValue: "tasks"), Key(intValue: 2), Key(stringValue: "2")]) == "tasks[2].2")
        #expect(DecodeEvent.path("tasks[2].title", isUnder: "tasks[2]"))
        #expect(!DecodeEvent.path("tasks[20]", isUnder: "tasks[2]"))
    }
}
