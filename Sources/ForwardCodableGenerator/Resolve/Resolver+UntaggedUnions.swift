extension Resolver {
    /// An untagged union: each variant has a type whose JSON shape selects it (a record, `String`,
    /// `Int`, `Double`, `Bool` or a list) and no tag. Whether the variants can be told apart needs
    /// the records' required keys: ``checkUntaggedVariants(in:)`` decides it once every record is
    /// resolved.
    mutating func resolveUntaggedUnion(_ syntax: UnionSyntax) -> UnionModel {
        let unionName = syntax.name.text
        var variants: [VariantModel] = []
        var names: [String: SourceLocation] = [:]
        for variant in syntax.variants {
            let name = variant.name
            checkMemberName(name, kind: "variant", reserved: Names.unionMembers)
            if let first = names[name.text] {
                diagnostics.emit(.duplicateVariant(name.text, union: unionName, previous: first), at: name.location)
                continue
            }
            names[name.text] = name.location
            for attribute in variant.attributes {
                diagnostics.emit(
                    .attributeOnUntaggedVariant(attribute.name.text, variant: name.text, union: unionName),
                    at: attribute.name.location)
            }
            guard let typeSyntax = variant.type else {
                diagnostics.emit(.untaggedVariantWithoutType(name.text, union: unionName), at: name.location)
                continue
            }
            guard let type = resolveType(typeSyntax) else { continue }
            if let fix = Self.untaggedTypeFix(type, variant: name.text) {
                diagnostics.emit(
                    .untaggedVariantType(name.text, type: type.schemaText, union: unionName, fix: fix),
                    at: Self.start(of: typeSyntax))
                continue
            }
            var payload: String?
            if case .record(let record) = type { payload = record }
            variants.append(
                VariantModel(
                    name: name.text, tag: name.text, payload: payload, docs: variant.docs, location: name.location,
                    type: type))
        }
        return UnionModel(
            name: unionName, docs: syntax.docs, tagKey: "", contentKey: nil, variants: variants,
            location: syntax.name.location, isUntagged: true)
    }

    /// Where a type as written starts: `String?` at `String`, not at its `?`.
    private static func start(of type: TypeSyntax) -> SourceLocation {
        if case .optional(let wrapped, _) = type { return start(of: wrapped) }
        return type.location
    }

    /// How to declare a variant of type `type` with a type of the same JSON shape; `nil` for a
    /// type an untagged union takes.
    private static func untaggedTypeFix(_ type: FieldType, variant: String) -> String? {
        switch type {
        case .record, .string, .int, .double, .bool, .array: nil
        case .optional(let wrapped):
            "'null' fits no variant (it is kept as 'unknown'): declare it '\(variant): \(wrapped.schemaText)', and "
                + "make the field that holds the union optional for 'null'"
        case .enumeration, .uuid, .url, .calendarDate, .data, .formatted(.iso8601), .formatted(.string):
            "its values are strings: declare it '\(variant): String'"
        case .date:
            "a 'Date' is a string or a number as the coder's strategy says: declare it '\(variant): String' for "
                + "text dates, or '\(variant): Double' for numbers"
        case .int32, .int64, .uint64, .formatted(.epochMilliseconds):
            "its values are whole numbers: declare it '\(variant): Int'"
        case .float, .decimal, .formatted(.epochSeconds):
            "its values are numbers: declare it '\(variant): Double'"
        case .json:
            "'JSON' takes every shape, so no other variant could be told apart from it: remove "
                + "'\(variant): JSON', whose values the union keeps whole as 'unknown'"
        case .union(let name):
            "a union's values have no one shape: declare the variants of '\(name)' in this union instead of "
                + "'\(variant): \(name)'"
        case .dictionary:
            "a dictionary is an object with any keys, which no record variant could be told apart from: "
                + "declare it '\(variant): \(variant.capitalizedFirst)' with a record '\(variant.capitalizedFirst)' "
                + "of the keys it holds"
        case .external(let name):
            "the shape of the app's own type '\(name)' is not known: declare the variant with the schema type of "
                + "its JSON (a record of its keys, or its scalar)"
        }
    }

    /// Refuses the variants of each untagged union that no value tells apart: two of one JSON
    /// kind (two strings, two lists, ...), or two records that require the same keys. Each fix
    /// keeps the union readable by the rule; the second variant is reported, with a note at the
    /// first.
    mutating func checkUntaggedVariants(in unions: [UnionModel]) {
        for union in unions where union.isUntagged {
            var byKind: [String: VariantModel] = [:]
            for variant in union.variants {
                guard let type = variant.type, let kind = UntaggedKind(type, records: records) else { continue }
                let key: String
                switch kind {
                case .object(let required): key = "object " + required.sorted().joined(separator: "\u{0}")
                default: key = "\(kind)"
                }
                guard let other = byKind[key] else {
                    byKind[key] = variant
                    continue
                }
                let (what, fix) = Self.indistinguishable(variant, other, kind: kind, type: type)
                diagnostics.emit(
                    .indistinguishableVariants(
                        variant.name, other: other.name, union: union.name, kind: what, fix: fix,
                        previous: other.location),
                    at: variant.location)
            }
        }
    }

    /// What two variants of one shape both are, and how to tell them apart.
    private static func indistinguishable(
        _ variant: VariantModel, _ other: VariantModel, kind: UntaggedKind, type: FieldType
    )
        -> (what: String, fix: String)
    {
        let line = "\(variant.name): \(type.schemaText)"
        switch kind {
        case .string: return ("both strings", "remove '\(line)'; a string's text does not say which it is")
        case .boolean: return ("both Booleans", "remove '\(line)'")
        case .integer: return ("both whole numbers (Int)", "remove '\(line)'")
        case .number: return ("both numbers (Double)", "remove '\(line)'")
        case .array:
            return (
                "both lists",
                "remove '\(line)'; or declare one list whose element is an untagged union of both elements"
            )
        case .object(let required):
            let keys = required.isEmpty ? "no key" : required.map { "\"\($0)\"" }.joined(separator: ", ")
            let what =
                required.isEmpty
                ? "records that both require no key (every object fits both)"
                : "records that both require exactly \(keys)"
            return (
                what,
                "remove '\(line)'; or make a field of '\(variant.payload ?? "")' that '\(other.payload ?? "")' lacks "
                    + "required (no '?', no default), so that its objects hold a key the other's need not"
            )
        }
    }
}
