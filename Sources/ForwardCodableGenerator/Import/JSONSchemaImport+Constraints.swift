/// Constraints the generated readers do not check (`maxLength`, `minimum`, `pattern`…) and formats
/// without a type of their own (`email`, `uuid`): nothing of the data is lost, since the readers
/// keep every value, but the contract says more than the schema will. Each is reported once per
/// keyword, at its first place, with how many places have it.
extension JSONSchemaImport {
    /// The validation keywords of JSON Schema that the schema language has no form for.
    static let uncheckedKeywords = [
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength",
        "pattern", "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties", "const",
    ]

    /// The formats that become a type or a `@format`; any other is read as a plain string.
    static let typedFormats: Set = ["date-time", "date", "int32", "int64", "decimal", "float", "double"]

    /// Notes the unchecked keywords and untyped formats of the schema `node` at `pointer`.
    mutating func noteUnchecked(_ node: LocatedJSON, pointer: String) {
        for keyword in Self.uncheckedKeywords {
            guard let value = node[keyword] else { continue }
            note(keyword, at: value, JSONPointer.appending(pointer, keyword))
        }
        if let format = node["format"], let name = format.string, !Self.typedFormats.contains(name) {
            note("format \(name)", at: format, JSONPointer.appending(pointer, "format"))
        }
    }

    /// Notes a one-value `enum` written in place: a constant, which no reader checks, as `const`.
    mutating func noteConstant(_ value: LocatedJSON, pointer: String) {
        note("const", at: value, pointer)
    }

    /// Counts each place once, however often it is read (a base schema included by several records).
    private mutating func note(_ key: String, at node: LocatedJSON, _ pointer: String) {
        guard reportedPlaces.insert("unchecked \(key) \(pointer)").inserted else { return }
        if unchecked[key] == nil { uncheckedOrder.append(key) }
        unchecked[key, default: (0, node, pointer)].count += 1
    }

    /// One warning per unchecked keyword or format, at its first place.
    mutating func reportUnchecked() {
        for key in uncheckedOrder {
            guard let (count, node, pointer) = unchecked[key] else { continue }
            let places = count == 1 ? "" : " (\(count) places; the first is here)"
            let what =
                key.hasPrefix("format ")
                ? "'\(key.dropFirst("format ".count))' has no type of its own: the value is read as a String"
                : "'\(key)' is not checked by the generated readers, which read and keep any value of the type"
            report(.warning, node, pointer, what + places)
        }
    }
}
