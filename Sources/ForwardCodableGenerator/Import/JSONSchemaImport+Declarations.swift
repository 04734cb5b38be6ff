/// `enum` to enums and `oneOf` with a `discriminator` to unions.
extension JSONSchemaImport {
    /// Declares the enum `name` for the `enum` of `node`; `nil` (with a warning) when its values
    /// are neither all strings nor all integers.
    mutating func enumeration(_ node: LocatedJSON, pointer: String, name: String) -> String? {
        let valuesPointer = JSONPointer.appending(pointer, "enum")
        let values = (node["enum"]?.elements ?? []).filter { $0.value != .null }
        let strings = values.compactMap(\.string)
        let integers = values.compactMap { value -> String? in
            if case .number(let text) = value.value, Int(text) != nil { return text }
            return nil
        }
        let isInteger = !values.isEmpty && integers.count == values.count
        guard !values.isEmpty, isInteger || strings.count == values.count else {
            report(
                .warning, node["enum"] ?? node, valuesPointer,
                "an enum of values other than strings or integers cannot be expressed; the field reads any JSON")
            return nil
        }
        let raws = isInteger ? integers : strings
        let names = node["x-enum-varnames"]?.elements.compactMap(\.string)
        var taken: Set<String> = []
        let cases = raws.enumerated().map { offset, raw in
            let given = names.flatMap {
                $0.count == raws.count ? ImportNames.memberName($0[offset], reserved: Names.enumMembers) : nil
            }
            return (name: ImportNames.unique(given ?? ImportNames.caseName(raw), in: &taken), raw: raw)
        }
        let fallback: String
        if let chosen = options.fallbacks[name] {
            guard let item = cases.first(where: { $0.name == chosen || $0.raw == chosen }) else {
                report(
                    .error, node, valuesPointer,
                    "the fallback '\(chosen)' given for '\(name)' is not one of its cases: "
                        + cases.map(\.name).joined(separator: ", "))
                return nil
            }
            fallback = item.name
        } else {
            fallback = cases[0].name
            report(
                .warning, node["enum"] ?? node, valuesPointer,
                "'\(name)' shows values it does not know as its fallback, here its first case '\(fallback)'; "
                    + "choose another with --fallback \(name)=CASE")
        }
        schema.enums.append(
            ImportedEnum(
                name: name, source: pointer, docs: Self.docs(node), isInteger: isInteger, cases: cases,
                fallback: fallback))
        return name
    }

    /// Declares the union `name` for the `oneOf` (or `anyOf`) of `node` and its `discriminator`:
    /// each referenced schema is a variant, tagged by the mapping's value for it, else by its name.
    /// The tag property is left out of the payload records, since the union reads and writes it.
    mutating func union(_ node: LocatedJSON, pointer: String, name: String) -> String? {
        let discriminator = node["discriminator"]!
        guard let tagKey = discriminator["propertyName"]?.string else {
            report(
                .warning, discriminator, JSONPointer.appending(pointer, "discriminator"),
                "a discriminator without a propertyName cannot be expressed; the field reads any JSON")
            return nil
        }
        let options = node["oneOf"]?.elements ?? node["anyOf"]?.elements ?? []
        var tags: [String: String] = [:]
        for member in discriminator["mapping"]?.members ?? [] {
            if let reference = member.value.string { tags[reference] = tags[reference] ?? member.key }
        }
        var variants: [ImportedVariant] = []
        var names: Set<String> = []
        for option in options {
            guard let reference = option["$ref"]?.string, let payload = declared[reference] else {
                report(
                    .warning, option, JSONPointer.appending(pointer, "oneOf"),
                    "a union variant must be a reference to an object schema; this one is left out (its values read as unknown variants, and are kept)"
                )
                continue
            }
            let tag = tags[reference] ?? String(reference.split(separator: "/").last ?? "")
            variants.append(
                ImportedVariant(
                    name: ImportNames.unique(ImportNames.memberName(tag), in: &names), tag: tag, payload: payload))
            removeTag(tagKey, fromRecordAt: reference)
        }
        schema.unions.append(
            ImportedUnion(name: name, source: pointer, docs: Self.docs(node), tagKey: tagKey, variants: variants))
        return name
    }

    /// Leaves the union's tag out of a payload record, now or once it is declared.
    private mutating func removeTag(_ tagKey: String, fromRecordAt reference: String) {
        tagProperties[reference, default: []].insert(tagKey)
        for index in schema.records.indices where schema.records[index].source == reference {
            schema.records[index].fields.removeAll { $0.key == tagKey }
        }
    }
}
