import ForwardCodableGenerator
import Foundation

/// Paths as generated text and the tool's output show them: relative to the package root, so
/// that the same schemas give byte-identical output in any checkout location. Diagnostics keep
/// the paths as given, so editors and build logs can open them.
struct PackagePaths {
    /// The package root, absolute and standardized: `--package-root`, or the current directory.
    let root: String
    /// The path as given, by the path shown.
    private(set) var given: [String: String] = [:]

    init(root: String?) {
        self.root = Self.absolute(root ?? FileManager.default.currentDirectoryPath)
    }

    /// `path` relative to the package root when it is inside it, otherwise as given.
    func shown(_ path: String) -> String {
        let absolute = Self.absolute(path)
        if absolute == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
    }

    /// The name of the schema at `path`: the path shown; remembers the path as given.
    mutating func remember(_ path: String) -> String {
        let name = shown(path)
        given[name] = path
        return name
    }

    /// The diagnostic located at the path as given, as the user passed it to the tool.
    func asGiven(_ diagnostic: Diagnostic) -> Diagnostic {
        diagnostic.relocated { location in
            var located = location
            located.file = given[location.file] ?? location.file
            return located
        }
    }

    /// `path` made absolute against the current directory, without `.` and `..` components.
    static func absolute(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path(percentEncoded: false)
        return absolute.count > 1 && absolute.hasSuffix("/") ? String(absolute.dropLast()) : absolute
    }

    /// The deepest folder that holds all of `paths` (which are files): `Schemas` for
    /// `Schemas/Hosts.fcschema` and `Schemas/Network/Tunnel.fcschema`; `.` for none.
    static func commonFolder(of paths: [String]) -> String {
        let folders = paths.map {
            ($0 as NSString).deletingLastPathComponent.split(separator: "/", omittingEmptySubsequences: false)
        }
        guard var common = folders.first else { return "." }
        for folder in folders.dropFirst() {
            var count = 0
            while count < min(common.count, folder.count), common[count] == folder[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        let joined = common.joined(separator: "/")
        return joined.isEmpty ? (paths.first?.hasPrefix("/") == true ? "/" : ".") : joined
    }
}
