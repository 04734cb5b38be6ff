extension Optional: FastJSONDecodable where Wrapped: FastJSONDecodable {
    /// `nil` for `null`, otherwise the wrapped value.
    @inlinable
    public init(fastJSON reader: inout JSONReader) throws {
        self = reader.decodeNil() ? nil : try Wrapped(fastJSON: &reader)
    }
}

extension Array: FastJSONDecodable where Element: FastJSONDecodable {
    /// Reads a JSON array; an element's error carries its index in the path.
    ///
    /// Inlinable, like the other collections' conformances, so that the caller's module
    /// specializes it for its element type (unspecialized, half of a record's decode went to
    /// generic metadata lookups and unspecialized `append`).
    @inlinable
    public init(fastJSON reader: inout JSONReader) throws {
        try reader.beginArray()
        var elements: [Element] = []
        while try reader.nextElement() {
            do {
                elements.append(try Element(fastJSON: &reader))
            } catch {
                throw ForwardJSONError(wrapping: error).prepending(.index(elements.count))
            }
        }
        self = elements
    }
}

extension Dictionary: FastJSONDecodable where Key == String, Value: FastJSONDecodable {
    /// Reads a JSON object. As with `JSONDecoder`, the first occurrence of a key wins (keys are
    /// compared as Swift strings, with canonical equivalence); a repeated key's value is only
    /// validated.
    @inlinable
    public init(fastJSON reader: inout JSONReader) throws {
        try reader.beginObject()
        var members: [String: Value] = [:]
        while let key = try reader.nextKey() {
            let name = try reader.string(key)
            if members.index(forKey: name) != nil {
                try reader.skipValue()
                continue
            }
            do {
                members[name] = try Value(fastJSON: &reader)
            } catch {
                throw ForwardJSONError(wrapping: error).prepending(.key(name))
            }
        }
        self = members
    }
}

extension Resilient: FastJSONDecodable where Value: FastJSONDecodable {
    /// Reads the element as `Value`, or keeps it verbatim with the reason, as ``init(from:)``
    /// does: an element that cannot be read as a ``JSONValue`` either becomes an unreadable
    /// ``UndecodableElement``, its bytes validated and skipped.
    ///
    /// The failure's coding path is relative to the element (the Codable path's is absolute),
    /// and its message is the fast path's.
    ///
    /// - Throws: the element's error when the reader's ``JSONReader/strictCollections`` is set.
    public init(fastJSON reader: inout JSONReader) throws {
        let start = reader.position
        let mark = reader.settings.report?.count
        do {
            self = .decoded(try Value(fastJSON: &reader))
        } catch {
            if reader.strictCollections { throw error }
            let failure = DecodingFailure(ForwardJSONError(wrapping: error).decodingError)
            reader.rewind(to: start)
            do {
                self = .undecodable(UndecodableElement(json: try reader.readJSONValue(), failure: failure))
            } catch let readError {
                reader.rewind(to: start)
                try reader.skipValue()
                let readFailure = DecodingFailure(ForwardJSONError(wrapping: readError).decodingError)
                self = .undecodable(UndecodableElement(unreadable: failure, readFailure: readFailure))
            }
            if let mark { reader.settings.report?.reportUndecodable(after: mark, at: start, Value.self, failure) }
        }
    }
}

extension WireArray: FastJSONDecodable where Element.Wire: FastJSONDecodable {
    /// Reads the wire form: a JSON array of the elements' wire forms.
    @inlinable
    public init(fastJSON reader: inout JSONReader) throws {
        self.init(wire: try [Element.Wire](fastJSON: &reader))
    }
}

extension WireDictionary: FastJSONDecodable where Value.Wire: FastJSONDecodable {
    /// Reads the wire form: a JSON object of the values' wire forms.
    public init(fastJSON reader: inout JSONReader) throws {
        self.init(wire: try [String: Value.Wire](fastJSON: &reader))
    }
}
