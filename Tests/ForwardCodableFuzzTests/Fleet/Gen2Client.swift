import FleetGen2
import ForwardCodable
import Foundation

/// A client running generation 2 of the fleet's schema.
enum Gen2Client: FleetClient {
    static let generation = 2

    /// Decodes and re-encodes without an edit.
    static func rewrite(_ data: Data) throws -> Data {
        try FleetValues.encoder.encode(FleetValues.decoder.decode(Card.self, from: data))
    }

    static func edit(_ document: Data, random: inout SeededGenerator) throws -> (written: Data, edit: FleetEdit) {
        var card = try FleetValues.decoder.decode(Card.self, from: document)
        let edit: FleetEdit
        switch random.int(0...9) {
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
        case 3 where card.tags.count < FleetValues.maximumCount:
            let tag = random.pick(Tag.allCases)
            card.tags.append(tag)
            edit = .append(2, [.key("tags")], .string(tag.rawValue))
        case 4:
            let owner = random.pick(["me", "team", "ops", "日本"])
            let tag = random.pick(Tag.allCases)
            let shown = card.labels[owner]
            card.labels[owner] = tag
            edit = .setEntry(2, [.key("labels"), .key(owner)], tag.rawValue, alreadyShown: shown == tag)
        case 5 where !card.phones.isEmpty:
            let index = random.int(0...(card.phones.count - 1))
            let primary = random.chance(0.5)
            card.phones[index].primary = primary
            edit = .set(2, [.key("phones"), .shown(index), .key("primary")], .bool(primary))
        case 6 where !card.phones.isEmpty:
            let index = random.int(0...(card.phones.count - 1))
            let label = random.pick(PhoneLabel.allCases)
            card.phones[index].label = label
            edit = .set(2, [.key("phones"), .shown(index), .key("label")], .string(label.rawValue))
        case 7 where card.phones.count < FleetValues.maximumCount:
            let number = FleetValues.number(&random)
            card.phones.append(Phone(number: number, label: .work, primary: true))
            edit = .append(2, [.key("phones")], .object(["number": .string(number), "label": "work", "primary": true]))
        case 8 where card.address != nil:
            let code = "\(random.int(10_000...99_999))"
            card.address?.postalCode = code
            edit = .set(2, [.key("address"), .key("postal_code")], .string(code))
        default:
            let name = FleetValues.string(&random)
            card.name = name
            edit = .set(2, [.key("name")], .string(name))
        }
        return (try FleetValues.encoder.encode(card), edit)
    }
}
