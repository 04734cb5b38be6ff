/// The fields of one record object being read, by either codec: what the one field-reading body
/// of a generated record (`init(fields:)`) is written against.
///
/// The body is a loop: ``next(unknown:)`` names the declared key whose value is to be read now,
/// a `switch` reads it into a local with one of the `decode` calls, and after the loop
/// ``required(_:_:)`` reports a required field that never came and defaults fill the others:
///
/// ```swift
/// while let key = try fields.next(unknown: &unknownFields) {
///     switch key {
///     case .id: id = try fields.decode(UUID.self)
///     case .port: port = try fields.decodeIfPresent(Int.self)
///     case .user: user = try fields.decodeIfPresent(String.self, nulls: &self.explicitNulls)
///     }
/// }
/// self.id = try fields.required(id, .id)
/// self.port = port ?? fields.defaulted(22, .port, absent: &absentDefaults)
/// ```
///
/// One concrete type for both codecs, so that the body is compiled once per record: the reader
/// is generic only over the record's keys, and every call forwards to a ``FieldSource``, which is
/// generic over nothing. Its `decode` calls are specialized once per field type for the whole
/// module, not per record, and branch on the codec: a `Decoder`'s keyed container (the `Codable`
/// path, any coder) or the JSON bytes (the fast path). Each `decode` returns `nil` for a key that
/// is absent, so the rules for required, defaulted and optional fields live in the body, once.
@_spi(ForwardCodableGenerated)
public struct RecordFieldReader<Keys: DeclaredKeys> {
    /// The codec's state, shared by the readers of every record.
    @usableFromInline var source: FieldSource

    /// The fields of the record `record` in `decoder`'s keyed container.
    @inlinable
    public init(_ decoder: any Decoder, record: String) throws {
        source = try FieldSource(decoder, keys: Keys._table, record: record)
    }

    /// Opens the object of the record `record` at `reader`'s position, on a copy of the reader;
    /// ``JSONReader/resume(after:)`` moves the reader to where the copy stopped.
    @inlinable
    public init(_ reader: inout JSONReader, record: String) throws {
        source = try FieldSource(&reader, keys: Keys._table, record: record)
    }

    /// The next declared key whose value is to be read now, or `nil` when the object has no more;
    /// by then every key the record does not declare is in `unknown`.
    @inlinable @inline(__always)
    public mutating func next(unknown: inout [String: JSONValue]) throws -> Keys? {
        guard let index = try source.next(unknown: &unknown) else { return nil }
        return DeclaredKeyTable<Keys>.key(at: index)
    }

    /// ``next(unknown:)`` for a record that stores its bag as ``UnknownFieldsStorage``: on the
    /// fast path the undeclared members are kept as the text they were read from.
    @inlinable @inline(__always)
    public mutating func next(unknown: inout UnknownFieldsStorage) throws -> Keys? {
        guard let index = try source.next(bag: &unknown) else { return nil }
        return DeclaredKeyTable<Keys>.key(at: index)
    }

    /// The value of the current key, which must not be `null` (a required field or a `JSON`
    /// field, where `null` is a value); `nil` when the key is absent.
    @inlinable @inline(__always)
    public mutating func decode<Value: Decodable & FastJSONDecodable>(_ type: Value.Type) throws -> Value? {
        try source.decode(Value.self)
    }

    /// The value of the current key; `nil` when it is absent or `null` (a field with a default).
    @inlinable @inline(__always)
    public mutating func decodeIfPresent<Value: Decodable & FastJSONDecodable>(_ type: Value.Type) throws -> Value? {
        try source.decodeIfPresent(Value.self)
    }

    /// ``decode(_:)`` for a type that holds `Double`s: the `Codable` path also reads a zero
    /// written with an exponent (`0e1`), which `JSONDecoder` refuses.
    @inlinable @inline(__always)
    public mutating func decodeNumbers<Value: Decodable & FastJSONDecodable>(_ type: Value.Type) throws -> Value? {
        try source.decodeNumbers(Value.self)
    }

    /// ``decodeIfPresent(_:)`` for a type that holds `Double`s, as ``decodeNumbers(_:)``.
    @inlinable @inline(__always)
    public mutating func decodeNumbersIfPresent<Value: Decodable & FastJSONDecodable>(
        _ type: Value.Type
    ) throws -> Value? {
        try source.decodeNumbersIfPresent(Value.self)
    }

    /// The value of the current key of an optional field; `nil` when it is absent or `null`, and
    /// an explicit `null` is noted in `nulls` so that it is written back.
    @inlinable @inline(__always)
    public mutating func decodeIfPresent<Value: Decodable & FastJSONDecodable>(
        _ type: Value.Type,
        nulls: inout ExplicitNulls
    ) throws -> Value? {
        try source.decodeIfPresent(Value.self, nulls: &nulls)
    }

    /// Moves past the current key's value without reading it: a version stamp, read before the
    /// fields.
    @inlinable @inline(__always)
    public mutating func skip() throws {
        try source.skip()
    }

    /// The value of a required field, or the error that names its missing key.
    ///
    /// This method and the others after the loop are `mutating` though they change nothing: the
    /// body's reader is `inout`, and a non-mutating call on it copies the reader in a debug build.
    @inlinable @inline(__always)
    public mutating func required<Value>(_ value: Value?, _ key: Keys) throws -> Value {
        guard let value else { throw source.missing(key._position) }
        return value
    }

    /// `error`, named after the record and the field being read, thrown once at the record
    /// where it happened.
    @inlinable @inline(__always)
    public mutating func failure(_ error: any Error) -> any Error {
        source.failure(error)
    }

    /// `value`, the default of the field of `key`, which was absent or `null`: reported as a
    /// default taken when the decode has a report, and noted in `absent` when the key was absent,
    /// so that the record writes it back absent (a `null` is written as the default value):
    /// `self.port = port ?? fields.defaulted(22, .port, absent: &absentDefaults)`.
    @inlinable @inline(__always)
    public mutating func defaulted<Value>(_ value: Value, _ key: Keys, absent: inout some AbsentDefaultsSet) -> Value {
        if source.reports { source.reportDefault(key._position) }
        if !source.isPresent(key._position) { absent.insert(key) }
        return value
    }

    /// Reports `raw`, the value of the enum field just read, when `type` does not know it and the
    /// decode has a report.
    @inlinable @inline(__always)
    public mutating func checkEnum<Enum: ForwardEnum>(_ raw: Enum.RawValue?, _ type: Enum.Type) {
        if source.reports, let raw { source.checkEnum(raw, Enum.self) }
    }

    /// Reports the enum values `view`, the collection field just read, holds that this version
    /// does not know, when the decode has a report.
    @inlinable @inline(__always)
    public mutating func checkEnums<View: WireElement>(_ view: View?) {
        if source.reports, let view { source.checkEnums(view) }
    }
}

@_spi(ForwardCodableGenerated)
extension JSONReader {
    /// Moves the reader to where `fields`, read on a copy of it, stopped.
    @inlinable
    public mutating func resume<Keys>(after fields: RecordFieldReader<Keys>) {
        if fields.source.keyed == nil { rewind(to: fields.source.json.reader.position) }
    }
}
