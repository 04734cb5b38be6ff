/// Imports the schemas of an OpenAPI 3.0 or 3.1 document (`components.schemas`) or of a JSON
/// Schema (its `$defs` or `definitions`, and the root when it describes an object) into one
/// schema file.
///
/// - an object becomes a record: `required` properties are required fields, the others optional
///   (`T?`); `nullable: true` or a `"null"` type makes a field optional; a `default` becomes the
///   field's default;
/// - `enum` of strings or integers becomes an enum, whose fallback the options name (else its
///   first case, with a warning);
/// - arrays become lists, `additionalProperties` with a schema a `[String: T]`, `$ref` the named type;
/// - `oneOf`/`anyOf` of `const`s (`title` the case name, `description` its docs) becomes an enum;
/// - `oneOf`/`anyOf` of references with a `discriminator` becomes a union tagged by its property,
///   and of objects that each have the same property as a different `const` a union tagged by
///   it; other options that the JSON tells apart (a string or a record, objects requiring
///   different keys) become an untagged union;
/// - `format: date-time` becomes `Date @format(iso8601)`, `date` a `CalendarDate`, `int32`/`int64`
///   the exact integers, a string of format `int64` or `decimal` the `@format(string)` numbers.
///
/// What the language cannot say (`not`, `patternProperties`, options nothing tells apart, a type
/// list) becomes a `JSON` field, which keeps any value, with a warning at its place, once per
/// place however many references reach it.
package struct JSONSchemaImport {
    let path: String
    let root: LocatedJSON
    let options: ImportOptions
    var schema: ImportedSchema
    /// The declared type of each named schema, by its pointer: what a `$ref` reads as.
    var declared: [String: String] = [:]
    /// Type names already used.
    var taken: Set<String> = []
    /// References being followed, against cycles through schemas that declare no type.
    var following: Set<String> = []
    /// The tag keys of the unions each schema is a payload of, by the schema's pointer: left out
    /// of its record, since the union reads and writes them.
    var tagProperties: [String: Set<String>] = [:]
    /// What each `$ref` to a schema that declares no type reads as, worked out once.
    var referencedShapes: [String: Shape] = [:]
    /// The name of every enum the import declares, or meant to (its fallback may not be a case).
    var enumNames: Set<String> = []
    /// The problems reported so far, by severity, place and message: each is reported once.
    var reportedPlaces: Set<String> = []
    /// The constraints no reader checks, by keyword: how many places, and the first.
    var unchecked: [String: (count: Int, node: LocatedJSON, pointer: String)] = [:]
    var uncheckedOrder: [String] = []

    /// Imports an OpenAPI document.
    package static func openAPI(_ text: String, path: String, options: ImportOptions = ImportOptions())
        -> ImportedSchema
    {
        run(text, path: path, options: options) { root in
            guard root["openapi"] != nil else { return nil }
            return ("#/components/schemas", root["components"]?["schemas"]?.members ?? [], nil)
        }
    }

    /// Imports a JSON Schema: its `$defs` (or `definitions`), and the root when it is an object
    /// schema, named by its `title` or after the file.
    package static func jsonSchema(_ text: String, path: String, options: ImportOptions = ImportOptions())
        -> ImportedSchema
    {
        run(text, path: path, options: options) { root in
            guard root.isObject, root["openapi"] == nil else { return nil }
            let container = root["$defs"] != nil ? "$defs" : "definitions"
            let rootName =
                root["properties"] != nil || root["type"]?.string == "object" ? rootTypeName(root, path) : nil
            return ("#/" + container, root[container]?.members ?? [], rootName)
        }
    }

    private static func rootTypeName(_ root: LocatedJSON, _ path: String) -> String {
        if let title = root["title"]?.string { return ImportNames.typeName(title) }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return ImportNames.typeName(String(file.prefix { $0 != "." }))
    }

    private static func run(
        _ text: String, path: String, options: ImportOptions,
        definitions: (LocatedJSON) -> (prefix: String, members: [LocatedJSON.Member], root: String?)?
    ) -> ImportedSchema {
        var schema = ImportedSchema(origin: path.split(separator: "/").last.map(String.init) ?? path)
        let root: LocatedJSON
        switch StrictJSON.parse(text) {
        case .success(let value): root = value
        case .failure(let failure):
            schema.diagnostics.append(
                ImportDiagnostic(failure, in: path))
            return schema
        }
        var importer = JSONSchemaImport(path: path, root: root, options: options, schema: schema)
        guard let (prefix, members, rootName) = definitions(root) else {
            importer.report(
                .error, root, "#",
                "not \(root["openapi"] == nil ? "an OpenAPI document (no \"openapi\" member)" : "a JSON Schema")")
            return importer.schema
        }
        if members.isEmpty && rootName == nil {
            importer.report(.error, root, prefix, "the document declares no schema to import")
        }
        for member in members {
            importer.notePayloadTags(of: member.value, pointer: JSONPointer.appending(prefix, member.key))
        }
        importer.declareNames(members.map { (JSONPointer.appending(prefix, $0.key), $0.key, $0.value) })
        if let rootName { importer.declared["#"] = ImportNames.unique(rootName, in: &importer.taken) }
        // Enums first, so that a record's default can name a case of an enum declared below it.
        let isEnum = members.map { importer.declarationKind($0.value, pointer: "#") == .enumeration }
        for (member, _) in zip(members, isEnum).filter(\.1) {
            importer.declare(JSONPointer.appending(prefix, member.key), member.value)
        }
        for (member, _) in zip(members, isEnum).filter({ !$0.1 }) {
            importer.declare(JSONPointer.appending(prefix, member.key), member.value)
        }
        if rootName != nil { importer.declare("#", root) }
        importer.reportUnchecked()
        let imported = rootName != nil ? root : JSONPointer.resolve(prefix, in: root) ?? root
        importer.countReferences(Self.referenceCounts(in: imported))
        importer.checkExamples(schemasPointer: rootName != nil ? "#" : prefix)
        importer.reportUnusedFallbacks()
        importer.chooseKeyStyle()
        return importer.schema
    }

    /// Names every schema that becomes a declaration first, so that references resolve in any order.
    private mutating func declareNames(_ definitions: [(pointer: String, key: String, node: LocatedJSON)]) {
        for definition in definitions {
            guard let kind = declarationKind(definition.node, pointer: definition.pointer) else { continue }
            declared[definition.pointer] = ImportNames.unique(
                ImportNames.declarationName(ImportNames.typeName(definition.key), kind: kind), in: &taken)
        }
    }

    /// What a named schema declares: a record, an enum or a union; `nil` for others (such as a
    /// string with a format, or options nothing tells apart), which are written where they are used.
    func declarationKind(_ node: LocatedJSON, pointer: String) -> ImportNames.Kind? {
        if isEnumSchema(node) { return .enumeration }
        if node["discriminator"] != nil, node["oneOf"] != nil || node["anyOf"] != nil { return .union }
        if case .success? = planUnion(node, pointer: pointer) { return .union }
        if Self.isRecordSchema(node) || node["discriminator"] != nil { return .record }
        return nil
    }

    /// Notes the tag key of a union schema for each schema it references, so that the records
    /// declared for them leave it out: a `discriminator`'s property, or the property that is a
    /// `const` in every option.
    private mutating func notePayloadTags(of node: LocatedJSON, pointer: String) {
        if let tagKey = node["discriminator"]?["propertyName"]?.string {
            let options = node["oneOf"]?.elements ?? node["anyOf"]?.elements ?? []
            for reference in options.compactMap({ $0["$ref"]?.string }) {
                tagProperties[reference, default: []].insert(tagKey)
            }
        } else if case .success(let plan)? = planUnion(node, pointer: pointer), let tagKey = plan.tagKey {
            for option in plan.options {
                tagProperties[option.reference ?? option.targetPointer, default: []].insert(tagKey)
            }
        }
    }

    private mutating func declare(_ pointer: String, _ node: LocatedJSON) {
        guard let name = declared[pointer] else { return }
        if node["enum"] != nil {
            _ = enumeration(node, pointer: pointer, name: name)
        } else if let values = constEnumValues(node, pointer: pointer) {
            _ = constEnumeration(node, pointer: pointer, name: name, values: values)
        } else if node["discriminator"] != nil, node["oneOf"] != nil || node["anyOf"] != nil {
            _ = union(node, pointer: pointer, name: name)
        } else if case .success(let plan)? = planUnion(node, pointer: pointer) {
            _ = plannedUnion(plan, node: node, pointer: pointer, name: name, inline: false)
        } else {
            // A discriminator beside properties is OpenAPI's base schema (`Cat: allOf[Pet, …]`):
            // the base is read as the record it declares; its subtypes name it, not the reverse.
            if node["discriminator"] != nil {
                report(
                    .warning, node, pointer,
                    "'\(name)' has a discriminator but no 'oneOf' or 'anyOf': read as a record; declare the union of "
                        + "its subtypes with 'oneOf' to read them as one")
            }
            record(node, pointer: pointer, name: name)
        }
    }

    /// `keys snake_case` when every field's key is its name in snake case and some differ.
    private mutating func chooseKeyStyle() {
        let fields = schema.records.flatMap(\.fields)
        if fields.allSatisfy({ KeyStyle.snakeCase.wireKey(for: $0.name) == $0.key }),
            fields.contains(where: { $0.key != $0.name })
        {
            schema.keyStyle = .snakeCase
        }
    }
}
