/// The object of a record being read: the loop over its keys that the generated
/// `init(fastJSON:)` runs, and the errors it reports.
@_spi(ForwardCodableGenerated)
public struct JSONRecordCursor<Keys: DeclaredKeys> {
    @usableFromInline var fields: JSONRecordFields
    @usableFromInline let keys: DeclaredKeyTable<Keys>
    /// Whether the reader is inside the value of the key ``next(_:unknown:)`` returned last.
    @usableFromInline var isReadingValue = false

    @usableFromInline
    init(fields: JSONRecordFields, keys: DeclaredKeyTable<Keys>) {
        self.fields = fields
        self.keys = keys
    }

    /// The next declared key whose value is to be read now; every undeclared key on the way is
    /// read into `unknown`. `nil` at the end of the object. A key that occurs twice is read
    /// once, from its first occurrence, as `JSONDecoder` reads it.
    @inlinable
    public mutating func next(_ reader: inout JSONReader, unknown: inout [String: JSONValue]) throws -> Keys? {
        isReadingValue = false
        guard let index = try fields.next(&reader, unknown: &unknown) else { return nil }
        isReadingValue = true
        return keys.cases[index]
    }

    /// The value of a required field, or the error that names the missing key.
    @inlinable
    public func required<Value>(_ value: Value?, _ key: Keys) throws -> Value {
        guard let value else { throw missing(key) }
        return value
    }

    @usableFromInline @_semantics("optimize.sil.specialize.generic.never")
    func missing(_ key: Keys) -> ForwardJSONError {
        fields.missing(key._position)
    }

    /// `error`, located at the field being read and named after `record`. Only errors reach it,
    /// so, like `missing(_:)`, it is never specialized per record.
    @_semantics("optimize.sil.specialize.generic.never")
    public func failure(_ error: any Error, record: String) -> any Error {
        if error is SchemaVersionError, !isReadingValue { return error }
        return ForwardJSONError.inRecord(
            error, record: record, field: isReadingValue ? fields.name(of: fields.current) : nil)
    }
}

@_spi(ForwardCodableGenerated)
extension JSONReader {
    /// Opens the object of a record with the keys it declares.
    @inlinable
    public mutating func beginRecord<Keys>(_ keys: DeclaredKeyTable<Keys>) throws -> JSONRecordCursor<Keys> {
        JSONRecordCursor(fields: try beginRecord(keys.table), keys: keys)
    }

    /// Reads an optional field: `nil` for `null`, noted in `nulls` so that it is written back.
    @inlinable
    public mutating func decodeIfPresent<Value: FastJSONDecodable, Keys: DeclaredKeys>(
        _ type: Value.Type,
        _ key: Keys,
        nulls: inout ExplicitNulls
    ) throws -> Value? {
        if decodeNil() {
            nulls.insert(key)
            return nil
        }
        return try decode(Value.self)
    }
}

@_spi(ForwardCodableGenerated)
extension JSONWriter {
    /// Writes an optional field: its value, `null` when it arrived as an explicit `null` and is
    /// still `nil`, or nothing.
    @inlinable
    public mutating func encodeIfPresent<Value: FastJSONEncodable>(
        _ value: Value?,
        key: StaticString,
        nulls: ExplicitNulls
    ) throws {
        if let value {
            try encode(value, key: key)
        } else if nulls.contains(wireKey: key) {
            try encodeIfPresent(Value?.none, key: key, writeNull: true)
        }
    }
}
