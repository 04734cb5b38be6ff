// Shared by ForwardCodablePlugin and GenerateForwardCodable: each plugin folder links here,
// because a plugin target cannot depend on a library target.

import Foundation
import PackagePlugin

/// Path helpers that use only the URL-based PackagePlugin API, so that the plugins compile
/// without warnings under swift-tools-version 6.0.
enum PluginPaths {
    /// The directory of a target, or `nil` for a target without one.
    ///
    /// `Target.directoryURL` needs tools-version 6.1 when used through the protocol, and
    /// `Target.directory` is deprecated from 6.1, so this goes through the concrete types.
    static func directory(of target: Target) -> URL? {
        switch target {
        case let target as SwiftSourceModuleTarget: target.directoryURL
        case let target as ClangSourceModuleTarget: target.directoryURL
        default: nil
        }
    }

    /// The file-system path of `url`, without percent-encoding (spaces stay spaces).
    static func path(_ url: URL) -> String {
        url.standardizedFileURL.path(percentEncoded: false)
    }

    /// The path components of `url` below `base`, or `nil` when `url` is not inside `base`.
    /// `url` equal to `base` gives `[]`.
    static func components(of url: URL, below base: URL) -> [String]? {
        let inner = url.standardizedFileURL.pathComponents
        let outer = base.standardizedFileURL.pathComponents
        guard inner.count >= outer.count, Array(inner.prefix(outer.count)) == outer else { return nil }
        return Array(inner.dropFirst(outer.count))
    }

    /// `url` relative to `base` (`Sources/Models/Schemas/Pet.fcschema`), or its full path when it
    /// is not inside `base`.
    static func relative(_ url: URL, to base: URL) -> String {
        guard let components = components(of: url, below: base), !components.isEmpty else { return path(url) }
        return components.joined(separator: "/")
    }

    /// Whether `url` is `base` or inside it.
    static func isInside(_ url: URL, _ base: URL) -> Bool {
        components(of: url, below: base) != nil
    }

    /// The files below `directory`, recursively, that pass `include`, sorted by path. Hidden
    /// entries and nested packages (folders with their own `Package.swift`) are skipped.
    static func files(below directory: URL, where include: (URL) -> Bool) -> [URL] {
        let manager = FileManager.default
        guard
            let entries = try? manager.contentsOfDirectory(
                at: directory,
                includingPropertiesForKeys: [.isDirectoryKey],
                options: [.skipsHiddenFiles]
            )
        else { return [] }
        var found: [URL] = []
        for entry in entries {
            let isDirectory = (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory ?? false
            if !isDirectory {
                if include(entry) { found.append(entry) }
            } else if !manager.fileExists(atPath: path(entry.appending(path: "Package.swift"))) {
                found += files(below: entry, where: include)
            }
        }
        return found.sorted { path($0) < path($1) }
    }
}
