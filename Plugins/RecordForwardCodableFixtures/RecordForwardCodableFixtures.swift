import Foundation
import PackagePlugin

/// Records golden fixtures:
///
/// ```
/// swift package --allow-writing-to-package-directory record-forward-codable-fixtures [--force] [--all-versions] [--target NAME]...
/// ```
///
/// A golden fixture is what the current version of a record writes for its sample, and the
/// generated golden test compares every later build against it. This command writes the fixture
/// of each record's current version where none exists yet, and never overwrites one unless given
/// `--force`: re-recording is a decision, not a side effect.
///
/// - The top-level `Schemas/` records into `Schemas/Fixtures/` (the defaults of
///   `forward-codable record-fixtures`).
/// - A test target that depends on targets with schemas records their fixtures into its own
///   `Fixtures/` folder, where ForwardCodablePlugin, applied to the test target, finds them.
@main
struct RecordForwardCodableFixtures: CommandPlugin {
    static let usage =
        "usage: swift package --allow-writing-to-package-directory record-forward-codable-fixtures "
        + "[--force] [--all-versions] [--target NAME]..."

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let force = extractor.extractFlag(named: "force") > 0
        let allVersions = extractor.extractFlag(named: "all-versions") > 0
        let targetNames = extractor.extractOption(named: "target")
        _ = extractor.extractFlag(named: "allow-writing-to-package-directory")
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError(
                "unexpected argument(s) \(extractor.remainingArguments.joined(separator: " "))\n\(Self.usage)")
        }
        try UnbuiltSchemaFolders.check(context.package)
        let flags = (force ? ["--force"] : []) + (allVersions ? ["--all-versions"] : [])
        let jobs = try Self.jobs(for: context.package, targetNames: targetNames)
        guard !jobs.isEmpty else {
            print(
                "record-forward-codable-fixtures: no test target depends on a target with schemas, and there is no Schemas/ folder"
            )
            return
        }
        let tool = try context.tool(named: "forward-codable").url
        for arguments in jobs {
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments + flags
            process.currentDirectoryURL = context.package.directoryURL
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw PluginError(
                    "forward-codable \(arguments.joined(separator: " ")) failed (exit status \(process.terminationStatus))"
                )
            }
        }
    }

    /// `record-fixtures` for the top-level `Schemas/`, then one per test target and dependency.
    static func jobs(for package: Package, targetNames: [String]) throws -> [[String]] {
        let root = package.directoryURL
        var jobs: [[String]] = []
        let schemasFolder = root.appending(path: "Schemas")
        if targetNames.isEmpty,
            !PluginPaths.files(below: schemasFolder, where: { $0.pathExtension == SchemaSet.schemaExtension }).isEmpty
        {
            jobs.append(["record-fixtures"])
        }
        let targets = targetNames.isEmpty ? package.targets : try package.targets(named: targetNames)
        for target in targets.sorted(by: { $0.name < $1.name }) {
            guard let module = target as? SourceModuleTarget, module.kind == .test,
                let directory = PluginPaths.directory(of: target)
            else { continue }
            let fixtures = PluginPaths.relative(directory.appending(path: SchemaSet.fixturesFolderName), to: root)
            var sets: [SchemaSet] = []
            for case .target(let dependency) in target.dependencies {
                if let set = try SchemaSet(directoryOf: dependency, in: package), !set.schemas.isEmpty {
                    sets.append(set)
                }
            }
            if let own = try SchemaSet(directoryOf: target, in: package), !own.schemas.isEmpty { sets.append(own) }
            for set in sets {
                jobs.append(
                    ["record-fixtures"] + set.schemas.map { PluginPaths.relative($0, to: root) } + [
                        "--fixtures", fixtures,
                    ])
            }
        }
        return jobs
    }
}
