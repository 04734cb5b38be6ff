/// What one or more decodes kept, showed as a fallback, migrated or filled in, each event with where
/// it happened: the answer to "what did newer (or older) writers send this version?".
///
/// A report is collected only when asked for, per decode, by handing the decoder a
/// ``DecodeRecorder`` (see <doc:FleetReport>). Its events are in a canonical order (by coding path,
/// then kind, field and value), so the two codecs give equal reports for the same document.
public struct DecodeReport: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The events, ordered by coding path, kind, field and value.
    public var events: [DecodeEvent]

    /// A report of `events`, put in the canonical order.
    public init(events: [DecodeEvent] = []) {
        self.events = events.sorted()
    }

    /// Whether nothing was reported.
    public var isEmpty: Bool { events.isEmpty }

    /// One line per event: `tasks[1].priority: unknown enum value "someday" in TaskItem.priority`.
    public var description: String {
        events.isEmpty ? "No decode events." : events.map(\.description).joined(separator: "\n")
    }
}

/// One thing a decode reported: what kind of event, where, in which record and field.
public struct DecodeEvent: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
        /// A key the record does not declare, kept in its `unknownFields`; ``DecodeEvent/field``
        /// is the key.
        case unknownKey
        /// An enum raw value this version does not know, kept and shown as the fallback;
        /// ``DecodeEvent/value`` is the raw value.
        case unknownEnumValue
        /// A union variant whose tag this version does not know, kept whole;
        /// ``DecodeEvent/value`` is the tag.
        case unknownVariant
        /// A collection element (or a union variant's payload) that did not decode, kept
        /// verbatim; ``DecodeEvent/reason`` says why.
        case undecodableElement
        /// A versioned record stamped with a version newer than this app's, read best-effort;
        /// ``DecodeEvent/value`` is the stamp.
        case newerDocument
        /// A versioned record migrated from an older version; ``DecodeEvent/value`` is
        /// `"1 to 3"`.
        case migration
        /// A field that was absent (or `null`) and took its default; ``DecodeEvent/field`` is
        /// the field's key.
        case defaultTaken
        /// An optional field that arrived as an explicit `null`, kept to be written back.
        case explicitNull

        /// Declaration order.
        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// What happened.
    public var kind: Kind
    /// Where: the path of the value concerned, as `tasks[1].priority` (the key of an unknown or
    /// defaulted field included).
    public var codingPath: String
    /// The record (or union, or element) type, as its name in Swift: `TaskItem`.
    public var record: String
    /// The wire key of the field concerned, when there is one.
    public var field: String?
    /// The value counted in summaries: the raw value, the tag, the stamp, or the migration's
    /// versions; `nil` for kinds without one.
    public var value: String?
    /// Why an element did not decode, as the decoder worded it (the codecs word it differently).
    public var reason: String?

    /// An event.
    public init(
        _ kind: Kind, codingPath: String, record: String, field: String? = nil, value: String? = nil,
        reason: String? = nil
    ) {
        self.kind = kind
        self.codingPath = codingPath
        self.record = record
        self.field = field
        self.value = value
        self.reason = reason
    }

    /// By coding path, then kind, record, field, value and reason.
    public static func < (lhs: DecodeEvent, rhs: DecodeEvent) -> Bool {
        (lhs.codingPath, lhs.kind, lhs.record, lhs.field ?? "", lhs.value ?? "", lhs.reason ?? "")
            < (rhs.codingPath, rhs.kind, rhs.record, rhs.field ?? "", rhs.value ?? "", rhs.reason ?? "")
    }

    /// `tasks[1].priority: unknown enum value "someday" in TaskItem.priority`.
    public var description: String {
        let place = field.map { "\(record).\($0)" } ?? record
        let quoted = value.map { "\"\($0)\"" } ?? ""
        let what: String
        switch kind {
        case .unknownKey: what = "unknown key in \(place)"
        case .unknownEnumValue: what = "unknown enum value \(quoted) in \(place)"
        case .unknownVariant: what = "unknown variant \(quoted) of \(place)"
        case .undecodableElement: what = "undecodable \(place) kept" + (reason.map { ": \($0)" } ?? "")
        case .newerDocument: what = "\(place) stamped \(value ?? "?"), newer than this version"
        case .migration: what = "\(place) migrated from version \(value ?? "?")"
        case .defaultTaken: what = "absent \(place) took its default"
        case .explicitNull: what = "explicit null in \(place)"
        }
        return "\(codingPath.isEmpty ? "(top level)" : codingPath): \(what)"
    }
}
