/// Encoding of the fields of a generated record by their declared key: one short call per field,
/// each helper with a name of its own (see `decodeField(_:_:)` for why). `String`, `Int`, `Bool`
/// and `Double` take the encoder's concrete entry points, chosen at run time.
///
/// The helpers are neither inlinable nor specialized (`optimize.sil.specialize.generic.never`):
/// each record would otherwise carry its own copy of every helper it calls, specialized for its
/// `CodingKeys`. That saves more build time than it costs `JSONDecoder`/`JSONEncoder` time, where
/// the container's own calls dominate (measured: Benchmarks/EXPERIMENTS.md).
@_spi(ForwardCodableGenerated)
extension KeyedEncodingContainer {
    /// Encodes a field.
    @_semantics("optimize.sil.specialize.generic.never")
    public mutating func encodeField<T: Encodable, D>(_ value: T, _ key: D) throws where Key == RecordKey<D> {
        try encodeValue(value, forKey: .declared(key))
    }

    /// Encodes an optional field: its value, `null` if it arrived as `null`, or nothing.
    @_semantics("optimize.sil.specialize.generic.never")
    public mutating func encodeOptionalField<T: Encodable, D>(_ value: T?, _ key: D, nulls: ExplicitNulls) throws
    where Key == RecordKey<D> {
        if let value {
            try encodeValue(value, forKey: .declared(key))
        } else if nulls.contains(key) {
            try encodeNil(forKey: .declared(key))
        }
    }

    /// `value` through the encoder's concrete entry point for its type, if it has one (a
    /// comparison of metatypes, then `unsafeBitCast` between what are then the same type).
    @inline(__always)
    private mutating func encodeValue<T: Encodable>(_ value: T, forKey key: Key) throws {
        if T.self == String.self {
            try encode(unsafeBitCast(value, to: String.self), forKey: key)
        } else if T.self == Int.self {
            try encode(unsafeBitCast(value, to: Int.self), forKey: key)
        } else if T.self == Bool.self {
            try encode(unsafeBitCast(value, to: Bool.self), forKey: key)
        } else if T.self == Double.self {
            try encode(unsafeBitCast(value, to: Double.self), forKey: key)
        } else {
            try encode(value, forKey: key)
        }
    }
}
