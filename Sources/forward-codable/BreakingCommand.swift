import ForwardCodableGenerator
import Foundation

/// `forward-codable breaking`: compare the schemas with a baseline (every release a lock holds)
/// and report what breaks readers in the field, or, with `--update-lock`, record the schemas in
/// the lock (`BreakingCommand+UpdateLock.swift`).
enum BreakingCommand {
    static func run(_ rawArguments: [String]) -> ExitStatus {
        let arguments: Arguments
        let options: CompatibilityOptions
        let format: String
        do {
            arguments = try Arguments(
                rawArguments, options: ["against", "mode", "format", "lock", "config", "release", "since-release"],
                flags: ["verbose", "closed-enum-readers", "update-lock", "force", "list-rules"])
            if arguments.flag("list-rules") { return try listRules(arguments) }
            guard let mode = CompatibilityMode(rawValue: arguments.value("mode") ?? "full") else {
                throw UsageError("--mode must be backward, forward or full")
            }
            format = arguments.value("format") ?? "text"
            guard ["text", "json", "github"].contains(format) else {
                throw UsageError("--format must be text, json or github")
            }
            options = CompatibilityOptions(mode: mode, closedEnumReaders: arguments.flag("closed-enum-readers"))
            if let release = arguments.value("release") {
                guard arguments.flag("update-lock") else {
                    throw UsageError("--release names the release --update-lock records; add --update-lock")
                }
                guard LockFile.isReleaseName(release) else {
                    throw UsageError(
                        "--release '\(release)' is no release name: use letters, digits, '.', '-', '_' and '+', "
                            + "starting with a letter or digit, such as 1.2")
                }
            }
        } catch let error as UsageError {
            return usage(error.message)
        } catch {
            return usage(String(describing: error))
        }
        let defaults: (root: String, config: String?)?
        do {
            defaults = arguments.positional.isEmpty ? try BreakingSchemas.defaultRoot() : nil
        } catch {
            return usage(error.message)
        }
        let roots = defaults.map { [$0.root] } ?? arguments.positional
        do {
            let schemaPaths = try FileSystem.schemaFiles(in: roots)
            let configPath = arguments.value("config") ?? defaults?.config
            let inputs = try SchemaInputs.read(schemaPaths, configPath: configPath)
            for diagnostic in inputs.diagnostics { Console.error(diagnostic.description) }
            if inputs.hasConfigurationErrors { return .schemaError }
            let sources = inputs.sources
            let lockPath: String
            do {
                lockPath = try BreakingSchemas.lock(
                    given: arguments.value("lock"), schemaPaths: schemaPaths, roots: roots,
                    isUsed: arguments.flag("update-lock") || arguments.value("against") == nil)
            } catch {
                return usage(error.message)
            }
            if arguments.flag("update-lock") {
                return try updateLock(
                    sources, at: lockPath, release: arguments.value("release"),
                    since: arguments.value("since-release"), options: options, ignores: inputs.ignores,
                    force: arguments.flag("force"))
            }
            guard let against = arguments.value("against") ?? (FileSystem.exists(lockPath) ? lockPath : nil) else {
                let record = recordCommand(
                    roots: defaults?.root == GenerateCommand.defaultSchemas ? [] : roots,
                    config: configPath, schemaPaths: schemaPaths, lock: arguments.value("lock"))
                return usage(
                    "no lock at \(lockPath) and no --against, so there is nothing to compare with: record the released "
                        + "schemas with '\(record)' and commit the lock, or give --against <folder|git-ref|lock-file>")
            }
            let baseline: Baseline
            do {
                baseline = try Baseline.load(against, schemaPaths: roots, configPath: configPath)
            } catch let error as UsageError {
                return usage(error.message)
            }
            for diagnostic in baseline.configurationDiagnostics { Console.error(diagnostic.description) }
            if baseline.configurationDiagnostics.contains(where: { $0.severity == .error }) { return .schemaError }
            // Never a pass for a check that could not be made (BreakingChanges.md, "No false pass").
            if baseline.sources.isEmpty {
                return usage(
                    "the baseline '\(against)' holds no schema (an empty lock, a lock of comments only, or a folder "
                        + "without .fcschema files), so nothing was checked; record the released schemas with "
                        + "'forward-codable breaking --update-lock', or give --against the baseline that holds them")
            }
            let releases: [Baseline.Release]
            do {
                releases = try ReleaseCheck.releases(
                    of: baseline, since: arguments.value("since-release"), against: against)
            } catch {
                return usage(error.message)
            }
            var (report, unrelated) = ReleaseCheck.judge(sources, against: releases, options: options)
            for diagnostic in report.diagnostics { Console.error(diagnostic.description) }
            if report.hasSchemaErrors {
                // Tools still get a document: the errors, and no finding.
                switch format {
                case "json": Console.write(CompatibilityReport.json(errors: report.diagnostics))
                case "github": Console.write(CompatibilityReport.github(errors: report.diagnostics))
                default: break
                }
                return .schemaError
            }
            if let release = unrelated.first {
                return usage(
                    "\(ReleaseCheck.describe(release, of: against)) declares none of the current schemas' types, so "
                        + "nothing was checked: it was recorded from another schema set; give --against the baseline of "
                        + "these schemas, or record it with 'forward-codable breaking --update-lock'")
            }
            let matchedNothing = report.apply(inputs.ignores)
            // A narrowed check leaves out findings that an ignore may be kept for: no warning then.
            let isFull = options.mode == .full && arguments.value("since-release") == nil
            let unused = isFull ? matchedNothing : []
            for diagnostic in unused { Console.error(diagnostic.description) }
            let verbose = arguments.flag("verbose")
            switch format {
            case "json": Console.write(report.json(verbose: verbose, warnings: unused))
            case "github":
                // GitHub shows the warnings on the configuration file too.
                Console.write(report.github(verbose: verbose) + CompatibilityReport.github(errors: unused))
            default:
                Console.write(report.text(verbose: verbose))
                let named = CompatibilityReport.releasesLabel(releases.compactMap(\.label)).map { "\($0); " } ?? ""
                Console.error("\(report.summary) against \(against) (\(named)mode \(options.mode.rawValue))")
            }
            return report.isBreaking ? .breaking : .success
        } catch {
            return Console.fileSystemFailure(error)
        }
    }

