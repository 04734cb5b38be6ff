import FleetGen3
import ForwardCodable
import SeededRandom

/// Generation 3's structural edits of its typed arrays: tags, phones and e-mail addresses.
enum Gen3Arrays {
    /// Tags in the order of generation 3's cases; an unknown tag shows (and sorts) as `other`.
    static var tagOrder: FleetOrder<Tag> {
        FleetOrder<Tag>(
            key: \.rawValue, json: .enumeration(cases: ["work", "family", "other", "friend", "vip"], fallback: "other"))
    }

    /// Phones by label (generation 3's cases), or by number.
    static var phoneOrders: [FleetOrder<Phone>] {
        [
            FleetOrder<Phone>(
                key: \.label.rawValue,
                json: .enumeration(
                    field: "label", cases: ["mobile", "home", "other", "work", "fax"], fallback: "other",
                    absent: "mobile")),
            FleetOrder<Phone>(key: \.number, json: .string(field: "number")),
        ]
    }

    /// E-mail addresses by kind, or by address.
    static var emailOrders: [FleetOrder<Email>] {
        [
            FleetOrder<Email>(
                key: \.kind.rawValue,
                json: .enumeration(
                    field: "kind", cases: ["personal", "work"], fallback: "personal", absent: "personal")),
            FleetOrder<Email>(key: \.address, json: .string(field: "address")),
        ]
    }

    static func editTags(_ tags: inout WireArray<Tag>, random: inout SeededGenerator) -> FleetEdit {
        FleetArrayEdits.edit(&tags, at: [.key("tags")], generation: 3, shown: .all, order: tagOrder, random: &random) {
            random in
            let tag = random.pick(Tag.allCases)
            return (tag, .string(tag.rawValue))
        }
    }

    static func editPhones(_ phones: inout WireArray<Phone>, random: inout SeededGenerator) -> FleetEdit {
        FleetArrayEdits.edit(
            &phones, at: [.key("phones")], generation: 3, shown: .objects, order: random.pick(phoneOrders),
            random: &random
        ) { random in
            let number = FleetValues.number(&random)
            let label = random.pick(PhoneLabel.allCases)
            let digits = "\(random.int(1...9999))"
            return (
                Phone(number: number, label: label, primary: false, extensionDigits: digits),
                [
                    "number": .string(number), "label": .string(label.rawValue), "primary": false,
                    "extension": .string(digits),
                ]
            )
        }
    }

    static func editEmails(_ emails: inout WireArray<Email>, random: inout SeededGenerator) -> FleetEdit {
        FleetArrayEdits.edit(
            &emails, at: [.key("emails")], generation: 3, shown: .objects, order: random.pick(emailOrders),
            random: &random
        ) { random in
            let address = "user\(random.int(0...999))@example.com"
            let kind = random.pick(EmailKind.allCases)
            return (Email(address: address, kind: kind), ["address": .string(address), "kind": .string(kind.rawValue)])
        }
    }
}
