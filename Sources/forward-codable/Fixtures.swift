import ForwardCodableGenerator
import Foundation

/// Reading and writing golden fixtures: `<fixtures>/<Record>/v<N>.json`.
enum Fixtures {
    /// The fixtures folder, one rule for the tool and the plugins: `Fixtures/` in the deepest
    /// folder that holds all the schemas (`Schemas/Fixtures` for `Schemas/*.fcschema`).
    static func defaultDirectory(for schemaPaths: [String]) -> String {
        FileSystem.join(PackagePaths.commonFolder(of: schemaPaths), PackageLayout.fixturesFolder)
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

extension Fixtures {
    /// Every committed example document under `directory`: `<Record>/examples/<name>.json`.
    static func readExamples(_ directory: String) throws -> [ExampleSource] {
        guard let records = try? FileSystem.manager.contentsOfDirectory(atPath: directory) else { return [] }
        var examples: [ExampleSource] = []
        for record in records.sorted() {
            let folder = FileSystem.join(FileSystem.join(directory, record), "examples")
            guard let names = try? FileSystem.manager.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where name.hasSuffix(".json") {
                let text = try FileSystem.read(FileSystem.join(folder, name))
                examples.append(ExampleSource(record: record, name: String(name.dropLast(5)), text: text))
            }
        }
        return examples
    }
}

/// `forward-codable record-fixtures`: write the golden fixture of each record's current version,
/// never overwriting one that exists unless asked to.
enum RecordFixturesCommand {
    static func run(_ rawArguments: [String]) -> ExitStatus {
        let arguments: Arguments
        do {
            arguments = try Arguments(
                rawArguments, options: ["fixtures", "package-root", "config"],
                flags: ["force", "all-versions", "quiet"])
        } catch {
            Console.error("error: \(error.message)\nRun 'forward-codable record-fixtures --help' for usage.")
            return .usageError
        }
        do {
            let schemaPaths = try FileSystem.schemaFiles(
                arguments: arguments.positional, default: GenerateCommand.defaultSchemas,
                plugin: "record-forward-codable-fixtures")
            var paths = PackagePaths(root: arguments.value("package-root"))
            let inputs = try SchemaInputs.read(
                schemaPaths, configPath: arguments.value("config"), name: { paths.remember($0) })
            let directory = arguments.value("fixtures") ?? Fixtures.defaultDirectory(for: schemaPaths)
            var (fixtures, diagnostics) = Generator.recordFixtures(
                inputs.sources, allVersions: arguments.flag("all-versions"), committed: try Fixtures.read(directory))
            diagnostics = inputs.diagnostics + diagnostics
            for diagnostic in diagnostics { Console.error(paths.asGiven(diagnostic).description) }
            if diagnostics.contains(where: { $0.severity == .error }) { return .schemaError }
            let force = arguments.flag("force")
            let quiet = arguments.flag("quiet")
            var recorded = 0
            for fixture in fixtures {
                let path = FileSystem.join(directory, fixture.relativePath)
                let shown = paths.shown(path)
                if FileSystem.exists(path), !force {
                    if !quiet { Console.out("kept \(shown) (exists; --force re-records it)") }
                    continue
                }
                let existed = FileSystem.exists(path)
                if try FileSystem.writeIfChanged(fixture.text, to: path) {
                    recorded += 1
                    Console.out("\(existed ? "re-recorded" : "recorded") \(shown)")
                } else if !quiet {
                    Console.out("kept \(shown) (unchanged)")
                }
            }
            if recorded > 0 {
                Console.out(
                    "\(recorded) fixture(s) recorded: commit them; generating the contract tests again (the build plugin "
                        + "does it on the next build) embeds them"
                )
            }
            return .success
        } catch {
            return Console.fileSystemFailure(error)
        }
    }
}
