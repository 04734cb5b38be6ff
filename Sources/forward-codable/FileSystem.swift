import ForwardCodableGenerator
import Foundation

/// The file operations of the tool: finding schemas, reading, and writing only what changed.
enum FileSystem {
    static let manager = FileManager.default

    /// The `.fcschema` files named by `paths` (files, or folders searched recursively), sorted.
    static func schemaFiles(in paths: [String]) throws -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw IOFailure("no such file or folder: \(path)")
            }
            if !isDirectory.boolValue {
                found.append(path)
                continue
            }
            let enumerator = manager.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix("." + PackageLayout.schemaExtension) {
                    found.append(join(path, relative))
                }
            }
        }
        return Array(Set(found)).sorted()
    }

    /// The schema files of a command: those named by `arguments`, or those in `Schemas/` when
    /// there are none. Without arguments and without `Schemas/`, the error says what to give,
    /// and which command plugin does the same for a package that uses the plugins.
    static func schemaFiles(arguments: [String], default folder: String, plugin: String) throws -> [String] {
        if arguments.isEmpty, !exists(folder) {
            throw IOFailure(
                "no \(folder)/ folder here: give the schemas' files or folders (such as Sources/Models/Schemas), "
                    + "or, in a package that uses the plugins, run 'swift package --allow-writing-to-package-directory \(plugin)'"
            )
        }
        return try schemaFiles(in: arguments.isEmpty ? [folder] : arguments)
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func read(_ path: String) throws -> String {
        guard let data = manager.contents(atPath: path) else { throw IOFailure("cannot read \(path)") }
        guard let text = String(data: data, encoding: .utf8) else { throw IOFailure("\(path) is not UTF-8 text") }
        return text
    }

    /// The `*.schema.json` files of `folder`, sorted; `nil` when it is no folder.
    static func exportedSchemas(in folder: String) -> [String]? {
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
            let names = try? manager.contentsOfDirectory(atPath: folder)
        else { return nil }
        return names.filter { $0.hasSuffix(".schema.json") }.sorted().map { join(folder, $0) }
    }

    static func exists(_ path: String) -> Bool {
        manager.fileExists(atPath: path)
    }

    /// Writes `contents` unless the file already holds exactly that. Returns whether it wrote.
    @discardableResult
    static func writeIfChanged(_ contents: String, to path: String) throws -> Bool {
        if let existing = manager.contents(atPath: path), existing == Data(contents.utf8) { return false }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            if !directory.isEmpty { try manager.createDirectory(atPath: directory, withIntermediateDirectories: true) }
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw IOFailure("cannot write \(path): \(error.localizedDescription)")
        }
        return true
    }

    /// The Swift files directly in `directory` that this tool generated (they start with the
    /// generated header), so that hand-written files next to them are never touched.
    static func generatedFiles(in directory: String) -> [String] {
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasSuffix(".swift") }.sorted().filter { name in
            guard let handle = FileHandle(forReadingAtPath: join(directory, name)) else { return false }
            defer { try? handle.close() }
            let head = String(decoding: handle.readData(ofLength: 64), as: UTF8.self)
            return head.hasPrefix("// " + Generator.generatedFileMarker)
        }
    }

    static func remove(_ path: String) throws {
        do {
            try manager.removeItem(atPath: path)
        } catch {
            throw IOFailure("cannot remove \(path): \(error.localizedDescription)")
        }
    }
}

/// A file that could not be read or written.
struct IOFailure: Error {
    var message: String
    /// Whether `message` is a located diagnostic (`path:line:column: error: …`), printed as it is.
    var isLocated = false

    init(_ message: String) {
        self.message = message
    }

    /// A failure described by a located diagnostic, such as a malformed lock file's.
    init(located diagnostic: String) {
        self.message = diagnostic
        self.isLocated = true
    }
}
