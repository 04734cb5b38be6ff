/// Counts of decode events across many documents, by kind, record type, field and value, in
/// bounded memory: what a sync layer keeps (and sends to its analytics) instead of every report.
///
/// ```swift
/// var summary = DecodeReportSummary()
/// summary.add(recorder.take())        // after each document
/// summary.count(.migration, record: "Document", value: "1 to 3")
/// ```
///
/// Memory is bounded by two caps. Each group (a kind, a record type and a field) counts at most
/// ``valueLimit`` distinct values; further values count in the group's ``Tally/otherValues``.
/// At most ``groupLimit`` groups are kept; an event of a further group counts only in
/// ``overflow``, by kind. The counts are exact either way: only the breakdown is capped.
public struct DecodeReportSummary: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A group of events: one kind, in one record type, in one field (`nil` for events about a
    /// whole record or element).
    public struct Group: Hashable, Sendable, Codable, Comparable {
        /// The events' kind.
        public var kind: DecodeEvent.Kind
        /// The record (or union, or element) type.
        public var record: String
        /// The field's wire key, if any.
        public var field: String?

        /// A group.
        public init(_ kind: DecodeEvent.Kind, record: String, field: String? = nil) {
            self.kind = kind
            self.record = record
            self.field = field
        }

        /// By kind, record and field.
        public static func < (lhs: Group, rhs: Group) -> Bool {
            (lhs.kind, lhs.record, lhs.field ?? "") < (rhs.kind, rhs.record, rhs.field ?? "")
        }
    }

    /// The counts of one group.
    public struct Tally: Hashable, Sendable, Codable {
        /// Events in the group.
        public var count = 0
        /// Documents (reports added) with at least one event of the group.
        public var documents = 0
        /// Events by value (for kinds with a value), for up to ``DecodeReportSummary/valueLimit``
        /// distinct values.
        public var values: [String: Int] = [:]
        /// Events whose value did not fit in ``values``.
        public var otherValues = 0
    }

    /// The most distinct values a group counts one by one: 100 unless set at creation.
    public let valueLimit: Int
    /// The most groups kept: 1,000 unless set at creation.
    public let groupLimit: Int
    /// The number of reports added.
    public private(set) var documents = 0
    /// The number of reports added that had at least one event.
    public private(set) var documentsWithEvents = 0
    /// The counts, by group.
    public private(set) var tallies: [Group: Tally] = [:]
    /// Events of groups beyond ``groupLimit``, by kind.
    public private(set) var overflow: [DecodeEvent.Kind: Int] = [:]

    /// An empty summary with the given caps.
    public init(valueLimit: Int = 100, groupLimit: Int = 1000) {
        self.valueLimit = valueLimit
        self.groupLimit = groupLimit
    }

    /// Counts the events of one document's report.
    public mutating func add(_ report: DecodeReport) {
        documents += 1
        guard !report.isEmpty else { return }
        documentsWithEvents += 1
        var seen: Set<Group> = []
        for event in report.events {
            let group = Group(event.kind, record: event.record, field: event.field)
            guard tallies[group] != nil || tallies.count < groupLimit else {
                overflow[event.kind, default: 0] += 1
                continue
            }
            tallies[group, default: Tally()].add(
                event.value, limit: valueLimit, newDocument: seen.insert(group).inserted)
        }
    }

    /// Adds the counts of `other` (a summary from another device or process, with the same caps
    /// or not; this summary's caps apply).
    public mutating func merge(_ other: DecodeReportSummary) {
        documents += other.documents
        documentsWithEvents += other.documentsWithEvents
        for (kind, count) in other.overflow { overflow[kind, default: 0] += count }
        for (group, tally) in other.tallies.sorted(by: { $0.key < $1.key }) {
            guard tallies[group] != nil || tallies.count < groupLimit else {
                overflow[group.kind, default: 0] += tally.count
                continue
            }
            tallies[group, default: Tally()].merge(tally, limit: valueLimit)
        }
    }

    /// The number of events of `kind` in `record` (and `field`, and with `value`, when given).
    /// Events counted only in ``overflow`` or ``Tally/otherValues`` are not found by name.
    public func count(_ kind: DecodeEvent.Kind, record: String, field: String? = nil, value: String? = nil) -> Int {
        guard let tally = tallies[Group(kind, record: record, field: field)] else { return 0 }
        guard let value else { return tally.count }
        return tally.values[value] ?? 0
    }

    /// The number of events of `kind`, in every group and in ``overflow``.
    public func total(_ kind: DecodeEvent.Kind) -> Int {
        tallies.filter { $0.key.kind == kind }.values.reduce(overflow[kind] ?? 0) { $0 + $1.count }
    }

    /// A table: one line per group, its values most frequent first.
    ///
    /// ```text
    /// 40 documents, 12 with events
    /// migration in Document: 7 in 7 documents ("1 to 3" 5, "2 to 3" 2)
    /// unknownEnumValue in TaskItem.priority: 3 in 2 documents ("someday" 3)
    /// ```
    public var description: String {
        var lines = ["\(documents) documents, \(documentsWithEvents) with events"]
        for (group, tally) in tallies.sorted(by: { $0.key < $1.key }) {
            let place = group.field.map { "\(group.record).\($0)" } ?? group.record
            var values = tally.values.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map {
                "\"\($0.key)\" \($0.value)"
            }
            if tally.otherValues > 0 { values.append("other values \(tally.otherValues)") }
            let breakdown = values.isEmpty ? "" : " (\(values.joined(separator: ", ")))"
            lines.append(
                "\(group.kind.rawValue) in \(place): \(tally.count) in \(tally.documents) documents\(breakdown)")
        }
        for (kind, count) in overflow.sorted(by: { $0.key < $1.key }) {
            lines.append("\(kind.rawValue) beyond \(groupLimit) groups: \(count)")
        }
        return lines.joined(separator: "\n")
    }
}

extension DecodeReportSummary.Tally {
    /// Counts one event with `value`.
    mutating func add(_ value: String?, limit: Int, newDocument: Bool) {
        count += 1
        if newDocument { documents += 1 }
        guard let value else { return }
        if values[value] != nil || values.count < limit {
            values[value, default: 0] += 1
        } else {
            otherValues += 1
        }
    }

    /// Adds the counts of `other`.
    mutating func merge(_ other: Self, limit: Int) {
        count += other.count
        documents += other.documents
        otherValues += other.otherValues
        for (value, number) in other.values.sorted(by: { $0.key < $1.key }) {
            if values[value] != nil || values.count < limit {
                values[value, default: 0] += number
            } else {
                otherValues += number
            }
        }
    }
}
