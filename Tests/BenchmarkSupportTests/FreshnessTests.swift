import ForwardCodableGenerator
import Foundation
import Testing

/// The generated side of the benchmark is checked in; regenerating it from its schema in memory
/// must give the same bytes, or the benchmark measures stale code.
@Suite("Checked-in benchmark models")
struct FreshnessTests {
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("Sources/BenchmarkSupport/Generated matches its schema")
    func fresh() throws {
        let schemaPath = "Sources/BenchmarkSupport/Schemas/BenchmarkModels.fcschema"
        let configPath = "Sources/BenchmarkSupport/Schemas/forward-codable.json"
        let configuration = Configuration.parse(try read(configPath), path: configPath)
        #expect(configuration.diagnostics.isEmpty)
        let result = Generator.generate(
            [SchemaSource(path: schemaPath, text: try read(schemaPath), keyStyle: configuration.options.keyStyle)],
            options: configuration.options)
        #expect(result.diagnostics.isEmpty)
        let file = try #require(result.files.first)
        let checkedIn = try read("Sources/BenchmarkSupport/Generated/\(file.name)")
        #expect(
            file.contents == checkedIn,
            """
            Sources/BenchmarkSupport/Generated is stale. Regenerate it with:
            swift run forward-codable generate Sources/BenchmarkSupport/Schemas --output Sources/BenchmarkSupport/Generated
            """)
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appending(path: path), encoding: .utf8)
    }
}
