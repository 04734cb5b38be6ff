/// The members of one record object being written, by either codec: what the one
/// field-writing body of a generated record (`writeFields(to:)`) is written against.
///
/// ```swift
/// try fields.encode(self.id, .id)
/// try fields.encodeIfPresent(self.user, .user, nulls: self.explicitNulls)
/// try fields.encodeUnknownFields(self.unknownFields)
/// ```
///
/// One concrete type for both codecs, as ``RecordFieldReader`` is: every call forwards to a
/// ``FieldSink``, generic over nothing, which writes to an `Encoder`'s keyed container (the
/// `Codable` path) or to the JSON bytes (the fast path).
@_spi(ForwardCodableGenerated)
public struct RecordFieldWriter<Keys: DeclaredKeys> {
    /// The codec's state, shared by the writers of every record.
    @usableFromInline var sink: FieldSink

    /// The members of the record in `encoder`'s keyed container.
    @inlinable
    public init(_ encoder: any Encoder) {
        sink = FieldSink(encoder, keys: Keys._table)
    }

    /// The members of the record in the object `writer` is writing.
    @inlinable
    init(_ writer: UnsafeMutablePointer<JSONWriter>) {
        sink = FieldSink(writer, keys: Keys._table)
    }

    /// Writes a field.
    @inlinable @inline(__always)
    public mutating func encode<Value: Encodable & FastJSONEncodable>(_ value: Value, _ key: Keys) throws {
        try sink.encode(value, key._position)
    }

    /// Writes a defaulted field, unless its key was absent from the document the record was read
    /// from and nobody set it since (`absent`, the record's ``AbsentDefaults``).
    @inlinable @inline(__always)
    public mutating func encode<Value: Encodable & FastJSONEncodable>(
        _ value: Value,
        _ key: Keys,
        absent: some AbsentDefaultsSet
    ) throws {
        if absent.contains(key) { return }
        try sink.encode(value, key._position)
    }

    /// Writes an optional field: its value, `null` when it arrived as an explicit `null` and is
    /// still `nil`, or nothing.
    @inlinable @inline(__always)
    public mutating func encodeIfPresent<Value: Encodable & FastJSONEncodable>(
        _ value: Value?,
        _ key: Keys,
        nulls: ExplicitNulls
    ) throws {
        try sink.encodeIfPresent(value, key._position, nulls: nulls)
    }

    /// Writes every entry of the bag whose key the record does not declare: the declared field
    /// wins, and a key is never written twice.
    @inlinable @inline(__always)
    public mutating func encodeUnknownFields(_ bag: [String: JSONValue]) throws {
        try sink.encodeUnknownFields(bag)
    }

    /// ``encodeUnknownFields(_:)-([String: JSONValue])`` for a record's stored bag: on the fast
    /// path, text kept from a read is written back as it was read.
    @inlinable @inline(__always)
    public mutating func encodeUnknownFields(_ bag: UnknownFieldsStorage) throws {
        try sink.encodeUnknownFields(bag)
    }
}

/// What a ``RecordFieldWriter`` writes to, for every record of every module: the JSON bytes (the
/// fast path) or an `Encoder`'s keyed container (the `Codable` path). Generic over nothing, as
/// ``FieldSource`` is, so a module compiles its methods once per field type.
@_spi(ForwardCodableGenerated)
public struct FieldSink {
    /// The fast path's writer, lent by ``JSONWriter/writeRecord(_:)``; `nil` on the `Codable`
    /// path.
    @usableFromInline let writer: UnsafeMutablePointer<JSONWriter>?
    /// The `Codable` path's container; `nil` on the fast path.
    @usableFromInline let keyed: KeyedFieldSink?
    /// The record's declared keys.
    @usableFromInline let keys: KeyTable

    @usableFromInline
    init(_ encoder: any Encoder, keys: KeyTable) {
        writer = nil
        keyed = KeyedFieldSink(encoder.container(keyedBy: FieldKey.self))
        self.keys = keys
    }

