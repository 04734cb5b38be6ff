import SeededRandom

/// The union mutations of the checker's property test, applied to the new side's `P<n>Shape`.
struct PropertyUnionEditor {
    var random: SeededGenerator
    /// What changed, for messages.
    var detail = ""

    mutating func apply(_ mutation: PropertyMutation, to file: inout FuzzSchemaFile) {
        var union = file.unions[0]
        switch mutation {
        case .addVariant:
            union.variants.append(FuzzUnion.Variant(name: "dot", tag: "dot", payload: nil))
            detail = "variant dot"
        case .removeVariant:
            let position = random.int(0...(union.variants.count - 1))
            detail = "variant \(union.variants[position].name)"
            union.variants.remove(at: position)
        case .changeVariantTag:
            let position = random.int(0...(union.variants.count - 1))
            union.variants[position].tag += "-v2"
            detail = "variant \(union.variants[position].name) tag \(union.variants[position].tag)"
        case .changeTagKey:
            union.tagKey = "type"
            detail = "tag \"kind\" -> \"type\""
        case .changeContentKey:
            let before = union.contentKey
            union.contentKey = before == nil ? "data" : random.pick([nil, "body"])
            detail = "content \(before ?? "none") -> \(union.contentKey ?? "none")"
        case .changePayload:
            // A record of another shape: a required field the old payload lacks.
            let card = union.name.replacingOccurrences(of: "Shape", with: "Card")
            file.records.append(
                FuzzRecord(
                    name: card, fields: [FuzzField(name: "radius", wireKey: "radius", type: .int)], versioning: nil))
            union.variants[0].payload = card
            detail = "variant box: \(card)"
        default:
            preconditionFailure("\(mutation) is no union mutation")
        }
        file.unions[0] = union
    }
}
