/// Encoding of the fields of a generated record by their declared key: one short call per field.
/// `String`, `Int`, `Bool` and `Double` take the encoder's concrete fast paths.
///
/// The helpers are neither inlinable nor specialized (`optimize.sil.specialize.generic.never`):
/// each record would otherwise carry its own copy of every helper it calls, specialized for its
/// `CodingKeys`. Measured with callgrind: the compile of a generated record in release takes 8 to
/// 12% fewer instructions, a decode or an encode through `JSONDecoder`/`JSONEncoder` about 2% more
/// (the container's own calls dominate, and those are the same).
@_spi(ForwardCodableGenerated)
extension KeyedEncodingContainer {
    /// Encodes a field.
    @_semantics("optimize.sil.specialize.generic.never")
    public mutating func encode<D>(_ value: String, _ key: D) throws where Key == RecordKey<D> {
        try encode(value, forKey: .declared(key))
    }

    /// Encodes a field.
    @_semantics("optimize.sil.specialize.generic.never")
    public mutating func encode<D>(_ value: Int, _ key: D) throws where Key == RecordKey<D> {
        try encode(value, forKey: .declared(key))
    }

    /// Encodes a field.
    @_semantics("optimize.sil.specialize.generic.never")
    public mutating func encode<D>(_ value: Bool, _ key: D) throws where Key == RecordKey<D> {
        try encode(value, forKey: .declared(key))
    }

    /// Encodes a field.
    @_semantics("optimize.sil.specialize.generic.never")
    public mutating func encode<D>(_ value: Double, _ key: D) throws where Key == RecordKey<D> {
        try encode(value, forKey: .declared(key))
    }

    /// Encodes a field.
    @_semantics("optimize.sil.specialize.generic.never")
    public mutating func encode<T: Encodable, D>(_ value: T, _ key: D) throws where Key == RecordKey<D> {
        try encode(value, forKey: .declared(key))
    }

    /// Encodes an optional field: its value, `null` if it arrived as `null`, or nothing.
    @_semantics("optimize.sil.specialize.generic.never")
    public mutating func encodeIfPresent<D>(_ value: String?, _ key: D, nulls: ExplicitNulls) throws
    where Key == RecordKey<D> {
        if let value {
            try encode(value, forKey: .declared(key))
        } else if nulls.contains(key) {
            try encodeNil(forKey: .declared(key))
        }
    }

    /// Encodes an optional field: its value, `null` if it arrived as `null`, or nothing.
    @_semantics("optimize.sil.specialize.generic.never")
    public mutating func encodeIfPresent<D>(_ value: Int?, _ key: D, nulls: ExplicitNulls) throws
    where Key == RecordKey<D> {
        if let value {
            try encode(value, forKey: .declared(key))
        } else if nulls.contains(key) {
            try encodeNil(forKey: .declared(key))
        }
    }

    /// Encodes an optional field: its value, `null` if it arrived as `null`, or nothing.
    @_semantics("optimize.sil.specialize.generic.never")
    public mutating func encodeIfPresent<D>(_ value: Bool?, _ key: D, nulls: ExplicitNulls) throws
    where Key == RecordKey<D> {
        if let value {
            try encode(value, forKey: .declared(key))
        } else if nulls.contains(key) {
            try encodeNil(forKey: .declared(key))
        }
    }

    /// Encodes an optional field: its value, `null` if it arrived as `null`, or nothing.
    @_semantics("optimize.sil.specialize.generic.never")
    public mutating func encodeIfPresent<D>(_ value: Double?, _ key: D, nulls: ExplicitNulls) throws
    where Key == RecordKey<D> {
        if let value {
            try encode(value, forKey: .declared(key))
        } else if nulls.contains(key) {
            try encodeNil(forKey: .declared(key))
        }
    }

    /// Encodes an optional field: its value, `null` if it arrived as `null`, or nothing.
    @_semantics("optimize.sil.specialize.generic.never")
    public mutating func encodeIfPresent<T: Encodable, D>(_ value: T?, _ key: D, nulls: ExplicitNulls) throws
    where Key == RecordKey<D> {
        if let value {
            try encode(value, forKey: .declared(key))
        } else if nulls.contains(key) {
            try encodeNil(forKey: .declared(key))
        }
    }
}
