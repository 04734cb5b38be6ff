import Foundation

extension JSONValue {
    /// Reads a number without rounding, or returns `nil` when the value is not a number.
    ///
    /// 1. `Double` tells whether the value is a number at all. A number `Double` cannot hold
    ///    (`1e400`, `1e-400`) is refused loudly instead of becoming infinity or zero, and so is
    ///    malformed number text, with what the decoder found and where. A zero that
    ///    `JSONDecoder` refuses as a `Double` (it reads `0e1`, `0E5` and `-0.0e9` as underflow)
    ///    is read from its text: `.int(0)`, or `.double(-0.0)` with a minus sign.
    /// 2. Where the decoder reads numbers from text (`JSONDecoder`), `Decimal` recovers up to 38
    ///    significant digits, which proves whether the `Double` or an `Int64` is exact. A number
    ///    that such a decoder cannot read as a `Decimal` (an exponent beyond -128...127, as in
    ///    `1e200`) is kept as its `Double`; ``JSONNumberPrecision/check(_:)`` refuses the rare
    ///    one whose text is more precise than that. A decoder that stores binary numbers
    ///    (property lists) answers `typeMismatch`, and its numbers are exact as read.
    /// 3. Integral values in range become ``int(_:)``; exact non-integers ``double(_:)``;
    ///    everything else ``exactNumber(_:)``. `-0.0` stays a `Double` so its sign survives.
    init?(number single: any SingleValueDecodingContainer, from decoder: any Decoder) throws {
        var found: Kind?
        guard let (number, _) = try Self.number(single, from: decoder, found: &found) else { return nil }
        self = number
    }

