import Foundation

/// The `swiftc` that compiles generated code in the random-schema tests, found through
/// `SWIFT_EXEC` or `PATH`.
struct SwiftToolchain {
    /// Thrown when a step fails; the message says what to do.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What a finished process wrote and how it ended.
    struct Outcome {
        let status: Int32
        let output: String
        let seconds: Double
    }

    let swiftc: URL

    /// Finds `swiftc`, or fails with a message saying how to provide it.
    static func locate() throws -> SwiftToolchain {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let exec = environment["SWIFT_EXEC"], !exec.isEmpty { candidates.append(exec) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(directory)/swiftc")
        }
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Failure(
                description: "swiftc was not found (looked at SWIFT_EXEC and every PATH entry); the random-schema "
                    + "test compiles generated code and cannot run without it. Put swiftc on PATH or set SWIFT_EXEC."
            )
        }
        return SwiftToolchain(swiftc: URL(fileURLWithPath: path))
    }

    /// The runtime compiled once per test process (see ``SharedRuntime``), for every test that
    /// compiles generated code: its directory holds `ForwardCodable.swiftmodule` and
    /// `libForwardCodable.a`, to pass as `-I` and `-L`.
    static func sharedRuntime() throws -> SharedRuntime { try SharedRuntime.built.get() }

    /// The runtime (`Sources/ForwardCodable`) compiled into a static library and module: taken
    /// from the ``RuntimeBuildCache`` when an earlier run compiled the same sources, otherwise
    /// compiled beside it and moved there. Returns the directory and the seconds spent.
    func buildRuntime() throws -> (directory: URL, seconds: Double) {
        let sourceRoot = PackagePaths.root.appendingPathComponent("Sources/ForwardCodable")
        let sources = try Self.swiftFiles(under: sourceRoot)
        guard !sources.isEmpty else { throw Failure(description: "no runtime sources under \(sourceRoot.path)") }
        let arguments = [
            "-parse-as-library", "-emit-library", "-static", "-emit-module",
            "-module-name", "ForwardCodable", "-swift-version", "6", "-warnings-as-errors", "-Onone",
        ]
        let cache = try RuntimeBuildCache(
            swiftc: swiftc, arguments: arguments, sources: sources, packageRoot: PackagePaths.root)
        if cache.isComplete { return (cache.directory, 0) }
        let scratch = try cache.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outcome = try run(
            arguments + [
                "-emit-module-path", scratch.appendingPathComponent("ForwardCodable.swiftmodule").path,
                "-o", scratch.appendingPathComponent("libForwardCodable.a").path,
            ] + sources.map(\.path),
            in: scratch
        )
        guard outcome.status == 0 else {
            throw Failure(description: "compiling the runtime failed:\n\(outcome.output)")
        }
        try cache.store(scratch)
        return (cache.directory, outcome.seconds)
    }

    /// Compiles `sources` against the runtime in `runtime` into the executable `output`.
    func buildExecutable(_ sources: [URL], runtime: URL, output: URL, moduleName: String) throws -> Outcome {
        try run(
            [
                "-swift-version", "6", "-warnings-as-errors", "-Onone", "-module-name", moduleName,
                "-package-name", "ForwardCodableFuzz", "-I", runtime.path, "-L", runtime.path, "-lForwardCodable",
                "-o", output.path,
            ] + sources.map(\.path),
            in: output.deletingLastPathComponent()
        )
    }

    /// Runs `swiftc` with `arguments`.
    func run(_ arguments: [String], in directory: URL) throws -> Outcome {
        try Self.run(swiftc, arguments, in: directory)
    }

    /// Runs `executable`, collecting standard output and error in a file so that a chatty process
    /// never blocks on a full pipe.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Outcome {
        let log = directory.appendingPathComponent("process-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = handle
        process.standardError = handle
        let start = Date()
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Outcome(status: process.terminationStatus, output: output, seconds: Date().timeIntervalSince(start))
    }

    static func swiftFiles(under directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}

/// The runtime compiled from `Sources/ForwardCodable` the first time a test asks for it, or
/// found in the ``RuntimeBuildCache`` when an earlier run compiled the same sources. Compiling it
/// takes about 30 s of CPU, so the tests that compile generated code share one build instead of
/// making one each.
struct SharedRuntime: Sendable {
    /// The directory with `ForwardCodable.swiftmodule` and `libForwardCodable.a`.
    let directory: URL
    /// How long compiling the runtime took: 0 when the cache held it.
    let seconds: Double

    /// Built on first use; Swift runs a static initializer once, so tests running in parallel wait
    /// for the one build.
    fileprivate static let built: Result<SharedRuntime, SwiftToolchain.Failure> = {
        do {
            let build = try SwiftToolchain.locate().buildRuntime()
            return .success(SharedRuntime(directory: build.directory, seconds: build.seconds))
        } catch let failure as SwiftToolchain.Failure {
            return .failure(failure)
        } catch {
            return .failure(SwiftToolchain.Failure(description: "compiling the runtime failed: \(error)"))
        }
    }()
}
