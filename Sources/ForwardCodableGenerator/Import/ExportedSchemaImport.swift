/// Reads back a folder that `forward-codable export json-schema` wrote: one file per record, union
/// and enum, each with the `x-forward-codable` annotation that keeps what JSON Schema cannot say
/// (Swift names, field order, formats, fallbacks, case names, tags). The declarations come back
/// as they were, so that exporting them again writes the same schemas.
///
/// A versioned record comes back in its current shape, unversioned, with a warning: its history
/// (the `since` steps and their hooks) is code, not a shape, and no JSON Schema holds it.
package struct ExportedSchemaImport {
    var schema: ImportedSchema
    /// The declarations' type names, by file name (`Priority.schema.json`).
    private var names: [String: String] = [:]
    /// Each enum's case names, by raw value, for defaults.
    private var caseNames: [String: [String: String]] = [:]

    /// Whether `text` is a file the export wrote (it carries the annotation).
    package static func isExported(_ text: String) -> Bool {
        guard case .success(let root) = StrictJSON.parse(text) else { return false }
        return root[JSONSchemaExporter.vendorKeyword]?["kind"]?.string != nil
    }

    /// Imports the exported files `files` (path and text each) into one schema file.
    package static func run(_ files: [(path: String, text: String)], origin: String) -> ImportedSchema {
        var importer = ExportedSchemaImport(schema: ImportedSchema(origin: origin))
        var documents: [(path: String, root: LocatedJSON, name: String)] = []
        for file in files {
            switch StrictJSON.parse(file.text) {
            case .success(let root):
                let fileName = String(file.path.split(separator: "/").last ?? Substring(file.path))
                let name = root["title"]?.string ?? String(fileName.prefix { $0 != "." })
                // A union's `$ref` names the payload's file; the `$id` adds `--base-uri` to it.
                importer.names[fileName] = name
                if let id = root["$id"]?.string { importer.names[id] = name }
                documents.append((file.path, root, name))
            case .failure(let failure):
                importer.schema.diagnostics.append(
                    ImportDiagnostic(failure, in: file.path))
            }
        }
        for document in documents where Self.kind(document.root) == "enum" {
            importer.enumeration(document.root, name: document.name, path: document.path)
        }
        for document in documents {
            switch Self.kind(document.root) {
            case "record": importer.record(document.root, name: document.name, path: document.path)
            case "union": importer.union(document.root, name: document.name, path: document.path)
            case "enum": break
            default:
                importer.schema.diagnostics.append(
                    ImportDiagnostic(
                        severity: .error, message: "not a file of 'forward-codable export json-schema'",
                        location: SourceLocation(file: document.path, line: 1, column: 1), pointer: "#"))
            }
        }
        importer.declareExternals()
        return importer.schema
    }

    private static func kind(_ root: LocatedJSON) -> String? {
        root[JSONSchemaExporter.vendorKeyword]?["kind"]?.string
    }

    private mutating func enumeration(_ root: LocatedJSON, name: String, path: String) {
        let vendor = root[JSONSchemaExporter.vendorKeyword]!
        let isInteger = vendor["rawType"]?.string == "Int"
        // An open export lists the values in its first `anyOf` branch; a closed one (`--closed`) at the top.
        let raws =
            (root["enum"] ?? root["anyOf"]?.elements.first?["enum"])?.elements.map { value in
                value.string ?? value.text
            } ?? []
        let given = vendor["caseNames"]?.elements.compactMap(\.string) ?? raws
        let cases = zip(given, raws).map { (name: $0, raw: $1) }
        caseNames[name] = Dictionary(cases.map { ($0.raw, $0.name) }) { first, _ in first }
        schema.enums.append(
            ImportedEnum(
                name: name, source: path, docs: Self.docs(root["description"]), isInteger: isInteger, cases: cases,
                fallback: vendor["fallback"]?.string ?? cases.first?.name ?? "",
                deprecated: Set(vendor["deprecatedCases"]?.elements.compactMap(\.string) ?? []),
                displayFallback: vendor["displayFallback"]?.isTrue == true))
    }

    private mutating func record(_ root: LocatedJSON, name: String, path: String) {
        let vendor = root[JSONSchemaExporter.vendorKeyword]!
        var shape = root
        if let version = vendor["version"], let current = root["$defs"]?["v\(version.text)"] {
            shape = current
            schema.diagnostics.append(
                ImportDiagnostic(
                    severity: .warning,
                    message: "'\(name)' is version \(version.text) (stamp \"\(vendor["stamp"]?.string ?? "")\"); its "
                        + "history is not in JSON Schema, so it is imported in its current shape, unversioned: "
                        + "add its version clause and since steps from the schema it came from",
                    location: SourceLocation(file: path, line: root.line, column: root.column),
                    pointer: "#/$defs/v\(version.text)"))
        }
        // The fields in declaration order as the export lists them; the properties' order without the list.
        let properties = shape["properties"]?.members ?? []
        let keys =
            shape[JSONSchemaExporter.vendorKeyword]?["fields"]?.elements.compactMap(\.string) ?? properties.map(\.key)
        var fields: [ImportedField] = []
        for key in keys {
            guard let property = shape["properties"]?[key] else {
                schema.diagnostics.append(
                    ImportDiagnostic(
                        severity: .warning,
                        message: "'\(name)' lists the field '\(key)', which has no property: left out",
                        location: SourceLocation(file: path, line: shape.line, column: shape.column),
                        pointer: "#/properties"))
                continue
            }
            fields.append(field(key, property))
        }
        let reserved = vendor["reserved"]?.elements.compactMap(\.string) ?? []
        schema.records.append(
            ImportedRecord(
                name: name, source: path, docs: Self.docs(root["description"]), fields: fields, reserved: reserved))
    }

    private func field(_ key: String, _ property: LocatedJSON) -> ImportedField {
        let vendor = property[JSONSchemaExporter.vendorKeyword]
        let type = vendor?["type"]?.string ?? "JSON"
        var field = ImportedField(
            name: vendor?["name"]?.string ?? key, key: key, type: type,
            format: vendor?["format"]?.string.map { "@format(\($0))" }, docs: Self.docs(property["description"]))
        field.defaultValue = property["default"].map { literal($0, type: type) }
        if vendor?["strict"]?.isTrue == true { field.attributes.append("@strict") }
        if property["deprecated"]?.isTrue == true { field.attributes.append("@deprecated") }
        if let sample = property["examples"]?.elements.first {
            field.attributes.append("@sample(\(literal(sample, type: type)))")
        }
        return field
    }

    private mutating func union(_ root: LocatedJSON, name: String, path: String) {
        let vendor = root[JSONSchemaExporter.vendorKeyword]!
        if vendor["untagged"]?.isTrue == true {
            untaggedUnion(root, name: name, path: path)
            return
        }
        let tagKey = vendor["tag"]?.string ?? "type"
        let contentKey = vendor["content"]?.string
        var variants: [ImportedVariant] = []
        for option in root["anyOf"]?.elements ?? [] {
            guard let tag = option["properties"]?[tagKey]?["const"]?.string,
                let variant = vendor["variants"]?[tag]?.string
            else { continue }
            let reference = option["$ref"]?.string ?? option["properties"]?[contentKey ?? ""]?["$ref"]?.string
            variants.append(
                ImportedVariant(
                    name: variant, tag: tag, payload: reference.flatMap { names[$0] },
                    docs: Self.docs(option["description"])))
        }
        schema.unions.append(
            ImportedUnion(
                name: name, source: path, docs: Self.docs(root["description"]), tagKey: tagKey, contentKey: contentKey,
                variants: variants))
    }

    /// An untagged union: a variant per `anyOf` branch that names one, with its schema type.
    private mutating func untaggedUnion(_ root: LocatedJSON, name: String, path: String) {
        var variants: [ImportedVariant] = []
        for option in root["anyOf"]?.elements ?? [] {
            guard let annotation = option[JSONSchemaExporter.vendorKeyword],
                let variant = annotation["variant"]?.string, let type = annotation["type"]?.string
            else { continue }
            variants.append(
                ImportedVariant(name: variant, tag: nil, payload: type, docs: Self.docs(option["description"])))
        }
        schema.unions.append(
            ImportedUnion(
                name: name, source: path, docs: Self.docs(root["description"]), tagKey: nil, variants: variants))
    }

    /// Types the fields name that no file declares: the app's own, declared `external`.
    private mutating func declareExternals() {
        let declared = schema.typeNames.union(Resolver.builtinTypes.keys)
        var externals: Set<String> = []
        let variantTypes = schema.unions.filter(\.isUntagged).flatMap { $0.variants.compactMap(\.payload) }
        for type in schema.records.flatMap(\.fields).map(\.type) + variantTypes {
            for word in type.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            where !declared.contains(String(word)) {
                externals.insert(String(word))
            }
        }
        schema.externals = externals.sorted()
    }

    /// A JSON value as a literal of the schema language, for a field of `type`: an enum's raw
    /// value as its case, a dictionary as `[:]` or `["k": v]`, any other object as JSON.
    private func literal(_ value: LocatedJSON, type: String) -> String {
        let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
        switch value.value {
        case .null: return "nil"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text):
            return caseNames[bare]?[text].map { "." + $0 } ?? text
        case .string(let text):
            return caseNames[bare]?[text].map { "." + $0 } ?? ImportedSchema.quoted(text)
        case .array(let elements):
            let element = bare.hasPrefix("[") ? String(bare.dropFirst().dropLast()) : "JSON"
            return "[" + elements.map { literal($0, type: element) }.joined(separator: ", ") + "]"
        case .object(let members):
            if bare.hasPrefix("[String: ") {
                let element = String(bare.dropFirst("[String: ".count).dropLast())
                return members.isEmpty
                    ? "[:]"
                    : "["
                        + members.map { "\(ImportedSchema.quoted($0.key)): \(literal($0.value, type: element))" }
                        .joined(separator: ", ") + "]"
            }
            return "{"
                + members.map { "\(ImportedSchema.quoted($0.key)): \(literal($0.value, type: "JSON"))" }
                .joined(separator: ", ") + "}"
        }
    }

    private static func docs(_ description: LocatedJSON?) -> [String] {
        guard let text = description?.string, !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
