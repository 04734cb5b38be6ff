import FleetGen3
import ForwardCodable
import Foundation
import SeededRandom

/// A client running generation 3, the newest, of the fleet's schema.
enum Gen3Client: FleetClient {
    static let generation = 3

    /// Decodes and re-encodes without an edit.
    static func rewrite(_ data: Data) throws -> Data {
        try FleetValues.encode(FleetValues.decode(Card.self, from: data))
    }

    static func edit(_ document: Data, random: inout SeededGenerator) throws -> (written: Data, edit: FleetEdit) {
        var card = try FleetValues.decode(Card.self, from: document)
        let edit: FleetEdit
        switch random.int(0...20) {
        case 0:
            let (date, wire) = FleetValues.date(&random)
            card.birthday = date
            edit = .set(3, [.key("birthday")], wire)
        case 1:
            let site = "https://example.com/\(random.int(0...999))"
            card.website = URL(string: site)
            edit = .set(3, [.key("website")], .string(site))
        case 2 where !card.emails.isEmpty:
            let index = random.int(0...(card.emails.count - 1))
            let kind = random.pick(EmailKind.allCases)
            card.emails[index].kind = kind
            edit = .set(3, [.key("emails"), .shown(index), .key("kind")], .string(kind.rawValue))
        case 2, 3:
            edit = Gen3Arrays.editEmails(&card.emails, random: &random)
        case 4:
            let key = random.pick(["source", "revision", "日本"])
            let value = JSONValue.array([.int(Int64(random.int(0...99))), .string(FleetValues.string(&random))])
            card.metadata = .object((card.metadata.objectValue ?? [:]).merging([key: value]) { $1 })
            edit = .set(3, [.key("metadata"), .key(key)], value)
        case 5 where card.address != nil:
            let country = random.pick(Country.allCases)
            card.address?.country = country
            edit = .set(3, [.key("address"), .key("country")], .string(country.rawValue))
        case 6 where card.address?.geo != nil:
            let latitude = FleetValues.coordinate(&random)
            card.address?.geo?.latitude = latitude
            edit = .set(3, [.key("address"), .key("geo"), .key("latitude")], .double(latitude))
        case 7 where !card.phones.isEmpty:
            let index = random.int(0...(card.phones.count - 1))
            let digits = "\(random.int(1...9999))"
            card.phones[index].extensionDigits = digits
            edit = .set(3, [.key("phones"), .shown(index), .key("extension")], .string(digits))
        case 8 where !card.phones.isEmpty:
            let index = random.int(0...(card.phones.count - 1))
            let label = random.pick(PhoneLabel.allCases)
            card.phones[index].label = label
            edit = .set(3, [.key("phones"), .shown(index), .key("label")], .string(label.rawValue))
        case 7, 8, 9:
            edit = Gen3Arrays.editPhones(&card.phones, random: &random)
        case 10, 11:
            edit = Gen3Arrays.editTags(&card.tags, random: &random)
        case 12:
            let kind = random.pick(CardKind.allCases)
            card.kind = kind
            edit = .set(3, [.key("kind")], .string(kind.rawValue))
        case 13:
            // Setting an entry writes it, even to the case the view already shows.
            let owner = random.pick(["me", "team", "ops", "日本"])
            let tag = random.pick(Tag.allCases)
            card.labels[owner] = tag
            edit = .set(3, [.key("labels"), .key(owner)], .string(tag.rawValue))
        case 14:
            let owner = random.pick(["me", "team", "ops", "日本"])
            card.labels.removeValue(forKey: owner)
            edit = .removeKey(3, [.key("labels"), .key(owner)])
        case 16, 17:
            let variants = FleetAttachmentEdits.Variants<Attachment>(
                captioned: { attachment, caption in
                    guard case .photo(var photo) = attachment else { return nil }
                    photo.caption = caption
                    return .photo(photo)
                },
                photo: { Attachment.photo(Photo(url: $0, caption: $1)) },
                link: { Attachment.link(Link(href: $0)) })
            edit = FleetAttachmentEdits.edit(
                &card.attachments, generation: 3, variants: variants, random: &random)
        case 18:
            edit = Gen3Dates.editUpdatedAt(&card, random: &random)
        case 19, 20:
            edit = Gen3Dates.editSeenAt(&card.seenAt, random: &random)
        default:
            let note = FleetValues.string(&random)
            card.note = note
            edit = .set(3, [.key("note")], .string(note))
        }
        return (try FleetValues.encode(card), edit)
    }
}
