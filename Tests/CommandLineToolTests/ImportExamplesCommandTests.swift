import Foundation
import Testing

/// `import openapi --examples DIR`: the document's own examples that hold become documents the
/// generated contract tests read; the ones that contradict their schema are warnings. And the
/// errors of what an import cannot use: a `--fallback` for no enum.
@Suite struct ImportExamplesCommandTests {
    static let openAPI = """
        {"openapi": "3.1.0",
         "paths": {"/notes/{id}": {"get": {"operationId": "get_note", "responses": {"200": {"content": {
           "application/json": {"schema": {"$ref": "#/components/schemas/Note"},
             "examples": {"plain": {"value": {"id": "n1", "kind": "plain", "words": 3}},
                          "broken": {"value": {"id": "n2", "words": "three"}}}}}}}}}},
         "components": {"schemas": {
          "Note": {"type": "object", "required": ["id"], "properties": {
            "id": {"type": "string"}, "kind": {"type": "string", "enum": ["plain", "rich"]},
            "words": {"type": "integer"}}}}}}
        """

    @Test func examplesThatHoldAreWrittenWhereTheContractTestsReadThem() throws {
        let tool = try ToolRunner()
        try tool.write(Self.openAPI, to: "api.json")
        let result = try tool.run(
            "import", "openapi", "api.json", "--fallback", "NoteKind=plain", "--output", "Schemas/Notes.fcschema",
            "--examples", "Schemas/Fixtures")
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.errors == """
                api.json:5:61: warning: the example contradicts its schema: a string where \
                #/components/schemas/Note/properties/words says integer \
                [#/paths/~1notes~1{id}/get/responses/200/content/application~1json/examples/broken/value/words]
                wrote 1 example document(s) of 1 record(s) to Schemas/Fixtures; the contract tests generated next \
                read each and write it back
                wrote Schemas/Notes.fcschema

                """)
        #expect(
            try tool.read("Schemas/Fixtures/Note/examples/get_note-200-plain.json")
                == #"{"id":"n1","kind":"plain","words":3}"# + "\n")
        // The generated contract tests read it, by name.
        let generated = try tool.run(
            "generate", "Schemas", "--output", "Out", "--tests-output", "OutTests", "--model-module", "Models")
        #expect(generated.status == 0, "\(generated.errors)")
        let tests = try tool.read("OutTests/NotesContractTests.swift")
        #expect(tests.contains("try ContractChecks.examples(Note.self, GoldenFixtures.noteExamples)"))
        #expect(tests.contains(##""get_note-200-plain": #"{"id":"n1","kind":"plain","words":3}"#,"##), "\(tests)")
        // An example file with other contents is replaced only when asked.
        try tool.write("{}\n", to: "Schemas/Fixtures/Note/examples/get_note-200-plain.json")
        let again = try tool.run(
            "import", "openapi", "api.json", "--fallback", "NoteKind=plain", "--examples", "Schemas/Fixtures")
        #expect(again.status == 2 && again.errors.contains("get_note-200-plain.json exists with other contents"))
        let forced = try tool.run(
            "import", "openapi", "api.json", "--fallback", "NoteKind=plain", "--examples", "Schemas/Fixtures", "--force"
        )
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(try tool.read("Schemas/Fixtures/Note/examples/get_note-200-plain.json").hasPrefix(#"{"id":"n1""#))
    }

    @Test func examplesAreForOpenAPIDocuments() throws {
        let tool = try ToolRunner()
        try tool.write(#"{"id": 1}"#, to: "sample.json")
        let result = try tool.run("import", "samples", "sample.json", "--name", "R", "--examples", "Fixtures")
        #expect(result.status == 2 && result.errors.hasPrefix("error: --examples is for 'import openapi'"))
    }

    @Test func aFallbackForNoEnumFailsAndNamesTheEnums() throws {
        let tool = try ToolRunner()
        try tool.write(Self.openAPI, to: "api.json")
        let result = try tool.run("import", "openapi", "api.json", "--fallback", "NoteKnd=plain")
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "--fallback NoteKnd=plain: error: names no enum of the import; did you mean 'NoteKind'?; its enums "
                    + "are NoteKind\n"), "\(result.errors)")
        #expect(result.output == "")
        try tool.write(#"[{"state": "a"}, {"state": "a"}]"#, to: "samples.json")
        let samples = try tool.run(
            "import", "samples", "samples.json", "--name", "R", "--enums", "--fallback", "State=a")
        #expect(samples.status == 1)
        #expect(
            samples.errors.contains(
                "--fallback State=a: error: names no enum of the import; did you mean 'RState'?; its enums are RState"))
    }
}
