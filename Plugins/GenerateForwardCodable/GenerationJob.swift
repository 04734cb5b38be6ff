import Foundation
import PackagePlugin

/// One run of `forward-codable generate` that the command plugin makes, from the package's
/// directory, with paths relative to it (so the generated headers name the schemas the way
/// `swift run forward-codable generate` does).
struct GenerationJob {
    /// What the job covers, for messages: `Schemas/` or `target 'Models'`.
    var label: String
    /// The arguments after `forward-codable`, without `--check`.
    var arguments: [String]

    /// The folder, inside a target's directory, that the target's schemas are generated into.
    static let targetOutputFolder = "Generated"

    /// What to run, and what was left out on purpose (one message each).
    struct Plan {
        var jobs: [GenerationJob] = []
        var skipped: [String] = []
    }

    /// The jobs for the package: the top-level `Schemas/` (when it is not inside a target and no
    /// `--target` was given), then every selected target with schemas below its directory, except
    /// the targets that generate at build time.
    static func plan(for package: Package, targetNames: [String]) throws -> Plan {
        var plan = Plan()
        let root = package.directoryURL
        let schemasFolder = root.appending(path: ToolContract.schemasFolder)
        let targetDirectories = package.targets.compactMap(PluginPaths.directory(of:))
        if targetNames.isEmpty,
            !PluginPaths.files(below: schemasFolder, where: { $0.pathExtension == ToolContract.schemaExtension })
                .isEmpty,
            !targetDirectories.contains(where: { PluginPaths.isInside(schemasFolder, $0) })
        {
            plan.jobs.append(GenerationJob(label: "\(ToolContract.schemasFolder)/", arguments: ["generate"]))
        }
        let targets = targetNames.isEmpty ? package.targets : try package.targets(named: targetNames)
        for target in targets.sorted(by: { $0.name < $1.name }) {
            guard let set = try SchemaSet(directoryOf: target, in: package) else { continue }
            let output = set.directory.appending(path: targetOutputFolder)
            if set.schemas.isEmpty {
                if holdsGeneratedFiles(output) {
                    // Its last schema was deleted: the tool, given the target's folder (which holds no
                    // schema), removes the generated files that are left, or reports them with --check.
                    plan.jobs.append(job(for: set, schemaArguments: [set.directory], output: output, root: root))
                } else if targetNames.contains(target.name) {
                    throw PluginError(
                        "target '\(target.name)' has no .\(ToolContract.schemaExtension) files below "
                            + PluginPaths.relative(set.directory, to: root)
                    )
                }
                continue
            }
            if let module = target as? SourceModuleTarget, usesBuildTimeGeneration(module) {
                plan.skipped.append("skipped target '\(target.name)' (generated at build time)")
                continue
            }
            plan.jobs.append(job(for: set, schemaArguments: set.schemas, output: output, root: root))
        }
        return plan
    }

    /// Whether the target's schemas are among its source files. A checked-in target excludes them,
    /// since without a build plugin SwiftPM warns about them as unhandled files.
    private static func usesBuildTimeGeneration(_ target: SourceModuleTarget) -> Bool {
        target.sourceFiles.contains { $0.url.pathExtension == ToolContract.schemaExtension }
    }

    /// Whether `folder` holds a Swift file that `forward-codable` generated (it starts with the
    /// tool's header).
    private static func holdsGeneratedFiles(_ folder: URL) -> Bool {
        PluginPaths.files(below: folder) { $0.pathExtension == "swift" }.contains { file in
            guard let handle = try? FileHandle(forReadingFrom: file) else { return false }
            defer { try? handle.close() }
            let header = ToolContract.generatedFileHeader
            let head = (try? handle.read(upToCount: header.utf8.count)) ?? Data()
            return head == Data(header.utf8)
        }
    }

    /// `generate <schemas> --output <target>/Generated [--config <file>]`.
    private static func job(for set: SchemaSet, schemaArguments: [URL], output: URL, root: URL) -> GenerationJob {
        let configuration = set.configuration.map { ["--config", PluginPaths.relative($0, to: root)] } ?? []
        return GenerationJob(
            label: "target '\(set.targetName)'",
            arguments: ["generate"] + schemaArguments.map { PluginPaths.relative($0, to: root) }
                + ["--output", PluginPaths.relative(output, to: root)] + configuration
        )
    }
}
