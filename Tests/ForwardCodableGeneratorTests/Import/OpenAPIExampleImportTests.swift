import Foundation
import Testing

@testable import ForwardCodableGenerator

/// The OpenAPI documents in Tests/Import/OpenAPI, written in the style of public APIs (a to-do
/// service, payments with money as strings, a feed of polymorphic items), import into the schemas
/// committed in Schemas/, whose generated types compile in the examples module and whose
/// generated contract tests run with the others.
@Suite struct OpenAPIExampleImportTests {
    /// Each document, the schema it imports into, and the fallbacks chosen for it.
    static let examples: [(document: String, schema: String, fallbacks: [String: String])] = [
        ("TodoService.openapi.json", "TodoService.fcschema", ["Status": "open"]),
        (
            "Payments.openapi.json", "Payments.fcschema",
            ["Currency": "unknown", "PaymentIntentStatus": "processing", "RefundReason": "unknown"]
        ),
        ("ContentFeed.openapi.json", "ContentFeed.fcschema", [:]),
    ]

    @Test(arguments: examples.map(\.document))
    func theCommittedSchemaIsTheImportOfItsDocument(_ document: String) throws {
        let example = try #require(Self.examples.first { $0.document == document })
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Import/OpenAPI/\(document)"), encoding: .utf8)
        let imported = JSONSchemaImport.openAPI(
            text, path: document, options: ImportOptions(fallbacks: example.fallbacks))
        #expect(!imported.hasErrors, "\(imported.diagnostics)")
        let committed = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Schemas/\(example.schema)"), encoding: .utf8)
        #expect(
            imported.text == committed,
            """
            Schemas/\(example.schema) is not the import of Tests/Import/OpenAPI/\(document); import it again:
            swift run forward-codable import openapi Tests/Import/OpenAPI/\(document) \
            \(example.fallbacks.sorted { $0.key < $1.key }.map { "--fallback \($0.key)=\($0.value) " }.joined())\
            --output Schemas/\(example.schema) --force
            """)
        let result = Generator.generate([SchemaSource(path: "Schemas/\(example.schema)", text: imported.text)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func everyWarningOfTheExamplesIsLocatedAndNamesItsPointer() throws {
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Import/OpenAPI/TodoService.openapi.json"),
            encoding: .utf8)
        let imported = JSONSchemaImport.openAPI(text, path: "TodoService.openapi.json")
        let stale = "[#/paths/~1lists~1{id}/get/responses/200/content/application~1json/examples/stale/value/items/0"
        #expect(
            imported.diagnostics.map(\.description) == [
                "TodoService.openapi.json:147:17: warning: 'Status' shows values it does not know as its fallback, "
                    + "here its first case 'open'; choose another with --fallback Status=CASE "
                    + "[#/components/schemas/Status/enum]",
                "TodoService.openapi.json:139:20: warning: 'not' cannot be expressed in the schema language; it is "
                    + "not checked (the value is still read and kept) [#/components/schemas/TodoItem/properties/extra/not]",
                "TodoService.openapi.json:88:23: warning: 'uuid' has no type of its own: the value is read as a String "
                    + "[#/components/schemas/TodoItem/properties/id/format]",
                "TodoService.openapi.json:179:25: warning: 'email' has no type of its own: the value is read as a "
                    + "String [#/components/schemas/TodoList/properties/shared_with/items/format]",
                "TodoService.openapi.json:48:37: warning: the example contradicts its schema: \"archived\" is not one "
                    + "of the values of #/components/schemas/Status (\"open\", \"in_progress\", \"done\") \(stale)/status]",
                "TodoService.openapi.json:49:41: warning: the example contradicts its schema: \"yesterday\" is not an "
                    + "RFC 3339 date-time (#/components/schemas/TodoItem/properties/created_at) \(stale)/created_at]",
                "TodoService.openapi.json:51:39: warning: the example contradicts its schema: a string where "
                    + "#/components/schemas/TodoItem/properties/priority says integer \(stale)/priority]",
            ])
    }

    /// The examples committed under Schemas/Fixtures/<Record>/examples are the ones the documents'
    /// own examples give, so that the generated contract tests read and write back each of them.
    @Test(arguments: examples.map(\.document))
    func theCommittedExamplesAreTheDocumentsExamples(_ document: String) throws {
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Import/OpenAPI/\(document)"), encoding: .utf8)
        let imported = JSONSchemaImport.openAPI(text, path: document)
        let fixtures = repositoryRoot.appendingPathComponent("Schemas/Fixtures")
        for example in imported.examples {
            let committed = try? String(
                contentsOf: fixtures.appendingPathComponent(example.relativePath), encoding: .utf8)
            #expect(
                committed == example.text,
                """
                Schemas/Fixtures/\(example.relativePath) is not the example of \(document); import it again with \
                --examples Schemas/Fixtures --force
                """)
        }
        let records = Set(imported.records.map(\.name))
        let manager = FileManager.default
        for record in records {
            let folder = fixtures.appendingPathComponent("\(record)/examples")
            let files = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            for file in files {
                #expect(
                    imported.examples.contains { $0.relativePath == "\(record)/examples/\(file)" },
                    "Schemas/Fixtures/\(record)/examples/\(file) is no example of \(document)")
            }
        }
    }
}
