import Foundation

/// One value of an untagged union being read, by either codec, its variant selected: what the
/// one variant-reading body of a generated untagged union (`init(variants:)`) is written against.
///
/// ```swift
/// do {
///     switch variants.selected {
///     case "id": self = .id(try variants.decode(String.self))
///     case "customer": self = .customer(try variants.decode(Customer.self))
///     default: self = .unknown(try variants.unknown(failure: nil))
///     }
/// } catch {
///     self = .unknown(try variants.unknown(failure: error))
/// }
/// ```
///
/// Two conformances: ``KeyedUntaggedReader`` over a `Decoder` and ``JSONUntaggedReader`` over
/// the JSON bytes.
@_spi(ForwardCodableGenerated)
public protocol UntaggedVariantReader {
    /// The name of the variant the value's shape selects (see ``UntaggedUnionCoding``); `nil`
    /// when it fits none.
    var selected: String? { get }

    /// Reads the value as the selected variant's type.
    mutating func decode<Value: Decodable & FastJSONDecodable>(_ type: Value.Type) throws -> Value

    /// Reads the value as a list variant's type that holds `Double`s, which on the `Codable` path
    /// also reads the zeros `JSONDecoder` refuses (`0e1`), as record fields do.
    mutating func decodeNumbers<Value: Decodable & FastJSONDecodable>(_ type: Value.Type) throws -> Value

    /// The whole value, kept as one no variant takes (`failure` is `nil`) or as one whose
    /// variant failed with `failure`.
    mutating func unknown(failure: (any Error)?) throws -> UnknownShape
}

/// One value of an untagged union being written, by either codec: what the one variant-writing
/// body of a generated untagged union (`writeVariant(to:)`) is written against.
@_spi(ForwardCodableGenerated)
public protocol UntaggedVariantWriter {
    /// Writes a variant's value: the value alone, with nothing around it.
    mutating func write<Value: Encodable & FastJSONEncodable>(_ value: Value) throws

    /// Writes a kept value exactly as it was read.
    mutating func write(_ unknown: UnknownShape) throws
}

/// A value of an untagged union in a `Decoder`: the `Codable` path of the one variant-reading
/// body.
@_spi(ForwardCodableGenerated)
public struct KeyedUntaggedReader: UntaggedVariantReader {
    @usableFromInline let decoder: any Decoder
    @usableFromInline let coding: UntaggedUnionCoding
    /// The conformance to `UntaggedVariantReader`: see `UntaggedVariantReader.selected`.
    public let selected: String?
    /// The value's shape; a scalar's value, read by the selection, is not read again.
    @usableFromInline let shape: DecodedShape
    /// Where the decode's report stood before the value, when it has one.
    let mark: DecodeRecorder.Mark?

    /// Selects the variant of the value in `decoder`, as `coding` says.
    public init(_ decoder: any Decoder, _ coding: UntaggedUnionCoding) throws {
        self.decoder = decoder
        self.coding = coding
        self.shape = try DecodedShape.of(decoder, likely: coding.kinds)
        self.selected = coding.variant(for: shape)
        self.mark = DecodeRecorder.mark(decoder)
    }

    /// The conformance to `UntaggedVariantReader`: see `UntaggedVariantReader.decode(_:)`.
    ///
    /// A `Double` is read as a `Double` field reads it, zeros written with an exponent included.
    @inlinable
    public func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if let value = shape.value(as: Value.self) { return value }
        if Value.self == Double.self { return try decodeNumbers(Value.self) }
        return try Value(from: decoder)
    }

    /// The conformance to `UntaggedVariantReader`: see `UntaggedVariantReader.decodeNumbers(_:)`.
    public func decodeNumbers<Value: Decodable>(_ type: Value.Type) throws -> Value {
        do {
            return try Value(from: decoder)
        } catch {
            // JSONDecoder refused a zero written with an exponent: decode again from the
            // `JSONValue`, which holds it as `0` (or `-0.0`), as `decodeNumbers(_:forKey:)` does.
            guard JSONValue.zero(parsed: DecoderErrorDetails(error).parsed) != nil,
                let json = try? JSONValue(from: decoder), let data = try? JSONEncoder().encode(json),
                let value = try? JSONDecoder().decode(Value.self, from: data)
            else { throw error }
            return value
        }
    }

    /// The conformance to `UntaggedVariantReader`: see `UntaggedVariantReader.unknown(failure:)`.
    public func unknown(failure: (any Error)?) throws -> UnknownShape {
        let json: JSONValue
        switch shape {
        case .null: json = .null
        case .scalar(let value): json = value
        case .number, .object, .array, .other: json = try JSONValue(from: decoder)
        }
        let kept = UnknownShape(json: json, failure: failure.map(DecodingFailure.init))
        if let mark {
            if let failure = kept.failure {
                mark.reportUndecodable(decoder, record: coding.union, failure)
            } else {
                let path = DecodeEvent.render(decoder.codingPath)
                let shapeName = UntaggedUnionCoding.reportedName(of: json.kind)
                mark.recorder.append([
                    DecodeEvent(.unknownVariant, codingPath: path, record: coding.union, value: shapeName)
                ])
            }
        }
        return kept
    }
}

/// A value of an untagged union in an `Encoder`: the `Codable` path of the one variant-writing
/// body.
@_spi(ForwardCodableGenerated)
public struct KeyedUntaggedWriter: UntaggedVariantWriter {
    @usableFromInline let encoder: any Encoder

    /// The value in `encoder`.
    public init(_ encoder: any Encoder) {
        self.encoder = encoder
    }

    /// The conformance to `UntaggedVariantWriter`: see `UntaggedVariantWriter.write(_:)`.
    public func write<Value: Encodable>(_ value: Value) throws {
        try value.encode(to: encoder)
    }

    /// The conformance to `UntaggedVariantWriter`: see `UntaggedVariantWriter.write(_:)`.
    public func write(_ unknown: UnknownShape) throws {
        try unknown.json.encode(to: encoder)
    }
}