    @inlinable
    init(_ writer: UnsafeMutablePointer<JSONWriter>, keys: KeyTable) {
        self.writer = writer
        keyed = nil
        self.keys = keys
    }

    /// See ``RecordFieldWriter/encode(_:_:)``. Specialized per field type, never inlined into a
    /// record's body.
    @inlinable @inline(never)
    mutating func encode<Value: Encodable & FastJSONEncodable>(_ value: Value, _ position: Int) throws {
        guard let writer else {
            return try keyed!.container.encodeField(value, FieldKey(stringValue: keys.names[position]))
        }
        writer.pointee.writeKey(escaped: keys.escapedName(at: position), mayHoldSlash: keys.namesHaveSlash)
        do {
            try writer.pointee.encode(value)
        } catch {
            throw JSONWriter.prepending(AnyCodingKey(keys.names[position]), to: error)
        }
    }

    /// See ``RecordFieldWriter/encodeIfPresent(_:_:nulls:)``.
    @inlinable @inline(never)
    mutating func encodeIfPresent<Value: Encodable & FastJSONEncodable>(
        _ value: Value?,
        _ position: Int,
        nulls: ExplicitNulls
    ) throws {
        if let value {
            try encode(value, position)
        } else if !nulls.isEmpty, nulls.contains(name: keys.names[position]) {
            try writeNull(position)
        }
    }

    /// Writes `null` for the field at `position`.
    @usableFromInline
    func writeNull(_ position: Int) throws {
        if let writer {
            writer.pointee.writeKey(escaped: keys.escapedName(at: position))
            writer.pointee.writeNullValue()
        } else {
            try keyed!.container.encodeNil(forKey: FieldKey(stringValue: keys.names[position]))
        }
    }

    /// See ``RecordFieldWriter/encodeUnknownFields(_:)``.
    @usableFromInline
    func encodeUnknownFields(_ bag: [String: JSONValue]) throws {
        if bag.isEmpty { return }
        if let writer {
            try writer.pointee.encodeUnknownFields(bag, declares: keys.contains)
        } else {
            try keyed!.container.encodeUnknownFields(bag, declared: keys)
        }
    }
}

extension FieldSink {
    /// See ``RecordFieldWriter/encodeUnknownFields(_:)-(UnknownFieldsStorage)``. Kept text holds
    /// no declared key (it is what the record's own read did not declare) and no repeated one.
    @usableFromInline
    func encodeUnknownFields(_ bag: UnknownFieldsStorage) throws {
        switch bag.storage {
        case .parsed(let fields):
            try encodeUnknownFields(fields)
        case .text(let text):
            guard let writer, writer.pointee.writesKeptText else { return try encodeUnknownFields(bag.fields) }
            text.withUnsafeBufferPointer {
                writer.pointee.writeKeptMembers(UnsafeBufferPointer(rebasing: $0.dropFirst().dropLast()))
            }
        }
    }
}

/// The `Codable` path's container while a record's fields are written: a class, so that the
/// fast path's ``FieldSink`` carries only a reference to it.
@_spi(ForwardCodableGenerated)
public final class KeyedFieldSink {
    /// The record's container.
    @usableFromInline var container: KeyedEncodingContainer<FieldKey>

    init(_ container: KeyedEncodingContainer<FieldKey>) {
        self.container = container
    }
}

@_spi(ForwardCodableGenerated)
extension JSONWriter {
    /// Writes a record as one JSON object whose members its field-writing body writes.
    @inlinable
    public mutating func writeRecord<Keys>(_ body: (inout RecordFieldWriter<Keys>) throws -> Void) throws {
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
    public mutating func writeMembers<Keys>(_ body: (inout RecordFieldWriter<Keys>) throws -> Void) throws {
        try withUnsafeMutablePointer(to: &self) { writer in
            var fields = RecordFieldWriter<Keys>(writer)
            try body(&fields)
        }
    }
}
