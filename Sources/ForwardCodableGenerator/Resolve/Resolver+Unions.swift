extension Resolver {
    /// Checks a union's variants: names, tags, payloads that are records, and a content key that is
    /// not the tag. Payload fields are checked against the tag later, in ``checkUnionTags()``,
    /// once every record is resolved.
    mutating func resolveUnion(_ syntax: UnionSyntax) -> UnionModel {
        if syntax.isUntagged { return resolveUntaggedUnion(syntax) }
        let unionName = syntax.name.text
        if let content = syntax.contentKey, content.text == syntax.tagKey {
            diagnostics.emit(.contentKeyIsTag(content.text, union: unionName), at: content.location)
        }
        var variants: [VariantModel] = []
        var names: [String: SourceLocation] = [:]
        var tags: [String: (name: String, location: SourceLocation)] = [:]
        for variant in syntax.variants {
            let name = variant.name
            checkMemberName(
                name, kind: "variant", reserved: Names.unionMembers,
                spelledOut: variant.attributes.contains { $0.name.text == "tag" })
            if let first = names[name.text] {
                diagnostics.emit(.duplicateVariant(name.text, union: unionName, previous: first), at: name.location)
                continue
            }
            names[name.text] = name.location
            let (tag, tagLocation) = variantTag(variant)
            if let first = tags[tag] {
                diagnostics.emit(
                    .duplicateVariantTag(tag, of: name.text, owner: first.name, previous: first.location),
                    at: tagLocation)
                continue
            }
            tags[tag] = (name.text, tagLocation)
            var payload: String?
            if let payloadName = variant.payload {
                switch resolveType(.named(payloadName)) {
                case .record(let record)?: payload = record
                case let other?:
                    diagnostics.emit(
                        .variantNotARecord(
                            name.text, type: other.schemaText, external: other.externalType != nil),
                        at: payloadName.location)
                case nil: break
                }
            }
            variants.append(
                VariantModel(
                    name: name.text, tag: tag, payload: payload, docs: variant.docs, location: name.location))
        }
        return UnionModel(
            name: unionName, docs: syntax.docs, tagKey: syntax.tagKey, contentKey: syntax.contentKey?.text,
            variants: variants, location: syntax.name.location)
    }

    /// The variant's tag: `@tag("img")`, else its name.
    private mutating func variantTag(_ variant: VariantSyntax) -> (String, SourceLocation) {
        var result = (variant.name.text, variant.name.location)
        for attribute in variant.attributes {
            guard attribute.name.text == "tag" else {
                diagnostics.emit(.unknownVariantAttribute(attribute.name.text), at: attribute.name.location)
                continue
            }
            guard attribute.arguments.count == 1, case .string(let tag, let location) = attribute.arguments[0] else {
                diagnostics.emit(.unknownVariantAttribute("tag"), at: attribute.name.location)
                continue
            }
            result = (tag, location)
        }
        return result
    }

    /// An internally tagged payload shares its object with the tag: none of its fields may use
    /// the tag's key.
    mutating func checkUnionTags(in unions: [UnionModel]) {
        for union in unions where union.isInternallyTagged {
            for variant in union.variants {
                guard let payload = variant.payload, let record = records[payload],
                    let field = record.fields.first(where: { $0.wireKey == union.tagKey })
                else { continue }
                diagnostics.emit(
                    .tagCollidesWithPayloadField(
                        union.tagKey, union: union.name, variant: variant.name, record: record.name,
                        field: field.location),
                    at: variant.location)
            }
        }
    }
}

extension Names {
    /// Variant names a union cannot take: `unknown`, its case for variants this version does not
    /// know. Its other members' names compile beside a case, which always has a payload
    /// (measured: `tag` beside `case tag(Payload)`).
    static let unionMembers: Set<String> = ["unknown"]
}

extension Resolver {
    /// `add variant Block.table`: no data changes (older versions keep the variant whole); the
    /// step's documentation lists it.
    mutating func undoAddVariant(_ variant: NameSyntax, of union: NameSyntax, in shape: inout StepBack) {
        guard case .union(let syntax)? = declarations[union.text] else {
            diagnostics.emit(.unknownUnion(union.text), at: union.location)
            return
        }
        guard syntax.variants.contains(where: { $0.name.text == variant.text }) else {
            diagnostics.emit(.notAVariant(variant.text, of: union.text), at: variant.location)
            return
        }
        shape.addVariant(variant.text, of: union.text)
    }
}
