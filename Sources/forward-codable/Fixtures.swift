import ForwardCodableGenerator
import Foundation

/// Reading and writing golden fixtures: `<fixtures>/<Record>/v<N>.json`.
enum Fixtures {
    /// The default fixtures folder: `Fixtures/` next to the first schema.
    static func defaultDirectory(for schemaPaths: [String]) -> String {
        let directory = schemaPaths.first.map { ($0 as NSString).deletingLastPathComponent } ?? "."
        return FileSystem.join(directory.isEmpty ? "." : directory, "Fixtures")
    }

    /// Every committed fixture under `directory`.
    static func read(_ directory: String) throws -> [FixtureSource] {
        guard let records = try? FileSystem.manager.contentsOfDirectory(atPath: directory) else { return [] }
        var fixtures: [FixtureSource] = []
        for record in records.sorted() {
            let recordDirectory = FileSystem.join(directory, record)
            guard let names = try? FileSystem.manager.contentsOfDirectory(atPath: recordDirectory) else { continue }
            for name in names.sorted() where name.hasPrefix("v") && name.hasSuffix(".json") {
                guard let version = Int(name.dropFirst().dropLast(5)) else { continue }
                let text = try FileSystem.read(FileSystem.join(recordDirectory, name))
                fixtures.append(FixtureSource(record: record, version: version, text: text))
            }
        }
        return fixtures
    }
}

/// `forward-codable record-fixtures`: write the golden fixture of each record's current version,
/// never overwriting one that exists unless asked to.
enum RecordFixturesCommand {
    static func run(_ rawArguments: [String]) -> ExitStatus {
        let arguments: Arguments
        do {
            arguments = try Arguments(rawArguments, options: ["fixtures"], flags: ["force", "all-versions", "quiet"])
        } catch {
            Console.error("error: \(error.message)\nRun 'forward-codable --help' for usage.")
            return .usageError
        }
        do {
            let schemaPaths = try FileSystem.schemaFiles(
                in: arguments.positional.isEmpty ? [GenerateCommand.defaultSchemas] : arguments.positional)
            let sources = try schemaPaths.map { SchemaSource(path: $0, text: try FileSystem.read($0)) }
            let (fixtures, diagnostics) = Generator.recordFixtures(sources, allVersions: arguments.flag("all-versions"))
            for diagnostic in diagnostics { Console.error(diagnostic.description) }
            if diagnostics.contains(where: { $0.severity == .error }) { return .schemaError }
            let directory = arguments.value("fixtures") ?? Fixtures.defaultDirectory(for: schemaPaths)
            let force = arguments.flag("force")
            let quiet = arguments.flag("quiet")
            var recorded = 0
            for fixture in fixtures {
                let path = FileSystem.join(directory, fixture.relativePath)
                if FileSystem.exists(path), !force {
                    if !quiet { Console.out("kept \(path) (exists; --force re-records it)") }
                    continue
                }
                let existed = FileSystem.exists(path)
                if try FileSystem.writeIfChanged(fixture.text, to: path) {
                    recorded += 1
                    Console.out("\(existed ? "re-recorded" : "recorded") \(path)")
                } else if !quiet {
                    Console.out("kept \(path) (unchanged)")
                }
            }
            if recorded > 0 {
                Console.out(
                    "\(recorded) fixture(s) recorded: commit them; `forward-codable generate` (or the build plugin, on the next build) embeds them in the contract tests"
                )
            }
            return .success
        } catch {
            return Console.fileSystemFailure(error)
        }
    }
}
