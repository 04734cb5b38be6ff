import Foundation

/// Encodes ``FastJSONEncodable`` values (generated records, their collections and the scalars
/// they hold) straight to JSON bytes, without an `Encoder`.
///
/// A drop-in for `JSONEncoder` with the options people use on it:
///
/// ```swift
/// var encoder = ForwardJSONEncoder()
/// encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
/// encoder.dateEncodingStrategy = .iso8601
/// let data = try encoder.encode(hosts)
/// ```
///
/// The output parses to the same JSON as `JSONEncoder`'s with the same options, and with
/// `.sortedKeys` it is the same bytes. See <doc:FastPath#Writing> for the few differences.
public struct ForwardJSONEncoder: Sendable {
    /// How dates are written.
    public enum DateEncodingStrategy: Sendable {
        /// `Date`'s own encoding: seconds since 2001-01-01, as a number.
        case deferredToDate
        /// Seconds since 1970-01-01, as a number.
        case secondsSince1970
        /// Milliseconds since 1970-01-01, as a number.
        case millisecondsSince1970
        /// An ISO 8601 string with whole seconds in UTC, as `JSONEncoder`'s `.iso8601`
        /// (`"2024-05-01T12:00:00Z"`).
        case iso8601
    }

    /// How `Data` is written.
    public enum DataEncodingStrategy: Sendable {
        /// A Base64 string.
        case base64
        /// `Data`'s own encoding: an array of byte values.
        case deferredToData
    }

    /// Everything that shapes the output, as a conformance sees it in ``JSONWriter/options``.
    public struct Options: Sendable {
        /// Pretty printing, sorted keys, unescaped slashes.
        public var outputFormatting: JSONEncoder.OutputFormatting
        /// How dates are written.
        public var dateEncodingStrategy: DateEncodingStrategy
        /// How `Data` is written.
        public var dataEncodingStrategy: DataEncodingStrategy

        /// Options with `JSONEncoder`'s defaults, or the ones given.
        public init(
            outputFormatting: JSONEncoder.OutputFormatting = [],
            dateEncodingStrategy: DateEncodingStrategy = .deferredToDate,
            dataEncodingStrategy: DataEncodingStrategy = .base64
        ) {
            self.outputFormatting = outputFormatting
            self.dateEncodingStrategy = dateEncodingStrategy
            self.dataEncodingStrategy = dataEncodingStrategy
        }
    }

    /// All options at once.
    public var options = Options()

    /// Pretty printing (`JSONEncoder`'s layout), sorted keys, unescaped slashes. Default: compact.
    public var outputFormatting: JSONEncoder.OutputFormatting {
        get { options.outputFormatting }
        set { options.outputFormatting = newValue }
    }

    /// How dates are written. Default: ``DateEncodingStrategy/deferredToDate``.
    public var dateEncodingStrategy: DateEncodingStrategy {
        get { options.dateEncodingStrategy }
        set { options.dateEncodingStrategy = newValue }
    }

    /// How `Data` is written. Default: ``DataEncodingStrategy/base64``.
    public var dataEncodingStrategy: DataEncodingStrategy {
        get { options.dataEncodingStrategy }
        set { options.dataEncodingStrategy = newValue }
    }

    /// Context for conformances, as ``JSONWriter/userInfo``.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// An encoder with `JSONEncoder`'s defaults: compact, dates as seconds since 2001, Base64 data.
    public init() {}

    /// The JSON text of `value`, as UTF-8.
    ///
    /// - Throws: `EncodingError.invalidValue` for a value JSON cannot hold (a non-finite
    ///   number, a ``JSONValue`` nested deeper than ``JSONValue/maximumDepth``, containers
    ///   nested deeper than ``JSONWriter/maximumDepth``), or the value's own error.
    public func encode<T: FastJSONEncodable>(_ value: T) throws -> Data {
        try write(value).buffer.data
    }

    /// The JSON text of `value`, as UTF-8 bytes; see ``encode(_:)``.
    public func encodeBytes<T: FastJSONEncodable>(_ value: T) throws -> [UInt8] {
        try write(value).bytes
    }

    /// A writer that has written `value`.
    private func write<T: FastJSONEncodable>(_ value: T) throws -> JSONWriter {
        var writer = JSONWriter(options: options, userInfo: userInfo)
        try writer.encode(value)
        try writer.checkDepth(value)
        return writer
    }
}
