import FleetGen1
import ForwardCodable
import Foundation

/// A client running generation 1 of the fleet's schema.
enum Gen1Client: FleetClient {
    static let generation = 1

    static func edit(_ document: Data, random: inout SeededGenerator) throws -> (written: Data, edit: FleetEdit) {
        var card = try FleetValues.decoder.decode(Card.self, from: document)
        let edit: FleetEdit
        switch random.int(0...8) {
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
        case 3 where card.tags.count < FleetValues.maximumCount:
            let tag = random.pick(Tag.allCases)
            card.tags.append(tag)
            edit = .append(1, [.key("tags")], .string(tag.rawValue))
        case 4 where !card.phones.isEmpty:
            let index = random.int(0...(card.phones.count - 1))
            let number = FleetValues.number(&random)
            card.phones[index].number = number
            edit = .set(1, [.key("phones"), .shown(index), .key("number")], .string(number))
        case 5 where !card.phones.isEmpty:
            let index = random.int(0...(card.phones.count - 1))
            let label = random.pick(PhoneLabel.allCases)
            card.phones[index].label = label
            edit = .set(1, [.key("phones"), .shown(index), .key("label")], .string(label.rawValue))
        case 6 where card.phones.count < FleetValues.maximumCount:
            let number = FleetValues.number(&random)
            let label = random.pick(PhoneLabel.allCases)
            card.phones.append(Phone(number: number, label: label))
            edit = .append(1, [.key("phones")], .object(["number": .string(number), "label": .string(label.rawValue)]))
        case 7 where card.address != nil:
            let street = FleetValues.string(&random)
            card.address?.street = street
            edit = .set(1, [.key("address"), .key("street")], .string(street))
        default:
            let city = FleetValues.string(&random)
            card.address?.city = city
            edit = .set(1, [.key("address"), .key("city")], .string(city))
        }
        return (try FleetValues.encoder.encode(card), edit)
    }
}
