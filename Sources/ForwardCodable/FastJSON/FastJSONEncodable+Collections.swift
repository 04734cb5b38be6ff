import Foundation

extension Optional: FastJSONEncodable where Wrapped: FastJSONEncodable {
    /// Writes the wrapped value, or `null`.
    @inlinable
    public func write(fastJSON writer: inout JSONWriter) throws {
        if let self {
            try writer.encode(self)
        } else {
            writer.writeNullValue()
        }
    }
}

extension JSONWriter {
    /// Writes `null` as a value.
    @usableFromInline
    mutating func writeNullValue() {
        writeNull()
    }
}

extension Array: FastJSONEncodable where Element: FastJSONEncodable {
    /// Writes a JSON array of the elements.
    ///
    /// - Throws: an element's error, with its index prepended to the coding path.
    @inlinable
    public func write(fastJSON writer: inout JSONWriter) throws {
        writer.beginArray()
        for index in indices {
            do {
                try writer.encode(self[index])
            } catch {
                throw JSONWriter.prepending(AnyCodingKey(intValue: index), to: error)
            }
        }
        writer.endArray()
    }
}

extension Dictionary: FastJSONEncodable where Key == String, Value: FastJSONEncodable {
    /// Writes a JSON object of the entries, in the dictionary's order (sorted with
    /// `.sortedKeys`).
    ///
    /// - Throws: a value's error, with its key prepended to the coding path.
    @inlinable
    public func write(fastJSON writer: inout JSONWriter) throws {
        writer.beginObject()
        for (key, value) in self {
            writer.writeKey(key)
            do {
                try writer.encode(value)
            } catch {
                throw JSONWriter.prepending(AnyCodingKey(key), to: error)
            }
        }
        writer.endObject()
    }
}

extension Resilient: FastJSONEncodable where Value: FastJSONEncodable {
    /// Writes the decoded value, or the kept element exactly as it was read (`null` for an
    /// unreadable one), as the `Encodable` conformance does.
    @inlinable
    public func write(fastJSON writer: inout JSONWriter) throws {
        switch self {
        case .decoded(let value): try value.write(fastJSON: &writer)
        case .undecodable(let element): try element.json.write(fastJSON: &writer)
        }
    }
}

extension WireArray: FastJSONEncodable where Element.Wire: FastJSONEncodable {
    /// Writes the wire form, exactly as read or written, as the `Encodable` conformance does.
    @inlinable
    public func write(fastJSON writer: inout JSONWriter) throws {
        try wire.write(fastJSON: &writer)
    }
}

extension WireDictionary: FastJSONEncodable where Value.Wire: FastJSONEncodable {
    /// Writes the wire form, exactly as read or written, as the `Encodable` conformance does.
    public func write(fastJSON writer: inout JSONWriter) throws {
        try wire.write(fastJSON: &writer)
    }
}
