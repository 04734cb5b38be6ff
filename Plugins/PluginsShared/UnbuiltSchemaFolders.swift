// Shared by ForwardCodablePlugin and GenerateForwardCodable (see PluginPaths.swift).

import Foundation
import PackagePlugin

/// Finds folders in SwiftPM's conventional target locations (`Sources/<Name>`, `Tests/<Name>`, ...)
/// that hold schemas but are not a target SwiftPM builds. Nested packages (folders with their own
/// `Package.swift`, such as an example package under `Tests/`) are not looked into.
///
/// SwiftPM drops a declared target that has no source file before any plugin runs, with only a
/// warning about where sources should be. A model target whose only Swift would be generated is
/// therefore never built, its plugin never runs, and the targets that import it fail with
/// `no such module`. The dropped target is missing from `Package.targets`, but its folder is
/// still on disk, so any plugin run in the same package can name it and the fix.
enum UnbuiltSchemaFolders {
    /// The folders SwiftPM looks in for targets declared without a `path:`.
    static let conventionalParents = ["Sources", "Source", "src", "srcs", "Tests"]

    /// Throws an error that names every such folder and how to fix it.
    static func check(_ package: Package) throws {
        let folders = find(in: package)
        // A dropped target whose folder holds schemas is named once, by the folder's message.
        let declared = DroppedTargets.find(in: package).filter { !folders.map(\.folder).contains($0.folder) }
        let problems = (folders + declared).map(\.message)
        guard !problems.isEmpty else { return }
        throw PluginError(problems.joined(separator: "\n"))
    }

    /// One message per folder that holds schemas but is not a target, with the folder relative
    /// to the package.
    static func find(in package: Package) -> [(folder: String, message: String)] {
        let root = package.directoryURL
        let targetDirectories = package.targets.compactMap(PluginPaths.directory(of:))
        var problems: [(folder: String, message: String)] = []
        for parent in conventionalParents {
            let parentURL = root.appending(path: parent)
            let children =
                (try? FileManager.default.contentsOfDirectory(
                    at: parentURL,
                    includingPropertiesForKeys: [.isDirectoryKey],
                    options: [.skipsHiddenFiles]
                )) ?? []
            for folder in children.sorted(by: { PluginPaths.path($0) < PluginPaths.path($1) }) {
                guard (try? folder.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true,
                    !FileManager.default.fileExists(atPath: PluginPaths.path(folder.appending(path: "Package.swift"))),
                    !targetDirectories.contains(where: {
                        PluginPaths.isInside(folder, $0) || PluginPaths.isInside($0, folder)
                    })
                else { continue }
                let files = PluginPaths.files(below: folder) {
                    $0.pathExtension == ToolContract.schemaExtension || $0.pathExtension == "swift"
                }
                guard let schema = files.first(where: { $0.pathExtension == ToolContract.schemaExtension }) else {
                    continue
                }
                let hasSwift = files.contains { $0.pathExtension == "swift" }
                problems.append(
                    (
                        PluginPaths.relative(folder, to: package.directoryURL),
                        message(folder: folder, schema: schema, hasSwift: hasSwift, package: package)
                    ))
            }
        }
        return problems
    }

    private static func message(folder: URL, schema: URL, hasSwift: Bool, package: Package) -> String {
        let name = folder.lastPathComponent
        let relativeFolder = PluginPaths.relative(folder, to: package.directoryURL)
        let relativeSchema = PluginPaths.relative(schema, to: package.directoryURL)
        if hasSwift {
            return "'\(relativeFolder)' holds schemas (such as \(relativeSchema)) but is not a target of package "
                + "'\(package.displayName)', so nothing generates them: declare target '\(name)' in Package.swift with "
                + "plugins: [.plugin(name: \"ForwardCodablePlugin\", package: \"ForwardCodable\")], or move the schemas "
                + "into the folder of a target that applies the plugin"
        }
        return
            "'\(relativeFolder)' holds schemas (such as \(relativeSchema)) but no hand-written Swift file, so SwiftPM "
            + "does not build target '\(name)': it silently drops a target without a Swift source, before any plugin "
            + "can generate one. Add \(relativeFolder)/\(name).swift containing '@_exported import ForwardCodable' "
            + "(and declare target '\(name)' in Package.swift if it is not declared)"
    }
}
