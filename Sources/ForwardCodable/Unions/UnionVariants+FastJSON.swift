/// A union's object in the JSON bytes: the fast path of the one variant-reading body. It reads a
/// copy of the reader, which `JSONReader.resume(after:)` moves to where the copy stopped.
@_spi(ForwardCodableGenerated)
public struct JSONUnionReader: UnionVariantReader {
    @usableFromInline var reader: JSONReader
    @usableFromInline let coding: UnionCoding
    /// The reader's position at the union's object, where an unknown variant is read again.
    @usableFromInline let start: Int
    /// The conformance to `UnionVariantReader`: see `UnionVariantReader.tag`.
    public let tag: String
    /// Where the decode's report stood before the variant, when it has one.
    let mark: Int?

    /// Reads the tag of the union at `reader`'s position (wherever it sits among the keys),
    /// laid out as `coding` says; the variant is then read on a copy of the reader.
    public init(_ reader: inout JSONReader, _ coding: UnionCoding) throws {
        self.coding = coding
        self.start = reader.position
        self.tag = try coding.tag(in: &reader)
        self.reader = reader
        self.mark = reader.settings.report?.count
    }

    /// The conformance to `UnionVariantReader`: see `UnionVariantReader.payload(_:)`.
    public mutating func payload<Payload: ForwardRecord & FastJSONDecodable>(_ type: Payload.Type) throws -> Payload {
        try coding.payload(Payload.self, from: &reader)
    }

    /// The conformance to `UnionVariantReader`: see `UnionVariantReader.otherFields()`.
    public mutating func otherFields() throws -> [String: JSONValue] {
        try coding.otherFields(from: &reader)
    }

    /// The conformance to `UnionVariantReader`: see `UnionVariantReader.unknown(failure:)`.
    public mutating func unknown(failure: (any Error)?) throws -> UnknownVariant {
        let variant = try coding.unknown(tag: tag, from: &reader, at: start, failure: failure)
        if let mark, let report = reader.settings.report {
            let offset = reader.byteOffset(of: start)
            if let failure = variant.failure {
                report.reportUndecodable(after: mark, at: offset, record: coding.union, failure)
            } else {
                report.record(
                    at: offset, DecodeEvent(.unknownVariant, codingPath: "", record: coding.union, value: tag))
            }
        }
        return variant
    }
}

/// A union's object in the JSON bytes: the fast path of the one variant-writing body. It exists
/// only inside ``JSONWriter/writeUnion(_:_:)``, which lends it the writer.
@_spi(ForwardCodableGenerated)
public struct JSONUnionWriter: UnionVariantWriter {
    @usableFromInline let writer: UnsafeMutablePointer<JSONWriter>
    @usableFromInline let coding: UnionCoding

    @inlinable
    init(writer: UnsafeMutablePointer<JSONWriter>, coding: UnionCoding) {
        self.writer = writer
        self.coding = coding
    }

    /// The conformance to `UnionVariantWriter`: see `UnionVariantWriter.write(tag:payload:)`.
    public func write<Payload: FastJSONEncodable>(tag: String, payload: Payload) throws {
        try coding.write(tag: tag, payload: payload, to: &writer.pointee)
    }

    /// The conformance to `UnionVariantWriter`: see `UnionVariantWriter.write(tag:otherFields:)`.
    public func write(tag: String, otherFields: [String: JSONValue]) throws {
        try coding.write(tag: tag, otherFields: otherFields, to: &writer.pointee)
    }

    /// The conformance to `UnionVariantWriter`: see `UnionVariantWriter.write(_:)`.
    public func write(_ unknown: UnknownVariant) throws {
        try writer.pointee.encode(unknown.json)
    }
}

@_spi(ForwardCodableGenerated)
extension JSONReader {
    /// Moves the reader to where `variants`, read on a copy of it, stopped.
    @inlinable
    public mutating func resume(after variants: JSONUnionReader) {
        rewind(to: variants.reader.position)
    }
}

@_spi(ForwardCodableGenerated)
extension JSONWriter {
    /// Writes a union, laid out as `coding` says, with its variant-writing body.
    @inlinable
    public mutating func writeUnion(_ coding: UnionCoding, _ body: (inout JSONUnionWriter) throws -> Void) throws {
        try withUnsafeMutablePointer(to: &self) { writer in
            var variants = JSONUnionWriter(writer: writer, coding: coding)
            try body(&variants)
        }
    }
}
