/// The schema of an untagged union: `anyOf` its variants' schemas (not `oneOf`: a whole number is
/// both an `integer` and a `number`, and the reader's selection rule, not the schema, picks one),
/// each annotated with its name and schema type. Unless closed, a last branch takes any other
/// value: the generated reader keeps a value that fits no variant, or that its variant cannot
/// read, whole (`unknown`), and never fails on it.
extension JSONSchemaExporter {
    /// An untagged union's file.
    func untaggedUnionSchema(_ union: UnionModel) -> ExportJSON {
        var branches: [ExportJSON] = union.variants.compactMap { variant in
            guard let type = variant.type else { return nil }
            var members = typeSchema(type, strict: false).members
            members[Self.vendorKeyword] = .object([
                "variant": .string(variant.name), "type": .string(type.schemaText),
            ])
            members["description"] = Self.description(variant.docs)
            return .object(members)
        }
        if !options.closed {
            branches.append(
                .object([
                    "description": .string(
                        "A value whose shape fits no variant, or that its variant cannot read: kept whole as "
                            + "unknown, never an error.")
                ]))
        }
        var members: [String: ExportJSON] = [
            Self.vendorKeyword: .object(["kind": .string("union"), "untagged": .bool(true)]),
            "anyOf": .array(branches),
        ]
        members["description"] = Self.description(union.docs)
        return .object(members)
    }
}
