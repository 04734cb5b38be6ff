/// Why a versioned record could not be read: typed, with the record, the versions and the path.
///
/// ```
/// Note at [2]: found version 4; this app supports versions 1 through 3, and the document could
/// not be read as version 3: the required key "text" is missing.
/// ```
public struct SchemaVersionError: Error, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The stamp names a version this app cannot read: older than the oldest it migrates
        /// from, or newer than the current one and not readable as the current shape.
        case unsupportedVersion(found: Int)
        /// The stamp is present but is not an integer: a string, a fraction, or `null` (a `null`
        /// stamp is not read as a missing one).
        case invalidStamp(found: String)
        /// The document has no stamp and the record's policy refuses unstamped documents.
        case missingStamp
        /// The document could not be read as the version its stamp names.
        case unreadableVersion(version: Int)
        /// A migration hook threw.
        case hookFailed(hook: String, toVersion: Int)
        /// A key that a later version declares held a value of the wrong type for that field.
        case unadoptableField(key: String, toVersion: Int)
    }

    /// The record type, such as `"Note"`.
    public let record: String
    /// What went wrong.
    public let reason: Reason
    /// The versions this app reads.
    public let supportedVersions: ClosedRange<Int>
    /// Where the record is in the document.
    public let codingPath: [any CodingKey]
    /// The error behind this one, if any (a `DecodingError`, or what a hook threw).
    public let underlyingError: (any Error)?

    /// Creates an error.
    public init(
        record: String,
        reason: Reason,
        supportedVersions: ClosedRange<Int>,
        codingPath: [any CodingKey],
        underlyingError: (any Error)? = nil
    ) {
        self.record = record
        self.reason = reason
        self.supportedVersions = supportedVersions
        self.codingPath = codingPath
        self.underlyingError = underlyingError
    }

    /// A sentence a developer can act on.
    public var description: String {
        let path = DecodingFailure.render(codingPath)
        let subject = path.isEmpty ? record : "\(record) at \(path)"
        let supported =
            "this app supports versions \(supportedVersions.lowerBound) through \(supportedVersions.upperBound)"
        let cause = underlyingError.map { ": " + Self.describe($0) } ?? "."
        switch reason {
        case .unsupportedVersion(let found) where found > supportedVersions.upperBound:
            return "\(subject): found version \(found); \(supported), and the document could not be read "
                + "as version \(supportedVersions.upperBound)\(cause)"
        case .unsupportedVersion(let found):
            return "\(subject): found version \(found); \(supported)\(cause)"
        case .invalidStamp(let found):
            return "\(subject): the version stamp is \(found), not an integer; \(supported)."
        case .missingStamp:
            return "\(subject): the document has no version stamp, and this record refuses unstamped documents; "
                + "\(supported)."
        case .unreadableVersion(let version):
            return "\(subject): the document is stamped version \(version) but cannot be read as version "
                + "\(version)\(cause)"
        case .hookFailed(let hook, let version):
            return "\(subject): the migration hook \(hook) failed while migrating to version \(version)\(cause)"
        case .unadoptableField(let key, let version):
            return "\(subject): the key \"\(key)\", declared from version \(version) on, holds a value of the "
                + "wrong type\(cause)"
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? DecodingError {
            return error.context.debugDescription
        }
        return String(describing: error)
    }

    /// The same error at `codingPath`.
    func at(_ codingPath: [any CodingKey]) -> SchemaVersionError {
        SchemaVersionError(
            record: record, reason: reason, supportedVersions: supportedVersions, codingPath: codingPath,
            underlyingError: underlyingError)
    }
}
