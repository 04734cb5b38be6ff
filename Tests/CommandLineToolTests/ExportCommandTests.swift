import Foundation
import Testing

/// `forward-codable export json-schema`: files written, kept up to date, orphans removed, and its
/// usage errors.
@Suite struct ExportCommandTests {
    static let schema = "record Note { text: String }\nenum Mood fallback calm { calm, glad }\n"

    @Test func writesAFilePerDeclarationAndChecksThem() throws {
        let tool = try ToolRunner()
        try tool.write(Self.schema, to: "Schemas/Notes.fcschema")
        let written = try tool.run("export", "json-schema", "--output", "Out")
        #expect(written.status == 0, "\(written.errors)")
        #expect(written.output == "wrote Out/Note.schema.json\nwrote Out/Mood.schema.json\n")
        #expect(try tool.read("Out/Note.schema.json").contains("from Schemas/Notes.fcschema"))
        #expect(try tool.run("export", "json-schema", "--output", "Out", "--check").status == 0)
        try tool.write("record Note { text: String\n count: Int }\n", to: "Schemas/Notes.fcschema")
        let stale = try tool.run("export", "json-schema", "Schemas", "--output", "Out", "--check")
        #expect(stale.status == 3)
        #expect(stale.errors.contains("stale: Out/Note.schema.json: differs from its schema"))
        #expect(stale.errors.contains("stale: Out/Mood.schema.json: its declaration is gone"))
    }

    @Test func removesOnlyItsOwnOrphans() throws {
        let tool = try ToolRunner()
        try tool.write(Self.schema, to: "Schemas/Notes.fcschema")
        try tool.write("{}\n", to: "Out/Mine.schema.json")
        #expect(try tool.run("export", "json-schema", "--output", "Out", "--quiet").status == 0)
        try tool.write("record Note { text: String }\n", to: "Schemas/Notes.fcschema")
        let result = try tool.run("export", "json-schema", "--output", "Out")
        #expect(result.output.contains("removed Out/Mood.schema.json (its declaration is gone)"))
        #expect(!tool.exists("Out/Mood.schema.json"))
        #expect(tool.exists("Out/Mine.schema.json"), "a file the tool did not write is never removed")
    }

    @Test func closedAndBaseURIReachTheFiles() throws {
        let tool = try ToolRunner()
        try tool.write(Self.schema, to: "Schemas/Notes.fcschema")
        let arguments = [
            "export", "json-schema", "--output", "Out", "--closed", "--base-uri", "https://example.com/s/",
        ]
        #expect(try tool.run(arguments).status == 0)
        let note = try tool.read("Out/Note.schema.json")
        #expect(note.contains("\"$id\": \"https://example.com/s/Note.schema.json\""))
        #expect(note.contains("\"additionalProperties\": false"))
        #expect(note.contains("json-schema --closed from"))
    }

    @Test(arguments: [
        (["export"], "give a format"),
        (["export", "yaml", "--output", "Out"], "unknown format 'yaml'"),
        (["export", "json-schema"], "give --output DIR"),
        (["export", "json-schema", "--output", "Out", "--close"], "did you mean '--closed'?"),
    ])
    func usageErrorsExit2(_ arguments: [String], _ message: String) throws {
        let tool = try ToolRunner()
        try tool.write(Self.schema, to: "Schemas/Notes.fcschema")
        let result = try tool.run(arguments)
        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(!tool.exists("Out"))
    }

    @Test func withoutSchemasItNamesWhatToGive() throws {
        let tool = try ToolRunner()
        let result = try tool.run("export", "json-schema", "--output", "Out")
        #expect(result.status == 4)
        #expect(result.errors.contains("no Schemas/ folder here: give the schemas' files or folders"))
        #expect(!result.errors.contains("generate-forward-codable"))
    }

    @Test func schemaErrorsExit1AndWriteNothing() throws {
        let tool = try ToolRunner()
        try tool.write("record Note { text: Missing }\n", to: "Schemas/Notes.fcschema")
        let result = try tool.run("export", "json-schema", "--output", "Out")
        #expect(result.status == 1)
        #expect(result.errors.contains("error: export failed with 1 error(s); nothing was written"))
        #expect(!tool.exists("Out"))
    }
}
