import Foundation

/// A decimal number on the wire as a string: `"12.30"`.
///
/// For amounts that must not pass through a `Double`. Reading accepts the JSON number grammar,
/// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, when `Decimal` holds the value exactly: at
/// most 38 significant digits and, without trailing zeros, an exponent within -128...127. The
/// wire text keeps the digits as written (`"12.30"` stays `"12.30"` and differs from `"12.3"`).
/// The canonical text of a set value is its `description` (`"12.3"`), which never uses exponent
/// notation or a locale's separators; `Decimal.nan` is written as `"NaN"`, which reading refuses.
public enum DecimalString: WireFormat {
    /// A `Decimal`.
    public typealias Value = Decimal

    /// `true`: the wire form is a string.
    public static var wireIsString: Bool { true }

    /// `a decimal number string such as "12.30" (at most 38 significant digits)`.
    public static var expectation: String {
        "a decimal number string such as \"12.30\" (at most 38 significant digits)"
    }

    /// The decimal of a JSON number text that `Decimal` holds exactly; `nil` otherwise.
    public static func value(ofWire text: String) -> Decimal? {
        guard WireText.isNumber(text) else { return nil }
        let number = normalized(text)
        guard !number.digits.isEmpty else { return Decimal.zero }
        guard number.digits.count <= 38, (-128...127).contains(number.exponent) else { return nil }
        return Decimal(string: "\(number.negative ? "-" : "")\(number.digits)e\(number.exponent)")
    }

    /// `value.description`: `"12.3"`, `"-0.001"`, `"1000000"`.
    public static func wireText(of value: Decimal) -> String {
        value.description
    }

    /// A JSON number as its sign, its significant digits (without leading and trailing zeros;
    /// empty for zero) and the exponent of their last digit (the written exponent clamped to ±10¹⁵,
    /// beyond any mantissa that could bring it back into range).
    private static func normalized(_ text: String) -> (negative: Bool, digits: Substring, exponent: Int) {
        let mantissaEnd = text.firstIndex(where: { $0 == "e" || $0 == "E" }) ?? text.endIndex
        var exponent = 0
        if mantissaEnd != text.endIndex {
            let written = text[text.index(after: mantissaEnd)...]
            for digit in written.utf8 where digit &- UInt8(ascii: "0") < 10 {
                exponent = min(exponent * 10 + Int(digit &- UInt8(ascii: "0")), 1_000_000_000_000_000)
            }
            if written.hasPrefix("-") { exponent = -exponent }
        }
        let mantissa = text[..<mantissaEnd].drop(while: { $0 == "-" })
        var digits = Substring(mantissa.filter { $0 != "." })
        if let point = mantissa.firstIndex(of: ".") {
            exponent -= mantissa.distance(from: point, to: mantissa.endIndex) - 1
        }
        digits = digits.drop(while: { $0 == "0" })
        while digits.last == "0" {
            digits = digits.dropLast()
            exponent += 1
        }
        return (text.hasPrefix("-"), digits, exponent)
    }
}
