/// The lock file: the released schemas, committed, so the checker runs offline, in `swift test`
/// and on a fresh clone without git history. It holds each schema file verbatim under a header
/// that gives its path and line count, so a baseline location points at a real line of the lock:
///
/// ```
/// # forward-codable lock: the schemas of each release in the field, the baselines of `forward-codable breaking`.
/// # Record a release: forward-codable breaking --update-lock --release NAME
/// ### release 1.0
/// === Schemas/Hosts.fcschema (31 lines)
/// record Host {
/// ...
/// === Schemas/Api.fcschema (12 lines, keys snake_case, dates iso8601)
/// ...
/// ### release 1.1
/// === Schemas/Hosts.fcschema (33 lines)
/// ```
///
/// The lock is a history of releases, in the order recorded, each a `### release NAME` header
/// followed by its schemas (``LockFile/releases(_:path:)``). Schemas before the first release
/// header, as in a lock written before releases had names, are one unnamed release.
///
/// A schema whose ``SchemaSource/keyStyle`` (the configuration's `"keyStyle"`) is not
/// `as_written`, or that has a ``SchemaSource/dateFormat`` (`"dateFormat"`), records it in its
/// header, so that changing it shows against the lock.
package enum LockFile {
    /// The name of the lock, next to the schemas: `Schemas/forward-codable.lock`.
    package static let fileName = "forward-codable.lock"

    /// The comment lines of a lock of one unnamed release, as `--update-lock` has always written.
    private static let header = [
        "# forward-codable lock: the schemas of the last release, the baseline of `forward-codable breaking`.",
        "# Update it when you release: forward-codable breaking --update-lock",
    ]

    /// The comment lines of a lock of named releases.
    private static let historyHeader = [
        "# forward-codable lock: the schemas of each release in the field, the baselines of `forward-codable breaking`.",
        "# Record a release: forward-codable breaking --update-lock --release NAME",
    ]

    /// The lock's text for `sources`, in path order: one unnamed release.
    package static func render(_ sources: [SchemaSource]) -> String {
        render(releases: [(nil, sources)])
    }

    /// The lock's text for `releases`, in the order given, each schema in path order. Only the
    /// first release may be unnamed: it has no header.
    package static func render(releases: [(name: String?, sources: [SchemaSource])]) -> String {
        var lines = releases.contains { $0.name != nil } ? historyHeader : header
        for release in releases {
            if let name = release.name { lines.append(releaseHeaderPrefix + name) }
            for source in release.sources.sorted(by: { $0.path < $1.path }) {
                let body = Self.lines(source.text)
                let style = source.keyStyle == .asWritten ? "" : ", keys \(source.keyStyle.rawValue)"
                let dates = source.dateFormat.map { ", dates \($0)" } ?? ""
                lines.append("=== \(source.path) (\(body.count) lines\(style)\(dates))")
                lines += body
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A schema read back from a lock: its text, and where its first line is in the lock.
    package struct Entry: Hashable, Sendable {
        /// The schema as it was locked, with its original path.
        package var source: SchemaSource
        /// The lock line just before the schema's first line; add it to a schema line number.
        package var lineOffset: Int
    }

    /// Reads the schemas of the latest release of a lock (of the whole lock when it has no
    /// release header), or a located error when it is malformed.
    package static func parse(_ text: String, path: String) -> Result<[Entry], LockFileError> {
        releases(text, path: path).map { $0.last?.entries ?? [] }
    }

    /// Reads the schema whose `=== path (N lines)` header is `lines[index - 1]`, and its line
    /// count; `nil` when the header is malformed or promises more lines than there are.
    static func entry(at index: Int, of lines: [String]) -> (Entry, Int)? {
        let line = lines[index - 1]
        guard line.hasPrefix("=== "), let open = line.lastIndex(of: "("),
            let (count, keyStyle, dateFormat) = Self.counts(line[line.index(after: open)...]), count >= 0,
            index + count <= lines.count
        else { return nil }
        let schemaPath = String(line.dropFirst(4)[..<open]).trimmingSuffix(" ")
        let body = lines[index..<(index + count)].joined(separator: "\n")
        let source = SchemaSource(
            path: schemaPath, text: body.isEmpty ? "" : body + "\n", keyStyle: keyStyle, dateFormat: dateFormat)
        return (Entry(source: source, lineOffset: index), count)
    }

    /// The line count, key style and date format of a header's `N lines)`, `N lines, keys S)`,
    /// `N lines, dates F)` or `N lines, keys S, dates F)`.
    private static func counts(_ text: Substring) -> (Int, KeyStyle, String?)? {
        guard text.hasSuffix(")") else { return nil }
        let parts = text.dropLast().split(separator: ",", omittingEmptySubsequences: false)
        guard let first = parts.first, first.hasSuffix(" lines"), let count = Int(first.dropLast(" lines".count))
        else { return nil }
        var rest = parts.dropFirst()
        var style = KeyStyle.asWritten
        if let part = rest.first, part.hasPrefix(" keys ") {
            guard let named = KeyStyle(rawValue: String(part.dropFirst(6))) else { return nil }
            style = named
            rest = rest.dropFirst()
        }
        var dateFormat: String?
        if let part = rest.first, part.hasPrefix(" dates ") {
            let name = String(part.dropFirst(7))
            guard WireFormatModel.names(for: .date).contains(name), name != WireFormatModel.coder else { return nil }
            dateFormat = name
            rest = rest.dropFirst()
        }
        return rest.isEmpty ? (count, style, dateFormat) : nil
    }

    /// Maps a location in a locked schema to the line of the lock that holds it.
    package static func lockLocation(_ location: SourceLocation, in entries: [Entry], lockPath: String)
        -> SourceLocation
    {
        guard let entry = entries.first(where: { $0.source.path == location.file }) else { return location }
        return SourceLocation(file: lockPath, line: location.line + entry.lineOffset, column: location.column)
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// A lock file that cannot be read.
package struct LockFileError: Error, Hashable, Sendable {
    /// Where and what.
    package var diagnostic: Diagnostic
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: Character) -> String {
        var result = self
        while result.last == suffix { result.removeLast() }
        return result
    }
}
