import Foundation
import Testing

/// FC211, a warning: `generate` prints it, writes the files and succeeds, also with `--check` and
/// as the build plugin runs it (once per build); `breaking` does not warn about the baseline once
/// the type is renamed.
@Suite struct LibraryTypeNameToolTests {
    static let schema = "enum Unit fallback gram {\n    gram\n    kilogram\n}\n"
    static let warning =
        "Schemas/Recipes.fcschema:1:6: warning: enum 'Unit' has the name of a Foundation type: in a file that imports "
        + "both Foundation and the generated module, 'Unit' is ambiguous for type lookup, and in the generated module "
        + "it means this type, not Foundation's; rename it, such as to 'RecipeUnit': a type's name is not written to "
        + "the wire, so documents stay the same [FC211]\n"

    @Test func generateWarnsWritesAndSucceeds() throws {
        let tool = try ToolRunner()
        try tool.write(Self.schema, to: "Schemas/Recipes.fcschema")
        let generate = try tool.run("generate", "Schemas", "--output", "Out")
        #expect(generate.status == 0)
        #expect(generate.errors == Self.warning)
        #expect(try tool.read("Out/Recipes.swift").contains("enum Unit"))
        let check = try tool.run("generate", "Schemas", "--output", "Out", "--check")
        #expect(check.status == 0)
        #expect(check.errors == Self.warning)
        // The build plugin's command: --only, --quiet.
        let plugin = try tool.run(
            "generate", "Schemas/Recipes.fcschema", "--only", "Schemas/Recipes.fcschema", "--output", "Plugin",
            "--quiet")
        #expect(plugin.status == 0)
        #expect(plugin.errors == Self.warning)
        #expect(tool.exists("Plugin/Recipes.swift"))
    }

    /// The build plugin runs one `generate --only` per schema: each warning is printed by one run.
    @Test func eachWarningIsPrintedByTheRunThatGeneratesItsSchema() throws {
        let tool = try ToolRunner()
        try tool.write(Self.schema, to: "Schemas/Recipes.fcschema")
        try tool.write("record Recipe {\n    unit: Unit = .gram\n}\n", to: "Schemas/Cards.fcschema")
        let warned = try tool.run("generate", "Schemas", "--only", "Schemas/Recipes.fcschema", "--output", "Out")
        #expect(warned.status == 0)
        #expect(warned.errors == Self.warning)
        let other = try tool.run("generate", "Schemas", "--only", "Schemas/Cards.fcschema", "--output", "Out")
        #expect(other.status == 0)
        #expect(other.errors == "")
        #expect(tool.exists("Out/Cards.swift"))
    }

    @Test func breakingDoesNotWarnAboutTheBaselineAfterTheRename() throws {
        let tool = try ToolRunner()
        let schema = Self.schema + "record Recipe {\n    unit: Unit = .gram\n}\n"
        try tool.write(schema, to: "Schemas/Recipes.fcschema")
        #expect(try tool.run("breaking", "--update-lock").status == 0)
        try tool.write(schema.replacingOccurrences(of: "Unit", with: "RecipeUnit"), to: "Schemas/Recipes.fcschema")
        let breaking = try tool.run("breaking")
        #expect(breaking.status == 0)
        #expect(!breaking.errors.contains("warning"), "\(breaking.errors)")
    }
}
