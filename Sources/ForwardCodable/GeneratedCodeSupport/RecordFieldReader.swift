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
/// self.port = port ?? fields.defaulted(22, .port)
/// ```
///
/// Two conformances: ``KeyedFieldReader`` over a `Decoder`'s keyed container (the `Codable`
/// path, any coder) and ``JSONFieldReader`` over the JSON bytes (the fast path). Each `decode`
/// returns `nil` for a key that is absent, so the rules for required, defaulted and optional
/// fields live in the body, once, for both codecs.
@_spi(ForwardCodableGenerated)
public protocol RecordFieldReader<Keys> {
    /// The record's declared keys.
    associatedtype Keys: DeclaredKeys

    /// The next declared key whose value is to be read now, or `nil` when the object has no more;
    /// by then every key the record does not declare is in `unknown`.
    mutating func next(unknown: inout [String: JSONValue]) throws -> Keys?

    /// The value of the current key, which must not be `null` (a required field or a `JSON`
    /// field, where `null` is a value); `nil` when the key is absent.
    mutating func decode<Value: Decodable & FastJSONDecodable>(_ type: Value.Type) throws -> Value?

    /// The value of the current key; `nil` when it is absent or `null` (a field with a default).
    mutating func decodeIfPresent<Value: Decodable & FastJSONDecodable>(_ type: Value.Type) throws -> Value?

    /// ``decode(_:)`` for a type that holds `Double`s: the `Codable` path also reads a zero
    /// written with an exponent (`0e1`), which `JSONDecoder` refuses.
    mutating func decodeNumbers<Value: Decodable & FastJSONDecodable>(_ type: Value.Type) throws -> Value?

    /// ``decodeIfPresent(_:)`` for a type that holds `Double`s, as ``decodeNumbers(_:)``.
    mutating func decodeNumbersIfPresent<Value: Decodable & FastJSONDecodable>(_ type: Value.Type) throws -> Value?

    /// The value of the current key of an optional field; `nil` when it is absent or `null`, and
    /// an explicit `null` is noted in `nulls` so that it is written back.
    mutating func decodeIfPresent<Value: Decodable & FastJSONDecodable>(
        _ type: Value.Type,
        nulls: inout ExplicitNulls
    ) throws -> Value?

    /// Moves past the current key's value without reading it: a version stamp, read before the
    /// fields.
    mutating func skip() throws

    /// The value of a required field, or the error that names its missing key.
    func required<Value>(_ value: Value?, _ key: Keys) throws -> Value

    /// `error`, named after the record and the field being read, thrown once at the record
    /// where it happened.
    func failure(_ error: any Error) -> any Error

    /// `value`, the default of the field of `key`, which was absent or `null`: reported as a
    /// default taken when the decode has a report (`self.port = port ?? fields.defaulted(22, .port)`).
    mutating func defaulted<Value>(_ value: Value, _ key: Keys) -> Value

    /// Reports `raw`, the value of the enum field just read, when `type` does not know it and the
    /// decode has a report.
    mutating func checkEnum<Enum: ForwardEnum>(_ raw: Enum.RawValue?, _ type: Enum.Type)

    /// Reports the enum values `view`, the collection field just read, holds that this version
    /// does not know, when the decode has a report.
    mutating func checkEnums<View: WireElement>(_ view: View?)
}

/// The fields of a record in a `Decoder`'s keyed container: the `Codable` path of the one
/// field-reading body, for every coder (`JSONDecoder`, property lists, any other).
///
/// It names every declared key in declaration order, then collects the rest of the container's
/// keys into the bag. A required field's value is read with the container's `decode`, so the
/// decoder reports a wrong type or a `null` itself; ``required(_:_:)`` reports a missing key as
/// the decoder would (`keyNotFound`). The `decode` calls go through the `decodeField` family,
/// which picks the decoder's concrete entry points and is not specialized per record. The reader's
/// own methods are inlined: unspecialized, they made a decode through `JSONDecoder` clearly
/// slower for little build time (measured: Benchmarks/README.md).
@_spi(ForwardCodableGenerated)
public struct KeyedFieldReader<Keys: DeclaredKeys>: RecordFieldReader {
    /// The record's container.
    public let container: KeyedDecodingContainer<RecordKey<Keys>>
    /// The decoder that opened the container: its coding path names errors. Kept, not its
    /// path, which `JSONDecoder` builds as a new array on every call (a `malloc` per record).
    @usableFromInline let decoder: any Decoder
    /// The record's name, for naming errors.
    @usableFromInline let record: String
    /// The number of declared keys. The keys are made from their position (see
    /// `DeclaredKeyTable`), so the reader holds no array of them.
    @usableFromInline let count: Int
    /// The position of the key ``next(unknown:)`` returned last, or -1 before the first.
    @usableFromInline var index = -1
    /// Whether the decoder has a report, looked up at the first enum field or default taken;
    /// `nil` before.
    @usableFromInline var reporting: Bool?

