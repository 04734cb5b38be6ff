/// The members of one record object being written, by either codec: what the one
/// field-writing body of a generated record (`writeFields(to:)`) is written against.
///
/// ```swift
/// try fields.encode(self.id, .id)
/// try fields.encodeIfPresent(self.user, .user, nulls: self.explicitNulls)
/// try fields.encodeUnknownFields(self.unknownFields)
/// ```
///
/// Two conformances: ``KeyedFieldWriter`` over an `Encoder`'s keyed container (the `Codable`
/// path) and ``JSONFieldWriter`` over the JSON bytes (the fast path).
@_spi(ForwardCodableGenerated)
public protocol RecordFieldWriter<Keys> {
    /// The record's declared keys.
    associatedtype Keys: DeclaredKeys

    /// Writes a field.
    mutating func encode<Value: Encodable & FastJSONEncodable>(_ value: Value, _ key: Keys) throws

    /// Writes an optional field: its value, `null` when it arrived as an explicit `null` and is
    /// still `nil`, or nothing.
    mutating func encodeIfPresent<Value: Encodable & FastJSONEncodable>(
        _ value: Value?,
        _ key: Keys,
        nulls: ExplicitNulls
    ) throws

    /// Writes every entry of the bag whose key the record does not declare: the declared field
    /// wins, and a key is never written twice.
    mutating func encodeUnknownFields(_ bag: [String: JSONValue]) throws
}

/// The members of a record in an `Encoder`'s keyed container: the `Codable` path of the one
/// field-writing body, through the `encodeField` family (concrete entry points for `String`,
/// `Int`, `Bool` and `Double`, not specialized per record).
@_spi(ForwardCodableGenerated)
public struct KeyedFieldWriter<Keys: DeclaredKeys>: RecordFieldWriter {
    /// The record's container.
    public var container: KeyedEncodingContainer<RecordKey<Keys>>

    /// The members of the record in `encoder`'s keyed container.
    @inlinable
    public init(_ encoder: any Encoder) {
        container = encoder.container(keyedBy: RecordKey<Keys>.self)
    }

    /// The conformance to `RecordFieldWriter`: see `RecordFieldWriter.encode(_:_:)`.
    @inlinable
    public mutating func encode<Value: Encodable>(_ value: Value, _ key: Keys) throws {
        try container.encodeField(value, key)
    }

    /// The conformance to `RecordFieldWriter`: see `RecordFieldWriter.encodeIfPresent(_:_:nulls:)`.
    @inlinable
    public mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, _ key: Keys, nulls: ExplicitNulls) throws {
        try container.encodeOptionalField(value, key, nulls: nulls)
    }

    /// The conformance to `RecordFieldWriter`: see `RecordFieldWriter.encodeUnknownFields(_:)`.
    @inlinable
    public mutating func encodeUnknownFields(_ bag: [String: JSONValue]) throws {
        try container.encodeUnknownFields(bag)
    }
}

/// The members of a record in the JSON bytes: the fast path of the one field-writing body. It
/// exists only inside ``JSONWriter/writeRecord(_:)`` or ``JSONWriter/writeMembers(_:)``,
/// which lend it the writer.
@_spi(ForwardCodableGenerated)
public struct JSONFieldWriter<Keys: DeclaredKeys>: RecordFieldWriter {
    @usableFromInline let writer: UnsafeMutablePointer<JSONWriter>
    @usableFromInline let keys: DeclaredKeyTable<Keys>

    @inlinable
    init(writer: UnsafeMutablePointer<JSONWriter>, keys: DeclaredKeyTable<Keys>) {
        self.writer = writer
        self.keys = keys
    }

    /// The conformance to `RecordFieldWriter`: see `RecordFieldWriter.encode(_:_:)`.
    @inlinable
    public mutating func encode<Value: FastJSONEncodable>(_ value: Value, _ key: Keys) throws {
        writer.pointee.writeKey(escaped: keys.escapedName(of: key))
        do {
            try writer.pointee.encode(value)
        } catch {
            throw JSONWriter.prepending(AnyCodingKey(keys.name(of: key)), to: error)
        }
    }

    /// The conformance to `RecordFieldWriter`: see `RecordFieldWriter.encodeIfPresent(_:_:nulls:)`.
    @inlinable
    public mutating func encodeIfPresent<Value: FastJSONEncodable>(
        _ value: Value?,
        _ key: Keys,
        nulls: ExplicitNulls
    ) throws {
        if let value {
            try encode(value, key)
        } else if nulls.contains(key) {
            writer.pointee.writeKey(escaped: keys.escapedName(of: key))
            writer.pointee.writeNullValue()
        }
    }

    /// The conformance to `RecordFieldWriter`: see `RecordFieldWriter.encodeUnknownFields(_:)`.
    @inlinable
    public mutating func encodeUnknownFields(_ bag: [String: JSONValue]) throws {
        if bag.isEmpty { return }
        try writer.pointee.encodeUnknownFields(bag, declares: keys.contains)
    }
}

@_spi(ForwardCodableGenerated)
extension JSONWriter {
    /// Writes a record as one JSON object whose members its field-writing body writes.
    @inlinable
    public mutating func writeRecord<Keys>(_ body: (inout JSONFieldWriter<Keys>) throws -> Void) throws {
        if writesNextRecordAsMembers {
            writesNextRecordAsMembers = false
            return try writeMembers(body)
        }
        beginObject()
        try writeMembers(body)
        endObject()
    }

    /// Writes a record's members into the object being written, without its braces: a union
    /// writes its tag beside them.
    @inlinable
    public mutating func writeMembers<Keys>(_ body: (inout JSONFieldWriter<Keys>) throws -> Void) throws {
        let keys = Keys._table
        try withUnsafeMutablePointer(to: &self) { writer in
            var fields = JSONFieldWriter(writer: writer, keys: keys)
            try body(&fields)
        }
    }
}
