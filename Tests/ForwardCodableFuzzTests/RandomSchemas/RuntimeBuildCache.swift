import Foundation

/// Where a compiled runtime is kept between test runs: `.build/forward-codable-test-runtime/KEY`,
/// KEY a hash of everything the build depends on (the compiler, its arguments, and the path and
/// bytes of every runtime source). Compiling the runtime takes about 30 s of CPU, a quarter of
/// the test command; a second run of the tests with unchanged sources reuses the first one's.
/// `swift package clean` removes it with the rest of `.build`.
struct RuntimeBuildCache {
    /// The directory that holds (or will hold) the build for these inputs.
    let directory: URL

    /// The cache entry for compiling `sources` with `swiftc` and `arguments`.
    init(swiftc: URL, arguments: [String], sources: [URL], packageRoot: URL) throws {
        var hash = StableHash()
        hash.add(swiftc.path)
        // The compiler's own file: a new toolchain at the same path is a new key.
        let compiler = swiftc.resolvingSymlinksInPath()
        let attributes = try? FileManager.default.attributesOfItem(atPath: compiler.path)
        hash.add("\((attributes?[.size] as? NSNumber)?.intValue ?? 0)")
        hash.add("\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        for argument in arguments { hash.add(argument) }
        for source in sources {
            hash.add(source.path.replacingOccurrences(of: packageRoot.path, with: ""))
            hash.add(try Data(contentsOf: source))
        }
        directory = packageRoot.appendingPathComponent(".build/forward-codable-test-runtime")
            .appendingPathComponent(String(hash.value, radix: 16))
    }

    /// Whether a finished build is there: the marker is written last.
    var isComplete: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("complete").path)
    }

    /// A new empty directory beside the entry, on the same file system, to compile into.
    func scratchDirectory() throws -> URL {
        let scratch = directory.deletingLastPathComponent().appendingPathComponent("build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        return scratch
    }

    /// Moves a finished build from `scratch` (made by ``scratchDirectory()``) into the cache,
    /// with one rename. Another process that got there first wins; its build is the same.
    func store(_ scratch: URL) throws {
        _ = FileManager.default.createFile(atPath: scratch.appendingPathComponent("complete").path, contents: Data())
        if (try? FileManager.default.moveItem(at: scratch, to: directory)) == nil, !isComplete {
            throw SwiftToolchain.Failure(description: "could not store the compiled runtime in \(directory.path)")
        }
    }
}

/// FNV-1a, 64 bits: the same value in every process, unlike `Hasher`.
private struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) { add(Data(text.utf8)) }

    mutating func add(_ data: Data) {
        for byte in data {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        value = (value ^ 0xFF) &* 0x0000_0100_0000_01B3
    }
}
