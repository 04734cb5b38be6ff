/// A value of an untagged union in the JSON bytes: the fast path of the one variant-reading
/// body. It reads a copy of the reader, which `JSONReader.resume(after:)` moves to where the copy
/// stopped.
///
/// The selection looks at the value's first byte; a number is read as an `Int` only when the
/// union has an `Int` variant (the `Int` it reads is then the variant's value, not read again);
/// an object's keys are scanned, their values skipped, and the reader rewound.
@_spi(ForwardCodableGenerated)
public struct JSONUntaggedReader: UntaggedVariantReader {
    @usableFromInline var reader: JSONReader
    @usableFromInline let coding: UntaggedUnionCoding
    /// The reader's position at the value, where a kept value is read again.
    @usableFromInline let start: Int
    /// The conformance to `UntaggedVariantReader`: see `UntaggedVariantReader.selected`.
    public let selected: String?
    /// The value's JSON kind; `nil` for `null`.
    let kind: JSONValue.Kind?
    /// The whole number that selected the `Int` variant, and the reader's position after it.
    @usableFromInline let integer: (value: Int, end: Int)?
    /// Where the decode's report stood before the value, when it has one.
    let mark: Int?

    /// Selects the variant of the value at `reader`'s position, as `coding` says; the variant is
    /// then read on a copy of the reader.
    public init(_ reader: inout JSONReader, _ coding: UntaggedUnionCoding) throws {
        self.coding = coding
        self.start = reader.position
        var integer: (value: Int, end: Int)?
        switch reader.peek() ?? 0 {
        case UInt8(ascii: "\""):
            kind = .string
            selected = coding.string
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            kind = .bool
            selected = coding.boolean
        case UInt8(ascii: "["):
            kind = .array
            selected = coding.array
        case UInt8(ascii: "{"):
            kind = .object
            selected = try coding.objectVariant(at: &reader)
        case UInt8(ascii: "n"):
            kind = nil
            selected = nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            kind = .number
            if let whole = coding.integer {
                // As an `Int` field reads it, as `JSONDecoder` does (the number's text once), but
                // a negative zero, which keeps its sign as a `Double`.
                var copy = reader
                let token = try copy.scanNumber(decoding: Int.self)
                if let value = JSONReader.integer(Int.self, token) ?? copy.foundationInteger(Int.self, token),
                    value != 0 || !token.isNegative
                {
                    integer = (value, copy.position)
                    selected = whole
                } else {
                    selected = coding.number
                }
            } else {
                selected = coding.number
            }
        default:
            throw reader.syntaxError(expecting: "a value")
        }
        self.integer = integer
        self.reader = reader
        self.mark = reader.settings.report?.count
    }

    /// The conformance to `UntaggedVariantReader`: see `UntaggedVariantReader.decode(_:)`.
    @inlinable
    public mutating func decode<Value: FastJSONDecodable>(_ type: Value.Type) throws -> Value {
        if let integer, let value = integer.value as? Value {
            reader.rewind(to: integer.end)
            return value
        }
        return try reader.decode(Value.self)
    }

    /// The conformance to `UntaggedVariantReader`: see `UntaggedVariantReader.decodeNumbers(_:)`.
    /// The fast path reads zeros written with an exponent as any other number.
    public mutating func decodeNumbers<Value: FastJSONDecodable>(_ type: Value.Type) throws -> Value {
        try reader.decode(Value.self)
    }

    /// The conformance to `UntaggedVariantReader`: see `UntaggedVariantReader.unknown(failure:)`.
    public mutating func unknown(failure: (any Error)?) throws -> UnknownShape {
        reader.rewind(to: start)
        let kept = UnknownShape(json: try reader.readJSONValue(), failure: failure.map(DecodingFailure.init))
        if let mark, let report = reader.settings.report {
            let offset = reader.byteOffset(of: start)
            if let failure = kept.failure {
                report.reportUndecodable(after: mark, at: offset, record: coding.union, failure)
            } else {
                let shape = UntaggedUnionCoding.reportedName(of: kind)
                report.record(
                    at: offset, DecodeEvent(.unknownVariant, codingPath: "", record: coding.union, value: shape))
            }
        }
        return kept
    }
}

extension UntaggedUnionCoding {
    /// The record variant the object at `reader`'s position selects, from its keys alone: each
    /// key is matched on its bytes, each value skipped (validated, not decoded), and the scan
    /// stops as soon as the first variant tried has all its keys. The reader is left where it was.
    func objectVariant(at reader: inout JSONReader) throws -> String? {
        guard let first = objects.first else { return nil }
        guard needsKeys else { return first.name }
        let start = reader.position
        defer { reader.rewind(to: start) }
        var present = KeyPresence()
        try reader.beginObject()
        while let key = try reader.nextKey() {
            if let index = requiredKeys.index(of: key, in: reader) {
                present.insert(index)
                if present.holds(first) { return first.name }
            }
            try reader.skipValue()
        }
        return variant(forObjectWith: present)
    }
}

/// A value of an untagged union being written to JSON bytes: the fast path of the one
/// variant-writing body. It exists only inside ``JSONWriter/writeUntagged(_:)``, which lends it
/// the writer.
@_spi(ForwardCodableGenerated)
public struct JSONUntaggedWriter: UntaggedVariantWriter {
    @usableFromInline let writer: UnsafeMutablePointer<JSONWriter>

    @inlinable
    init(writer: UnsafeMutablePointer<JSONWriter>) {
        self.writer = writer
    }

    /// The conformance to `UntaggedVariantWriter`: see `UntaggedVariantWriter.write(_:)`.
    public func write<Value: FastJSONEncodable>(_ value: Value) throws {
        try writer.pointee.encode(value)
    }

    /// The conformance to `UntaggedVariantWriter`: see `UntaggedVariantWriter.write(_:)`.
    public func write(_ unknown: UnknownShape) throws {
        try writer.pointee.encode(unknown.json)
    }
}

@_spi(ForwardCodableGenerated)
extension JSONReader {
    /// Moves the reader to where `variants`, read on a copy of it, stopped.
    @inlinable
    public mutating func resume(after variants: JSONUntaggedReader) {
        rewind(to: variants.reader.position)
    }
}

@_spi(ForwardCodableGenerated)
extension JSONWriter {
    /// Writes a value of an untagged union with its variant-writing body.
    @inlinable
    public mutating func writeUntagged(_ body: (inout JSONUntaggedWriter) throws -> Void) throws {
        try withUnsafeMutablePointer(to: &self) { writer in
            var variants = JSONUntaggedWriter(writer: writer)
            try body(&variants)
        }
    }
}
