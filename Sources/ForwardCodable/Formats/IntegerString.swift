/// An integer on the wire as a string of decimal digits: `"9007199254740993"`.
///
/// For integers beyond what JSON readers keep exactly in a `Double` (2⁵³), such as 64-bit
/// identifiers. Reading accepts `-?[0-9]+` whose value `Integer` holds; leading zeros are
/// allowed (and kept by the wire text); a `+`, spaces, an empty string and a value out of range
/// are refused. The canonical text of a set value is `String(value)`.
public enum IntegerString<Integer: FixedWidthInteger & Sendable>: WireFormat {
    /// The integer type.
    public typealias Value = Integer

    /// `true`: the wire form is a string.
    public static var wireIsString: Bool { true }

    /// `a string of decimal digits holding an Int64, such as "-42"` (`"42"` for unsigned types).
    public static var expectation: String {
        let article = "\(Integer.self)".first.map { "AEIO".contains($0) } == true ? "an" : "a"
        return
            "a string of decimal digits holding \(article) \(Integer.self), such as \"\(Integer.isSigned ? -42 : 42)\""
    }

    /// The integer of `-?[0-9]+`; `nil` for other text or a value `Integer` does not hold.
    public static func value(ofWire text: String) -> Integer? {
        let utf8 = text.utf8
        let digits = utf8.first == UInt8(ascii: "-") ? utf8.dropFirst() : utf8[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
        return Integer(text, radix: 10)
    }

    /// `String(value)`.
    public static func wireText(of value: Integer) -> String {
        String(value)
    }
}