    /// The fields of the record `record` in `decoder`'s keyed container.
    @inlinable
    public init(_ decoder: any Decoder, record: String) throws {
        do {
            self.init(
                try decoder.container(keyedBy: RecordKey<Keys>.self), decoder: decoder, record: record)
        } catch {
            throw RecordDecodingError.describe(error, record: record, decoderPath: decoder.codingPath)
        }
    }

    /// The fields of a record whose container is already open (a versioned record's, opened to
    /// read its stamp).
    @inlinable
    public init(_ container: KeyedDecodingContainer<RecordKey<Keys>>, decoder: any Decoder, record: String) {
        self.container = container
        self.decoder = decoder
        self.record = record
        self.count = Keys._table.names.count
    }

    @usableFromInline var current: Keys { DeclaredKeyTable<Keys>.key(at: index) }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.next(unknown:)`.
    @inlinable
    public mutating func next(unknown: inout [String: JSONValue]) throws -> Keys? {
        index += 1
        guard index < count else {
            unknown = try container.decodeUnknownFields()
            if !unknown.isEmpty { reportUnknownKeys(unknown) }
            return nil
        }
        return current
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.decode(_:)`.
    @inlinable
    public mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        do {
            return try container.decodeField(Value.self, current)
        } catch {
            // No `contains` before the read: one lookup per field, as a decode without the
            // loop takes. Only a missing key is asked about, after the decoder refused it.
            try absentOrRethrow(error)
            return nil
        }
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.decodeIfPresent(_:)`.
    @inlinable
    public mutating func decodeIfPresent<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        try container.decodeFieldIfPresent(Value.self, current)
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.decodeNumbers(_:)`.
    @inlinable
    public mutating func decodeNumbers<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        do {
            return try container.decodeNumberField(Value.self, current)
        } catch {
            try absentOrRethrow(error)
            return nil
        }
    }

    /// Returns when `error` is the decoder's `keyNotFound` for the current key, which the
    /// container does not hold (``required(_:_:)`` reports it, after the loop); throws `error`
    /// otherwise.
    @usableFromInline @_semantics("optimize.sil.specialize.generic.never")
    func absentOrRethrow(_ error: any Error) throws {
        guard case .keyNotFound = error as? DecodingError, !container.contains(.declared(current)) else { throw error }
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.decodeNumbersIfPresent(_:)`.
    @inlinable
    public mutating func decodeNumbersIfPresent<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        try container.decodeNumberFieldIfPresent(Value.self, current)
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.decodeIfPresent(_:nulls:)`.
    @inlinable
    public mutating func decodeIfPresent<Value: Decodable>(
        _ type: Value.Type,
        nulls: inout ExplicitNulls
    ) throws -> Value? {
        let value = try container.decodeOptionalField(Value.self, current, nulls: &nulls)
        if value == nil, !nulls.isEmpty { reportNull(nulls) }
        return value
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.skip()`.
    @inlinable
    public mutating func skip() {}

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.required(_:_:)`.
    @inlinable
    public func required<Value>(_ value: Value?, _ key: Keys) throws -> Value {
        guard let value else { throw missing(key) }
        return value
    }

    /// The error `JSONDecoder` throws for a missing key: `keyNotFound` at the container's path.
    /// Only a failing decode reaches it, so it is never specialized per record.
    @_semantics("optimize.sil.specialize.generic.never")
    @usableFromInline
    func missing(_ key: Keys) -> any Error {
        let codingKey = RecordKey<Keys>.declared(key)
        return DecodingError.keyNotFound(
            codingKey,
            DecodingError.Context(
                codingPath: container.codingPath,
                debugDescription: "No value associated with key \(codingKey.stringValue)."
            )
        )
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.failure(_:)`.
    @_semantics("optimize.sil.specialize.generic.never")
    public func failure(_ error: any Error) -> any Error {
        RecordDecodingError.describe(error, record: record, decoderPath: decoder.codingPath)
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.defaulted(_:_:)`.
    @inlinable
    public mutating func defaulted<Value>(_ value: Value, _ key: Keys) -> Value {
        if isReporting() { reportDefault(key) }
        return value
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.checkEnum(_:_:)`.
    @inlinable
    public mutating func checkEnum<Enum: ForwardEnum>(_ raw: Enum.RawValue?, _ type: Enum.Type) {
        guard let raw, isReporting(), !Enum.isKnown(raw) else { return }
        reportUnknownValues([("", "\(raw)")])
    }

    /// The conformance to `RecordFieldReader`: see `RecordFieldReader.checkEnums(_:)`.
    @inlinable
    public mutating func checkEnums<View: WireElement>(_ view: View?) {
        guard let view, isReporting() else { return }
        reportUnknownValues(View._unknownValues(in: View._wire(of: view)))
    }
}
