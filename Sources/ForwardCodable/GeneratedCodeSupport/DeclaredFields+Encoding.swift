/// Encoding of the fields of a generated record by their declared key: one short call per field,
/// each helper with a name of its own (see `decodeField(_:_:)` for why). `String`, `Int`, `Bool`
/// and `Double` take the encoder's concrete entry points, chosen at run time.
///
/// Inlinable, and so specialized once per field type in a module, for the reason the decoding
/// helpers are (see `decodeField(_:_:)`).
@_spi(ForwardCodableGenerated)
extension KeyedEncodingContainer where Key == FieldKey {
    /// Encodes a field.
    @inlinable
    public mutating func encodeField<T: Encodable>(_ value: T, _ key: FieldKey) throws {
        try encodeValue(value, forKey: key)
    }

    /// `value` through the encoder's concrete entry point for its type, if it has one: a
    /// comparison of metatypes and a cast, which the specialization for a field type folds away.
    @inlinable @inline(__always)
    mutating func encodeValue<T: Encodable>(_ value: T, forKey key: Key) throws {
        if T.self == String.self {
            try encode(value as! String, forKey: key)
        } else if T.self == Int.self {
            try encode(value as! Int, forKey: key)
        } else if T.self == Bool.self {
            try encode(value as! Bool, forKey: key)
        } else if T.self == Double.self {
            try encode(value as! Double, forKey: key)
        } else {
            try encode(value, forKey: key)
        }
    }
}
