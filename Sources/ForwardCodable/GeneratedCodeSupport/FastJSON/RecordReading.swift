/// The fields of one record object in the JSON bytes: the fast path of the one field-reading
/// body of a generated record (see ``RecordFieldReader``).
///
/// It reads the object's members in the order they come: ``next(unknown:)`` reads every key the
/// record does not declare into the bag on the way and stops at a declared one, whose value the
/// body reads at once. A key that occurs twice is read once, from its first occurrence, as
/// `JSONDecoder` reads it. It reads a copy of the reader, which
/// `JSONReader.resume(after:)` moves to where the copy stopped.
@_spi(ForwardCodableGenerated)
public struct JSONFieldReader<Keys: DeclaredKeys>: RecordFieldReader {
    /// A copy of the reader: a copy, not a pointer, so that the optimizer knows nothing else
    /// writes to it.
    @usableFromInline var reader: JSONReader
    @usableFromInline var fields: JSONRecordFields
    /// The record's name, for naming errors.
    @usableFromInline let record: String
    /// Whether the reader is inside the value of the key ``next(unknown:)`` returned last.
    @usableFromInline var isReadingValue = false

    @inlinable
    init(
        reader: JSONReader,
        fields: JSONRecordFields,
        record: String
    ) {
        self.reader = reader
        self.fields = fields
        self.record = record
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.next(unknown:)`.
    @inlinable
    public mutating func next(unknown: inout [String: JSONValue]) throws -> Keys? {
        isReadingValue = false
        guard let index = try fields.next(&reader, unknown: &unknown) else {
            if !unknown.isEmpty { reportUnknownKeys(unknown) }
            return nil
        }
        isReadingValue = true
        return DeclaredKeyTable<Keys>.key(at: index)
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.decode(_:)`.
    @inlinable
    public mutating func decode<Value: FastJSONDecodable>(_ type: Value.Type) throws -> Value? {
        try reader.decode(Value.self)
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.decodeIfPresent(_:)`.
    @inlinable
    public mutating func decodeIfPresent<Value: FastJSONDecodable>(_ type: Value.Type) throws -> Value? {
        try reader.decodeIfPresent(Value.self)
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.decodeNumbers(_:)`.
    @inlinable
    public mutating func decodeNumbers<Value: FastJSONDecodable>(_ type: Value.Type) throws -> Value? {
        try reader.decode(Value.self)
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.decodeNumbersIfPresent(_:)`.
    @inlinable
    public mutating func decodeNumbersIfPresent<Value: FastJSONDecodable>(_ type: Value.Type) throws -> Value? {
        try reader.decodeIfPresent(Value.self)
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.decodeIfPresent(_:nulls:)`.
    @inlinable
    public mutating func decodeIfPresent<Value: FastJSONDecodable>(
        _ type: Value.Type,
        nulls: inout ExplicitNulls
    ) throws -> Value? {
        if reader.decodeNil() {
            nulls.insert(name: fields.name(of: fields.current))
            report(.explicitNull, fields.current)
            return nil
        }
        return try reader.decode(Value.self)
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.skip()`.
    @inlinable
    public mutating func skip() throws {
        try reader.skipValue()
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.required(_:_:)`.
    @inlinable
    public func required<Value>(_ value: Value?, _ key: Keys) throws -> Value {
        guard let value else { throw missing(key) }
        return value
    }

    @usableFromInline @_semantics("optimize.sil.specialize.generic.never")
    func missing(_ key: Keys) -> ForwardJSONError {
        fields.missing(key._position)
    }

    /// `error`, located at the field being read and named after the record. Only errors reach it,
    /// so, like `missing(_:)`, it is never specialized per record.
    @_semantics("optimize.sil.specialize.generic.never")
    public func failure(_ error: any Error) -> any Error {
        if error is SchemaVersionError, !isReadingValue { return error }
        return ForwardJSONError.inRecord(
            error, record: record, field: isReadingValue ? fields.name(of: fields.current) : nil)
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.defaulted(_:_:)`.
    @inlinable
    public func defaulted<Value>(_ value: Value, _ key: Keys) -> Value {
        if fastReport != nil { report(.defaultTaken, key._position) }
        return value
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.checkEnum(_:_:)`.
    @inlinable
    public mutating func checkEnum<Enum: ForwardEnum>(_ raw: Enum.RawValue?, _ type: Enum.Type) {
        guard let raw, fastReport != nil, !Enum.isKnown(raw) else { return }
        reportUnknownValues([("", "\(raw)")])
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.checkEnums(_:)`.
    @inlinable
    public mutating func checkEnums<View: WireElement>(_ view: View?) {
        guard let view, fastReport != nil else { return }
        reportUnknownValues(View._unknownValues(in: View._wire(of: view)))
    }
}

@_spi(ForwardCodableGenerated)
extension JSONFieldReader {
    /// Opens the object of the record `record` at `reader`'s position, on a copy of the reader;
    /// ``JSONReader/resume(after:)`` moves the reader to where the copy stopped.
    @inlinable
    public init(_ reader: inout JSONReader, record: String) throws {
        let fields = try reader.beginRecord(Keys._table.table)
        self.init(reader: reader, fields: fields, record: record)
    }
}

@_spi(ForwardCodableGenerated)
extension JSONReader {
    /// Moves the reader to where `fields`, read on a copy of it, stopped.
    @inlinable
    public mutating func resume<Keys>(after fields: JSONFieldReader<Keys>) {
        rewind(to: fields.reader.position)
    }
}
