import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// Records that hold themselves (`Schemas/Threads.fcschema`), nested as deep as the readers read:
/// every operation that recurses once per level (decoding and encoding on both codecs, `==`,
/// hashing, and freeing the value's boxes) works at the limit, and one level beyond it is the
/// readers' and writers' located error, never a crash.
///
/// JSONDecoder reads 512 levels of arrays and objects and JSONEncoder writes 511; the fast path
/// reads and writes 512 (``JSONReader/maximumDepth``, ``JSONWriter/maximumDepth``). Each record of
/// a chain is one level: `{"handle":"a","moved":{"handle":"a","moved":{...}}}`.
///
/// The chains run on a thread with an 8 MiB stack, the size Linux gives the main thread and every
/// thread by default (and Swift Testing's threads on Linux): the same stack on every platform,
/// where the smaller threads of macOS would measure another machine. What each operation used is
/// printed (`StackUsage`), and each must leave at least 1 MiB of the stack unused.
@Suite("Recursive records nested to the limit")
struct RecursiveDepthTests {
    /// Every reader and writer: JSONEncoder writes at most 511 levels.
    static let limit = 511

    static let stackSize = 8 * 1024 * 1024
    static let headroom = 1024 * 1024

    /// `depth` authors, each moved to the next: `depth` levels.
    static func authors(_ depth: Int) -> String {
        String(repeating: #"{"handle":"a","moved":"#, count: depth - 1) + #"{"handle":"a"}"#
            + String(repeating: "}", count: depth - 1)
    }

    /// Messages and replies in turn, `depth` levels: a message's `reply` is boxed, a reply's
    /// `answers` is stored inline.
    static func conversation(_ depth: Int) -> String {
        var text = depth % 2 == 0 ? #"{"answers":{"id":"m","text":"t"},"text":"r"}"# : #"{"id":"m","text":"t"}"#
        var level = depth % 2 == 0 ? 2 : 1
        while level < depth {
            text = #"{"id":"m","reply":{"answers":\#(text),"text":"r"},"text":"t"}"#
            level += 2
        }
        return text
    }

    /// `depth` posts, each reposting the next, as version `version` wrote them: version 1 names the
    /// content "text", and is migrated at every level.
    static func posts(_ depth: Int, version: Int) -> String {
        let content = version == 1 ? "text" : "content"
        return String(repeating: #"{"\#(content)":"c","id":"p","reblog":"#, count: depth - 1)
            + #"{"\#(content)":"c","id":"p","version":\#(version)}"#
            + String(repeating: #","version":\#(version)}"#, count: depth - 1)
    }

    @Test("a chain at the limit decodes, encodes, compares, hashes and is freed, on both codecs")
    func atTheLimit() throws {
        try onThread(stackSize: Self.stackSize) {
            var lines: [String] = []
            lines += try Self.everyOperation(Author.self, Self.authors(Self.limit), name: "Author (optional, boxed)")
            lines += try Self.everyOperation(
                Message.self, Self.conversation(Self.limit), name: "Message/Reply (boxed, then inline)")
            lines += try Self.everyOperation(
                Post.self, Self.posts(Self.limit, version: 2), name: "Post (versioned, current shape)")
            lines += try Self.everyOperation(
                Post.self, Self.posts(Self.limit, version: 1), written: Self.posts(Self.limit, version: 2),
                name: "Post (versioned, migrated from version 1 at every level)")
            #if DEBUG
                let build = "debug"
            #else
                let build = "release"
            #endif
            print("Stack used at \(Self.limit) levels (\(build), of \(Self.stackSize / 1024) KiB):")
            for line in lines { print("  " + line) }
        }
    }

    /// Decodes `text` with both codecs, encodes it with both, compares and hashes the values, and
    /// frees them, each while measuring the stack; returns one line per operation.
    static func everyOperation<R: ForwardRecord & FastJSONCodable>(
        _ type: R.Type, _ text: String, written: String? = nil, name: String
    ) throws -> [String] {
        let data = Data(text.utf8)
        var usage: [(String, Int)] = []
        func measured<T>(_ operation: String, _ body: () throws -> T) throws -> T {
            var result: T?
            let stack = try StackUsage.measure { result = try body() }
            #expect(
                stack.used + Self.headroom <= stack.available,
                "\(name): \(operation) used \(stack.used) of \(stack.available) bytes of stack")
            usage.append((operation, stack.used))
            return result!
        }
        // The values stay in these two variables only, so that setting one to `nil` frees its chain.
        var plain: R? = try measured("JSONDecoder") { try JSONDecoder().decode(R.self, from: data) }
        var fast: R? = try measured("fast decode") { try ForwardJSONDecoder().decode(R.self, from: data) }
        #expect(plain != nil && plain == fast, "\(name): both codecs read the same value")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var fastEncoder = ForwardJSONEncoder()
        fastEncoder.outputFormatting = [.sortedKeys]
        let expected = Data((written ?? text).utf8)
        #expect(try measured("JSONEncoder") { try encoder.encode(plain) } == expected, "\(name)")
        #expect(try measured("fast encode") { try fastEncoder.encode(plain) } == expected, "\(name)")
        #expect(try measured("==") { plain == fast }, "\(name): two chains in boxes of their own are equal")
        #expect(try measured("hash") { plain.hashValue } == fast.hashValue, "\(name)")
        plain = nil
        try measured("deinit") { fast = nil }
        return ["\(name): " + usage.map { "\($0.0) \($0.1 / 1024) KiB" }.joined(separator: ", ")]
    }

    @Test("one level deeper each reader refuses the document with its error; what a reader reads a writer writes")
    func beyondTheLimit() throws {
        try onThread(stackSize: Self.stackSize) {
            // 512 levels: both readers read them, the fast path writes them back, JSONEncoder
            // refuses them.
            let deepest = Data(Self.authors(Self.limit + 1).utf8)
            let author = try JSONDecoder().decode(Author.self, from: deepest)
            #expect(try ForwardJSONDecoder().decode(Author.self, from: deepest) == author)
            var fastEncoder = ForwardJSONEncoder()
            fastEncoder.outputFormatting = [.sortedKeys]
            #expect(try fastEncoder.encode(author) == deepest)
            #expect(throws: EncodingError.self) { try JSONEncoder().encode(author) }

            // 513 levels: both readers refuse; the fast path says where.
            let tooDeep = Data(Self.authors(Self.limit + 2).utf8)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Author.self, from: tooDeep) }
            let error = try #require(throws: DecodingError.self) {
                try ForwardJSONDecoder().decode(Author.self, from: tooDeep)
            }
            let message = details(of: error).message
            #expect(
                message.contains("nested 513 levels deep; the reader accepts at most 512"), "\(message.suffix(200))")
            #expect(message.contains("line 1, column"))
            #expect(details(of: error).path.hasPrefix("moved.moved."))

            // A chain built in code deeper than any reader reads: both writers refuse it.
            var built = Author(handle: "a")
            for _ in 0..<(Self.limit + 2) { built = Author(handle: "a", moved: built) }
            #expect(throws: EncodingError.self) { try JSONEncoder().encode(built) }
            #expect(throws: (any Error).self) { try ForwardJSONEncoder().encode(built) }
        }
    }
}

/// Runs `body` on a new thread with a stack of `stackSize` bytes, and waits for it.
func onThread(stackSize: Int, _ body: @escaping @Sendable () throws -> Void) throws {
    let outcome = ThreadOutcome()
    let thread = Thread {
        do { try body() } catch { outcome.set(error) }
        outcome.finished.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    outcome.finished.wait()
    if let error = outcome.error { throw error }
}

/// What a thread of ``onThread(stackSize:_:)`` threw, and when it ended.
private final class ThreadOutcome: @unchecked Sendable {
    let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stored: (any Error)?

    var error: (any Error)? { lock.withLock { stored } }
    func set(_ error: any Error) { lock.withLock { stored = error } }
}
