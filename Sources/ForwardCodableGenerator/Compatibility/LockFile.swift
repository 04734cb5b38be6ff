/// The lock file: the released schemas, committed, so the checker runs offline, in `swift test`
/// and on a fresh clone without git history. It holds each schema file verbatim under a header
/// that gives its path and line count, so a baseline location points at a real line of the lock:
///
/// ```
/// # forward-codable lock: the schemas of the last release, the baseline of `forward-codable breaking`.
/// # Update it when you release: forward-codable breaking --update-lock
/// === Schemas/Hosts.fcschema (31 lines)
/// record Host {
/// ...
/// === Schemas/Api.fcschema (12 lines, keys snake_case, dates iso8601)
/// ```
///
/// A schema whose ``SchemaSource/keyStyle`` (the configuration's `"keyStyle"`) is not
/// `as_written`, or that has a ``SchemaSource/dateFormat`` (`"dateFormat"`), records it in its
/// header, so that changing it shows against the lock.
package enum LockFile {
    /// The name of the lock, next to the schemas: `Schemas/forward-codable.lock`.
    package static let fileName = "forward-codable.lock"

    private static let header = [
        "# forward-codable lock: the schemas of the last release, the baseline of `forward-codable breaking`.",
        "# Update it when you release: forward-codable breaking --update-lock",
    ]

    /// The lock's text for `sources`, in path order.
    package static func render(_ sources: [SchemaSource]) -> String {
        var lines = header
        for source in sources.sorted(by: { $0.path < $1.path }) {
            let body = Self.lines(source.text)
            let style = source.keyStyle == .asWritten ? "" : ", keys \(source.keyStyle.rawValue)"
            let dates = source.dateFormat.map { ", dates \($0)" } ?? ""
            lines.append("=== \(source.path) (\(body.count) lines\(style)\(dates))")
            lines += body
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

    /// Reads the schemas of a lock, or a located error when it is malformed.
    package static func parse(_ text: String, path: String) -> Result<[Entry], LockFileError> {
        let lines = Self.lines(text)
        var entries: [Entry] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix("#") || line.isEmpty { continue }
            guard line.hasPrefix("=== "), let open = line.lastIndex(of: "("),
                let (count, keyStyle, dateFormat) = Self.counts(line[line.index(after: open)...]), count >= 0,
                index + count <= lines.count
            else {
                return .failure(
                    LockFileError(
                        diagnostic: Diagnostic(.malformedLock, at: SourceLocation(file: path, line: index, column: 1))))
            }
            let schemaPath = String(line.dropFirst(4)[..<open]).trimmingSuffix(" ")
            let body = lines[index..<(index + count)].joined(separator: "\n")
            entries.append(
                Entry(
                    source: SchemaSource(
                        path: schemaPath, text: body.isEmpty ? "" : body + "\n", keyStyle: keyStyle,
                        dateFormat: dateFormat),
                    lineOffset: index))
            index += count
        }
        return .success(entries)
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

    private static func lines(_ text: String) -> [String] {
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
