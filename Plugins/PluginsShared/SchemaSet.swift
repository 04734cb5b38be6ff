// Shared by ForwardCodablePlugin and GenerateForwardCodable (see PluginPaths.swift).

import Foundation
import PackagePlugin

/// The schemas of one target and its optional configuration file: the `.fcschema` files
/// anywhere below the target's directory, and at most one `forward-codable.json` there.
struct SchemaSet {
    /// The extension of schema files.
    static let schemaExtension = "fcschema"
    /// The name of the optional configuration file.
    static let configurationFileName = "forward-codable.json"

    /// The target the schemas belong to.
    var targetName: String
    /// The target's directory.
    var directory: URL
    /// The schema files, sorted by path.
    var schemas: [URL]
    /// The configuration file, if the target has one.
    var configuration: URL?

    /// The schemas among the target's source files: what the build plugin uses. Files that
    /// Package.swift excludes from the target are not among them.
    init(sourcesOf target: SourceModuleTarget) throws {
        let files = target.sourceFiles.map(\.url)
        let directory = PluginPaths.directory(of: target) ?? files.first?.deletingLastPathComponent() ?? URL(filePath: "/")
        try self.init(targetName: target.name, directory: directory, files: files)
    }

    /// The schemas found on disk below the target's directory: what the command plugin uses.
    /// Checked-in generation excludes the schemas from the target, so they are not among its
    /// source files. `nil` for a target without a directory.
    init?(directoryOf target: Target) throws {
        guard let directory = PluginPaths.directory(of: target) else { return nil }
        let files = PluginPaths.files(below: directory) { Self.isRelevant($0) }
        try self.init(targetName: target.name, directory: directory, files: files)
    }

    private init(targetName: String, directory: URL, files: [URL]) throws {
        self.targetName = targetName
        self.directory = directory
        let sorted = files.sorted { PluginPaths.path($0) < PluginPaths.path($1) }
        schemas = sorted.filter { $0.pathExtension == Self.schemaExtension }
        let configurations = sorted.filter { $0.lastPathComponent == Self.configurationFileName }
        guard configurations.count <= 1 else {
            let paths = configurations.map(PluginPaths.path).joined(separator: ", ")
            throw PluginError(
                "target '\(targetName)' has \(configurations.count) \(Self.configurationFileName) files (\(paths)); "
                    + "one configuration applies to all of a target's schemas, so keep only the one next to the schemas"
            )
        }
        configuration = configurations.first
    }

    /// Whether the file is a schema or a configuration file.
    static func isRelevant(_ url: URL) -> Bool {
        url.pathExtension == schemaExtension || url.lastPathComponent == configurationFileName
    }
}

/// A failure the plugins report to SwiftPM, which prints it as `error: <message>`.
struct PluginError: Error, CustomStringConvertible {
    /// What went wrong and how to fix it.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
