import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Every line of every checked-in generated file is at most 100 columns: the models and contract
/// tests of Schemas/, the benchmark's models, the fleet's three generations and the plugin
/// consumer's checked-in file. Generated code is read and reviewed like hand-written code.
@Suite struct GeneratedLineLengthTests {
    /// The folders that hold checked-in generated Swift, from the repository's root.
    static let folders = [
        "Generated/Models", "Generated/Tests", "Benchmarks/Sources/BenchmarkSupport/Generated",
        "Tests/Fleet/Gen1/Generated", "Tests/Fleet/Gen2/Generated", "Tests/Fleet/Gen3/Generated",
        "Tests/PluginConsumer/Sources/Preferences/Generated",
    ]

    @Test(arguments: folders) func everyLineIsAtMost100Columns(_ folder: String) throws {
        let url = repositoryRoot.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
        #expect(!names.isEmpty, "no generated files in \(folder)")
        for name in names.sorted() {
            let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
            #expect(text.hasPrefix("// \(Generator.generatedFileMarker)"), "\(folder)/\(name) is not generated")
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.count > SwiftRenderer.lineLimit {
                Issue.record("\(folder)/\(name):\(index + 1) is \(line.count) columns: \(line)")
            }
        }
    }
}
