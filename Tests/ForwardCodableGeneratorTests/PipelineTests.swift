import Testing

@testable import ForwardCodableGenerator

/// One run resolves the schemas once and produces the types and the contract tests from the
/// same model.
@Suite struct PipelineTests {
    private let sources = [
        SchemaSource(path: "Schemas/Hosts.fcschema", text: "record Site {\n    name: String\n    jump: Jump?\n}\n"),
        SchemaSource(path: "Schemas/Jumps.fcschema", text: "record Jump {\n    host: String\n}\n"),
    ]

    @Test func bothOutputsMatchSeparateRuns() {
        let options = GeneratorOptions(modelModule: "Models")
        let both = Generator.generate(sources, options: options, outputs: [.models, .contractTests])
        let models = Generator.generate(sources, options: options)
        let tests = Generator.generate(sources, options: options, outputs: .contractTests)
        #expect(both.files == models.files)
        #expect(both.testFiles == tests.testFiles)
        #expect(models.testFiles.isEmpty)
        #expect(tests.files.isEmpty)
        #expect(both.files.map(\.name) == ["Hosts.swift", "Jumps.swift"])
        #expect(both.testFiles.map(\.name) == ["HostsContractTests.swift", "JumpsContractTests.swift"])
    }

    @Test func contractTestsImportTheModelModuleOfTheOptions() throws {
        let other = Generator.generate(
            sources, options: GeneratorOptions(modelModule: "Models"), outputs: .contractTests)
        let text = try #require(other.testFiles.first).contents
        #expect(text.contains("\nimport Models\n"))
        #expect(text.contains("typealias Site = Models.Site"))
        let same = Generator.generate(sources, outputs: .contractTests)
        let sameText = try #require(same.testFiles.first).contents
        #expect(!sameText.contains("import Models"))
        #expect(!sameText.contains("typealias"))
    }

    @Test func onlyFiltersBothOutputs() {
        let result = Generator.generate(
            sources, options: GeneratorOptions(modelModule: "Models"), outputs: [.models, .contractTests],
            only: ["Schemas/Jumps.fcschema"])
        #expect(result.files.map(\.name) == ["Jumps.swift"])
        #expect(result.testFiles.map(\.name) == ["JumpsContractTests.swift"])
    }

    @Test func errorsProduceNeitherOutput() {
        let result = Generator.generate(
            [SchemaSource(path: "Bad.fcschema", text: "record A {\n    x: Missing\n}\n")],
            outputs: [.models, .contractTests])
        #expect(result.hasErrors)
        #expect(result.files.isEmpty && result.testFiles.isEmpty)
    }
}
