/// A variant of a union kept whole: one whose tag this version does not know, or a known one whose
/// payload did not decode.
///
/// A newer app may add variants to a union. An older app decodes such a variant as the union's
/// `unknown` case, which holds the whole object exactly as read, and encodes it back unchanged.
/// A known tag whose payload cannot be decoded is kept the same way, with ``failure`` set, as
/// ``Resilient`` keeps an undecodable collection element.
public struct UnknownVariant: Hashable, Sendable {
    /// The tag as read: `"table"` for `{"type":"table",…}`.
    public let tag: String
    /// The whole object, tag included, exactly as read; it is written back unchanged.
    public let json: JSONValue
    /// Why a known tag's payload could not be decoded; `nil` for a tag this version does not know.
    public let failure: DecodingFailure?

    /// Creates a kept variant.
    public init(tag: String, json: JSONValue, failure: DecodingFailure? = nil) {
        self.tag = tag
        self.json = json
        self.failure = failure
    }

    /// Whether the tag is one this version does not know (rather than a known tag whose payload
    /// failed to decode).
    public var isFromTheFuture: Bool { failure == nil }

    /// Two kept variants are equal when they hold the same tag and JSON and are both from the
    /// future or both failed payloads: why a payload failed is a diagnostic, worded by the decoder
    /// that read it (`JSONDecoder` or the fast path), not part of the value.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.tag == rhs.tag && lhs.json == rhs.json && lhs.isFromTheFuture == rhs.isFromTheFuture
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
        hasher.combine(json)
        hasher.combine(isFromTheFuture)
    }
}
