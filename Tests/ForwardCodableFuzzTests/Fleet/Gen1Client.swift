import FleetGen1
import ForwardCodable
import Foundation
import SeededRandom

/// A client running generation 1 of the fleet's schema.
enum Gen1Client: FleetClient {
    static let generation = 1

    /// Tags in the order of generation 1's cases; an unknown tag shows (and sorts) as `other`.
    static var tagOrder: FleetOrder<Tag> {
        FleetOrder(key: \.rawValue, json: .enumeration(cases: ["work", "family", "other"], fallback: "other"))
    }

    /// Phones by label (generation 1's cases), or by number.
    static var phoneOrders: [FleetOrder<Phone>] {
        [
            FleetOrder(
                key: \.label.rawValue,
                json: .enumeration(
                    field: "label", cases: ["mobile", "home", "other"], fallback: "other", absent: "mobile")),
            FleetOrder(key: \.number, json: .string(field: "number")),
        ]
    }

    static func edit(_ document: Data, random: inout SeededGenerator) throws -> (written: Data, edit: FleetEdit) {
        var card = try FleetValues.decode(Card.self, from: document)
        let edit: FleetEdit
        switch random.int(0...12) {
        case 0:
            let name = FleetValues.string(&random)
            card.name = name
            edit = .set(1, [.key("name")], .string(name))
        case 1:
            let favorite = random.chance(0.5)
            card.favorite = favorite
            edit = .set(1, [.key("favorite")], .bool(favorite))
        case 2:
            let kind = random.pick(CardKind.allCases)
            card.kind = kind
            edit = .set(1, [.key("kind")], .string(kind.rawValue))
        case 3, 4:
            edit = FleetArrayEdits.edit(
                &card.tags, at: [.key("tags")], generation: 1, shown: .all, order: tagOrder, random: &random
            ) { random in
                let tag = random.pick(Tag.allCases)
                return (tag, .string(tag.rawValue))
            }
        case 5 where !card.phones.isEmpty:
            let index = random.int(0...(card.phones.count - 1))
            let number = FleetValues.number(&random)
            card.phones[index].number = number
            edit = .set(1, [.key("phones"), .shown(index), .key("number")], .string(number))
        case 6 where !card.phones.isEmpty:
            let index = random.int(0...(card.phones.count - 1))
            let label = random.pick(PhoneLabel.allCases)
            card.phones[index].label = label
            edit = .set(1, [.key("phones"), .shown(index), .key("label")], .string(label.rawValue))
        case 5, 6, 7:
            edit = FleetArrayEdits.edit(
                &card.phones, at: [.key("phones")], generation: 1, shown: .objects, order: random.pick(phoneOrders),
                random: &random
            ) { random in
                let number = FleetValues.number(&random)
                let label = random.pick(PhoneLabel.allCases)
                return (
                    Phone(number: number, label: label), ["number": .string(number), "label": .string(label.rawValue)]
                )
            }
        case 8 where card.address != nil:
            let street = FleetValues.string(&random)
            card.address?.street = street
            edit = .set(1, [.key("address"), .key("street")], .string(street))
        case 11, 12:
            let variants = FleetAttachmentEdits.Variants<Attachment>(
                captioned: { attachment, caption in
                    guard case .photo(var photo) = attachment else { return nil }
                    photo.caption = caption
                    return .photo(photo)
                },
                photo: { Attachment.photo(Photo(url: $0, caption: $1)) },
                link: nil)
            edit = FleetAttachmentEdits.edit(
                &card.attachments, generation: 1, variants: variants, random: &random)
        default:
            let city = FleetValues.string(&random)
            card.address?.city = city
            edit = .set(1, [.key("address"), .key("city")], .string(city))
        }
        return (try FleetValues.encode(card), edit)
    }
}
