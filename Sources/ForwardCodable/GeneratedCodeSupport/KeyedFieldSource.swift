import Foundation

/// The `Codable` path's state while a record's fields are read: a `Decoder`'s keyed container
/// (see ``FieldSource``), for every coder (`JSONDecoder`, property lists, any other).
///
/// It names every declared key in declaration order, then collects the rest of the container's
/// keys into the bag. A required field's value is read with the container's `decode`, so the
/// decoder reports a wrong type or a `null` itself; `missing(_:)` reports a missing key as the
/// decoder would (`keyNotFound`). The `decode` calls go through the `decodeField` family, which
/// picks the decoder's concrete entry points and is not specialized per field type.
///
/// A class: the fast path's ``FieldSource`` carries only a reference to it.
@_spi(ForwardCodableGenerated)
public final class KeyedFieldSource {
    /// The record's container.
    @usableFromInline let container: KeyedDecodingContainer<FieldKey>
    /// The decoder that opened the container: its coding path names errors. Kept, not its
    /// path, which `JSONDecoder` builds as a new array on every call (a `malloc` per record).
    let decoder: any Decoder
    /// The record's name, for naming errors.
    let record: String
    /// The record's declared keys.
    @usableFromInline let keys: KeyTable
    /// The position of the key ``next(unknown:)`` returned last, or -1 before the first.
    @usableFromInline var index = -1
    /// The decode's report, looked up in the decoder's `userInfo` once per record; `nil` without one.
    @usableFromInline let recorder: DecodeRecorder?
    /// The positions of the declared keys the container holds, known once ``next(unknown:)`` has
    /// returned `nil`: what tells an absent key from a `null` one. Only the reading of one record
    /// touches it, so its accesses need no dynamic exclusivity check.
    @exclusivity(unchecked) var present = KeyPositions()

    /// Whether the container holds the declared key at `position`; see ``present``.
    @usableFromInline
    func isPresent(_ position: Int) -> Bool {
        present.contains(position)
    }

    init(
        _ container: KeyedDecodingContainer<FieldKey>, decoder: any Decoder, keys: KeyTable, record: String,
        recorder: DecodeRecorder?
    ) {
        self.container = container
        self.decoder = decoder
        self.keys = keys
        self.record = record
        self.recorder = recorder
    }

    /// The key of the current field.
    @usableFromInline var current: FieldKey { FieldKey(stringValue: keys.names[index]) }

    /// See ``FieldSource``.
    @usableFromInline
    func next(unknown: inout [String: JSONValue]) throws -> Int? {
        index += 1
        guard index < keys.names.count else {
            unknown = try container.decodeUnknownFields(declared: keys, present: &present)
            if !unknown.isEmpty { reportUnknownKeys(unknown) }
            return nil
        }
        return index
    }

    /// ``next(unknown:)`` into a record's ``UnknownFieldsStorage``, parsed.
    @usableFromInline
    func next(bag: inout UnknownFieldsStorage) throws -> Int? {
        index += 1
        guard index < keys.names.count else {
            let unknown = try container.decodeUnknownFields(declared: keys, present: &present)
            if !unknown.isEmpty {
                reportUnknownKeys(unknown)
                bag = UnknownFieldsStorage(unknown)
            }
            return nil
        }
        return index
    }

    /// See ``RecordFieldReader/decode(_:)``.
    @inlinable
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        do {
            return try container.decodeField(Value.self, current)
        } catch {
            // No `contains` before the read: one lookup per field, as a decode without the
            // loop takes. Only a missing key is asked about, after the decoder refused it.
            try absentOrRethrow(error)
            return nil
        }
    }

    /// See ``RecordFieldReader/decodeIfPresent(_:)``.
    @inlinable
    func decodeIfPresent<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        try container.decodeFieldIfPresent(Value.self, current)
    }

    /// See ``RecordFieldReader/decodeNumbers(_:)``.
    @inlinable
    func decodeNumbers<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        do {
            return try container.decodeNumberField(Value.self, current)
        } catch {
            try absentOrRethrow(error)
            return nil
        }
    }

    /// See ``RecordFieldReader/decodeNumbersIfPresent(_:)``.
    @inlinable
    func decodeNumbersIfPresent<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        try container.decodeNumberFieldIfPresent(Value.self, current)
    }

    /// See ``RecordFieldReader/decodeIfPresent(_:nulls:)``.
    @inlinable
    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, nulls: inout ExplicitNulls) throws -> Value? {
        let value = try container.decodeOptionalField(Value.self, current, nulls: &nulls)
        if value == nil, recorder != nil { reportNull(nulls) }
        return value
    }

    /// Returns when `error` is the decoder's `keyNotFound` for the current key, which the
    /// container does not hold (`missing(_:)` reports it, after the loop); throws `error`
    /// otherwise.
    @usableFromInline
    func absentOrRethrow(_ error: any Error) throws {
        guard case .keyNotFound = error as? DecodingError, !container.contains(current) else { throw error }
    }

    /// The error `JSONDecoder` throws for a missing key: `keyNotFound` at the container's path.
    func missing(_ position: Int) -> any Error {
        let codingKey = FieldKey(stringValue: keys.names[position])
        return DecodingError.keyNotFound(
            codingKey,
            DecodingError.Context(
                codingPath: container.codingPath,
                debugDescription: "No value associated with key \(codingKey.stringValue)."
            )
        )
    }

    /// `error`, named after the record and the decoder's path.
    func failure(_ error: any Error) -> any Error {
        RecordDecodingError.describe(error, record: record, decoderPath: decoder.codingPath)
    }
}

/// A set of declared-key positions: a bit each for the first 64, and a `Set` of the others that
/// stays `nil` until one is added, so that a record of fewer keys pays nothing for it, not even the
/// lookup of its type.
struct KeyPositions {
    private var low: UInt64 = 0
    private var high: Set<Int>? = nil

    mutating func insert(_ position: Int) {
        if position < 64 {
            low |= 1 &<< UInt64(position)
        } else {
            if high == nil { high = [] }
            high?.insert(position)
        }
    }

    func contains(_ position: Int) -> Bool {
        position < 64 ? low & (1 &<< UInt64(position)) != 0 : high?.contains(position) == true
    }
}
