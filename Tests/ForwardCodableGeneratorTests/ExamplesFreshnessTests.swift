import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Generated/Models must be exactly what the generator makes of Schemas/ today. When it is not,
/// the failure shows a diff and the command that fixes it.
@Suite struct ExamplesFreshnessTests {
    @Test func generatedModelsMatchSchemas() throws {
        let schemasURL = repositoryRoot.appendingPathComponent("Schemas")
        let names = try FileManager.default.contentsOfDirectory(atPath: schemasURL.path)
            .filter { $0.hasSuffix(".fcschema") }.sorted()
        #expect(!names.isEmpty)
        let sources = try names.map { name in
            SchemaSource(
                path: "Schemas/\(name)",
                text: try String(contentsOf: schemasURL.appendingPathComponent(name), encoding: .utf8))
        }
        let result = Generator.generate(sources)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let generatedURL = repositoryRoot.appendingPathComponent("Generated/Models")
        for file in result.files {
            let url = generatedURL.appendingPathComponent(file.name)
            let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            #expect(
                committed == file.contents,
                "Generated/Models/\(file.name) is stale; run `swift run forward-codable generate`.\n\(lineDiff(from: committed, to: file.contents))"
            )
        }
        let committedNames = try FileManager.default.contentsOfDirectory(atPath: generatedURL.path).filter {
            $0.hasSuffix(".swift")
        }
        let orphans = Set(committedNames).subtracting(result.files.map(\.name))
        #expect(orphans.isEmpty, "generated files without a schema: \(orphans.sorted())")
    }

    @Test func theDiffIsReadable() {
        let diff = lineDiff(from: "a\nb\nc\nd", to: "a\nb\nX\nd")
        #expect(diff.contains("-3: c"))
        #expect(diff.contains("+3: X"))
    }
}
