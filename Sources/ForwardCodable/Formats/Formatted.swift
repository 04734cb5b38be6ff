/// A field's value in a wire format: the wire text that a record keeps and writes back, and the
/// typed value computed from it once, when it was read.
///
/// Generated code stores a formatted field as its wire form and computes the typed view from it:
///
/// ```swift
/// public var createdAtRaw: Formatted<ISO8601DateTime>
/// public var createdAt: Date {
///     get { createdAtRaw.value }
///     set { createdAtRaw = Formatted(newValue) }
/// }
/// ```
///
/// As with an enum's raw string, the wire text is the truth: a value read is written back byte
/// for byte on the fast path (`"12.30"` stays `"12.30"`, a date keeps its offset and all its
/// fraction digits), and only a deliberate set replaces it, with the format's canonical text.
/// Equality and hashing compare the wire texts, so `"12.30"` and `"12.3"` differ, as two raw
/// strings would. See <doc:Dates>.
public struct Formatted<Format: WireFormat>: Hashable, Sendable, CustomStringConvertible {
    /// The wire text: the string's contents, or the number's text, exactly as read, or the
    /// canonical text of the value set.
    public let wireText: String
    /// The typed value of ``wireText``.
    public let value: Format.Value

    /// The value `value` written in the format's canonical text.
    ///
    /// ``value`` is read back from that text, so that a value set equals the one that a reader
    /// of the written text gets (a date is rounded to whole microseconds, for example). When the
    /// format cannot read its own canonical text back (`Decimal.nan`, which no number text holds,
    /// is written as `"NaN"`), ``value`` is the value given.
    public init(_ value: Format.Value) {
        let text = Format.wireText(of: value)
        self.wireText = text
        self.value = Format.value(ofWire: text) ?? value
    }

    /// The value of `wireText`, kept exactly; `nil` when the format refuses the text.
    public init?(wireText: String) {
        guard let value = Format.value(ofWire: wireText) else { return nil }
        self.wireText = wireText
        self.value = value
    }

    /// A value whose text the format has read as `value`.
    @usableFromInline
    init(checkedWireText wireText: String, value: Format.Value) {
        self.wireText = wireText
        self.value = value
    }

    /// The wire text.
    public var description: String { wireText }

    /// Whether the two wire texts are the same (not whether the typed values are).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wireText == rhs.wireText
    }

    /// Hashes the wire text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wireText)
    }
}
