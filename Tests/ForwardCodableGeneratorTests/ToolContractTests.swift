import Foundation
import Testing

@testable import ForwardCodableGenerator

/// The generated header has one owner, `Generator.generatedFileMarker`. The places that cannot
/// import the generator (the CI script, the command plugin) carry a copy; this keeps them equal.
@Suite struct GeneratedFileMarkerTests {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyGeneratedFileStartsWithTheMarker() {
        let result = Generator.generate([SchemaSource(path: "Schemas/A.fcschema", text: "record A {\n    x: Int\n}\n")])
        #expect(
            result.files.first?.contents.hasPrefix("// \(Generator.generatedFileMarker) from Schemas/A.fcschema.")
                == true)
    }

    @Test func theCIScriptLooksForTheMarkerAndReadsEnoughOfIt() throws {
        let script = try String(contentsOf: root.appending(path: ".ci/run"), encoding: .utf8)
        let header = "// " + Generator.generatedFileMarker
        #expect(script.contains("head -c \(header.utf8.count) \"$file\" | grep -q \"^\(header)\""))
    }

    @Test func theCommandPluginLooksForTheMarker() throws {
        let job = try String(
            contentsOf: root.appending(path: "Plugins/GenerateForwardCodable/GenerationJob.swift"), encoding: .utf8)
        #expect(job.contains("\"// \(Generator.generatedFileMarker)\""))
    }
}
