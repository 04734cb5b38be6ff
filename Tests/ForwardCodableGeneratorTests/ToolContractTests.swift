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

    /// Every status the tool exits with (`main.swift` exits with an `ExitStatus`) has its row in
    /// the README's table, with the meaning the compatibility plugin prints for it.
    @Test func theReadmeListsEveryExitStatusWithThePluginsMeaning() throws {
        let tool = Self.enumCases(in: try text("Sources/forward-codable/CommandLineTool.swift"))
        let contract = try text("Plugins/PluginsShared/ToolContract.swift")
        let readme = try text("README.md")
        #expect(tool.count == 6)
        for (name, value) in tool {
            let meaning = try #require(Self.text(between: "case .\(name): \"", and: "\"", in: contract), "\(name)")
            #expect(readme.contains("\n| \(value) | \(meaning) |"), "README's exit status table lacks \(value)")
        }
        #expect(try text("Sources/forward-codable/main.swift").contains("exit(status.rawValue)"))
    }

    /// The compatibility plugin passes its arguments through to `forward-codable breaking`: every
    /// option its usage names, but its own `--target`, is one the tool accepts and documents.
    @Test func theCompatibilityPluginsOptionsAreTheBreakingCommands() throws {
        let plugin = try text("Plugins/CheckForwardCodableCompatibility/CheckForwardCodableCompatibility.swift")
        let usage = try #require(Self.text(between: "static let usage", and: "func performCommand", in: plugin))
        let named = Set(Self.optionNames(in: usage)).subtracting(["target", "help"])
        #expect(named.isSuperset(of: ["against", "mode", "format", "verbose", "closed-enum-readers", "config"]))
        let command = try text("Sources/forward-codable/BreakingCommand.swift")
        let accepted = Self.quotedWords(between: "options: [", and: "flags: [", in: command)
            .union(Self.quotedWords(between: "flags: [", and: "]", in: command))
        let help = try text("Sources/forward-codable/BreakingHelp.swift")
        for name in named.sorted() {
            #expect(accepted.contains(name), "forward-codable breaking does not accept --\(name)")
            #expect(help.contains("  --\(name)"), "forward-codable breaking --help does not document --\(name)")
        }
    }

    /// The `--name` words of `text`.
    static func optionNames(in text: String) -> [String] {
        text.split(whereSeparator: { !$0.isLetter && $0 != "-" }).filter { $0.hasPrefix("--") && $0.count > 2 }
            .map { String($0.dropFirst(2)) }
    }

    /// The text of `source` from the first `start` to the next `end` after it.
    static func text(between start: String, and end: String, in source: String) -> String? {
        guard let from = source.range(of: start)?.upperBound,
            let to = source.range(of: end, range: from..<source.endIndex)?.lowerBound
        else { return nil }
        return String(source[from..<to])
    }

    /// The `"quoted"` words of `source` from the first `start` to the next `end` after it.
    static func quotedWords(between start: String, and end: String, in source: String) -> Set<String> {
        let pieces = (text(between: start, and: end, in: source) ?? "").split(
            separator: "\"", omittingEmptySubsequences: false)
        return Set(pieces.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
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
