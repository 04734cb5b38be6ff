/// The schema-language text of an import: a header naming the origin, then records, unions and
/// enums in the order the input declares them, each after a `// From …` comment that names its
/// place in the input, so that a reviewer can trace every declaration back.
extension ImportedSchema {
    /// The `.fcschema` text.
    package var text: String {
        var lines = [
            "// Imported by forward-codable from \(origin).", "// Review the choices it names, then edit freely.",
        ]
        if keyStyle != .asWritten { lines.append("keys \(keyStyle.rawValue)") }
        if !externals.isEmpty {
            lines += [""] + externals.map { "external \($0)" }
        }
        for record in records {
            lines += [""] + Self.header(record.source, record.docs) + ["record \(record.name) {"]
            for field in record.fields {
                lines += field.docs.map { "    /// \($0)".trimmingTrailingSpaces }
                lines.append("    " + line(of: field))
            }
            if !record.reserved.isEmpty {
                lines.append("    reserved " + record.reserved.map(Self.quoted).joined(separator: ", "))
            }
            lines.append("}")
        }
        for union in unions {
            let form =
                union.tagKey.map {
                    "tag \(Self.quoted($0))" + (union.contentKey.map { " content \(Self.quoted($0))" } ?? "")
                }
                ?? "untagged"
            lines += [""] + Self.header(union.source, union.docs) + ["union \(union.name) \(form) {"]
            for variant in union.variants {
                let payload = variant.payload.map { ": \($0)" } ?? ""
                let tag = variant.tag.map { $0 == variant.name ? "" : " @tag(\(Self.quoted($0)))" } ?? ""
                lines += variant.docs.map { "    /// \($0)".trimmingTrailingSpaces }
                lines.append("    \(variant.name)\(payload)\(tag)")
            }
            lines.append("}")
        }
        for enumeration in enums {
            lines += [""] + Self.header(enumeration.source, enumeration.docs)
            let cases = enumeration.cases.map { item in
                let raw = enumeration.isInteger ? item.raw : Self.quoted(item.raw)
                let deprecated = enumeration.deprecated.contains(item.name) ? " @deprecated" : ""
                return (item.name == item.raw && !enumeration.isInteger ? item.name : "\(item.name) = \(raw)")
                    + deprecated
            }
            let rawType = enumeration.isInteger ? ": Int" : ""
            let display = enumeration.displayFallback ? " display" : ""
            let opening = "enum \(enumeration.name)\(rawType) fallback \(enumeration.fallback)\(display) {"
            let oneLine = opening + " " + cases.joined(separator: ", ") + " }"
            if oneLine.count <= 100, enumeration.caseDocs.isEmpty {
                lines.append(oneLine)
            } else {
                lines.append(opening)
                for (item, text) in zip(enumeration.cases, cases) {
                    lines += (enumeration.caseDocs[item.name] ?? []).map { "    /// \($0)".trimmingTrailingSpaces }
                    lines.append("    \(text)")
                }
                lines.append("}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(of field: ImportedField) -> String {
        var text = "\(field.name): \(field.type)"
        if let value = field.defaultValue { text += " = \(value)" }
        if let format = field.format { text += " \(format)" }
        for attribute in field.attributes { text += " \(attribute)" }
        if field.key != keyStyle.wireKey(for: field.name) { text += " @key(\(Self.quoted(field.key)))" }
        return text
    }

    private static func header(_ source: String, _ docs: [String]) -> [String] {
        ["// From \(source)."] + docs.map { "/// \($0)".trimmingTrailingSpaces }
    }

    /// A string literal of the schema language, whose escapes are Swift's.
    static func quoted(_ text: String) -> String {
        SwiftLiterals.string(text)
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
