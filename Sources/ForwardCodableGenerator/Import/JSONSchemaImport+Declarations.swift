/// `enum` to enums and `oneOf` with a `discriminator` to unions.
extension JSONSchemaImport {
    /// Declares the enum `name` for the `enum` of `node`, its cases named by `x-enum-varnames`
    /// (or `x-enumNames`) and documented by `x-enum-descriptions` when the node has them; `nil`
    /// (with a warning) when its values are neither all strings nor all integers.
    mutating func enumeration(_ node: LocatedJSON, pointer: String, name: String) -> String? {
        let valuesPointer = JSONPointer.appending(pointer, "enum")
        let listed = node["enum"]?.elements ?? []
        let kept = listed.indices.filter { listed[$0].value != .null }
        let names = extensionList(node, ["x-enum-varnames", "x-enumNames"], count: listed.count, pointer: pointer)
        let descriptions = extensionList(node, ["x-enum-descriptions"], count: listed.count, pointer: pointer)
        let values = kept.map { index in
            (
                raw: listed[index], pointer: JSONPointer.appending(valuesPointer, String(index)),
                given: names?[index] ?? nil,
                docs: (descriptions?[index] ?? nil).flatMap { $0.isEmpty ? nil : Self.lines($0) } ?? []
            )
        }
        return declareEnum(node, pointer: pointer, valuesKey: "enum", name: name, values: values)
    }

    /// The strings of the first of `keys` that `node` has, one per enum value; `nil` (with a
    /// warning when the list does not match the values) otherwise. An entry that is not a string
    /// is `nil`.
    private mutating func extensionList(_ node: LocatedJSON, _ keys: [String], count: Int, pointer: String)
        -> [String?]?
    {
        guard let key = keys.first(where: { node[$0] != nil }), let list = node[key] else { return nil }
        guard list.elements.count == count else {
            report(
                .warning, list, JSONPointer.appending(pointer, key),
                "'\(key)' has \(list.elements.count) entries for \(count) enum values; it is not used")
            return nil
        }
        return list.elements.map(\.string)
    }

    /// Declares the enum `name` for `values` (each a string or an integer, at its pointer, with
    /// the case name and docs the schema gives it): case names in lower camel case from the
    /// given name or the raw value, a collision resolved with a number and reported; `nil` (with
    /// a warning) when the values are neither all strings nor all integers.
    mutating func declareEnum(
        _ node: LocatedJSON, pointer: String, valuesKey: String, name: String,
        values: [(raw: LocatedJSON, pointer: String, given: String?, docs: [String])]
    ) -> String? {
        let valuesPointer = JSONPointer.appending(pointer, valuesKey)
        let valuesNode = node[valuesKey] ?? node
        let strings = values.compactMap(\.raw.string)
        let integers = values.compactMap { value -> String? in
            if case .number(let text) = value.raw.value, Int(text) != nil { return text }
            return nil
        }
        let isInteger = !values.isEmpty && integers.count == values.count
        guard !values.isEmpty, isInteger || strings.count == values.count else {
            report(
                .warning, valuesNode, valuesPointer,
                "an enum of values other than strings or integers cannot be expressed; the field reads any JSON")
            return nil
        }
        let raws = isInteger ? integers : strings
        enumNames.insert(name)
        var taken: Set<String> = []
        var cases: [(name: String, raw: String)] = []
        var caseDocs: [String: [String]] = [:]
        var byRaw: Set<String> = []
        for (value, raw) in zip(values, raws) where byRaw.insert(raw).inserted {
            let wanted =
                value.given.map { ImportNames.memberName($0, reserved: Names.enumMembers) }
                ?? ImportNames.caseName(raw)
            let caseName = ImportNames.unique(wanted, in: &taken)
            if caseName != wanted {
                report(
                    .warning, value.raw, value.pointer,
                    "the value \(value.raw.text) of '\(name)' would be named '\(wanted)', as an earlier case is; it is "
                        + "named '\(caseName)' (rename it in the schema; the wire keeps \(value.raw.text))")
            }
            cases.append((caseName, raw))
            if !value.docs.isEmpty { caseDocs[caseName] = value.docs }
        }
        guard let fallback = chooseFallback(valuesNode, valuesPointer: valuesPointer, name: name, cases: cases) else {
            return nil
        }
        schema.enums.append(
            ImportedEnum(
                name: name, source: pointer, docs: Self.docs(node), isInteger: isInteger, cases: cases,
                fallback: fallback, caseDocs: caseDocs))
        return name
    }

    /// The fallback the options choose for the enum `name`, else its first case with a warning;
    /// `nil` (with an error) when the chosen one is not a case.
    private mutating func chooseFallback(
        _ node: LocatedJSON, valuesPointer: String, name: String, cases: [(name: String, raw: String)]
    ) -> String? {
        guard let chosen = options.fallbacks[name] else {
            report(
                .warning, node, valuesPointer,
                "'\(name)' shows values it does not know as its fallback, here its first case '\(cases[0].name)'; "
                    + "choose another with --fallback \(name)=CASE")
            return cases[0].name
        }
        guard let item = cases.first(where: { $0.name == chosen || $0.raw == chosen }) else {
            report(
                .error, node, valuesPointer,
                "the fallback '\(chosen)' given for '\(name)' is not one of its cases: "
                    + cases.map(\.name).joined(separator: ", ")
                    + Suggestions.didYouMean(chosen, among: cases.map(\.name)))
            return nil
        }
        return item.name
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
    mutating func removeTag(_ tagKey: String, fromRecordAt reference: String) {
        tagProperties[reference, default: []].insert(tagKey)
        for index in schema.records.indices where schema.records[index].source == reference {
            schema.records[index].fields.removeAll { $0.key == tagKey }
        }
    }
}
