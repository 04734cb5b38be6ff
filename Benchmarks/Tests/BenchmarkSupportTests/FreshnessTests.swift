import ForwardCodableGenerator
import Foundation
import Testing

/// The generated side of the benchmark is checked in; regenerating it from its schema in memory
/// must give the same bytes, or the benchmark measures stale code.
@Suite("Checked-in benchmark models")
struct FreshnessTests {
    /// `Benchmarks/`, the package: the paths below, and those in the generated header, are relative
    /// to it.
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("Sources/BenchmarkSupport/Generated matches its schema")
    func fresh() throws {
        let schemaPath = "Sources/BenchmarkSupport/Schemas/BenchmarkModels.fcschema"
        let configPath = "Sources/BenchmarkSupport/Schemas/forward-codable.json"
        let result = _GeneratorForBenchmarks.generate(
            [(path: schemaPath, text: try read(schemaPath))],
            configuration: (path: configPath, text: try read(configPath)))
        #expect(result.diagnostics.isEmpty)
        let file = try #require(result.files.first)
        let checkedIn = try read("Sources/BenchmarkSupport/Generated/\(file.name)")
        #expect(
            file.contents == checkedIn,
            """
            Benchmarks/Sources/BenchmarkSupport/Generated is stale. Regenerate it, in Benchmarks/, with:
            swift run forward-codable generate Sources/BenchmarkSupport/Schemas --output Sources/BenchmarkSupport/Generated
            """)
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appending(path: path), encoding: .utf8)
    }
}
