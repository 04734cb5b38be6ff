import Foundation
import PackagePlugin

/// Checks the package's schemas for breaking changes:
///
/// ```
/// swift package check-forward-codable-compatibility [--against main] [--since-release NAME]
///     [--mode backward|forward|full] [--format text|json|github] [--verbose] [--closed-enum-readers]
///     [--config FILE] [--target NAME]...
/// ```
///
/// It runs `forward-codable breaking` once for the top-level `Schemas/` folder and once for each
/// target with schemas (each is its own set of types), passing every other argument through.
/// The `"keyStyle"` of a target's `forward-codable.json` applies to its schemas, as when they were
/// generated (the tool finds the top-level folder's itself); `--config FILE` overrides it.
/// Without `--against`, each set is compared with every release of the `forward-codable.lock` in
/// its folder, and a folder without one is skipped. The plugin only reads: record a release with
/// `swift run forward-codable breaking --update-lock --release NAME <folder>`.
@main
struct CheckForwardCodableCompatibility: CommandPlugin {
    static let usage =
        "usage: swift package check-forward-codable-compatibility [--against BASELINE] [--since-release NAME] "
        + "[--mode MODE] "
        + "[--format FORMAT] [--verbose] [--closed-enum-readers] [--config FILE] [--target NAME]...\n"
        + "Runs 'forward-codable breaking' on each schema folder; see 'swift run forward-codable breaking --help'."

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let parsed = try CommandArguments(
            arguments, flags: [], options: ["target"], usage: Self.usage, passesOthersOn: true)
        if parsed.wantsHelp {
            print(Self.usage)
            return
        }
        let targetNames = parsed.options["target"] ?? []
        let passed = parsed.others
        let root = context.package.directoryURL
        // Each folder, with the configuration the tool is told of (none: the tool finds its own).
        var folders: [(path: String, configuration: [String])] = []
        let top = root.appending(path: ToolContract.schemasFolder)
        if targetNames.isEmpty, Self.hasSchemas(top) { folders.append((ToolContract.schemasFolder, [])) }
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let hasConfiguration = passed.contains { $0 == "--config" || $0.hasPrefix("--config=") }
        for target in targets.sorted(by: { $0.name < $1.name }) {
            guard let directory = PluginPaths.directory(of: target), Self.hasSchemas(directory),
                !PluginPaths.isInside(directory, top)
            else { continue }
            // The target's configuration may sit anywhere in it, as for generation.
            let set = hasConfiguration ? nil : try SchemaSet(directoryOf: target, in: context.package)
            let configuration = set?.configuration.map { ["--config", PluginPaths.relative($0, to: root)] } ?? []
            folders.append((PluginPaths.relative(directory, to: root), configuration))
        }
        guard !folders.isEmpty else {
            print("check-forward-codable-compatibility: no schemas in Schemas/ or in any target")
            return
        }
        let tool = try context.tool(named: "forward-codable").url
        var breaking: [String] = []
        let hasBaseline = passed.contains { $0 == "--against" || $0.hasPrefix("--against=") }
        for (folder, configuration) in folders {
            if !hasBaseline,
                !FileManager.default.fileExists(
                    atPath: root.appending(path: folder).appending(path: ToolContract.lockFileName).path)
            {
                print("skipped \(folder): no \(ToolContract.lockFileName) and no --against")
                continue
            }
            let status = try ToolProcess.run(tool, ["breaking", folder] + configuration + passed, in: root)
            switch ToolContract.ExitStatus(rawValue: status) {
            case .success: continue
            case .breaking: breaking.append(folder)
            default:
                throw PluginError("forward-codable breaking \(folder) failed (exit status \(status))\n\(Self.usage)")
            }
        }
        guard breaking.isEmpty else {
            throw PluginError("breaking schema changes in \(breaking.joined(separator: ", "))")
        }
    }

    private static func hasSchemas(_ directory: URL) -> Bool {
        !PluginPaths.files(below: directory, where: { $0.pathExtension == ToolContract.schemaExtension }).isEmpty
    }
}
