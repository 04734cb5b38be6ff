import Foundation
import Testing

/// `forward-codable import`: a document in, a schema file out, checked before it is written.
@Suite struct ImportCommandTests {
    static let openAPI = """
        {"openapi": "3.1.0", "components": {"schemas": {
          "Note": {"type": "object", "required": ["id"], "properties": {
            "id": {"type": "string"}, "kind": {"type": "string", "enum": ["plain", "rich"]},
            "shape": {"not": {}}}}}}}
        """

    @Test func writesTheSchemaAndPrintsWhatItChoseWhereItChoseIt() throws {
        let tool = try ToolRunner()
        try tool.write(Self.openAPI, to: "api.json")
        let result = try tool.run(
            "import", "openapi", "api.json", "--fallback", "NoteKind=plain", "--output", "Schemas/Notes.fcschema")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "")
        #expect(
            result.errors == """
                api.json:4:22: warning: 'not' cannot be expressed in the schema language; it is not checked (the value \
                is still read and kept) [#/components/schemas/Note/properties/shape/not]
                wrote Schemas/Notes.fcschema

                """)
        let schema = try tool.read("Schemas/Notes.fcschema")
        #expect(schema.contains("record Note {\n    id: String\n    kind: NoteKind?\n    shape: JSON?\n}\n"))
        #expect(schema.hasSuffix("enum NoteKind fallback plain { plain, rich }\n"))
        // The written schema generates.
        let generated = try tool.run("generate", "Schemas", "--output", "Out")
        #expect(generated.status == 0, "\(generated.errors)")
        // An existing file is replaced only when asked.
        let again = try tool.run("import", "openapi", "api.json", "--output", "Schemas/Notes.fcschema")
        #expect(again.status == 2 && again.errors.contains("Schemas/Notes.fcschema exists; give --force"))
        #expect(
            try tool.run("import", "openapi", "api.json", "--output", "Schemas/Notes.fcschema", "--force").status == 0)
    }

    @Test func withoutOutputTheSchemaGoesToStandardOutput() throws {
        let tool = try ToolRunner()
        try tool.write(#"{"id": 1, "tags": ["a"]}"#, to: "sample.json")
        let result = try tool.run("import", "samples", "sample.json", "--name", "Item")
        #expect(result.status == 0 && result.errors == "")
        #expect(result.output.hasSuffix("record Item {\n    id: Int\n    tags: [String]\n}\n"))
    }

    @Test func statusesForWhatCannotBeImported() throws {
        let tool = try ToolRunner()
        try tool.write("{\"openapi\": \"3.1.0\",\n  \"components\": ]", to: "broken.json")
        let broken = try tool.run("import", "openapi", "broken.json")
        #expect(broken.status == 1 && broken.errors.hasPrefix("broken.json:2:17: error: "), "\(broken.errors)")
        #expect(broken.output == "")
        let usage: [[String]] = [
            ["import"], ["import", "yaml", "a.json"], ["import", "openapi"], ["import", "openapi", "a.json", "b.json"],
            ["import", "samples", "a.json"], ["import", "openapi", "a.json", "--fallback", "Kind"],
        ]
        for arguments in usage {
            let result = try tool.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.errors)")
            #expect(result.errors.hasSuffix("Run 'forward-codable import --help' for usage.\n"), "\(arguments)")
        }
        #expect(try tool.run("import", "openapi", "missing.json").status == 4)
    }
}
