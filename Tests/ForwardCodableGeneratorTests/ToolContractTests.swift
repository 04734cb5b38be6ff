import Foundation
import Testing

@testable import ForwardCodableGenerator

/// What the tool's users outside Swift know of it has one owner each: the generated header
/// (`Generator.generatedFileMarker`), the package layout (`PackageLayout`, `LockFile.fileName`)
/// and the exit statuses (`ExitStatus` in the command-line tool). The places that cannot import
/// them (the CI script, the plugins' `ToolContract`) carry a copy; these tests keep it equal.
@Suite struct ToolContractTests {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: root.appending(path: path), encoding: .utf8)
    }

    @Test func everyGeneratedFileStartsWithTheMarker() {
        let result = Generator.generate([SchemaSource(path: "Schemas/A.fcschema", text: "record A {\n    x: Int\n}\n")])
        #expect(
            result.files.first?.contents.hasPrefix("// \(Generator.generatedFileMarker) from Schemas/A.fcschema.")
                == true)
    }

    @Test func theCIScriptLooksForTheMarkerAndReadsEnoughOfIt() throws {
        let script = try text(".ci/run")
        let header = "// " + Generator.generatedFileMarker
        #expect(script.contains("head -c \(header.utf8.count) \"$file\" | grep -q \"^\(header)\""))
    }

    @Test func thePluginsCopyOfTheNamesIsTheTools() throws {
        let contract = Self.stringConstants(in: try text("Plugins/PluginsShared/ToolContract.swift"))
        let owners = [
            "generatedFileHeader": "// " + Generator.generatedFileMarker,
            "schemaExtension": PackageLayout.schemaExtension,
            "configurationFileName": PackageLayout.configurationFileName,
            "fixturesFolder": PackageLayout.fixturesFolder,
            "schemasFolder": PackageLayout.schemasFolder,
            "lockFileName": LockFile.fileName,
        ]
        #expect(contract == owners)
    }

    @Test func thePluginsExitStatusesAreTheTools() throws {
        let plugins = Self.enumCases(in: try text("Plugins/PluginsShared/ToolContract.swift"))
        let tool = Self.enumCases(in: try text("Sources/forward-codable/CommandLineTool.swift"))
        #expect(!plugins.isEmpty)
        for (name, value) in plugins {
            #expect(tool[name] == value, "ExitStatus.\(name)")
        }
    }

    /// `static let name = "value"` declarations, by name.
    static func stringConstants(in source: String) -> [String: String] {
        var found: [String: String] = [:]
        for line in source.split(separator: "\n") {
            let words = line.trimmingCharacters(in: .whitespaces)
            guard words.hasPrefix("static let "), let equals = words.firstIndex(of: "=") else { continue }
            let name = words.dropFirst("static let ".count).prefix { $0 != " " && $0 != ":" }
            let value = words[words.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 else { continue }
            found[String(name)] = String(value.dropFirst().dropLast())
        }
        return found
    }

    /// The `case name = number` lines of the `ExitStatus` enum in `source`, by name.
    static func enumCases(in source: String) -> [String: Int] {
        guard let start = source.range(of: "enum ExitStatus") else { return [:] }
        let body = source[start.upperBound...].prefix { $0 != "}" }
        var found: [String: Int] = [:]
        for line in body.split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
            guard parts.count == 4, parts[0] == "case", parts[2] == "=", let value = Int(parts[3]) else { continue }
            found[String(parts[1])] = value
        }
        return found
    }
}
