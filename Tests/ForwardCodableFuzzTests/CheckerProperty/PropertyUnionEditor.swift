import SeededRandom

/// The union mutations of the checker's property test, applied to the new side's `P<n>Shape`.
struct PropertyUnionEditor {
    var random: SeededGenerator
    /// What changed, for messages.
    var detail = ""

    mutating func apply(_ mutation: PropertyMutation, to file: inout FuzzSchemaFile) {
        var union = file.unions[0]
        if union.isUntagged || (mutation == .changeTagKey && random.chance(0.4)) {
            applyUntagged(mutation, to: &union, in: &file)
            file.unions[0] = union
            return
        }
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

    /// The same mutations of an untagged union (a variant of a new shape added, one removed, a
    /// record variant's record replaced); each tag mutation turns it into a tagged union, and a
    /// tagged union's tag key mutation sometimes turns it untagged.
    private mutating func applyUntagged(
        _ mutation: PropertyMutation, to union: inout FuzzUnion, in file: inout FuzzSchemaFile
    ) {
        switch mutation {
        case .addVariant:
            union.variants.append(FuzzUnion.Variant(name: "dot", tag: "dot", payload: nil, type: .bool))
            detail = "untagged variant dot: Bool"
        case .removeVariant:
            let position = random.int(0...(union.variants.count - 1))
            detail = "untagged variant \(union.variants[position].name)"
            union.variants.remove(at: position)
        case .changePayload:
            let card = union.name.replacingOccurrences(of: "Shape", with: "Card")
            file.records.append(
                FuzzRecord(
                    name: card, fields: [FuzzField(name: "radius", wireKey: "radius", type: .int)], versioning: nil))
            let position = union.variants.firstIndex { $0.payload != nil } ?? 0
            union.variants[position].payload = card
            union.variants[position].type = .record(card)
            detail = "untagged variant \(union.variants[position].name): \(card)"
        case .changeVariantTag, .changeTagKey, .changeContentKey:
            guard union.isUntagged else {
                // A tagged union made untagged: each variant's payload, or a string for one without.
                union.isUntagged = true
                union.contentKey = nil
                for position in union.variants.indices {
                    let payload = union.variants[position].payload
                    union.variants[position].type = payload.map(FuzzType.record) ?? .string
                }
                detail = "tag \"kind\" -> untagged"
                return
            }
            // Tagged by "kind": a scalar variant can only be one without a payload.
            union.isUntagged = false
            union.tagKey = "kind"
            for position in union.variants.indices { union.variants[position].type = nil }
            detail = "untagged -> tag \"kind\""
        default:
            preconditionFailure("\(mutation) is no union mutation")
        }
    }
}
