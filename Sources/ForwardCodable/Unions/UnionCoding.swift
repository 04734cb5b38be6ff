import Foundation

/// How generated unions read and write their tag and payload. Only generated code calls it.
///
/// A union is internally tagged (`content` is `nil`: the payload's fields sit beside the tag) or
/// adjacently tagged (the payload is the object under the `content` key).
@_spi(ForwardCodableGenerated)
public struct UnionCoding: Sendable {
    /// The key of the tag: `"type"`.
    public let tagKey: String
    /// The key of the payload, for an adjacently tagged union; `nil` for an internally tagged one.
    public let contentKey: String?
    /// The tag key (index 0) and the content key (index 1), matched on bytes by the fast path.
    let keys: JSONKeyTable
    /// The union's name, for decode reports.
    public let union: String

    /// Describes the layout of the union named `union`.
    public init(tag tagKey: String, content contentKey: String? = nil, union: String = "") {
        self.tagKey = tagKey
        self.contentKey = contentKey
        self.keys = JSONKeyTable([tagKey] + (contentKey.map { [$0] } ?? []))
        self.union = union
    }

    /// The tag of the object `decoder` holds. A missing tag, or one that is not a string, throws.
    public func tag(in decoder: any Decoder) throws -> String {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        return try container.decode(String.self, forKey: AnyCodingKey(tagKey))
    }

    /// Decodes the payload of a known variant. An internally tagged payload is read from the
    /// union's own object, so the tag is removed from its unknown fields. An adjacently tagged
    /// object with keys beside the tag and the content has nowhere to keep them: it throws, so
    /// that the union keeps the whole object as `unknown`, with the error.
    public func payload<Payload: ForwardRecord>(_ type: Payload.Type, from decoder: any Decoder) throws -> Payload {
        if let contentKey {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            let others = container.allKeys.map(\.stringValue).filter { $0 != tagKey && $0 != contentKey }
            guard others.isEmpty else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "keys beside \"\(tagKey)\" and \"\(contentKey)\": \(others.sorted())"))
            }
            return try container.decode(Payload.self, forKey: AnyCodingKey(contentKey))
        }
        var payload = try Payload(from: decoder)
        if payload.unknownFields.removeValue(forKey: tagKey) != nil { forgetTag(in: decoder) }
        return payload
    }

    /// Takes back the tag, which the payload's record reported as a key it does not declare.
    func forgetTag(in decoder: any Decoder) {
        guard let recorder = DecodeRecorder.of(decoder) else { return }
        recorder.forget(.unknownKey, at: DecodeEvent.path(DecodeEvent.render(decoder.codingPath), key: tagKey))
    }

    /// The other keys of a variant without a payload: everything but the tag, kept for writing back.
    public func otherFields(from decoder: any Decoder) throws -> [String: JSONValue] {
        guard case .object(var object) = try JSONValue(from: decoder) else { return [:] }
        object[tagKey] = nil
        return object
    }

    /// Keeps the whole object: for an unknown tag (`failure` is `nil`) or a payload that failed.
    public func unknown(tag: String, from decoder: any Decoder, failure: (any Error)?) throws -> UnknownVariant {
        UnknownVariant(tag: tag, json: try JSONValue(from: decoder), failure: failure.map(DecodingFailure.init))
    }

    /// Writes a known variant: the payload (beside the tag, or under the content key), then the tag.
    public func encode(tag: String, payload: some Encodable, to encoder: any Encoder) throws {
        if let contentKey {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(tag, forKey: AnyCodingKey(tagKey))
            try container.encode(payload, forKey: AnyCodingKey(contentKey))
            return
        }
        try payload.encode(to: encoder)
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(tag, forKey: AnyCodingKey(tagKey))
    }

    /// Writes a variant without a payload: its other fields, then the tag.
    public func encode(tag: String, otherFields: [String: JSONValue], to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in otherFields where key != tagKey {
            try container.encode(value, forKey: AnyCodingKey(key))
        }
        try container.encode(tag, forKey: AnyCodingKey(tagKey))
    }

    /// Writes a kept variant back exactly as it was read.
    public func encode(_ unknown: UnknownVariant, to encoder: any Encoder) throws {
        try unknown.json.encode(to: encoder)
    }
}
