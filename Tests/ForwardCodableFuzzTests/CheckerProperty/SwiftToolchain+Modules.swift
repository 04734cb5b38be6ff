import Foundation

/// Generated code compiled as library modules, for tests that compile two schema sets that
/// declare the same type names (the old and the new side of a schema change).
extension SwiftToolchain {
    /// Compiles `sources` against the runtime into the static library and module `moduleName` in
    /// `directory`.
    func buildModule(_ sources: [URL], runtime: URL, in directory: URL, moduleName: String) throws -> Outcome {
        try run(
            [
                "-parse-as-library", "-emit-library", "-static", "-emit-module",
                "-emit-module-path", directory.appendingPathComponent("\(moduleName).swiftmodule").path,
                "-module-name", moduleName, "-swift-version", "6", "-warnings-as-errors", "-Onone",
                "-I", runtime.path, "-o", directory.appendingPathComponent("lib\(moduleName).a").path,
            ] + sources.map(\.path),
            in: directory
        )
    }

    /// Compiles the modules `modules.name` from `modules.sources` at the same time (one process
    /// each), then `main` against them into the executable `output`; stops at the first failure.
    func buildExecutable(
        _ main: URL, modules: [(name: String, sources: [URL])], runtime: URL, output: URL
    ) throws -> Outcome {
        let directory = output.deletingLastPathComponent()
        let start = Date()
        let outcomes = try modules.concurrentMap { module in
            try buildModule(module.sources, runtime: runtime, in: directory, moduleName: module.name)
        }
        if let failure = outcomes.first(where: { $0.status != 0 }) { return failure }
        let link = try run(
            [
                "-swift-version", "6", "-warnings-as-errors", "-Onone", "-module-name", "PropertyDriver",
                "-I", runtime.path, "-I", directory.path, "-L", directory.path, "-L", runtime.path,
            ] + modules.map { "-l\($0.name)" } + ["-lForwardCodable", "-o", output.path, main.path],
            in: directory
        )
        return Outcome(status: link.status, output: link.output, seconds: Date().timeIntervalSince(start))
    }
}

extension Array where Element: Sendable {
    /// `map` with one thread per element, for a handful of long-running, independent steps.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) throws -> T) throws -> [T] {
        let results = ConcurrentResults<T>()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(Result { try transform(self[index]) }, at: index)
        }
        return try indices.map { try results.result(at: $0).get() }
    }
}

/// The results of ``Swift/Array/concurrentMap(_:)``, stored under a lock.
private final class ConcurrentResults<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Int: Result<T, any Error>] = [:]

    func store(_ result: Result<T, any Error>, at index: Int) {
        lock.withLock { results[index] = result }
    }

    func result(at index: Int) -> Result<T, any Error> {
        lock.withLock { results[index] } ?? .failure(SwiftToolchain.Failure(description: "no result \(index)"))
    }
}
