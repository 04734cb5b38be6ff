/// The fast path's state while a record's fields are read: a copy of the reader and the
/// object's fields (see ``FieldSource``).
///
/// It reads the object's members in the order they come: ``next(unknown:)`` reads every key the
/// record does not declare into the bag on the way and stops at a declared one, whose value the
/// body reads at once. A key that occurs twice is read once, from its first occurrence, as
/// `JSONDecoder` reads it. It reads a copy of the reader, which `JSONReader.resume(after:)` moves
/// to where the copy stopped.
@_spi(ForwardCodableGenerated)
public struct JSONFieldSource {
    /// A copy of the reader: a copy, not a pointer, so that the optimizer knows nothing else
    /// writes to it.
    @usableFromInline var reader: JSONReader
    @usableFromInline var fields: JSONRecordFields
    /// The record's name, for naming errors.
    @usableFromInline let record: String
    /// Whether the reader is inside the value of the key ``next(unknown:)`` returned last.
    @usableFromInline var isReadingValue = false
    /// The undeclared members read so far, as text, when the record keeps them so.
    @usableFromInline var kept = KeptMembers()

    @inlinable
    init(reader: JSONReader, fields: JSONRecordFields, record: String) {
        self.reader = reader
        self.fields = fields
        self.record = record
    }

    /// The state of a record read on the `Codable` path, which reads no bytes.
    init(keyedRecord record: String, keys: KeyTable) {
        let empty = UnsafeRawBufferPointer(start: nil, count: 0)
        reader = JSONReader(bytes: empty, settings: Self.noSettings)
        fields = JSONRecordFields(table: keys.table, objectStart: 0, bytes: empty)
        self.record = record
    }

    /// The settings of the reader of a record read on the `Codable` path.
    private static let noSettings = JSONReader.Settings(options: .init(), userInfo: [:])

    /// See ``FieldSource``.
    @inlinable
    mutating func next(unknown: inout [String: JSONValue]) throws -> Int? {
        isReadingValue = false
        guard let index = try fields.next(&reader, unknown: &unknown) else {
            if !unknown.isEmpty, reader.settings.report != nil { reportUnknownKeys(unknown) }
            return nil
        }
        isReadingValue = true
        return index
    }

    /// See ``FieldSource``: ``next(unknown:)`` for a record that stores its bag as
    /// ``UnknownFieldsStorage``, which gets the undeclared members as text.
    @inlinable
    mutating func next(bag: inout UnknownFieldsStorage) throws -> Int? {
        isReadingValue = false
        guard let index = try fields.next(&reader, kept: &kept) else {
            finish(bag: &bag)
            return nil
        }
        isReadingValue = true
        return index
    }

    /// Moves the members kept, if any, into `bag` at the end of the object, and reports them.
    @usableFromInline
    mutating func finish(bag: inout UnknownFieldsStorage) {
        bag = kept.storage()
        if !bag.isEmpty, reader.settings.report != nil { reportUnknownKeys(bag.fields) }
    }

    /// Notes the current field, which holds an explicit `null`, in `nulls`, and reports it.
    @usableFromInline
    func noteNull(in nulls: inout ExplicitNulls) {
        nulls.insert(name: fields.name(of: fields.current))
        report(.explicitNull, fields.current)
    }

    /// `error`, located at the field being read and named after the record.
    func failure(_ error: any Error) -> any Error {
        if error is SchemaVersionError, !isReadingValue { return error }
        return ForwardJSONError.inRecord(
            error, record: record, field: isReadingValue ? fields.name(of: fields.current) : nil)
    }
}
