/// One release a lock holds: the contract that app version put in the field.
package struct LockRelease: Hashable, Sendable {
    /// The name it was recorded under (`1.2`); `nil` for the schemas before the first release
    /// header, as in a lock written before releases had names.
    package var name: String?
    /// The lock line of its `### release` header; 0 for the unnamed release.
    package var headerLine: Int
    /// Its schemas, with where each starts in the lock.
    package var entries: [LockFile.Entry]

    /// Its schemas, with their original paths.
    package var sources: [SchemaSource] { entries.map(\.source) }
}

extension LockFile {
    /// What starts a release section: `### release 1.2`.
    static let releaseHeaderPrefix = "### release "

    /// Whether `name` can name a release: letters, digits, `.`, `-`, `_` and `+`, starting with
    /// a letter or digit (`1.2`, `v2.0.1`, `2026-05`, `1.0.0-beta+7`).
    package static func isReleaseName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isAlphanumeric(first) else { return false }
        return name.unicodeScalars.allSatisfy { isAlphanumeric($0) || ".-_+".unicodeScalars.contains($0) }
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
    }

    /// Reads every release of a lock, in the order recorded, or the first problem as a located
    /// error: a header that is not `=== path (N lines)` or `### release NAME`, a release with no
    /// schema, a name recorded twice. A lock without schemas has no release.
    package static func releases(_ text: String, path: String) -> Result<[LockRelease], LockFileError> {
        func failure(_ message: DiagnosticMessage, line: Int) -> Result<[LockRelease], LockFileError> {
            .failure(
                LockFileError(diagnostic: Diagnostic(message, at: SourceLocation(file: path, line: line, column: 1))))
        }
        let lines = Self.lines(text)
        var releases: [LockRelease] = []
        var current: LockRelease?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix("###") {
                let name = String(line.dropFirst(releaseHeaderPrefix.count))
                guard line.hasPrefix(releaseHeaderPrefix), isReleaseName(name) else {
                    return failure(.malformedLockRelease, line: index)
                }
                if let finished = current {
                    guard !finished.entries.isEmpty else {
                        return failure(.emptyLockRelease(finished.name ?? ""), line: finished.headerLine)
                    }
                    releases.append(finished)
                }
                if let first = releases.first(where: { $0.name == name }) {
                    let location = SourceLocation(file: path, line: first.headerLine, column: 1)
                    return failure(.duplicateLockRelease(name, first: location), line: index)
                }
                current = LockRelease(name: name, headerLine: index, entries: [])
                continue
            }
            if line.hasPrefix("#") || line.isEmpty { continue }
            guard let (entry, count) = entry(at: index, of: lines) else { return failure(.malformedLock, line: index) }
            if current == nil { current = LockRelease(name: nil, headerLine: 0, entries: []) }
            current?.entries.append(entry)
            index += count
        }
        if let finished = current {
            guard !finished.entries.isEmpty else {
                return failure(.emptyLockRelease(finished.name ?? ""), line: finished.headerLine)
            }
            releases.append(finished)
        }
        return .success(releases)
    }
}
