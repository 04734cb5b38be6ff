// Shared by every plugin (see PluginPaths.swift).

import Foundation
import PackagePlugin

/// The schemas of one target and its optional configuration file: the `.fcschema` files
/// anywhere below the target's directory, and at most one `forward-codable.json` there.
struct SchemaSet {
    /// The target the schemas belong to.
    var targetName: String
    /// The target's directory.
    var directory: URL
    /// The schema files, sorted by path.
    var schemas: [URL]
    /// The configuration file, if the target has one.
    var configuration: URL?
    /// The package's directory, which messages give paths relative to.
    var packageDirectory: URL

    /// The schemas among the target's source files: what the build plugin uses. Files that
    /// Package.swift excludes from the target are not among them.
    init(sourcesOf target: SourceModuleTarget, in package: Package) throws {
        let files = target.sourceFiles.map(\.url)
        let directory = PluginPaths.directory(of: target) ?? package.directoryURL
        try self.init(
            targetName: target.name, directory: directory, files: files, packageDirectory: package.directoryURL)
    }

    /// The schemas found on disk below the target's directory: what the command plugin uses.
    /// Checked-in generation excludes the schemas from the target, so they are not among its
    /// source files. `nil` for a target without a directory.
    init?(directoryOf target: Target, in package: Package) throws {
        guard let directory = PluginPaths.directory(of: target) else { return nil }
        let files = PluginPaths.files(below: directory) { Self.isRelevant($0) }
        try self.init(
            targetName: target.name, directory: directory, files: files, packageDirectory: package.directoryURL)
    }

    /// The schemas among `files`, a target's files, in `directory`; messages give paths relative
    /// to `packageDirectory` (an Xcode project's folder, for the Xcode build plugin).
    init(targetName: String, directory: URL, files: [URL], packageDirectory: URL) throws {
        self.targetName = targetName
        self.directory = directory
        self.packageDirectory = packageDirectory
        let sorted = files.sorted { PluginPaths.path($0) < PluginPaths.path($1) }
        schemas = sorted.filter { $0.pathExtension == ToolContract.schemaExtension }
        let configurations = sorted.filter { $0.lastPathComponent == ToolContract.configurationFileName }
        configuration = configurations.first
        guard configurations.count <= 1 else {
            throw PluginError(
                "target '\(targetName)' has \(configurations.count) \(ToolContract.configurationFileName) files "
                    + "(\(list(configurations))); one configuration applies to all of a target's schemas, "
                    + "so keep only the one next to the schemas"
            )
        }
    }

    /// The deepest folder that holds all of these schemas, the rule `forward-codable` follows
    /// too: where their `Fixtures/` and their `forward-codable.lock` are.
    var schemasFolder: URL {
        let folders = schemas.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        var common = folders.first ?? directory.standardizedFileURL.pathComponents
        for folder in folders.dropFirst() {
            var count = 0
            while count < min(common.count, folder.count), common[count] == folder[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        let path = common.count <= 1 ? "/" : "/" + common.dropFirst().joined(separator: "/")
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// The golden fixtures of these schemas: `Fixtures/` in ``schemasFolder``.
    var fixturesFolder: URL {
        schemasFolder.appending(path: ToolContract.fixturesFolder)
    }

    /// The lock of these schemas' last release, `forward-codable.lock` in ``schemasFolder``, when
    /// it exists: an input of the build commands, which makes it a file the target handles.
    var lockFiles: [URL] {
        let lock = schemasFolder.appending(path: ToolContract.lockFileName)
        return FileManager.default.fileExists(atPath: PluginPaths.path(lock)) ? [lock] : []
    }

    /// The fixture files (`<Record>/v<N>.json`) below ``fixturesFolder``.
    var fixtureFiles: [URL] {
        PluginPaths.files(below: fixturesFolder) { $0.pathExtension == "json" }
    }

    /// Whether these schemas are among the target's sources, generated at build time by
    /// ForwardCodablePlugin; a checked-in target excludes them.
    static func isBuildTime(_ target: Target) -> Bool {
        guard let module = target as? SourceModuleTarget else { return false }
        return module.sourceFiles.contains { $0.url.pathExtension == ToolContract.schemaExtension }
    }

    /// The command that records the fixtures of `target`'s schemas: what the contract tests that
    /// the build plugin generates name when a fixture is missing or no longer matches.
    static func recordFixturesCommand(target: String) -> String {
        "swift package --allow-writing-to-package-directory record-forward-codable-fixtures --target \(target)"
    }

    /// The name of the Swift file generated from `schema`: `Host.fcschema` → `Host.swift`.
    static func generatedFileName(of schema: URL) -> String {
        schema.deletingPathExtension().lastPathComponent + ".swift"
    }

    /// The name of the contract tests generated from `schema`: `Host.fcschema` → `HostContractTests.swift`.
    static func contractTestsFileName(of schema: URL) -> String {
        schema.deletingPathExtension().lastPathComponent + "ContractTests.swift"
    }

    /// Throws when two files of the module would have the same name: two schemas with the same
    /// name, or a source file named like a generated one. SwiftPM compiles each file of a module
    /// into an object file named after it, so it would only report "multiple producers" of that
    /// object file, without naming the files.
    func checkGeneratedNamesAreFree(among sourceFiles: [URL]) throws {
        var problems: [String] = []
        let bySwiftName = Dictionary(grouping: schemas, by: Self.generatedFileName(of:))
        for (name, clashing) in bySwiftName.sorted(by: { $0.key < $1.key }) {
            if clashing.count > 1 {
                problems.append(
                    "target '\(targetName)' has \(clashing.count) schemas that would each generate \(name) "
                        + "(\(list(clashing))); one module cannot compile two files of the same name, so rename all but one"
                )
            }
            for source in sourceFiles where source.lastPathComponent == name {
                problems.append(
                    "\(list([source])) has the name of the file that ForwardCodablePlugin generates from "
                        + "\(list(clashing)), and one module cannot compile two files of the same name: rename it "
                        + "(such as \(name.dropLast(6))+Extensions.swift), or delete it if it is checked-in generated code"
                )
            }
        }
        guard problems.isEmpty else { throw PluginError(problems.joined(separator: "\n")) }
    }

    /// The files' paths relative to the package, separated by commas.
    private func list(_ files: [URL]) -> String {
        files.map { PluginPaths.relative($0, to: packageDirectory) }.joined(separator: ", ")
    }

    /// Whether the file is a schema or a configuration file.
    static func isRelevant(_ url: URL) -> Bool {
        url.pathExtension == ToolContract.schemaExtension || url.lastPathComponent == ToolContract.configurationFileName
    }
}
