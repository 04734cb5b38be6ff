/// A value of an untagged union kept whole: one whose shape fits no variant this version knows,
/// or one whose variant did not decode.
///
/// An untagged union tells its variants apart by the shape of the JSON (see
/// <doc:SchemaLanguage#Untagged-unions>). A newer app may send a shape this version has no variant
/// for, such as an object where it knows only an ID string: the union's `unknown` case holds the
/// whole value exactly as read and writes it back unchanged. A value whose shape selects a variant
/// that then fails to decode is kept the same way, with ``failure`` set, as ``UnknownVariant``
/// keeps a tagged variant whose payload failed.
///
/// ```swift
/// switch payment.customer {
/// case .id(let id): showCustomer(id: id)
/// case .customer(let customer): showCustomer(customer)
/// case .unknown: showPlaceholder()  // written back unchanged when the payment is saved
/// }
/// ```
public struct UnknownShape: Hashable, Sendable {
    /// The whole value, exactly as read; it is written back unchanged.
    public let json: JSONValue
    /// Why the variant its shape selected could not be decoded; `nil` for a shape no variant of
    /// this version takes.
    public let failure: DecodingFailure?

    /// Creates a kept value.
    public init(json: JSONValue, failure: DecodingFailure? = nil) {
        self.json = json
        self.failure = failure
    }

    /// Whether no variant of this version takes the value's shape (rather than a variant that
    /// failed to decode it).
    public var isFromTheFuture: Bool { failure == nil }

    /// Two kept values are equal when they hold the same JSON and are both from the future or
    /// both failed variants: why a variant failed is a diagnostic, worded by the decoder that
    /// read it, not part of the value.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.json == rhs.json && lhs.isFromTheFuture == rhs.isFromTheFuture
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(json)
        hasher.combine(isFromTheFuture)
    }
}
