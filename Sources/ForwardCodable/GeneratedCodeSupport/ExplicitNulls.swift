/// Decoding and encoding of optional fields that remembers an explicit `null`.
///
/// `decodeIfPresent` cannot tell an absent key from `null`. These overloads record the keys that
/// arrived as `null` in the record's `explicitNulls`, and write `null` back for them while the
/// field is still `nil`. An absent key stays absent. The concrete overloads keep the fast paths
/// of the decoder for `String`, `Bool`, `Int` and `Double`; fields that hold `Double`s also read
/// zeros written with an exponent (`0e1`, see `decodeNumbers(_:forKey:)`).
@_spi(ForwardCodableGenerated)
extension KeyedDecodingContainer where Key: RecordCodingKey {
    /// Decodes an optional field, noting an explicit `null` in `nulls`.
    @inlinable
    public func decodeIfPresent(_ type: String.Type, forKey key: Key, nulls: inout Set<Key>) throws -> String? {
        let value = try decodeIfPresent(String.self, forKey: key)
        if value == nil, contains(key) { nulls.insert(key) }
        return value
    }

    /// Decodes an optional field, noting an explicit `null` in `nulls`.
    @inlinable
    public func decodeIfPresent(_ type: Bool.Type, forKey key: Key, nulls: inout Set<Key>) throws -> Bool? {
        let value = try decodeIfPresent(Bool.self, forKey: key)
        if value == nil, contains(key) { nulls.insert(key) }
        return value
    }

    /// Decodes an optional field, noting an explicit `null` in `nulls`.
    @inlinable
    public func decodeIfPresent(_ type: Int.Type, forKey key: Key, nulls: inout Set<Key>) throws -> Int? {
        let value = try decodeIfPresent(Int.self, forKey: key)
        if value == nil, contains(key) { nulls.insert(key) }
        return value
    }

    /// Decodes an optional field, noting an explicit `null` in `nulls`.
    @inlinable
    public func decodeIfPresent(_ type: Double.Type, forKey key: Key, nulls: inout Set<Key>) throws -> Double? {
        let value = try decodeNumbersIfPresent(Double.self, forKey: key)
        if value == nil, contains(key) { nulls.insert(key) }
        return value
    }

    /// Decodes an optional field, noting an explicit `null` in `nulls`.
    @inlinable
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key, nulls: inout Set<Key>) throws -> T? {
        let value = try decodeNumbersIfPresent(T.self, forKey: key)
        if value == nil, contains(key) { nulls.insert(key) }
        return value
    }
}

@_spi(ForwardCodableGenerated)
extension KeyedEncodingContainer where Key: RecordCodingKey {
    /// Encodes an optional field: its value, `null` if it arrived as `null`, or nothing.
    @inlinable
    public mutating func encodeIfPresent(_ value: String?, forKey key: Key, nulls: Set<Key>) throws {
        if let value {
            try encode(value, forKey: key)
        } else if !nulls.isEmpty, nulls.contains(key) {
            try encodeNil(forKey: key)
        }
    }

    /// Encodes an optional field: its value, `null` if it arrived as `null`, or nothing.
    @inlinable
    public mutating func encodeIfPresent(_ value: Bool?, forKey key: Key, nulls: Set<Key>) throws {
        if let value {
            try encode(value, forKey: key)
        } else if !nulls.isEmpty, nulls.contains(key) {
            try encodeNil(forKey: key)
        }
    }

    /// Encodes an optional field: its value, `null` if it arrived as `null`, or nothing.
    @inlinable
    public mutating func encodeIfPresent(_ value: Int?, forKey key: Key, nulls: Set<Key>) throws {
        if let value {
            try encode(value, forKey: key)
        } else if !nulls.isEmpty, nulls.contains(key) {
            try encodeNil(forKey: key)
        }
    }

    /// Encodes an optional field: its value, `null` if it arrived as `null`, or nothing.
    @inlinable
    public mutating func encodeIfPresent(_ value: Double?, forKey key: Key, nulls: Set<Key>) throws {
        if let value {
            try encode(value, forKey: key)
        } else if !nulls.isEmpty, nulls.contains(key) {
            try encodeNil(forKey: key)
        }
    }

    /// Encodes an optional field: its value, `null` if it arrived as `null`, or nothing.
    @inlinable
    public mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key, nulls: Set<Key>) throws {
        if let value {
            try encode(value, forKey: key)
        } else if !nulls.isEmpty, nulls.contains(key) {
            try encodeNil(forKey: key)
        }
    }
}
