import ForwardCodable
import SeededRandom

/// An app newer than every generation of the fleet (generation 4), writing raw JSON: it keeps
/// adding what the fleet's clients cannot understand, so their collection edits keep meeting
/// unknown enum values, unknown members of records, elements they cannot decode (which the
/// clients' own removals and overwrites would otherwise wear away), and date texts in forms no
/// generation writes (offsets, lowercase, 1 to 9 fraction digits). What it writes counts, with
/// what generation 3 wrote, among the leaves that must survive.
enum FleetNewerWriter {
    /// The share of steps in which it writes, in fleets that include generation 3.
    static let share = 0.05

    /// One edit of `document`, described as the edit of any client is.
    static func edit(of document: JSONValue, random: inout SeededGenerator) -> FleetEdit {
        let unknown = JSONValue.string("gen4-\(random.int(0...99))")
        let tags = document["tags"]?.arrayValue ?? []
        // Arrays stay bounded by their whole length, the elements no client shows included.
        let phoneCount = document["phones"]?.arrayValue?.count ?? 0
        let emailCount = document["emails"]?.arrayValue?.count ?? 0
        let phones = (document["phones"]?.arrayValue ?? []).filter { $0.objectValue != nil }
        let emails = (document["emails"]?.arrayValue ?? []).filter { $0.objectValue != nil }
        func array(_ key: String, _ operation: FleetArrayOperation, _ shown: FleetShown) -> FleetEdit {
            FleetEdit(generation: 4, path: [.key(key)], operation: .array(operation, shown: shown))
        }
        let attachmentCount = document["attachments"]?.arrayValue?.count ?? 0
        switch random.int(0...8) {
        case 7:
            // A date text no generation writes, or an explicit null.
            let text: JSONValue = random.chance(0.2) ? .null : .string(FleetDates.foreignText(&random))
            return .set(4, [.key("updatedAt")], text)
        case 8 where (document["seenAt"]?.arrayValue?.count ?? Int.max) < FleetValues.maximumCount:
            let text = JSONValue.string(FleetDates.foreignText(&random))
            let count = document["seenAt"]?.arrayValue?.count ?? 0
            return array("seenAt", .insert(text, before: random.int(0...count)), .all)
        case 6 where attachmentCount < FleetValues.maximumCount:
            // An attachment of a kind no generation knows, kept whole by all of them.
            let element: JSONValue = ["type": "gen4-map", "zoom": .int(Int64(random.int(1...20)))]
            return array("attachments", .insert(element, before: random.int(0...attachmentCount)), .all)
        case 0 where tags.count < FleetValues.maximumCount:
            return array("tags", .insert(unknown, before: random.int(0...tags.count)), .all)
        case 1 where !phones.isEmpty:
            let index = random.int(0...(phones.count - 1))
            let member = random.pick(["label", "gen4Note"])
            return .set(4, [.key("phones"), .shown(index), .key(member)], unknown)
        case 2 where phoneCount < FleetValues.maximumCount:
            let element: JSONValue = random.chance(0.5) ? "a phone from a future shape" : [unknown, 7]
            return array("phones", .insert(element, before: random.int(0...phones.count)), .objects)
        case 3 where !emails.isEmpty:
            let index = random.int(0...(emails.count - 1))
            return .set(4, [.key("emails"), .shown(index), .key("kind")], unknown)
        case 4 where emailCount < FleetValues.maximumCount:
            return array(
                "emails", .insert(.int(Int64(random.int(0...99))), before: random.int(0...emails.count)), .objects)
        default:
            return .set(4, [.key("labels"), .key(random.pick(["me", "team", "ops", "日本"]))], unknown)
        }
    }
}
