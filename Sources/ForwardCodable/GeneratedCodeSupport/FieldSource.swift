import Foundation

/// What a ``RecordFieldReader`` reads from, for every record of every module: the JSON bytes
/// (the fast path) or a `Decoder`'s keyed container (the `Codable` path).
///
/// It is generic over nothing, so a module compiles its methods once per field type (`decode`
/// of `String`, of `[Leaf]`, ...) rather than once per record and codec; a record's reading
/// body is compiled once. Each method branches on the codec, which a decode never changes.
@_spi(ForwardCodableGenerated)
public struct FieldSource {
    /// The fast path's state: a copy of the reader and the object's fields; an empty document on
    /// the `Codable` path. Not optional: telling an optional of this size from `nil` takes an
    /// outlined call, where ``keyed``, a reference, is one comparison.
    @usableFromInline var json: JSONFieldSource
    /// The `Codable` path's state; `nil` on the fast path, which is how each method tells the
    /// codecs apart.
    @usableFromInline let keyed: KeyedFieldSource?
    /// Whether the decode has a report, decided when the record's object opens.
    @usableFromInline let reports: Bool

    /// Opens the object of the record `record` at `reader`'s position, on a copy of the reader.
    @inlinable
    init(_ reader: inout JSONReader, keys: KeyTable, record: String) throws {
        let fields = try reader.beginRecord(keys.table)
        json = JSONFieldSource(reader: reader, fields: fields, record: record)
        keyed = nil
        reports = reader.settings.report != nil
    }

    /// The fields of the record `record` in `decoder`'s keyed container.
    @usableFromInline
    init(_ decoder: any Decoder, keys: KeyTable, record: String) throws {
        let container: KeyedDecodingContainer<FieldKey>
        do {
            container = try decoder.container(keyedBy: FieldKey.self)
        } catch {
            throw RecordDecodingError.describe(error, record: record, decoderPath: decoder.codingPath)
        }
        let recorder = DecodeRecorder.of(decoder)
        json = JSONFieldSource(keyedRecord: record, keys: keys)
        keyed = KeyedFieldSource(container, decoder: decoder, keys: keys, record: record, recorder: recorder)
        reports = recorder != nil
    }

    /// The position of the next declared key whose value is to be read now, or `nil` when the
    /// object has no more; by then every key the record does not declare is in `unknown`.
    @inlinable
    mutating func next(unknown: inout [String: JSONValue]) throws -> Int? {
        guard let keyed else { return try json.next(unknown: &unknown) }
        return try keyed.next(unknown: &unknown)
    }

    /// ``next(unknown:)`` into a record's ``UnknownFieldsStorage``: on the fast path, the
    /// undeclared members as text.
    @inlinable
    mutating func next(bag: inout UnknownFieldsStorage) throws -> Int? {
        guard let keyed else { return try json.next(bag: &bag) }
        return try keyed.next(bag: &bag)
    }

    /// See ``RecordFieldReader/decode(_:)``. Specialized per field type, never inlined into a
    /// record's body: that is what keeps the body compiled once.
    @inlinable @inline(never)
    mutating func decode<Value: Decodable & FastJSONDecodable>(_ type: Value.Type) throws -> Value? {
        guard let keyed else { return try json.reader.decode(Value.self) }
        return try keyed.decode(Value.self)
    }

    /// See ``RecordFieldReader/decodeIfPresent(_:)``.
    @inlinable @inline(never)
    mutating func decodeIfPresent<Value: Decodable & FastJSONDecodable>(_ type: Value.Type) throws -> Value? {
        guard let keyed else { return try json.reader.decodeIfPresent(Value.self) }
        return try keyed.decodeIfPresent(Value.self)
    }

    /// See ``RecordFieldReader/decodeNumbers(_:)``.
    @inlinable @inline(never)
    mutating func decodeNumbers<Value: Decodable & FastJSONDecodable>(_ type: Value.Type) throws -> Value? {
        guard let keyed else { return try json.reader.decode(Value.self) }
        return try keyed.decodeNumbers(Value.self)
    }

    /// See ``RecordFieldReader/decodeNumbersIfPresent(_:)``.
    @inlinable @inline(never)
    mutating func decodeNumbersIfPresent<Value: Decodable & FastJSONDecodable>(_ type: Value.Type) throws -> Value? {
        guard let keyed else { return try json.reader.decodeIfPresent(Value.self) }
        return try keyed.decodeNumbersIfPresent(Value.self)
    }

    /// See ``RecordFieldReader/decodeIfPresent(_:nulls:)``.
    @inlinable @inline(never)
    mutating func decodeIfPresent<Value: Decodable & FastJSONDecodable>(
        _ type: Value.Type,
        nulls: inout ExplicitNulls
    ) throws -> Value? {
        guard let keyed else {
            if json.reader.decodeNil() {
                json.noteNull(in: &nulls)
                return nil
            }
            return try json.reader.decode(Value.self)
        }
        return try keyed.decodeIfPresent(Value.self, nulls: &nulls)
    }

    /// Moves past the current key's value: a version stamp, read before the fields.
    @usableFromInline
    mutating func skip() throws {
        if keyed == nil { try json.reader.skipValue() }
    }

    /// The error that names the missing key at `position`.
    @usableFromInline
    func missing(_ position: Int) -> any Error {
        keyed?.missing(position) ?? json.fields.missing(position)
    }

    /// `error`, named after the record and the field being read.
    @usableFromInline
    func failure(_ error: any Error) -> any Error {
        keyed?.failure(error) ?? json.failure(error)
    }

    /// Reports the field at `position` as having taken its default.
    @usableFromInline
    func reportDefault(_ position: Int) {
        if let keyed { keyed.reportDefault(position) } else { json.report(.defaultTaken, position) }
    }

    /// Whether the object holds the declared key at `position`, after the loop: a default taken
    /// for a key it holds stood in for `null`. Inlined into each body, where `position` is a
    /// constant: on the fast path, one bit test of the keys the reader saw.
    @inlinable
    func isPresent(_ position: Int) -> Bool {
        guard let keyed else { return json.fields.wasRead(position) }
        return keyed.isPresent(position)
    }

    /// Reports `raw`, the value of the enum field just read, when `type` does not know it.
    @usableFromInline
    func checkEnum<Enum: ForwardEnum>(_ raw: Enum.RawValue, _ type: Enum.Type) {
        reportUnknownValues(Enum._unknownValues(in: raw))
    }

    /// Reports the enum values `view`, the collection field just read, holds that this version
    /// does not know.
    @usableFromInline
    func checkEnums<View: WireElement>(_ view: View) {
        reportUnknownValues(View._unknownValues(in: View._wire(of: view)))
    }

    /// Reports the enum values `values` does not know in the current field.
    func reportUnknownValues(_ values: [(path: String, raw: String)]) {
        guard !values.isEmpty else { return }
        if let keyed { keyed.reportUnknownValues(values) } else { json.reportUnknownValues(values) }
    }
}

/// The coding key of every generated record's keyed container: a key by its wire name. One type,
/// generic over nothing, so that the `Codable` path's helpers are compiled once per module; the
/// record's key table tells a declared key from an unknown one.
@_spi(ForwardCodableGenerated)
public struct FieldKey: CodingKey, Hashable, Sendable {
    /// The wire name.
    public let stringValue: String

    /// The key with this wire name.
    @inlinable
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// No integer keys: a record's keys are names.
    public init?(intValue: Int) {
        nil
    }

    /// No integer keys: a record's keys are names.
    public var intValue: Int? {
        nil
    }
}
