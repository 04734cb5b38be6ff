import Foundation

/// Runs the built `forward-codable` executable in a scratch folder, which goes away with the
/// runner.
final class ToolRunner {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forward-codable-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The executable, built next to the test runner: `forward-codable`, or the same tool built
    /// for the plugins, `forward-codable-tool`.
    static let executable: URL? = {
        var folder = Bundle.main.bundleURL
        for _ in 0..<5 {
            for name in ["forward-codable", "forward-codable-tool"] {
                let candidate = folder.appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    func run(_ arguments: String...) throws -> Result {
        try run(arguments)
    }

    func run(_ arguments: [String]) throws -> Result {
        guard let executable = Self.executable else {
            throw CocoaError(
                .fileNoSuchFile,
                userInfo: [NSLocalizedDescriptionKey: "forward-codable was not built next to the tests"])
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    func write(_ text: String, to path: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path)
    }

    func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(path).path)[.modificationDate]
            as? Date
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: directory.appendingPathComponent(path))
    }
}
