/// How a field's typed value is read from and written to its JSON wire text.
///
/// A format is a caseless type that ``Formatted`` is generic over: ``ISO8601DateTime``,
/// ``EpochSeconds``, ``EpochMilliseconds``, ``IntegerString`` and ``DecimalString``. The wire text
/// is the truth that a record keeps and writes back; the typed value is computed from it once, when
/// it is read. See <doc:Dates>.
public protocol WireFormat: Sendable {
    /// The typed value of a wire text.
    associatedtype Value: Sendable
    /// Whether the wire form is a JSON string (otherwise a JSON number).
    static var wireIsString: Bool { get }
    /// What the wire holds, for error messages: `an RFC 3339 date-time such as "2026-12-03T10:00:00.123Z"`.
    static var expectation: String { get }
    /// The typed value of a wire text (string contents, or a number's exact text); nil when malformed.
    static func value(ofWire text: String) -> Value?
    /// The canonical wire text of a value the app set.
    static func wireText(of value: Value) -> String
}
