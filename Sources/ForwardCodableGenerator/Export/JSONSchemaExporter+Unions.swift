/// The schema of a union: an object with a string tag, and a branch per variant. Unless closed, a
/// last branch takes any other object: the generated reader keeps an unknown tag, or a payload it
/// cannot read, whole (`unknown`), and never fails on it.
extension JSONSchemaExporter {
    /// A union's file.
    func unionSchema(_ union: UnionModel) -> ExportJSON {
        if union.isUntagged { return untaggedUnionSchema(union) }
        var vendor: [String: ExportJSON] = ["kind": .string("union"), "tag": .string(union.tagKey)]
        vendor["content"] = union.contentKey.map(ExportJSON.string)
        vendor["variants"] = .object(
            Dictionary(uniqueKeysWithValues: union.variants.map { ($0.tag, ExportJSON.string($0.name)) }))
        var branches = union.variants.map { variant(of: union, $0) }
        if !options.closed {
            branches.append(
                .object([
                    "description": .string(
                        "A tag this version does not know, or a payload it cannot read: kept whole as unknown, "
                            + "never an error.")
                ]))
        }
        var members: [String: ExportJSON] = [
            Self.vendorKeyword: .object(vendor),
            "type": .string("object"),
            "required": .strings([union.tagKey]),
            "properties": .object([union.tagKey: .object(["type": .string("string")])]),
            "anyOf": .array(branches),
        ]
        members["description"] = Self.description(union.docs)
        return .object(members)
    }

    private func variant(of union: UnionModel, _ variant: VariantModel) -> ExportJSON {
        var properties: [String: ExportJSON] = [union.tagKey: .object(["const": .string(variant.tag)])]
        var members: [String: ExportJSON] = ["required": .strings([union.tagKey])]
        members["description"] = Self.description(variant.docs)
        switch (variant.payload, union.contentKey) {
        case (let payload?, let content?):
            properties[content] = Self.reference(payload)
            members["required"] = .strings([union.tagKey, content])
            if options.closed { members["additionalProperties"] = .bool(false) }
        case (let payload?, nil):
            // The payload's fields sit beside the tag; its closed schema accepts the tag.
            members["$ref"] = .string(Self.fileName(payload))
        case (nil, _):
            if options.closed { members["additionalProperties"] = .bool(false) }
        }
        members["properties"] = .object(properties)
        return .object(members)
    }
}
