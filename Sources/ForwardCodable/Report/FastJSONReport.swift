/// The report of one decode on the fast path, while it runs: events located by the byte offset
/// of the value they concern, given their coding paths at the end by one more walk over the
/// document. The reader keeps no path as it reads, so a decode without a report pays nothing.
///
/// It lives in one decode's ``JSONReader`` settings, on one thread.
@usableFromInline final class FastJSONReport: @unchecked Sendable {
    /// Where the events go at the end of the decode.
    @usableFromInline let recorder: DecodeRecorder
    /// The events so far: the offset of the value each concerns, and the event, whose coding
    /// path is relative to that value: `.key`, `.key[2]`, or empty.
    private(set) var pending: [(offset: Int, event: DecodeEvent)] = []

    /// The document being decoded.
    private let bytes: UnsafeRawBufferPointer

    init(recorder: DecodeRecorder, bytes: UnsafeRawBufferPointer) {
        self.recorder = recorder
        self.bytes = bytes
    }

    /// Records `event`, its coding path relative to the value at byte `offset` (or just after
    /// whitespace there).
    func record(at offset: Int, _ event: DecodeEvent) {
        pending.append((PathWalk.valueStart(offset, in: bytes), event))
    }

    /// A mark for ``discard(after:)``.
    var count: Int { pending.count }

    /// Drops the events recorded after `mark`: those of an element kept undecodable.
    func discard(after mark: Int) {
        if mark < pending.count { pending.removeSubrange(mark...) }
    }

    /// Drops the last event of `kind` at `offset` whose relative path is `relativePath`.
    func forget(_ kind: DecodeEvent.Kind, at offset: Int, _ relativePath: String) {
        let offset = PathWalk.valueStart(offset, in: bytes)
        if let index = pending.lastIndex(where: {
            $0.offset == offset && $0.event.kind == kind && $0.event.codingPath == relativePath
        }) {
            pending.remove(at: index)
        }
    }

    /// Gives every event its coding path in the document and hands them to the recorder.
    func finish() {
        guard !pending.isEmpty else { return }
        var walk = PathWalk(bytes: bytes, offsets: pending.map(\.offset))
        walk.run()
        let events = pending.map { offset, event in
            var located = event
            let base = walk.paths[offset] ?? ""
            // `.key` (a key), `[2]` (an index), or empty; a key first on the top level takes no dot.
            let relative = event.codingPath
            // (Bytes, not characters: a key may start with a combining mark, which joins the dot.)
            located.codingPath =
                base.isEmpty && relative.utf8.first == UInt8(ascii: ".")
                ? String(relative.utf8.dropFirst())! : base + relative
            return located
        }
        pending = []
        recorder.append(events)
    }
}

/// One walk over a JSON document that finds the coding path of each value that starts at one of
/// `offsets`, skipping every subtree that holds none of them.
struct PathWalk {
    private var reader: JSONReader
    /// The offsets wanted, ascending.
    private let offsets: [Int]
    /// The coding path of each offset found.
    private(set) var paths: [Int: String] = [:]

    init(bytes: UnsafeRawBufferPointer, offsets: [Int]) {
        self.reader = JSONReader(bytes: bytes)
        self.offsets = Array(Set(offsets)).sorted()
    }

    /// The offset of the value at or after `offset`, past whitespace.
    static func valueStart(_ offset: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        var index = offset
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        return index
    }

    /// Walks the document; a document that is not valid JSON past the events leaves the rest
    /// of the paths unfound (empty).
    mutating func run() {
        try? walk("", .none)
    }

    /// Whether an offset wanted lies in `range`.
    private func wants(_ range: Range<Int>) -> Bool {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] < range.upperBound
    }

    /// How a value is reached from its container.
    private enum Step {
        case none
        case key(JSONKey)
        case index(Int)
    }

    /// Walks the value at the reader, reached from `parent` by `step`: skipped whole unless it
    /// holds a wanted offset, and only then is its path built.
    private mutating func walk(_ parent: String, _ step: Step) throws {
        reader.skipWhitespace()
        let start = reader.index
        let position = reader.position
        try reader.skipValue()
        guard wants(start..<reader.index) else { return }
        let path: String
        switch step {
        case .none: path = parent
        case .key(let key): path = DecodeEvent.path(parent, key: try reader.string(key))
        case .index(let index): path = "\(parent)[\(index)]"
        }
        paths[start] = path
        let end = reader.position
        reader.rewind(to: position)
        switch reader.peek() {
        case UInt8(ascii: "{"):
            try reader.beginObject()
            while let key = try reader.nextKey() { try walk(path, .key(key)) }
        case UInt8(ascii: "["):
            try reader.beginArray()
            var index = 0
            while try reader.nextElement() {
                try walk(path, .index(index))
                index += 1
            }
        default:
            reader.rewind(to: end)
        }
    }
}
