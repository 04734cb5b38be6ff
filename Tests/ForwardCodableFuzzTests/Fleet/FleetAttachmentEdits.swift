import ForwardCodable
import SeededRandom

/// Edits of a card's attachments, a union that generation 3 extends with `link`: every generation
/// appends photos and captions the photos it sees; generation 3 also attaches links and replaces
/// an attachment with one. An attachment a client does not know (a link, for generations 1 and
/// 2; a newer app's kind, for all) is kept whole whatever the client does around it.
enum FleetAttachmentEdits {
    /// Operations on one generation's `Attachment`.
    struct Variants<Attachment> {
        /// The attachment with its caption set, if it is a photo.
        var captioned: (Attachment, String) -> Attachment?
        var photo: (_ url: String, _ caption: String) -> Attachment
        /// Generation 3 only.
        var link: ((_ href: String) -> Attachment)?
    }

    static func edit<Attachment>(
        _ attachments: inout [Attachment], generation: Int, variants: Variants<Attachment>,
        random: inout SeededGenerator
    ) -> FleetEdit {
        let path: [FleetPathComponent] = [.key("attachments")]
        let photos = attachments.indices.filter { variants.captioned(attachments[$0], "") != nil }
        if random.chance(0.4), let index = photos.randomElement(using: &random) {
            let caption = FleetValues.string(&random)
            attachments[index] = variants.captioned(attachments[index], caption)!
            return .set(generation, path + [.index(index), .key("caption")], .string(caption))
        }
        if attachments.count >= FleetValues.maximumCount {
            let index = random.int(0...(attachments.count - 1))
            attachments.remove(at: index)
            return FleetEdit(generation: generation, path: path, operation: .array(.remove(index), shown: .all))
        }
        if let link = variants.link, random.chance(0.5) {
            let href = "https://example.com/l/\(random.int(0...999))"
            let json: JSONValue = ["type": "link", "href": .string(href)]
            if !attachments.isEmpty, random.chance(0.5) {
                let index = random.int(0...(attachments.count - 1))
                attachments[index] = link(href)
                return .set(generation, path + [.index(index)], json)
            }
            attachments.append(link(href))
            return FleetEdit(generation: generation, path: path, operation: .array(.append(json), shown: .all))
        }
        let url = "https://example.com/p/\(random.int(0...999)).jpg"
        let caption = FleetValues.string(&random)
        attachments.append(variants.photo(url, caption))
        let json: JSONValue = ["type": "photo", "url": .string(url), "caption": .string(caption)]
        return FleetEdit(generation: generation, path: path, operation: .array(.append(json), shown: .all))
    }
}
