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
    /// generic metadata lookups and unspecialized `append`). Small elements (strings, numbers,
    /// identifiers) are read into stack memory first, so that an array of up to eight of them is
    /// allocated once, at its size, instead of grown from empty.
    @inlinable
    public init(fastJSON reader: inout JSONReader) throws {
        try reader.beginArray()
        self = []
        guard try reader.nextElement() else { return }
        guard JSONReader.fitsOnTheStack(Element.self) else {
            try readElements(from: &reader)
            return
        }
        self = try withUnsafeTemporaryAllocation(of: Element.self, capacity: JSONReader.smallCollectionCapacity) {
            buffer in
            let first = buffer.baseAddress!
            // Elements `0..<count` of the buffer are initialized; what a failure leaves is freed.
            var count = 0
            defer { first.deinitialize(count: count) }
            var more = true
            while more, count < buffer.count {
                do {
                    (first + count).initialize(to: try Element(fastJSON: &reader))
                } catch {
                    throw ForwardJSONError(wrapping: error).prepending(.index(count))
                }
                count += 1
                more = try reader.nextElement()
            }
            // All of them, or the buffer is full: the array takes them, at their count or with
            // room for as many again. (`reserveCapacity` is specialized for the element type;
            // `init(unsafeUninitializedCapacity:)` looked up the buffer's generic metadata.)
            var elements: [Element] = []
            elements.reserveCapacity(more ? 2 * count : count)
            let moved = count
            count = 0
            for index in 0..<moved { elements.append((first + index).move()) }
            if more { try elements.readElements(from: &reader) }
            return elements
        }
    }

    /// Appends the array's elements from the one the reader is at to the end.
    @inlinable
    mutating func readElements(from reader: inout JSONReader) throws {
        repeat {
            do {
                append(try Element(fastJSON: &reader))
            } catch {
                throw ForwardJSONError(wrapping: error).prepending(.index(count))
            }
        } while try reader.nextElement()
    }
}

extension Dictionary: FastJSONDecodable where Key == String, Value: FastJSONDecodable {
    /// Reads a JSON object. As with `JSONDecoder`, the first occurrence of a key wins (keys are
    /// compared as Swift strings, with canonical equivalence); a repeated key's value is only
    /// validated.
    ///
    /// For small values, the first members are read into stack memory (a repeated key found
    /// there by comparing the keys read so far), so that an object of up to eight members makes
    /// a dictionary allocated once, at its size, hashing each key once.
    @inlinable
    public init(fastJSON reader: inout JSONReader) throws {
        try reader.beginObject()
        self = [:]
        guard var key = try reader.nextKey() else { return }
        guard JSONReader.fitsOnTheStack((String, Value).self) else {
            try readMembers(from: &reader, startingAt: try reader.string(key))
            return
        }
        self = try withUnsafeTemporaryAllocation(
            of: (String, Value).self, capacity: JSONReader.smallCollectionCapacity
        ) { buffer in
            let first = buffer.baseAddress!
            // Members `0..<count` of the buffer are initialized; what a failure leaves is freed.
            var count = 0
            defer { first.deinitialize(count: count) }
            while true {
                let name = try reader.string(key)
                if (0..<count).contains(where: { first[$0].0 == name }) {
                    try reader.skipValue()
                } else if count < buffer.count {
                    do {
                        (first + count).initialize(to: (name, try Value(fastJSON: &reader)))
                    } catch {
                        throw ForwardJSONError(wrapping: error).prepending(.key(name))
                    }
                    count += 1
                } else {
                    // The buffer is full: a dictionary takes its members and reads the rest.
                    var members = Self(uniqueKeysWithValues: UnsafeBufferPointer(start: first, count: count))
                    try members.readMembers(from: &reader, startingAt: name)
                    return members
                }
                guard let next = try reader.nextKey() else { break }
                key = next
            }
            // Made at its size by code specialized for the key and value types: the members are
            // copied, then freed with the buffer. (`init(minimumCapacity:)` and `reserveCapacity`
            // run unspecialized, each looking up the storage's generic metadata.)
            return Self(uniqueKeysWithValues: UnsafeBufferPointer(start: first, count: count))
        }
    }

    /// Reads the members of the object from the one named `name`, whose value is next, to the
    /// end, keeping the first occurrence of each key.
    @inlinable
    mutating func readMembers(from reader: inout JSONReader, startingAt name: String) throws {
        var name = name
        while true {
            if index(forKey: name) != nil {
                try reader.skipValue()
            } else {
                do {
                    self[name] = try Value(fastJSON: &reader)
                } catch {
                    throw ForwardJSONError(wrapping: error).prepending(.key(name))
                }
            }
            guard let key = try reader.nextKey() else { return }
            name = try reader.string(key)
        }
    }
}

extension JSONReader {
    /// How many elements of an array, or members of an object, are read into stack memory
    /// before the collection is made at its size: more continue in a growing collection.
    @inlinable
    static var smallCollectionCapacity: Int { 8 }

    /// Whether elements of `type` are read into stack memory first: small ones only (at most
    /// 48 bytes: a string and a number, a UUID, a `JSONValue`), so that records, which a deep
    /// document nests hundreds of levels deep through lists, add no stack to each level.
    @inlinable
    static func fitsOnTheStack<Element>(_ type: Element.Type) -> Bool {
        MemoryLayout<Element>.stride <= 48
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
