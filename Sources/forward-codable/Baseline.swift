import ForwardCodableGenerator
import Foundation

/// The schemas `--against` names: a folder of schema files, a lock file (a history of releases),
/// or a git ref read with `git ls-tree` and `git show` (no network).
struct Baseline {
    /// One set of schemas the current ones are judged against: a release of a lock, or the whole
    /// folder or git ref.
    struct Release {
        /// The name findings against it show (`1.2`, or `(unnamed)` for a lock's unnamed release
        /// beside named ones); `nil` for a folder, a git ref, or a lock without named releases.
        var label: String?
        /// Its name in the lock, if it has one.
        var name: String?
        var sources: [SchemaSource]
        /// Maps a location in its schemas to the one to print (a lock's own line numbers).
        var display: (SourceLocation) -> SourceLocation = { $0 }
    }

    /// In the order recorded: a lock's releases, or the one folder or git ref.
    var releases: [Release]
    /// The problems of the baseline's `forward-codable.json`, whose `"keyStyle"` its sources carry.
    var configurationDiagnostics: [Diagnostic] = []
    /// Whether the baseline is a lock file, whose releases `--since-release` chooses from.
    var isLock = false

    /// A folder or a git ref: one unnamed release.
    init(
        sources: [SchemaSource], display: @escaping (SourceLocation) -> SourceLocation = { $0 },
        configurationDiagnostics: [Diagnostic] = []
    ) {
        releases = [Release(label: nil, name: nil, sources: sources, display: display)]
        self.configurationDiagnostics = configurationDiagnostics
    }

    /// The releases of a lock.
    init(lockReleases: [Release]) {
        releases = lockReleases
        isLock = true
    }

    /// Every schema of every release.
    var sources: [SchemaSource] { releases.flatMap(\.sources) }

    /// Reads the baseline. `schemaPaths` are the folders or files the current schemas came
    /// from: in a git ref, the same paths are read, and so is `configPath` (the current side's
    /// `--config`) when given. A folder keeps the configuration next to its own schemas.
    static func load(_ against: String, schemaPaths: [String], configPath: String? = nil) throws -> Baseline {
        var isDirectory: ObjCBool = false
        if FileSystem.manager.fileExists(atPath: against, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                let inputs = try SchemaInputs.read(try FileSystem.schemaFiles(in: [against]), configPath: nil)
                return Baseline(sources: inputs.sources, configurationDiagnostics: inputs.diagnostics)
            }
            return try lock(against)
        }
        return try gitRef(against, schemaPaths: schemaPaths, configPath: configPath)
    }

    /// The releases of the lock at `path`, each mapping its locations into its own section.
    static func lock(_ path: String) throws -> Baseline {
        switch LockFile.releases(try FileSystem.read(path), path: path) {
        case .success(let releases):
            let named = releases.contains { $0.name != nil }
            return Baseline(
                lockReleases: releases.map { release in
                    Release(
                        label: named ? release.name ?? "(unnamed)" : nil, name: release.name, sources: release.sources
                    ) {
                        LockFile.lockLocation($0, in: release.entries, lockPath: path)
                    }
                })
        case .failure(let error):
            throw IOFailure(located: error.diagnostic.description)
        }
    }

    /// Two git processes, whatever the number of schemas: `ls-tree` lists them (and fails on a
    /// ref that names no commit), `cat-file --batch` prints them all, and the configuration
    /// (`configPath`, else the `forward-codable.json` next to the first), when the ref has it.
    private static func gitRef(_ ref: String, schemaPaths: [String], configPath given: String?) throws -> Baseline {
        guard !ref.hasPrefix("-"), !ref.contains("\n"),
            let listed = try? git(["ls-tree", "-r", "--name-only", ref, "--"] + schemaPaths)
        else {
            throw UsageError("--against '\(ref)' is neither a folder, a lock file, nor a git commit")
        }
        let paths = String(decoding: listed, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { $0.hasSuffix("." + PackageLayout.schemaExtension) }.sorted()
        let configPath =
            given.map(relativeToCurrentFolder)
            ?? paths.first.map {
                let folder = ($0 as NSString).deletingLastPathComponent
                return folder.isEmpty
                    ? PackageLayout.configurationFileName : FileSystem.join(folder, PackageLayout.configurationFileName)
            }
        let requested = paths + (configPath.map { [$0] } ?? [])
        let batch = try git(["cat-file", "--batch"], input: requested.map { "\(ref):./\($0)\n" }.joined())
        var texts: [String: String] = [:]
        var rest = batch[...]
        for path in requested {
            // Each object is "<sha> blob <size>\n<content>\n", or "<name> missing\n".
            if path == configPath, let newline = rest.firstIndex(of: UInt8(ascii: "\n")),
                String(decoding: rest[..<newline], as: UTF8.self).hasSuffix(" missing")
            {
                break
            }
            guard let newline = rest.firstIndex(of: UInt8(ascii: "\n")),
                let size = String(decoding: rest[..<newline], as: UTF8.self).split(separator: " ").last.flatMap({
                    Int($0)
                }),
                rest.distance(from: newline, to: rest.endIndex) > size
            else { throw IOFailure("cannot read \(ref):\(path) from git") }
            let start = rest.index(after: newline)
            let end = rest.index(start, offsetBy: size)
            texts[path] = String(decoding: rest[start..<end], as: UTF8.self)
            rest = rest[min(rest.index(after: end), rest.endIndex)...]
        }
        // The sources keep their paths in the ref, which name the schemas as they do in the
        // working tree (a schema at the root is `Host.fcschema`, not `HEAD:Host.fcschema`, whose
        // file name is no identifier); locations are printed with the ref in front.
        let inputs = SchemaInputs(
            configuration: configPath.flatMap { path in texts[path].map { (text: $0, path: "\(ref):\(path)") } },
            schemas: paths.map { (path: $0, text: texts[$0] ?? "") })
        return Baseline(
            sources: inputs.sources,
            display: { SourceLocation(file: "\(ref):\($0.file)", line: $0.line, column: $0.column) },
            configurationDiagnostics: inputs.diagnostics)
    }

    /// `path` as git reads it after `<ref>:./`: relative to the current folder (an absolute path
    /// inside it loses its prefix; `./` is dropped).
    private static func relativeToCurrentFolder(_ path: String) -> String {
        let current = FileSystem.manager.currentDirectoryPath
        var relative = path
        if relative.hasPrefix(current + "/") { relative.removeFirst(current.count + 1) }
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        return relative
    }

    /// Runs git and returns its standard output; throws when it fails.
    private static func git(_ arguments: [String], input: String? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let stdin = Pipe()
        process.standardInput = stdin
        // `waitUntilExit()` polls a run loop on Linux, about 50 ms a process; this does not.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw IOFailure("cannot run git: \(error.localizedDescription)")
        }
        // Written on another thread: git's output could otherwise fill its pipe while the input
        // still waits to be read, and both sides would wait for ever.
        let writer = stdin.fileHandleForWriting
        let payload = Data((input ?? "").utf8)
        DispatchQueue.global().async {
            writer.write(payload)
            try? writer.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw IOFailure(
                "git \(arguments.joined(separator: " ")) failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
            )
        }
        return data
    }
}
