import Foundation
import Testing

@testable import ForwardCodableGenerator

/// A display-only fallback in a JSON Schema export: no wire value, so in no `enum` list (open or
/// closed); named in the vendor annotation, which an import of the export reads back as
/// `fallback … display`.
@Suite struct DisplayFallbackExportTests {
    static let schema = "enum Kind fallback unsupported display { mention, reblog = \"boost\" }\n"

    static func enumFile(closed: Bool) throws -> String {
        let (files, diagnostics) = Generator.exportJSONSchema(
            [SchemaSource(path: "Kinds.fcschema", text: schema)], options: JSONSchemaExportOptions(closed: closed))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(files.first { $0.name == "Kind.schema.json" }?.contents)
    }

    @Test func theFallbackIsNoWireValue() throws {
        let open = try Self.enumFile(closed: false)
        #expect(open.contains(#""enum": ["#))
        #expect(open.contains(#""displayFallback": true"#))
        #expect(open.contains("read as the display-only fallback unsupported(value), which is no wire value"))
        let closed = try Self.enumFile(closed: true)
        let values = try #require(closed.range(of: #""enum": ["#)).upperBound
        let list = closed[values...].prefix { $0 != "]" }
        #expect(!list.contains("unsupported") && list.contains("\"boost\""))
    }

    @Test func anImportOfTheExportDeclaresTheDisplayFallback() throws {
        let text = try Self.enumFile(closed: false)
        let imported = ExportedSchemaImport.run([(path: "Kind.schema.json", text: text)], origin: "Schemas")
        #expect(!imported.hasErrors, "\(imported.diagnostics)")
        #expect(imported.text.contains("enum Kind fallback unsupported display {"), "\(imported.text)")
    }
}
