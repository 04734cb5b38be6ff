/// A coding key that also names the keys a record does not declare (its ``unknownName``).
///
/// Because an undeclared key still becomes a key of the record's own key type, one container
/// reads the declared fields and, through `allKeys`, finds the unknown ones. Generated records
/// use ``RecordKey``; the unknown-field bag and migrations work with any conforming key.
@_spi(ForwardCodableGenerated)
public protocol RecordCodingKey: CodingKey, Hashable, Sendable {
    /// The key's name when the record does not declare it; `nil` for a declared key.
    var unknownName: String? { get }
}

@_spi(ForwardCodableGenerated)
extension KeyedDecodingContainer where Key: RecordCodingKey {
    /// Collects every key the record does not declare, with its value.
    public func decodeUnknownFields() throws -> [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for key in allKeys {
            guard let name = key.unknownName else { continue }
            fields[name] = try decodeJSONValue(forKey: key, named: name)
        }
        return fields
    }
}

@_spi(ForwardCodableGenerated)
extension KeyedEncodingContainer where Key: RecordCodingKey {
    /// Writes every bag entry back, except those whose key the record declares: the declared
    /// field wins, and a key is never written twice.
    public mutating func encodeUnknownFields(_ fields: [String: JSONValue]) throws {
        for (name, value) in fields {
            guard let key = Key(stringValue: name), key.unknownName != nil else { continue }
            try encodeJSONValue(value, forKey: key)
        }
    }
}

@_spi(ForwardCodableGenerated)
extension RecordCodingKey {
    /// Records are keyed by strings only.
    public init?(intValue: Int) {
        nil
    }

    /// Records are keyed by strings only.
    public var intValue: Int? {
        nil
    }
}

@_spi(ForwardCodableGenerated)
extension KeyedDecodingContainer where Key == FieldKey {
    /// Every key of the container that `declared` does not hold, with its value: a record's bag.
    /// The positions of the declared keys the container holds go into `present`.
    func decodeUnknownFields(declared: KeyTable, present: inout KeyPositions) throws -> [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for key in allKeys {
            if let position = declared.table.position(of: key.stringValue) {
                present.insert(position)
                continue
            }
            fields[key.stringValue] = try decodeJSONValue(
                forKey: key, named: key.stringValue, scope: ObjectIdentifier(declared))
        }
        return fields
    }
}

@_spi(ForwardCodableGenerated)
extension KeyedEncodingContainer where Key == FieldKey {
    /// Encodes every entry of `fields` whose key `declared` does not hold: the declared field wins.
    public mutating func encodeUnknownFields(_ fields: [String: JSONValue], declared: KeyTable) throws {
        for (name, value) in fields where !declared.contains(name) {
            try encodeJSONValue(value, forKey: FieldKey(stringValue: name))
        }
    }
}
