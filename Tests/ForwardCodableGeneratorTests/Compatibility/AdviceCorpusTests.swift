import ForwardCodableGenerator
import Testing

/// A record with a required field of each type whose advice once went in circles: removing a
/// required `Date` said "keep it with a default", a default was refused, and `Date?` said "give
/// it a default instead". `FixApplierTests` follows the advice of each.
private let eventSchema = """
    external Money

    record Event {
        title: String
        createdAt: Date
        stampedAt: Date @format(iso8601)
        id: UUID
        link: URL
        place: Place
        price: Money @sample({"amount": "1.00"})
    }

    record Place {
        name: String
    }

    """

/// `eventSchema` with one line replaced.
private func event(_ line: String, _ replacement: String) -> String {
    precondition(eventSchema.contains(line), "no '\(line)' in the event schema")
    return eventSchema.replacingOccurrences(of: line, with: replacement)
}

/// The field rules over the types that take no default or a default in their wire form.
@Suite struct AdviceCorpusTests {
    static let fields = [
        ("createdAt: Date", 5), ("stampedAt: Date @format(iso8601)", 6), ("id: UUID", 7), ("link: URL", 8),
        ("place: Place", 9), ("price: Money @sample({\"amount\": \"1.00\"})", 10),
    ]

    static let cases: [CorpusCase] =
        fields.map { line, number in
            CorpusCase(
                "required '\(line)' removed", old: eventSchema, new: event("    \(line)\n", ""),
                ["FIELD_REMOVED error forward 3:8 was \(number):5"])
        }
        + fields.map { line, number in
            CorpusCase(
                "required '\(line)' made optional", old: eventSchema,
                new: event(line, Self.optional(line, name: String(line.prefix { $0 != ":" }))),
                ["FIELD_MADE_OPTIONAL error forward \(number):5 was \(number):5"])
        }
        + fields.map { line, number in
            CorpusCase(
                "required '\(line)' added", old: event("    \(line)\n", ""), new: eventSchema,
                ["FIELD_ADDED_REQUIRED error backward \(number):5"])
        }

    /// `line` with its type made optional: `createdAt: Date?`, `stampedAt: Date? @format(iso8601)`.
    static func optional(_ line: String, name: String) -> String {
        let afterColon = line.dropFirst(name.count + 2)
        let type = afterColon.prefix { $0 != " " }
        return "\(name): \(type)?" + afterColon.dropFirst(type.count)
    }

    @Test(arguments: cases) func corpus(_ pair: CorpusCase) {
        #expect(pair.actual == pair.expected)
    }
}
