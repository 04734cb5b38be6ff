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
/// Without `--against`, the tool compares each set with every release of its
/// `forward-codable.lock`, next to the schemas; a set without one is an error whose message names
/// the command that records it. The plugin only reads: a release is recorded with
/// `swift run forward-codable breaking --update-lock --release NAME <folder>`.
///
/// SwiftPM ends a failed command plugin with exit status 1, whatever the plugin's own status
/// (swiftlang/swift-package-manager#7380), so the closing error names the tool's status for
/// each folder that failed.
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
        if let flag = passed.first(where: { ["--update-lock", "--force"].contains($0) }) {
            throw PluginError(
                "check-forward-codable-compatibility only reads, and does not take \(flag): record a lock with "
                    + "'swift run forward-codable breaking --update-lock <folder>' (a target's folder, such as "
                    + "\(folders[0].path))\n\(Self.usage)")
        }
        let tool = try context.tool(named: "forward-codable").url
        var failures: [(folder: String, status: Int32)] = []
        for (folder, configuration) in folders {
            let status = try ToolProcess.run(tool, ["breaking", folder] + configuration + passed, in: root)
            if status != ToolContract.ExitStatus.success.rawValue { failures.append((folder, status)) }
        }
        guard failures.isEmpty else { throw PluginError(Self.summary(of: failures, among: folders.count)) }
    }

    /// The closing error: each failed folder with the tool's exit status and what it means.
    static func summary(of failures: [(folder: String, status: Int32)], among count: Int) -> String {
        let lines = failures.map { failure in
            let status = ToolContract.ExitStatus(rawValue: failure.status)
            let meaning =
                status == .breaking
                ? "breaking change"
                : "\(status?.meaning ?? "unknown status"): nothing was checked; the tool's error says why"
            return "  \(failure.folder): \(failure.status) (\(meaning))"
        }
        return "forward-codable breaking failed for \(failures.count) of \(count) schema folder(s), with these exit "
            + "statuses:\n" + lines.joined(separator: "\n")
            + "\nSwiftPM ends every failed command plugin with exit status 1; "
            + "'swift run forward-codable breaking <folder>' exits with the tool's own status"
    }

    private static func hasSchemas(_ directory: URL) -> Bool {
        !PluginPaths.files(below: directory, where: { $0.pathExtension == ToolContract.schemaExtension }).isEmpty
    }
}