    /// The command that records the lock of these schemas, as run from the package root. It names
    /// `config` only when it is not the one the tool finds next to the first schema.
    static func recordCommand(roots: [String], config: String?, schemaPaths: [String], lock: String?) -> String {
        var words = ["swift run forward-codable breaking --update-lock"] + roots
        let nextToSchemas = schemaPaths.first.map {
            FileSystem.join(($0 as NSString).deletingLastPathComponent, PackageLayout.configurationFileName)
        }
        if let config, PackagePaths.absolute(config) != nextToSchemas.map(PackagePaths.absolute) {
            words += ["--config", config]
        }
        if let lock { words += ["--lock", lock] }
        return words.joined(separator: " ")
    }

    /// `--list-rules`: the catalog of rules, one line each, or with `--format markdown` the rules
    /// table and examples of the `BreakingChanges` article. It checks nothing, so it takes no
    /// other argument.
    private static func listRules(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        let format = arguments.value("format") ?? "text"
        guard ["text", "markdown"].contains(format) else {
            throw UsageError("--list-rules prints text or markdown: --format must be text or markdown")
        }
        let options = ["against", "mode", "lock", "config", "release", "since-release"].filter {
            arguments.value($0) != nil
        }
        let flags = ["verbose", "closed-enum-readers", "update-lock", "force"].filter(arguments.flag)
        let others = arguments.positional + (options + flags).map { "--\($0)" }
        guard others.isEmpty else {
            throw UsageError(
                "--list-rules checks nothing and takes no other argument; remove \(others.joined(separator: " "))")
        }
        Console.write(format == "markdown" ? CompatibilityRule.markdown : CompatibilityRule.listing)
        return .success
    }

    static func usage(_ message: String) -> ExitStatus {
        Console.error("error: \(message)\nRun 'forward-codable breaking --help' for usage.")
        return .usageError
    }
}
