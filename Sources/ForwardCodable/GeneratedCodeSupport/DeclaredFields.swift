import Foundation

/// Decoding of the fields of a generated record by their declared key: one short call per field,
/// so that the generated `init(from:)` type-checks fast.
///
/// Each helper has a name of its own. An overload set shared with `KeyedDecodingContainer`'s own
/// `decode(_:forKey:)` family made the type-checker try every member for every field: a third of
/// the time to type-check a generated record. The helpers pick the decoder's concrete entry point
/// for `String`, `Int` and `Bool` themselves, as `decode(_:forKey:)` with those types does: a
/// comparison of metatypes and a cast, which the specialization for a field type folds away (when
/// the helpers were not specialized, an `as!` went through `swift_dynamicCast` and they used
/// `unsafeBitCast`). Fields that hold
/// `Double`s go through the `Numbers` helpers (see `decodeNumbers(_:forKey:)`). Optional fields
/// note an explicit `null` in the record's `explicitNulls`, which the field writer writes back.
///
/// The container is keyed by ``FieldKey``, generic over nothing, so the helpers are inlinable and
/// a module specializes each once per field type, inside ``FieldSource``, whatever the number of
/// records. They were marked never to be specialized while the key type was generic over each
/// record's keys; without the mark they now cost no build time and make a decode through
/// `JSONDecoder` a little faster (measured: Benchmarks/EXPERIMENTS.md).
@_spi(ForwardCodableGenerated)
extension KeyedDecodingContainer where Key == FieldKey {
    /// Decodes a required field.
    @inlinable
    public func decodeField<T: Decodable>(_ type: T.Type, _ key: FieldKey) throws -> T {
        if T.self == String.self { return try decode(String.self, forKey: key) as! T }
        if T.self == Int.self { return try decode(Int.self, forKey: key) as! T }
        if T.self == Bool.self { return try decode(Bool.self, forKey: key) as! T }
        return try decode(T.self, forKey: key)
    }

    /// Decodes a field with a default: `nil` when the key is absent or `null`, and the caller
    /// takes the default.
    @inlinable
    public func decodeFieldIfPresent<T: Decodable>(_ type: T.Type, _ key: FieldKey) throws -> T? {
        if T.self == String.self {
            guard let found = try decodeIfPresent(String.self, forKey: key) else { return nil }
            return found as? T
        }
        if T.self == Int.self {
            guard let found = try decodeIfPresent(Int.self, forKey: key) else { return nil }
            return found as? T
        }
        if T.self == Bool.self {
            guard let found = try decodeIfPresent(Bool.self, forKey: key) else { return nil }
            return found as? T
        }
        return try decodeIfPresent(T.self, forKey: key)
    }

    /// Decodes a required field whose type holds `Double`s.
    @inlinable
    public func decodeNumberField<T: Decodable>(_ type: T.Type, _ key: FieldKey) throws -> T {
        try decodeNumbers(T.self, forKey: key)
    }

    /// Decodes a field with a default whose type holds `Double`s: `nil` when the key is absent
    /// or `null`.
    @inlinable
    public func decodeNumberFieldIfPresent<T: Decodable>(_ type: T.Type, _ key: FieldKey) throws -> T? {
        try decodeNumbersIfPresent(T.self, forKey: key)
    }

    /// Decodes an optional field, noting an explicit `null` in `nulls`. Reads `Double`s with
    /// `decodeNumbersIfPresent`.
    @inlinable
    public func decodeOptionalField<T: Decodable>(_ type: T.Type, _ key: FieldKey, nulls: inout ExplicitNulls) throws
        -> T?
    {
        if T.self == String.self {
            if let found = try decodeIfPresent(String.self, forKey: key) { return found as? T }
        } else if T.self == Int.self {
            if let found = try decodeIfPresent(Int.self, forKey: key) { return found as? T }
        } else if T.self == Bool.self {
            if let found = try decodeIfPresent(Bool.self, forKey: key) { return found as? T }
        } else {
            return try decodeAnyOptional(T.self, key, nulls: &nulls)
        }
        if contains(key) { nulls.insert(name: key.stringValue) }
        return nil
    }

    /// The other types' branch of `decodeOptionalField(_:_:nulls:)`, apart for the reason
    /// the other branches stay free of `Optional<T>`'s metadata.
    @inlinable @inline(never)
    func decodeAnyOptional<T: Decodable>(_ type: T.Type, _ key: FieldKey, nulls: inout ExplicitNulls)
        throws
        -> T?
    {
        let value = try decodeNumbersIfPresent(T.self, forKey: key)
        if value == nil, contains(key) { nulls.insert(name: key.stringValue) }
        return value
    }
}
