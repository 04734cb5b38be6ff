import ForwardCodableGenerator
import Foundation

/// `forward-codable export json-schema`: the JSON Schema of every record, union and enum, for the
/// other readers of the same documents (a server, a web or Android client).
enum ExportCommand {
    /// The formats `export` writes.
    static let formats = ["json-schema"]

    static func run(_ rawArguments: [String]) -> ExitStatus {
        let arguments: Arguments
        do {
            arguments = try Arguments(
                rawArguments, options: ["output", "config", "base-uri", "package-root"],
                flags: ["closed", "check", "quiet"])
        } catch {
            return usage(error.message)
        }
        guard let format = arguments.positional.first, formats.contains(format) else {
            let given = arguments.positional.first.map { "unknown format '\($0)'" } ?? "give a format"
            return usage("\(given): export writes \(formats.joined(separator: ", "))")
        }
        guard let output = arguments.value("output") else { return usage("give --output DIR") }
        let options = JSONSchemaExportOptions(
            closed: arguments.flag("closed"), baseURI: arguments.value("base-uri") ?? "")
        var paths = PackagePaths(root: arguments.value("package-root"))
        do {
            let given = Array(arguments.positional.dropFirst())
            if given.isEmpty, !FileSystem.exists(GenerateCommand.defaultSchemas) {
                throw IOFailure(
                    "no \(GenerateCommand.defaultSchemas)/ folder here: give the schemas' files or folders "
                        + "(such as Sources/Models/Schemas)")
            }
            let schemaPaths = try FileSystem.schemaFiles(in: given.isEmpty ? [GenerateCommand.defaultSchemas] : given)
            let inputs = try SchemaInputs.read(
                schemaPaths, configPath: arguments.value("config"), name: { paths.remember($0) })
            let (files, diagnostics) = Generator.exportJSONSchema(inputs.sources, options: options)
            let all = inputs.diagnostics + diagnostics
            for diagnostic in all { Console.error(paths.asGiven(diagnostic).description) }
            let errors = all.filter { $0.severity == .error }.count
            if errors > 0 {
                Console.error("error: export failed with \(errors) error(s); nothing was written")
                return .schemaError
            }
            let planned = files.map { (path: FileSystem.join(output, $0.name), contents: $0.contents) }
            let orphans = exported(in: output).filter { !Set(planned.map(\.path)).contains($0) }
            if arguments.flag("check") {
                var stale = OutputSync.stale(planned, in: output, removesOrphans: false, show: paths.shown)
                stale += orphans.map { "\(paths.shown($0)): its declaration is gone" }
                guard stale.isEmpty else {
                    for line in stale { Console.error("stale: \(line)") }
                    Console.error(
                        "error: \(stale.count) exported file(s) are stale; run the same command without --check")
                    return .stale
                }
                if !arguments.flag("quiet") {
                    Console.out("\(paths.shown(output)) is up to date (\(planned.count) file(s))")
                }
                return .success
            }
            let status = try OutputSync.write(
                planned, in: output, removesOrphans: false, quiet: arguments.flag("quiet"), show: paths.shown)
            for orphan in orphans {
                try FileSystem.remove(orphan)
                if !arguments.flag("quiet") { Console.out("removed \(paths.shown(orphan)) (its declaration is gone)") }
            }
            return status
        } catch {
            return Console.fileSystemFailure(error)
        }
    }

    /// The files of an earlier export in `directory`: `*.schema.json` files whose `$comment` says
    /// this tool wrote them, so that hand-written files next to them are never touched.
    static func exported(in directory: String) -> [String] {
        guard let names = try? FileSystem.manager.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasSuffix(".schema.json") }.sorted().map { FileSystem.join(directory, $0) }.filter {
            (try? FileSystem.read($0))?.contains("\"$comment\": \"\(Generator.generatedFileMarker) export") == true
        }
    }

    private static func usage(_ message: String) -> ExitStatus {
        Console.error("error: \(message)\nRun 'forward-codable export --help' for usage.")
        return .usageError
    }
}
