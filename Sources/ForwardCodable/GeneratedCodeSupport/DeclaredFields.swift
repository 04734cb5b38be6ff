import Foundation

/// Decoding of the fields of a generated record by their declared key: one short call per field,
/// so that the generated `init(from:)` type-checks fast.
///
/// `String`, `Int` and `Bool` take the decoder's concrete fast paths, as `decode(_:forKey:)` with
/// those types does; fields that hold `Double`s go through `decodeNumbers` (see
/// `decodeNumbers(_:forKey:)`). Optional fields note an explicit `null` in the record's
/// `explicitNulls`, which `encodeIfPresent(_:_:nulls:)` writes back.
///
/// The helpers are neither inlinable nor specialized (`optimize.sil.specialize.generic.never`):
/// each record would otherwise carry its own copy of every helper it calls, specialized for its
/// `CodingKeys`. Measured with callgrind: the compile of a generated record in release takes 8 to
/// 12% fewer instructions, a decode or an encode through `JSONDecoder`/`JSONEncoder` about 2% more
/// (the container's own calls dominate, and those are the same).
@_spi(ForwardCodableGenerated)
extension KeyedDecodingContainer {
    /// Decodes a required field.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decode<D>(_ type: String.Type, _ key: D) throws -> String where Key == RecordKey<D> {
        try decode(String.self, forKey: .declared(key))
    }

    /// Decodes a required field.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decode<D>(_ type: Int.Type, _ key: D) throws -> Int where Key == RecordKey<D> {
        try decode(Int.self, forKey: .declared(key))
    }

    /// Decodes a required field.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decode<D>(_ type: Bool.Type, _ key: D) throws -> Bool where Key == RecordKey<D> {
        try decode(Bool.self, forKey: .declared(key))
    }

    /// Decodes a required field.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decode<T: Decodable, D>(_ type: T.Type, _ key: D) throws -> T where Key == RecordKey<D> {
        try decode(T.self, forKey: .declared(key))
    }

    /// Decodes a required field whose type holds `Double`s.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decodeNumbers<T: Decodable, D>(_ type: T.Type, _ key: D) throws -> T where Key == RecordKey<D> {
        try decodeNumbers(T.self, forKey: .declared(key))
    }

    /// Decodes a field with a default: `value` when the key is absent or `null`.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decode<D>(_ type: String.Type, _ key: D, or value: String) throws -> String
    where Key == RecordKey<D> {
        try decodeIfPresent(String.self, forKey: .declared(key)) ?? value
    }

    /// Decodes a field with a default: `value` when the key is absent or `null`.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decode<D>(_ type: Int.Type, _ key: D, or value: Int) throws -> Int where Key == RecordKey<D> {
        try decodeIfPresent(Int.self, forKey: .declared(key)) ?? value
    }

    /// Decodes a field with a default: `value` when the key is absent or `null`.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decode<D>(_ type: Bool.Type, _ key: D, or value: Bool) throws -> Bool where Key == RecordKey<D> {
        try decodeIfPresent(Bool.self, forKey: .declared(key)) ?? value
    }

    /// Decodes a JSON field with a default: `value` only when the key is absent, since `null` is a
    /// JSON value.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decode<D>(_ type: JSONValue.Type, _ key: D, or value: JSONValue) throws -> JSONValue
    where Key == RecordKey<D> {
        try contains(.declared(key)) ? decode(JSONValue.self, forKey: .declared(key)) : value
    }

    /// Decodes a field with a default: `value` when the key is absent or `null`.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decode<T: Decodable, D>(_ type: T.Type, _ key: D, or value: T) throws -> T where Key == RecordKey<D> {
        try decodeIfPresent(T.self, forKey: .declared(key)) ?? value
    }

    /// Decodes a field with a default whose type holds `Double`s.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decodeNumbers<T: Decodable, D>(_ type: T.Type, _ key: D, or value: T) throws -> T
    where Key == RecordKey<D> {
        try decodeNumbersIfPresent(T.self, forKey: .declared(key)) ?? value
    }

    /// Decodes an optional field, noting an explicit `null` in `nulls`.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decodeIfPresent<D>(_ type: String.Type, _ key: D, nulls: inout ExplicitNulls) throws -> String?
    where Key == RecordKey<D> {
        let value = try decodeIfPresent(String.self, forKey: .declared(key))
        if value == nil, contains(.declared(key)) { nulls.insert(key) }
        return value
    }

    /// Decodes an optional field, noting an explicit `null` in `nulls`.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decodeIfPresent<D>(_ type: Int.Type, _ key: D, nulls: inout ExplicitNulls) throws -> Int?
    where Key == RecordKey<D> {
        let value = try decodeIfPresent(Int.self, forKey: .declared(key))
        if value == nil, contains(.declared(key)) { nulls.insert(key) }
        return value
    }

    /// Decodes an optional field, noting an explicit `null` in `nulls`.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decodeIfPresent<D>(_ type: Bool.Type, _ key: D, nulls: inout ExplicitNulls) throws -> Bool?
    where Key == RecordKey<D> {
        let value = try decodeIfPresent(Bool.self, forKey: .declared(key))
        if value == nil, contains(.declared(key)) { nulls.insert(key) }
        return value
    }

    /// Decodes an optional field, noting an explicit `null` in `nulls`. Reads `Double`s with
    /// `decodeNumbersIfPresent`.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decodeIfPresent<T: Decodable, D>(_ type: T.Type, _ key: D, nulls: inout ExplicitNulls) throws -> T?
    where Key == RecordKey<D> {
        let value = try decodeNumbersIfPresent(T.self, forKey: .declared(key))
        if value == nil, contains(.declared(key)) { nulls.insert(key) }
        return value
    }
}
