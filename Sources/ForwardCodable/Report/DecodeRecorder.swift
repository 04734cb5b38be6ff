import Foundation
import Synchronization

/// Collects the ``DecodeReport`` of the decodes it is handed to; a decode without one reports
/// nothing and pays nothing for the report.
///
/// Hand it to `ForwardJSONDecoder` as ``ForwardJSONDecoder/report``, or to `JSONDecoder` (or
/// any other decoder) under the `userInfo` key `CodingUserInfoKey.decodeReport`; then take the
/// report:
///
/// ```swift
/// let recorder = DecodeRecorder()
/// var decoder = ForwardJSONDecoder()
/// decoder.report = recorder
/// let list = try decoder.decode(TaskList.self, from: data)
/// summary.add(recorder.take())
/// ```
///
/// The recorder is safe to share, but a decode takes back the events of an element it keeps
/// undecodable (what it read inside it before the failure): give concurrent decodes a recorder
/// each, and merge their reports in a ``DecodeReportSummary``.
public final class DecodeRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [DecodeEvent] = []

    /// An empty recorder.
    public init() {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            LiveRecorders.count.add(1, ordering: .relaxed)
        }
    }

    deinit {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            LiveRecorders.count.subtract(1, ordering: .relaxed)
        }
    }

    /// Whether any recorder exists in the process. While none does, the `Codable` path never
    /// looks in a decoder's `userInfo` for one (a lookup hashes the key): a decode without a
    /// report pays one atomic load where something reportable happens.
    static var anyExists: Bool {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            return LiveRecorders.count.load(ordering: .relaxed) != 0
        }
        return true
    }

    /// The report of everything recorded since the last `take()`, which empties the recorder.
    public func take() -> DecodeReport {
        lock.lock()
        defer { lock.unlock() }
        let report = DecodeReport(events: events)
        events = []
        return report
    }

    /// The report so far, leaving the recorder as it is.
    public var report: DecodeReport {
        lock.lock()
        defer { lock.unlock() }
        return DecodeReport(events: events)
    }

    /// Adds `new`.
    func append(_ new: [DecodeEvent]) {
        lock.lock()
        defer { lock.unlock() }
        events += new
    }

    /// The number of events so far: a mark for ``discard(after:under:)``.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return events.count
    }

    /// Drops the events recorded after `mark` under the coding path `path` (an element that is
    /// kept undecodable reports only that).
    func discard(after mark: Int, under path: String) {
        lock.lock()
        defer { lock.unlock() }
        guard mark < events.count else { return }
        let kept = events[mark...].filter { !DecodeEvent.path($0.codingPath, isUnder: path) }
        events.replaceSubrange(mark..., with: kept)
    }

    /// Drops the last event of `kind` at `codingPath` (a union's tag, reported as an unknown key
    /// of its payload; a key a migration step adopts).
    func forget(_ kind: DecodeEvent.Kind, at codingPath: String) {
        lock.lock()
        defer { lock.unlock() }
        if let index = events.lastIndex(where: { $0.kind == kind && $0.codingPath == codingPath }) {
            events.remove(at: index)
        }
    }
}

/// The number of ``DecodeRecorder`` instances alive.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private enum LiveRecorders {
    static let count = Atomic<Int>(0)
}

extension CodingUserInfoKey {
    /// Set a ``DecodeRecorder`` under this key in a decoder's `userInfo` (`JSONDecoder`'s, or any
    /// other decoder's) to collect the decode's ``DecodeReport``.
    public static let decodeReport = CodingUserInfoKey(rawValue: "ForwardCodable.decodeReport")!
}

extension DecodeEvent {
    /// `path` with `key` after it: `tasks[1]` and `title` make `tasks[1].title`.
    static func path(_ path: String, key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// Whether `path` is `prefix` or inside it.
    static func path(_ path: String, isUnder prefix: String) -> Bool {
        // Bytes, not characters: a key may start with a combining mark.
        let path = Array(path.utf8)
        let prefix = Array(prefix.utf8)
        guard path.starts(with: prefix) else { return false }
        if path.count == prefix.count || prefix.isEmpty { return true }
        return path[prefix.count] == UInt8(ascii: ".") || path[prefix.count] == UInt8(ascii: "[")
    }

    /// A `Decoder`'s coding path as text: an array index as `[2]`, a key as `.name` (no dot
    /// first). A key is an index only when its string is not its number, so a dictionary's key
    /// `"2"` stays a key, as the fast path reads it.
    static func render(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue, key.stringValue != String(index) {
                text += "[\(index)]"
            } else {
                text = path(text, key: key.stringValue)
            }
        }
        return text
    }
}
