import Foundation

/// Decoding of the fields of a generated record by their declared key: one short call per field,
/// so that the generated `init(from:)` type-checks fast.
///
/// Each helper has a name of its own. An overload set shared with `KeyedDecodingContainer`'s own
/// `decode(_:forKey:)` family made the type-checker try every member for every field: a third of
/// the time to type-check a generated record. The helpers pick the decoder's concrete entry point
/// for `String`, `Int` and `Bool` themselves, as `decode(_:forKey:)` with those types does: a
/// comparison of metatypes, then `unsafeBitCast` between what are then the same type (`as!` went
/// through `swift_dynamicCast`, a visible part of a decode through `JSONDecoder`). Fields that hold
/// `Double`s go through the `Numbers` helpers (see `decodeNumbers(_:forKey:)`). Optional fields note an explicit `null` in
/// the record's `explicitNulls`, which `encodeOptionalField(_:_:nulls:)` writes back.
///
/// The helpers are neither inlinable nor specialized (`optimize.sil.specialize.generic.never`):
/// each record would otherwise carry its own copy of every helper it calls, specialized for its
/// `CodingKeys`. That saves more build time than it costs `JSONDecoder`/`JSONEncoder` time, where
/// the container's own calls dominate (measured: Benchmarks/EXPERIMENTS.md).
@_spi(ForwardCodableGenerated)
extension KeyedDecodingContainer {
    /// Decodes a required field.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decodeField<T: Decodable, D>(_ type: T.Type, _ key: D) throws -> T where Key == RecordKey<D> {
        let key = Key.declared(key)
        if T.self == String.self { return unsafeBitCast(try decode(String.self, forKey: key), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try decode(Int.self, forKey: key), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try decode(Bool.self, forKey: key), to: T.self) }
        return try decode(T.self, forKey: key)
    }

    /// Decodes a field with a default: `nil` when the key is absent or `null`, and the caller
    /// takes the default.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decodeFieldIfPresent<T: Decodable, D>(_ type: T.Type, _ key: D) throws -> T?
    where Key == RecordKey<D> {
        let key = Key.declared(key)
        if T.self == String.self {
            guard let found = try decodeIfPresent(String.self, forKey: key) else { return nil }
            return unsafeBitCast(found, to: T.self)
        }
        if T.self == Int.self {
            guard let found = try decodeIfPresent(Int.self, forKey: key) else { return nil }
            return unsafeBitCast(found, to: T.self)
        }
        if T.self == Bool.self {
            guard let found = try decodeIfPresent(Bool.self, forKey: key) else { return nil }
            return unsafeBitCast(found, to: T.self)
        }
        return try decodeIfPresent(T.self, forKey: key)
    }

    /// Decodes a required field whose type holds `Double`s.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decodeNumberField<T: Decodable, D>(_ type: T.Type, _ key: D) throws -> T where Key == RecordKey<D> {
        try decodeNumbers(T.self, forKey: .declared(key))
    }

    /// Decodes a field with a default whose type holds `Double`s: `nil` when the key is absent
    /// or `null`.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decodeNumberFieldIfPresent<T: Decodable, D>(_ type: T.Type, _ key: D) throws -> T?
    where Key == RecordKey<D> {
        try decodeNumbersIfPresent(T.self, forKey: .declared(key))
    }

    /// Decodes an optional field, noting an explicit `null` in `nulls`. Reads `Double`s with
    /// `decodeNumbersIfPresent`.
    @_semantics("optimize.sil.specialize.generic.never")
    public func decodeOptionalField<T: Decodable, D>(_ type: T.Type, _ key: D, nulls: inout ExplicitNulls) throws -> T?
    where Key == RecordKey<D> {
        let wireKey = Key.declared(key)
        if T.self == String.self {
            if let found = try decodeIfPresent(String.self, forKey: wireKey) { return unsafeBitCast(found, to: T.self) }
        } else if T.self == Int.self {
            if let found = try decodeIfPresent(Int.self, forKey: wireKey) { return unsafeBitCast(found, to: T.self) }
        } else if T.self == Bool.self {
            if let found = try decodeIfPresent(Bool.self, forKey: wireKey) { return unsafeBitCast(found, to: T.self) }
        } else {
            return try decodeAnyOptional(T.self, key, nulls: &nulls)
        }
        if contains(wireKey) { nulls.insert(key) }
        return nil
    }

    /// The other types' branch of `decodeOptionalField(_:_:nulls:)`, apart for the reason
    /// the other branches stay free of `Optional<T>`'s metadata.
    @inline(never)
    private func decodeAnyOptional<T: Decodable, D>(_ type: T.Type, _ key: D, nulls: inout ExplicitNulls) throws -> T?
    where Key == RecordKey<D> {
        let value = try decodeNumbersIfPresent(T.self, forKey: .declared(key))
        if value == nil, contains(.declared(key)) { nulls.insert(key) }
        return value
    }
}
