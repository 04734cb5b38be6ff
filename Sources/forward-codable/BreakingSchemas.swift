import ForwardCodableGenerator
import Foundation

/// What `forward-codable breaking` checks when given no schema, and where the lock of a schema
/// set lives: one rule for the tool and the compatibility plugin, which passes a target's folder.
enum BreakingSchemas {
    /// The folders where SwiftPM looks for targets declared without a `path:`, as the plugins do.
    static let targetParents = ["Sources", "Source", "src", "srcs", "Tests"]

    /// The schemas to check when none is given: the top-level `Schemas/` folder when there is one
    /// (as for `generate`), else the one target folder (`Sources/<Target>`, `Tests/<Target>`, ...)
    /// with schemas, with its `forward-codable.json` when it has one anywhere (the plugins' rule).
    /// No schema, or several targets with schemas, is a usage error that says what to give.
    static func defaultRoot() throws(UsageError) -> (root: String, config: String?) {
        let top = PackageLayout.schemasFolder
        if FileSystem.exists(top) { return (top, nil) }
        let found = targetFolders()
        guard found.count <= 1 else {
            let folders = found.map(\.root)
            throw UsageError(
                "\(found.count) targets have schemas (\(folders.joined(separator: ", "))), and each is its own set "
                    + "with its own lock: give one, such as 'forward-codable breaking \(folders[0])', or check them all "
                    + "with 'swift package check-forward-codable-compatibility'")
        }
        guard let only = found.first else {
            throw UsageError(
                "no schemas here: no \(top)/ folder, and no .\(PackageLayout.schemaExtension) file in a target folder "
                    + "(\(targetParents.map { "\($0)/<Target>" }.joined(separator: ", "))); give the schemas' folder, "
                    + "such as 'forward-codable breaking Sources/Models'")
        }
        return only
    }

    /// The target folders that hold schemas, sorted, each with its single configuration file.
    /// Nested packages (folders with their own `Package.swift`) and hidden folders are skipped.
    private static func targetFolders() -> [(root: String, config: String?)] {
        var found: [(root: String, config: String?)] = []
        for parent in targetParents {
            let children = (try? FileSystem.manager.contentsOfDirectory(atPath: parent)) ?? []
            for child in children.sorted() where !child.hasPrefix(".") {
                let folder = FileSystem.join(parent, child)
                var isDirectory: ObjCBool = false
                guard FileSystem.manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
                    !FileSystem.exists(FileSystem.join(folder, "Package.swift"))
                else { continue }
                let files = (FileSystem.manager.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
                guard files.contains(where: { $0.hasSuffix("." + PackageLayout.schemaExtension) }) else { continue }
                let configs = files.filter {
                    ($0 as NSString).lastPathComponent == PackageLayout.configurationFileName
                }
                found.append((folder, configs.count == 1 ? FileSystem.join(folder, configs[0]) : nil))
            }
        }
        return found
    }

    /// The lock of the schemas at `schemaPaths`, found in `roots`: `forward-codable.lock` in the
    /// deepest folder that holds them all, next to `Fixtures/` (`Sources/Models/Schemas` for a
    /// target `Sources/Models` with its schemas in `Schemas/`). Without schemas: in the first root
    /// folder, or next to the first root file.
    static func lockPath(schemaPaths: [String], roots: [String]) -> String {
        guard schemaPaths.isEmpty else {
            return FileSystem.join(PackagePaths.commonFolder(of: schemaPaths), LockFile.fileName)
        }
        let first = roots.first ?? PackageLayout.schemasFolder
        let folder = isFolder(first) ? first : (first as NSString).deletingLastPathComponent
        return FileSystem.join(folder.isEmpty ? "." : folder, LockFile.fileName)
    }

    /// The lock to read or write: `given` (`--lock`), else ``lockPath(schemaPaths:roots:)``. When
    /// the lock `isUsed` (no `--against`, or `--update-lock`), a lock left where versions before
    /// this rule kept it, in a root folder above the schemas (a target's folder, where the
    /// compatibility plugin looked), is an error that says how to move it while none is at the
    /// new place, and a warning that it is ignored once one is.
    static func lock(given: String?, schemaPaths: [String], roots: [String], isUsed: Bool) throws(UsageError)
        -> String
    {
        if let given { return given }
        let path = lockPath(schemaPaths: schemaPaths, roots: roots)
        let current = PackagePaths.absolute(path)
        let old = roots.filter(isFolder).map { FileSystem.join($0, LockFile.fileName) }.first {
            PackagePaths.absolute($0) != current && FileSystem.exists($0)
        }
        guard isUsed, let old else { return path }
        guard FileSystem.exists(path) else {
            throw UsageError(
                "\(old) is where the lock was kept before; it now lives next to the schemas, as Fixtures/ does: "
                    + "move it with 'git mv \(old) \(path)' (and drop any exclude of it from Package.swift: the build "
                    + "plugin handles a lock next to the schemas)")
        }
        Console.error("warning: \(old) is ignored: the lock is \(path), next to the schemas; delete \(old)")
        return path
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileSystem.manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
