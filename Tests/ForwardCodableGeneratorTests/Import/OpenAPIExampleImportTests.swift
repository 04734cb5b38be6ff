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
        #expect(
            imported.diagnostics.map(\.description) == [
                "TodoService.openapi.json:96:17: warning: 'Status' shows values it does not know as its fallback, "
                    + "here its first case 'openValue'; choose another with --fallback Status=CASE "
                    + "[#/components/schemas/Status/enum]",
                "TodoService.openapi.json:88:20: warning: 'not' cannot be expressed in the schema language; it is "
                    + "not checked (the value is still read and kept) [#/components/schemas/TodoItem/properties/extra/not]",
                "TodoService.openapi.json:38:23: warning: 'uuid' has no type of its own: the value is read as a String "
                    + "[#/components/schemas/TodoItem/properties/id/format]",
                "TodoService.openapi.json:128:25: warning: 'email' has no type of its own: the value is read as a "
                    + "String [#/components/schemas/TodoList/properties/shared_with/items/format]",
            ])
    }
}
