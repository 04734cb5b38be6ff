/// The fast path of generated unions: the same rules as the `Codable` path, over a
/// ``JSONReader`` and a ``JSONWriter``.
@_spi(ForwardCodableGenerated)
extension UnionCoding {
    /// Reads the tag of the object at the reader's position, wherever it sits among the keys (the
    /// fast path writes it first), and leaves the reader at the start of the object.
    public func tag(in reader: inout JSONReader) throws -> String {
        let start = reader.position
        guard try reader.seekFirstKey(0, in: keys) else {
            throw reader.error(.keyNotFound, "No value for the tag key \"\(tagKey)\"")
        }
        let tag = try reader.decode(String.self)
        reader.rewind(to: start)
        return tag
    }

    /// Reads the payload of a known variant: beside the tag, or under the content key, which
    /// must then be the only other key.
    public func payload<Payload: ForwardRecord & FastJSONDecodable>(
        _ type: Payload.Type,
        from reader: inout JSONReader
    ) throws -> Payload {
        guard contentKey != nil else {
            let start = reader.byteOffset
            var payload = try Payload(fastJSON: &reader)
            if payload.unknownFields.removeValue(forKey: tagKey) != nil { forgetTag(in: reader, at: start) }
            return payload
        }
        var payload: Payload?
        var others: [String] = []
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch keys.index(of: key, in: reader) {
            case 1? where payload == nil: payload = try reader.decode(Payload.self)
            case 0?, 1?: try reader.skipValue()
            default:
                others.append(reader.string(of: key))
                try reader.skipValue()
            }
        }
        guard others.isEmpty else {
            throw reader.error(
                .dataCorrupted, "keys beside \"\(tagKey)\" and \"\(contentKey ?? "")\": \(Set(others).sorted())")
        }
        guard let payload else {
            throw reader.error(.keyNotFound, "No value for the content key \"\(contentKey ?? "")\"")
        }
        return payload
    }

    /// Takes back the tag of the object at byte `offset`, which the payload's record reported as
    /// a key it does not declare.
    func forgetTag(in reader: JSONReader, at offset: Int) {
        reader.settings.report?.forget(.unknownKey, at: offset, "." + tagKey)
    }

    /// The keys beside the tag of a variant without a payload.
    public func otherFields(from reader: inout JSONReader) throws -> [String: JSONValue] {
        guard case .object(var object) = try reader.readJSONValue() else { return [:] }
        object[tagKey] = nil
        return object
    }

    /// The whole object that starts at `start`, kept as a variant this version does not know (or
    /// one whose payload failed with `failure`).
    public func unknown(
        tag: String,
        from reader: inout JSONReader,
        at start: Int,
        failure: (any Error)?
    ) throws -> UnknownVariant {
        reader.rewind(to: start)
        return UnknownVariant(tag: tag, json: try reader.readJSONValue(), failure: failure.map(DecodingFailure.init))
    }

    /// Writes a known variant: the tag, then the payload's members beside it or under the
    /// content key. The payload is a generated record, whose `write(fastJSON:)` writes its
    /// members without braces when the writer says so (`writesNextRecordAsMembers`).
    public func write<Payload: FastJSONEncodable>(tag: String, payload: Payload, to writer: inout JSONWriter) throws {
        writer.beginObject()
        writer.writeKey(tagKey)
        try writer.encode(tag)
        if let contentKey {
            writer.writeKey(contentKey)
            try writer.encode(payload)
        } else {
            writer.writesNextRecordAsMembers = true
            defer { writer.writesNextRecordAsMembers = false }
            try writer.encode(payload)
        }
        writer.endObject()
    }

    /// Writes a variant without a payload: the tag and the keys kept beside it.
    public func write(tag: String, otherFields: [String: JSONValue], to writer: inout JSONWriter) throws {
        writer.beginObject()
        writer.writeKey(tagKey)
        try writer.encode(tag)
        for (key, value) in otherFields where key != tagKey {
            writer.writeKey(key)
            try writer.encode(value)
        }
        writer.endObject()
    }
}