    /// `init(number:from:)`, and whether `Decimal` read the number from text.
    static func number(
        _ single: any SingleValueDecodingContainer,
        from decoder: any Decoder,
        found: inout Kind?
    ) throws -> (JSONValue, fromText: Bool)? {
        let double: Double
        do {
            double = try single.decode(Double.self)
        } catch DecodingError.typeMismatch(_, let context) {
            found = Kind(reportedIn: context)
            return nil
        } catch {
            let details = DecoderErrorDetails(error)
            if let zero = zero(parsed: details.parsed) {
                return (zero, true)
            }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: unreadableNumberMessage(details, error),
                    underlyingError: error
                )
            )
        }
        let decimal: Decimal?
        do {
            decimal = try single.decode(Decimal.self)
        } catch {
            // A decoder without number text (property lists) answers typeMismatch: its binary numbers
            // are exact as read. JSONDecoder reads number text but not into a Decimal for exponents
            // beyond -128...127 (1e200, 5e-324): the Double it read is kept. Refusing would make the
            // whole value, and a list around it, unreadable for a number that is almost always
            // exactly its Double; JSONNumberPrecision.check refuses the rare one that is not.
            decimal = nil
        }
        let value = classify(
            double: double, decimal: decimal,
            int64: { try? single.decode(Int64.self) }, uint64: { try? single.decode(UInt64.self) })
        return (value, decimal != nil)
    }

    /// The one classification of a number that both paths share (`JSONDecoder` through
    /// `init(from:)`, and the fast path's reader): ``int(_:)``, ``double(_:)`` or
    /// ``exactNumber(_:)``, from the number's nearest `Double`, its `Decimal` (`nil` when the
    /// reader cannot read it as one), and the reader's own verdicts for `Int64` and `UInt64`.
    static func classify(
        double: Double, decimal: Decimal?, int64: () -> Int64?, uint64: () -> UInt64?
    ) -> JSONValue {
        if double == 0, double.sign == .minus {
            return .double(double)
        }
        guard let decimal else {
            return binaryNumber(double, int64: int64, uint64: uint64)
        }
        if double.rounded(.towardZero) != double {
            // The Double nearest to an integer is an integer, so this number has a fraction: no
            // integer checks needed.
            return fraction(decimal, near: double)
        }
        if let integer = exactInteger(decimal, near: double, int64: int64, uint64: uint64) {
            return integer
        }
        return decimal.isIntegral ? .exactNumber(decimal.description) : fraction(decimal, near: double)
    }

    /// The zero written as `text`, when `text` is a JSON number whose digits before the exponent
    /// are all zero; `nil` otherwise (or without a text).
    ///
    /// `JSONDecoder` refuses some such zeros as a `Double`: it mistakes `0e1` for a number that
    /// underflows. The error carries the number's text, which is all this needs.
    static func zero(parsed text: String?) -> JSONValue? {
        guard let text, isNumberText(text) else { return nil }
        let mantissa = text.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
        guard mantissa.allSatisfy({ $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { return nil }
        return mantissa.first == UInt8(ascii: "-") ? .double(-0.0) : .int(0)
    }

    /// What the decoder found, for a number it could not read as a `Double`.
    private static func unreadableNumberMessage(_ details: DecoderErrorDetails, _ error: any Error) -> String {
        if let text = details.parsed, isNumberText(text) {
            let shown = text.count > 60 ? text.prefix(30) + "…" + text.suffix(20) : text[...]
            return "Found the number \(shown), which is out of the range of Double (its magnitude is "
                + "above 1.7976931348623157e308, or below 5e-324 and not zero); ForwardCodable refuses "
                + "it instead of rounding it to infinity or zero."
        }
        if let summary = details.summary {
            return "Found a number that is not valid JSON: \(summary)."
        }
        return "Found a number that the decoder cannot read: \(String(describing: error))."
    }

    /// ``double(_:)`` when the shortest text of `double` is the number `decimal`; otherwise the
    /// exact text.
    private static func fraction(_ decimal: Decimal, near double: Double) -> JSONValue {
        if let short = shortDecimal(double, exponent: decimal.exponent), short == decimal {
            return .double(double)
        }
        if Decimal(string: double.description) == decimal {
            return .double(double)
        }
        return .exactNumber(decimal.description)
    }

    /// Powers of ten that `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    /// `double` as an integer of at most 15 digits times `10^exponent`, when that product rounds
    /// to `double` exactly; `nil` otherwise.
    ///
    /// Such a number is the shortest text of `double`: two different numbers of at most 15
    /// significant digits never round to the same `Double`. The check is exact: the integer and
    /// the power of ten are both exact `Double`s, and one division rounds correctly.
    private static func shortDecimal(_ double: Double, exponent: Int) -> Decimal? {
        guard exponent < 0, exponent >= -22 else { return nil }
        let scale = exactPowersOfTen[-exponent]
        let integer = (double.magnitude * scale).rounded()
        guard integer >= 1, integer < 1e15, integer / scale == double.magnitude else { return nil }
        return Decimal(sign: double.sign, exponent: exponent, significand: Decimal(UInt64(integer)))
    }

    private static func binaryNumber(_ double: Double, int64: () -> Int64?, uint64: () -> UInt64?) -> JSONValue {
        if double.rounded(.towardZero) == double, let integer = int64() {
            return .int(integer)
        }
        if double.rounded(.towardZero) == double, let integer = uint64() {
            return .exactNumber(String(integer))
        }
        return .double(double)
    }

    /// The number as ``int(_:)`` or as an exact `UInt64`, when `decimal` is such an integer.
    private static func exactInteger(
        _ decimal: Decimal,
        near double: Double,
        int64: () -> Int64?,
        uint64: () -> UInt64?
    ) -> JSONValue? {
        guard decimal.isIntegral else { return nil }
        if double.magnitude < 9_007_199_254_740_992 {
            let integer = Int64(double)
            return Decimal(integer) == decimal ? .int(integer) : nil
        }
        if let integer = int64(), Decimal(integer) == decimal {
            return .int(integer)
        }
        if let integer = uint64(), Decimal(integer) == decimal {
            return .exactNumber(String(integer))
        }
        return nil
    }
}

extension Decimal {
    /// Whether the value has no fractional part.
    var isIntegral: Bool {
        if isZero { return true }
        if exponent >= 0 { return true }
        var value = self
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        return rounded == self
    }
}
