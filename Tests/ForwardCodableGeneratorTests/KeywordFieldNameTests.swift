import ForwardCodableGenerator
import Testing

/// A Swift keyword cannot name a field; the error says how to keep the wire key.
@Suite("Keyword field names")
struct KeywordFieldNameTests {
    @Test(
        "a field named with a Swift keyword is an error that suggests @key",
        arguments: ["default", "class", "self", "init"])
    func keywordField(_ name: String) throws {
        let schema = SchemaSource(path: "Schemas/K.fcschema", text: "record K {\n    \(name): String\n}\n")
        let result = Generator.generate([schema])
        #expect(result.files.isEmpty)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.line == 2)
        #expect(diagnostic.location.column == 5)
        #expect(diagnostic.message.contains("@key(\"\(name)\")"))
    }

    @Test("the same name as a wire key generates")
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
