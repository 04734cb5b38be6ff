/// How `forward-codable export json-schema` writes its schemas.
package struct JSONSchemaExportOptions: Hashable, Sendable {
    /// `--closed`: the documents a strict reader accepts (no undeclared key, no unknown enum value
    /// or union tag, no `null` for a field with a default, no unreadable element in a collection),
    /// instead of everything the generated readers read. Default: `false`.
    package var closed: Bool
    /// `--base-uri`: what each `$id` starts with, such as `https://example.com/schemas/`; empty
    /// (the default) leaves every `$id` the bare file name, which resolves against wherever the
    /// files are read from.
    package var baseURI: String

    /// Creates options.
    package init(closed: Bool = false, baseURI: String = "") {
        self.closed = closed
        self.baseURI = baseURI
    }
}

/// One exported schema file.
package struct ExportedFile: Hashable, Sendable {
    /// The file name, such as `TaskList.schema.json`: one per record, union and enum.
    package var name: String
    /// The schema file the declaration is in.
    package var schemaPath: String
    /// The file's text.
    package var contents: String
}

/// Writes the JSON Schema (draft 2020-12) of every record, union and enum of a resolved model:
/// one file each, named `<Name>.schema.json`, whose `$ref`s name each other's files.
struct JSONSchemaExporter {
    /// The draft the files declare in `$schema`.
    static let draft = "https://json-schema.org/draft/2020-12/schema"
    /// How an exported file's name ends.
    static let fileSuffix = ".schema.json"
    /// The vendor keyword that carries what JSON Schema has no word for (an enum's fallback, a
    /// field's schema type), so that an importer can read an export back exactly.
    static let vendorKeyword = "x-forward-codable"

    var model: SchemaModel
    var options: JSONSchemaExportOptions

    /// The file of every declaration, in the order of the files and of their declarations.
    func files() -> [ExportedFile] {
        model.files.flatMap { file in
            file.declarations.map { declaration in
                let (name, schema) = self.schema(of: declaration)
                let header = ExportJSON.object([
                    "$schema": .string(Self.draft),
                    "$id": .string(options.baseURI + Self.fileName(name)),
                    "$comment": .string(
                        "\(Generator.generatedFileMarker) export json-schema\(options.closed ? " --closed" : "") "
                            + "from \(file.path). Do not edit."),
                    "title": .string(name),
                ])
                let merged = ExportJSON.object(schema.members.merging(header.members) { _, new in new })
                return ExportedFile(name: Self.fileName(name), schemaPath: file.path, contents: merged.text)
            }
        }
    }

    /// The file name of the declaration `name`: `TaskList.schema.json`.
    static func fileName(_ name: String) -> String {
        name + fileSuffix
    }

    /// A reference to the declaration `name`: its file, resolved against the referring file's `$id`.
    static func reference(_ name: String) -> ExportJSON {
        .object(["$ref": .string(fileName(name))])
    }

    private func schema(of declaration: DeclarationModel) -> (name: String, schema: ExportJSON) {
        switch declaration {
        case .record(let record): (record.name, recordSchema(record))
        case .enumeration(let enumeration): (enumeration.name, enumSchema(enumeration))
        case .union(let union): (union.name, unionSchema(union))
        }
    }

    /// `docs` as a `description`, or `nil` when there are none.
    static func description(_ docs: [String]) -> ExportJSON? {
        docs.isEmpty ? nil : .string(docs.joined(separator: "\n"))
    }
}
