import Foundation

/// An app's own `Codable` type in a generated record, such as a `Money` that a schema names as an
/// external type, read and written on both coding paths.
///
/// On the Codable path the value goes through a single-value container, so the coder's own
/// handling of `Date`, `Decimal`, `URL` and `Data` inside it applies. On the fast path, a type
/// that adopts ``FastJSONCodable`` (or a collection of such types) is read and written directly;
/// any other type is bridged through `JSONDecoder` and `JSONEncoder`, configured like the reader
/// or writer (date and data strategies, `userInfo`).
@_spi(ForwardCodableGenerated)
public struct ExternalValue<Value: Codable>: Codable, FastJSONCodable {
    /// The app's value.
    public var value: Value

    /// Wraps `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Reads the value with `decoder.singleValueContainer().decode(Value.self)`.
    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Value.self)
    }

    /// Writes the value with `encoder.singleValueContainer().encode(value)`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// Reads the value: directly when `Value` is ``FastJSONDecodable``, otherwise by handing the
    /// value's exact bytes to a `JSONDecoder` with the reader's strategies and `userInfo`.
    ///
    /// - Throws: the value's own error; for a bridged value, the decoder's error as a located
    ///   error at the value's first byte that keeps its message, kind and inner coding path.
    public init(fastJSON reader: inout JSONReader) throws {
        if let fastType = Value.self as? any FastJSONDecodable.Type {
            value = try Self.read(fastType, from: &reader)
        } else {
            value = try reader.bridgeDecode(Value.self)
        }
    }

    /// Writes the value: directly when it is ``FastJSONEncodable``, otherwise through a
    /// `JSONEncoder` with the writer's strategies and `userInfo`, whose output is read as a
    /// ``JSONValue`` and written with the writer's own layout and key order.
    ///
    /// - Throws: the value's own error, or the encoder's.
    public func write(fastJSON writer: inout JSONWriter) throws {
        if let fast = value as? any FastJSONEncodable {
            try writer.encode(fast)
        } else {
            try writer.encode(try JSONWriter.bridgedJSON(of: value, options: writer.options, userInfo: writer.userInfo))
        }
    }

    /// Reads a `T`, which is `Value`, directly.
    private static func read<T: FastJSONDecodable>(_: T.Type, from reader: inout JSONReader) throws -> Value {
        let start = reader.byteOffset
        let read = try T(fastJSON: &reader)
        guard let value = read as? Value else {
            throw reader.error(.typeMismatch, "Expected \(Value.self), read \(T.self)", at: start)
        }
        return value
    }
}

extension ExternalValue: Sendable where Value: Sendable {}

extension ExternalValue: Equatable where Value: Equatable {}

extension ExternalValue: Hashable where Value: Hashable {}
