import Foundation

/// Decodes ``FastJSONDecodable`` values straight from JSON bytes: the fast path's counterpart of
/// `JSONDecoder`, with the options people use there.
///
/// ```swift
/// let hosts = try ForwardJSONDecoder().decode([Host].self, from: data)
/// ```
///
/// For every valid JSON document, the value is the one that `JSONDecoder` (with the same
/// strategies) and `init(from:)` give, or both fail; <doc:FastPath> lists the few documents where
/// this decoder keeps more than `JSONDecoder` does.
public struct ForwardJSONDecoder: Sendable {
    /// How dates are read.
    public enum DateDecodingStrategy: Hashable, Sendable {
        /// As `Date`'s own `Decodable`: seconds since 2001-01-01 as a number (the default).
        case deferredToDate
        /// Seconds since 1970-01-01 as a number.
        case secondsSince1970
        /// Milliseconds since 1970-01-01 as a number.
        case millisecondsSince1970
        /// An ISO 8601 string, read by `Date.ISO8601FormatStyle()` as `JSONDecoder` does.
        case iso8601
    }

    /// How `Data` is read.
    public enum DataDecodingStrategy: Hashable, Sendable {
        /// A Base64 string (the default).
        case base64
        /// As `Data`'s own `Decodable`: an array of bytes.
        case deferredToData
    }

    /// The strategies a ``JSONReader`` reads with.
    public struct Options: Hashable, Sendable {
        /// How dates are read.
        public var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
        /// How `Data` is read.
        public var dataDecodingStrategy: DataDecodingStrategy = .base64

        /// The default options.
        public init() {}
    }

    /// The strategies.
    public var options = Options()
    /// Values for the decoded types, such as `CodingUserInfoKey.strictCollections`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// Where each decode reports what it kept, showed as a fallback, migrated or filled in;
    /// `nil` (the default) reports nothing, at no cost. See ``DecodeRecorder``.
    public var report: DecodeRecorder?

    /// A decoder with the default strategies.
    public init() {}

    /// How dates are read.
    public var dateDecodingStrategy: DateDecodingStrategy {
        get { options.dateDecodingStrategy }
        set { options.dateDecodingStrategy = newValue }
    }

    /// How `Data` is read.
    public var dataDecodingStrategy: DataDecodingStrategy {
        get { options.dataDecodingStrategy }
        set { options.dataDecodingStrategy = newValue }
    }

    /// Decodes one `T` from `data`, a UTF-8 JSON document (a leading byte order mark is skipped).
    ///
    /// - Throws: `DecodingError`, whose coding path is the path to the failing value, whose
    ///   debug description ends with its line and column, and whose underlying error is the
    ///   ``ForwardJSONError``.
    public func decode<T: FastJSONDecodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try data.withUnsafeBytes { bytes in
                let report = self.report.map { FastJSONReport(recorder: $0, bytes: bytes) }
                defer { report?.finish() }
                var reader = JSONReader(
                    bytes: bytes, settings: JSONReader.Settings(options: options, userInfo: userInfo, report: report))
                let value = try T(fastJSON: &reader)
                try reader.finish()
                return value
            }
        } catch let error as SchemaVersionError {
            throw error
        } catch {
            let failure = ForwardJSONError(wrapping: error)
            // A versioned record's typed error stays typed, as `JSONDecoder` delivers it, with
            // the path the fast path collected on the way out.
            if let version = failure.underlying as? SchemaVersionError {
                throw version.at(failure.codingPath + version.codingPath)
            }
            throw failure.decodingError
        }
    }
}
