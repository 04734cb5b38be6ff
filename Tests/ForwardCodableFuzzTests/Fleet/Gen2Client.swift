import FleetGen2
import ForwardCodable
import Foundation
import SeededRandom

/// A client running generation 2 of the fleet's schema.
enum Gen2Client: FleetClient {
    static let generation = 2

    /// Tags in the order of generation 2's cases; an unknown tag shows (and sorts) as `other`.
    static var tagOrder: FleetOrder<Tag> {
        FleetOrder<Tag>(
            key: \.rawValue, json: .enumeration(cases: ["work", "family", "other", "friend"], fallback: "other"))
    }

    /// Phones by label (generation 2's cases), or by number.
    static var phoneOrders: [FleetOrder<Phone>] {
        [
            FleetOrder<Phone>(
                key: \.label.rawValue,
                json: .enumeration(
                    field: "label", cases: ["mobile", "home", "other", "work"], fallback: "other", absent: "mobile")),
            FleetOrder<Phone>(key: \.number, json: .string(field: "number")),
        ]
    }

    /// Decodes and re-encodes without an edit.
    static func rewrite(_ data: Data) throws -> Data {
        try FleetValues.encode(FleetValues.decode(Card.self, from: data))
    }

    static func edit(_ document: Data, random: inout SeededGenerator) throws -> (written: Data, edit: FleetEdit) {
        var card = try FleetValues.decode(Card.self, from: document)
        let edit: FleetEdit
        switch random.int(0...16) {
        case 0:
            let note = FleetValues.string(&random)
            card.note = note
            edit = .set(2, [.key("note")], .string(note))
        case 1:
            let rating = random.int(-5...5)
            card.rating = rating
            edit = .set(2, [.key("rating")], .int(Int64(rating)))
        case 2:
            let kind = random.pick(CardKind.allCases)
            card.kind = kind
            edit = .set(2, [.key("kind")], .string(kind.rawValue))
        case 3, 4:
            edit = FleetArrayEdits.edit(
                &card.tags, at: [.key("tags")], generation: 2, shown: .all, order: tagOrder, random: &random
            ) { random in
                let tag = random.pick(Tag.allCases)
                return (tag, .string(tag.rawValue))
            }
        case 5:
            // Setting an entry writes it, even to the case the view already shows.
            let owner = random.pick(["me", "team", "ops", "日本"])
            let tag = random.pick(Tag.allCases)
            card.labels[owner] = tag
            edit = .set(2, [.key("labels"), .key(owner)], .string(tag.rawValue))
        case 6:
            let owner = random.pick(["me", "team", "ops", "日本"])
            if random.chance(0.5) {
                card.labels[owner] = nil
            } else {
                card.labels.removeValue(forKey: owner)
            }
            edit = .removeKey(2, [.key("labels"), .key(owner)])
        case 7 where !card.phones.isEmpty:
            let index = random.int(0...(card.phones.count - 1))
            let primary = random.chance(0.5)
            card.phones[index].primary = primary
            edit = .set(2, [.key("phones"), .shown(index), .key("primary")], .bool(primary))
        case 8 where !card.phones.isEmpty:
            let index = random.int(0...(card.phones.count - 1))
            let label = random.pick(PhoneLabel.allCases)
            card.phones[index].label = label
            edit = .set(2, [.key("phones"), .shown(index), .key("label")], .string(label.rawValue))
        case 7, 8, 9:
            edit = FleetArrayEdits.edit(
                &card.phones, at: [.key("phones")], generation: 2, shown: .objects, order: random.pick(phoneOrders),
                random: &random
            ) { random in
                let number = FleetValues.number(&random)
                let label = random.pick(PhoneLabel.allCases)
                let primary = random.chance(0.5)
                return (
                    Phone(number: number, label: label, primary: primary),
                    ["number": .string(number), "label": .string(label.rawValue), "primary": .bool(primary)]
                )
            }
        case 10 where card.address != nil:
            let code = "\(random.int(10_000...99_999))"
            card.address?.postalCode = code
            edit = .set(2, [.key("address"), .key("postal_code")], .string(code))
        case 13, 14:
            let variants = FleetAttachmentEdits.Variants<Attachment>(
                captioned: { attachment, caption in
                    guard case .photo(var photo) = attachment else { return nil }
                    photo.caption = caption
                    return .photo(photo)
                },
                photo: { Attachment.photo(Photo(url: $0, caption: $1)) },
                link: nil)
            edit = FleetAttachmentEdits.edit(
                &card.attachments, generation: 2, variants: variants, random: &random)
        case 15, 16:
            // Generation 2 writes whole seconds, and sometimes clears the date.
            if random.chance(0.2) {
                card.updatedAt = nil
                edit = .clear(2, [.key("updatedAt")])
            } else {
                let (date, wire) = FleetDates.wholeSeconds(&random)
                card.updatedAt = date
                edit = .set(2, [.key("updatedAt")], wire)
            }
        default:
            let name = FleetValues.string(&random)
            card.name = name
            edit = .set(2, [.key("name")], .string(name))
        }
        return (try FleetValues.encode(card), edit)
    }
}
