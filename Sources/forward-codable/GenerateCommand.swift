import ForwardCodableGenerator
import Foundation

/// `forward-codable generate`: schemas in, Swift files out, only what changed.
enum GenerateCommand {
    static let defaultSchemas = PackageLayout.schemasFolder
    static let defaultOutput = PackageLayout.modelsOutput
    static let defaultTestsOutput = PackageLayout.testsOutput

    static func run(_ rawArguments: [String]) -> ExitStatus {
        let arguments: Arguments
        do {
            arguments = try Arguments(
                rawArguments,
                options: [
                    "output", "tests-output", "fixtures", "model-module", "config", "only", "package-root",
                    "record-command",
                ],
                flags: ["check", "quiet", "same-module", "quiet-schema-errors", "no-summary"]
            )
        } catch {
            Console.error("error: \(error.message)\nRun 'forward-codable generate --help' for usage.")
            return .usageError
        }
        let usesDefaults = arguments.positional.isEmpty
        let output = arguments.value("output") ?? (usesDefaults ? defaultOutput : nil)
        let testsOutput = arguments.value("tests-output") ?? (usesDefaults ? defaultTestsOutput : nil)
        guard output != nil || testsOutput != nil else {
            Console.error(
                "error: give --output, --tests-output or both when schemas are given\nRun 'forward-codable generate --help' for usage."
            )
            return .usageError
        }
        let check = arguments.flag("check")
        let summarizes = !arguments.flag("no-summary")
        let quiet = arguments.flag("quiet")
        var paths = PackagePaths(root: arguments.value("package-root"))
        do {
            let schemaPaths = try FileSystem.schemaFiles(
                arguments: arguments.positional, default: defaultSchemas, plugin: "generate-forward-codable")
            let inputs = try SchemaInputs.read(
                schemaPaths, configPath: arguments.value("config"), name: { paths.remember($0) })
            var options = inputs.options
            if let module = arguments.value("model-module") { options.modelModule = module }
            options.recordFixturesCommand = arguments.value("record-command") ?? recordCommand(arguments, paths: paths)
            let only = Set(arguments.values("only").map(paths.shown))
            let onlySet = only.isEmpty ? nil : only
            if arguments.flag("same-module") { options.modelModule = nil }
            if testsOutput != nil, options.modelModule == nil, !arguments.flag("same-module") {
                Console.error(
                    "error: --tests-output needs the module of the generated types: --model-module M, \"modelModule\" in "
                        + "forward-codable.json, or --same-module when the tests compile into that module"
                )
                return .usageError
            }
            var outputs: GeneratedOutputs = []
            var fixtures: [FixtureSource] = []
            var examples: [ExampleSource] = []
            if output != nil { outputs.insert(.models) }
            if testsOutput != nil {
                outputs.insert(.contractTests)
                let directory = arguments.value("fixtures") ?? Fixtures.defaultDirectory(for: schemaPaths)
                fixtures = try Fixtures.read(directory)
                examples = try Fixtures.readExamples(directory)
            }
            let result = Generator.generate(
                inputs.sources, options: options, outputs: outputs, fixtures: fixtures, examples: examples,
                only: onlySet)
            // A warning is printed by the run that generates its schema: the build plugin runs one
            // `--only` per schema, which would print each warning once per schema otherwise.
            let diagnostics = (inputs.diagnostics + result.diagnostics).filter {
                $0.severity != .warning || onlySet?.contains($0.location.file) ?? true
            }
            var written: [(directory: String, files: [GeneratedFile])] = []
            if let output { written.append((output, result.files)) }
            if let testsOutput { written.append((testsOutput, result.testFiles)) }
            let errorCount = diagnostics.filter { $0.severity == .error }.count
            if !arguments.flag("quiet-schema-errors") {
                for diagnostic in diagnostics { Console.error(paths.asGiven(diagnostic).description) }
                if errorCount > 0, summarizes {
                    Console.error("error: generation failed with \(errorCount) error(s); nothing was written")
                }
            }
            // Another command of the same build reports these schemas' errors and fails it; failing
            // here too could stop the build before that command prints them.
            if errorCount > 0 { return arguments.flag("quiet-schema-errors") ? .success : .schemaError }
            var status = ExitStatus.success
            var stale: [String] = []
            for (directory, files) in written {
                let planned = files.map { (path: FileSystem.join(directory, $0.name), contents: $0.contents) }
                if check {
                    stale += OutputSync.stale(planned, in: directory, removesOrphans: only.isEmpty, show: paths.shown)
                    if !quiet, stale.isEmpty {
                        Console.out("\(paths.shown(directory)) is up to date (\(planned.count) file(s))")
                    }
                } else {
                    let result = try OutputSync.write(
                        planned, in: directory, removesOrphans: only.isEmpty, quiet: quiet, show: paths.shown)
                    if result != .success { status = result }
                }
            }
            guard stale.isEmpty else {
                for line in stale { Console.error("stale: \(line)") }
                if summarizes {
                    Console.error(
                        "error: \(stale.count) generated file(s) are stale; run the same command without --check to update them"
                    )
                }
                return .stale
            }
            return status
        } catch {
            return Console.fileSystemFailure(error)
        }
    }

    /// The command that records the fixtures of these schemas, as run from the package root:
    /// `swift run forward-codable record-fixtures [SCHEMA...] [--fixtures DIR]`.
    static func recordCommand(_ arguments: Arguments, paths: PackagePaths) -> String {
        var words = [GeneratorOptions.defaultRecordFixturesCommand]
        words += arguments.positional.map(paths.shown)
        if let fixtures = arguments.value("fixtures") { words += ["--fixtures", paths.shown(fixtures)] }
        return words.joined(separator: " ")
    }
}

/// Brings an output folder in line with the planned files: write what changed, remove what is
/// orphaned, or, in check mode, report both without writing.
enum OutputSync {
    static func write(
        _ planned: [(path: String, contents: String)],
        in directory: String,
        removesOrphans: Bool,
        quiet: Bool,
        show: (String) -> String
    ) throws -> ExitStatus {
        var changed = 0
        for file in planned where try FileSystem.writeIfChanged(file.contents, to: file.path) {
            changed += 1
            if !quiet { Console.out("wrote \(show(file.path))") }
        }
        if removesOrphans {
            for orphan in orphans(planned, in: directory) {
                try FileSystem.remove(orphan)
                changed += 1
                if !quiet { Console.out("removed \(show(orphan)) (its schema is gone)") }
            }
        }
        if !quiet, changed == 0 { Console.out("\(show(directory)) is up to date (\(planned.count) file(s))") }
        return .success
    }

    /// One line per file that is stale, missing or orphaned: `path: reason`.
    static func stale(
        _ planned: [(path: String, contents: String)],
        in directory: String,
        removesOrphans: Bool,
        show: (String) -> String
    ) -> [String] {
        var stale: [String] = []
        for file in planned {
            if !FileSystem.exists(file.path) {
                stale.append("\(show(file.path)): missing")
            } else if (try? FileSystem.read(file.path)) != file.contents {
                stale.append("\(show(file.path)): differs from its schema")
            }
        }
        if removesOrphans {
            stale += orphans(planned, in: directory).map { "\(show($0)): its schema is gone" }
        }
        return stale
    }

    private static func orphans(_ planned: [(path: String, contents: String)], in directory: String) -> [String] {
        let kept = Set(planned.map(\.path))
        return FileSystem.generatedFiles(in: directory).map { FileSystem.join(directory, $0) }.filter {
            !kept.contains($0)
        }
    }
}
