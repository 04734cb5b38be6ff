import ForwardCodableGenerator
import Testing

/// A Swift keyword names a field: the generated code writes it with backticks where Swift needs
/// them, and keeps the name as the wire key.
@Suite("Keyword field names")
struct KeywordFieldNameTests {
    @Test(
        "a field named with a Swift keyword generates, escaped where Swift needs it",
        arguments: ["default", "class", "self", "init"])
    func keywordField(_ name: String) throws {
        let schema = SchemaSource(path: "Schemas/K.fcschema", text: "record K {\n    \(name): String\n}\n")
        let result = Generator.generate([schema])
        #expect(result.diagnostics.isEmpty)
        let contents = try #require(result.files.first).contents
        #expect(contents.contains("    public var `\(name)`: String\n"))
        #expect(contents.contains("        case `\(name)`\n"))
        #expect(contents.contains("DeclaredKeyTable<Self>([\n            \"\(name)\",\n        ])"))
    }

    @Test("a keyword as a wire key of another name generates")
    func keywordWireKey() {
        let schema = SchemaSource(
            path: "Schemas/K.fcschema", text: "record K {\n    defaultValue: String @key(\"default\")\n}\n")
        let result = Generator.generate([schema])
        #expect(!result.hasErrors)
        let contents = result.files.first?.contents ?? ""
        #expect(contents.contains("        case defaultValue\n"))
        #expect(contents.contains("DeclaredKeyTable<Self>([\n            \"default\",\n        ])"))
    }
}

/// A case named `none` where a value of the optional enum is expected: `.none` there would be
/// `Optional.none` (nil, and a warning), so generated code and contract tests name the enum.
@Suite("A case named none")
struct NoneCaseTests {
    @Test("defaults and deliberate edits in optional positions write Mode.none")
    func noneInOptionalPositions() throws {
        let schema = """
            enum Mode fallback none { none, some }
            record R {
                mode: Mode?
                modes: [String: Mode] = [:]
                list: [Mode?] = [.none, .some]
            }
            """
        let result = Generator.generate(
            [SchemaSource(path: "Schemas/R.fcschema", text: schema)], outputs: [.models, .contractTests])
        #expect(result.diagnostics.isEmpty)
        let models = try #require(result.files.first).contents
        let tests = try #require(result.testFiles.first).contents
        #expect(models.contains("list: WireArray<Mode?> = [Mode.none, .some],"))
        #expect(tests.contains("{ $0.mode = Mode.none }"))
        #expect(tests.contains(#"{ $0.modes["added"] = Mode.none }"#))
    }
}
