import ForwardCodableGenerator
import Foundation

/// The schemas `--against` names: a folder of schema files, a lock file, or a git ref read with
/// `git ls-tree` and `git show` (no network).
struct Baseline {
    var sources: [SchemaSource]
    /// Maps a baseline location to the one to print (a lock's own line numbers).
    var display: (SourceLocation) -> SourceLocation = { $0 }

    /// Reads the baseline. `schemaPaths` are the folders or files the current schemas came
    /// from: in a git ref, the same paths are read.
    static func load(_ against: String, schemaPaths: [String]) throws -> Baseline {
        var isDirectory: ObjCBool = false
        if FileSystem.manager.fileExists(atPath: against, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                let paths = try FileSystem.schemaFiles(in: [against])
                return Baseline(sources: try paths.map { SchemaSource(path: $0, text: try FileSystem.read($0)) })
            }
            return try lock(against)
        }
        return try gitRef(against, schemaPaths: schemaPaths)
    }

    static func lock(_ path: String) throws -> Baseline {
        switch LockFile.parse(try FileSystem.read(path), path: path) {
        case .success(let entries):
            return Baseline(sources: entries.map(\.source)) {
                LockFile.lockLocation($0, in: entries, lockPath: path)
            }
        case .failure(let error):
            throw IOFailure(error.diagnostic.description)
        }
    }

    private static func gitRef(_ ref: String, schemaPaths: [String]) throws -> Baseline {
        guard !ref.hasPrefix("-"), (try? git(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"])) != nil else {
            throw UsageError("--against '\(ref)' is neither a folder, a lock file, nor a git commit")
        }
        let listed = try git(["ls-tree", "-r", "--name-only", ref, "--"] + schemaPaths)
        let paths = listed.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".fcschema") }.sorted()
        return Baseline(
            sources: try paths.map { path in
                SchemaSource(path: "\(ref):\(path)", text: try git(["show", "\(ref):./\(path)"]))
            })
    }

    /// Runs git and returns its standard output; throws when it fails.
    private static func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw IOFailure("cannot run git: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw IOFailure(
                "git \(arguments.joined(separator: " ")) failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
            )
        }
        return String(decoding: data, as: UTF8.self)
    }
}
