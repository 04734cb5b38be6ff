/// The object of one union being read, by either codec, its tag read: what the one
/// variant-reading body of a generated union (`init(variants:)`) is written against.
///
/// ```swift
/// do {
///     switch variants.tag {
///     case "paragraph": self = .paragraph(try variants.payload(Paragraph.self))
///     case "divider": self = .divider(otherFields: try variants.otherFields())
///     default: self = .unknown(try variants.unknown(failure: nil))
///     }
/// } catch {
///     self = .unknown(try variants.unknown(failure: error))
/// }
/// ```
///
/// Two conformances: ``KeyedUnionReader`` over a `Decoder` and ``JSONUnionReader`` over the JSON
/// bytes.
@_spi(ForwardCodableGenerated)
public protocol UnionVariantReader {
    /// The tag of the object.
    var tag: String { get }

    /// Reads the payload of a known variant: beside the tag, or under the content key.
    mutating func payload<Payload: ForwardRecord & Decodable & FastJSONDecodable>(
        _ type: Payload.Type
    ) throws -> Payload

    /// The keys beside the tag of a variant without a payload.
    mutating func otherFields() throws -> [String: JSONValue]

    /// The whole object, kept as a variant this version does not know (`failure` is `nil`) or as
    /// a known one whose payload failed with `failure`.
    mutating func unknown(failure: (any Error)?) throws -> UnknownVariant
}

/// The object of one union being written, by either codec: what the one variant-writing body of
/// a generated union (`writeVariant(to:)`) is written against.
@_spi(ForwardCodableGenerated)
public protocol UnionVariantWriter {
    /// Writes a known variant: its tag, and the payload's members beside it or under the content
    /// key.
    mutating func write<Payload: Encodable & FastJSONEncodable>(tag: String, payload: Payload) throws

    /// Writes a variant without a payload: its tag and the keys kept beside it.
    mutating func write(tag: String, otherFields: [String: JSONValue]) throws

    /// Writes a kept variant exactly as it was read.
    mutating func write(_ unknown: UnknownVariant) throws
}

/// A union's object in a `Decoder`: the `Codable` path of the one variant-reading body.
@_spi(ForwardCodableGenerated)
public struct KeyedUnionReader: UnionVariantReader {
    @usableFromInline let decoder: any Decoder
    @usableFromInline let coding: UnionCoding
    /// The conformance to `UnionVariantReader`: see `UnionVariantReader.tag`.
    public let tag: String
    /// Where the decode's report stood before the variant, when it has one.
    let mark: DecodeRecorder.Mark?

    /// Reads the tag of the union in `decoder`, laid out as `coding` says. A missing tag, or one
    /// that is not a string, throws.
    public init(_ decoder: any Decoder, _ coding: UnionCoding) throws {
        self.decoder = decoder
        self.coding = coding
        self.tag = try coding.tag(in: decoder)
        self.mark = DecodeRecorder.mark(decoder)
    }

    /// The conformance to `UnionVariantReader`: see `UnionVariantReader.payload(_:)`.
    public func payload<Payload: ForwardRecord>(_ type: Payload.Type) throws -> Payload {
        try coding.payload(Payload.self, from: decoder)
    }

    /// The conformance to `UnionVariantReader`: see `UnionVariantReader.otherFields()`.
    public func otherFields() throws -> [String: JSONValue] {
        try coding.otherFields(from: decoder)
    }

    /// The conformance to `UnionVariantReader`: see `UnionVariantReader.unknown(failure:)`.
    public func unknown(failure: (any Error)?) throws -> UnknownVariant {
        let variant = try coding.unknown(tag: tag, from: decoder, failure: failure)
        if let mark {
            if let failure = variant.failure {
                mark.reportUndecodable(decoder, record: coding.union, failure)
            } else {
                let path = DecodeEvent.render(decoder.codingPath)
                mark.recorder.append([DecodeEvent(.unknownVariant, codingPath: path, record: coding.union, value: tag)])
            }
        }
        return variant
    }
}

/// A union's object in an `Encoder`: the `Codable` path of the one variant-writing body.
@_spi(ForwardCodableGenerated)
public struct KeyedUnionWriter: UnionVariantWriter {
    @usableFromInline let encoder: any Encoder
    @usableFromInline let coding: UnionCoding

    /// The union in `encoder`, laid out as `coding` says.
    public init(_ encoder: any Encoder, _ coding: UnionCoding) {
        self.encoder = encoder
        self.coding = coding
    }

    /// The conformance to `UnionVariantWriter`: see `UnionVariantWriter.write(tag:payload:)`.
    public func write<Payload: Encodable>(tag: String, payload: Payload) throws {
        try coding.encode(tag: tag, payload: payload, to: encoder)
    }

    /// The conformance to `UnionVariantWriter`: see `UnionVariantWriter.write(tag:otherFields:)`.
    public func write(tag: String, otherFields: [String: JSONValue]) throws {
        try coding.encode(tag: tag, otherFields: otherFields, to: encoder)
    }

    /// The conformance to `UnionVariantWriter`: see `UnionVariantWriter.write(_:)`.
    public func write(_ unknown: UnknownVariant) throws {
        try coding.encode(unknown, to: encoder)
    }
}
