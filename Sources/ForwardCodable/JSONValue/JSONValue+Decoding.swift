import Foundation

extension JSONValue: Decodable {
    /// Reads any JSON value from any decoder.
    ///
    /// The probes run in an order that keeps the common cases cheap: `null`, strings and numbers
    /// are found without a failed attempt. Numbers go through ``JSONValue/init(number:from:)``,
    /// which never rounds silently.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a number that cannot be kept exactly (for
    ///   example `1e400`), and `DecodingError.typeMismatch` for a value that has no JSON form (a
    ///   property-list date or data).
    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
            return
        }
        if let string = try? single.decode(String.self) {
            self = .string(string)
            return
        }
        if let number = try JSONValue(number: single, from: decoder) {
            self = number
            return
        }
        if let bool = try? single.decode(Bool.self) {
            self = .bool(bool)
            return
        }
        if let container = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var members: [String: JSONValue] = [:]
            for key in container.allKeys {
                members[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
            }
            self = .object(members)
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            if let count = container.count { elements.reserveCapacity(count) }
            while !container.isAtEnd {
                elements.append(try container.decode(JSONValue.self))
            }
            self = .array(elements)
            return
        }
        throw DecodingError.typeMismatch(
            JSONValue.self,
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Found a value with no JSON form (a date or data value?); "
                    + "JSONValue holds only null, Booleans, numbers, strings, arrays and objects."
            )
        )
    }
}

extension JSONValue {
    /// Reads a number without rounding, or returns `nil` when the value is not a number.
    ///
    /// 1. `Double` tells whether the value is a number at all. A number `Double` cannot hold
    ///    (`1e400`, `1e-400`) is refused loudly instead of becoming infinity or zero.
    /// 2. Where the decoder reads numbers from text (`JSONDecoder`), `Decimal` recovers up to 38
    ///    significant digits, which proves whether the `Double` or an `Int64` is exact. A number
    ///    that such a decoder cannot read as a `Decimal` (an exponent beyond -128...127, as in
    ///    `1e200`) is refused loudly: nothing can prove its `Double` exact. A decoder that stores
    ///    binary numbers (property lists) answers `typeMismatch`, and its numbers are exact as read.
    /// 3. Integral values in range become ``int(_:)``; exact non-integers ``double(_:)``;
    ///    everything else ``exactNumber(_:)``. `-0.0` stays a `Double` so its sign survives.
    init?(number single: any SingleValueDecodingContainer, from decoder: any Decoder) throws {
        let double: Double
        do {
            double = try single.decode(Double.self)
        } catch DecodingError.typeMismatch {
            return nil
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Found a number that cannot be kept exactly (out of the range "
                        + "of Double); ForwardCodable refuses it instead of rounding it.",
                    underlyingError: error
                )
            )
        }
        if double == 0, double.sign == .minus {
            self = .double(double)
            return
        }
        let decimal: Decimal
        do {
            decimal = try single.decode(Decimal.self)
        } catch DecodingError.typeMismatch {
            // A decoder without number text (property lists) stores binary numbers: exact as read.
            self = Self.binaryNumber(double, single)
            return
        } catch {
            // The decoder reads number text but not into a Decimal (JSONDecoder, for exponents
            // beyond -128...127): nothing can prove the Double exact, so refuse rather than guess.
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Found a number (about \(double)) that cannot be proven exact: it is beyond the "
                        + "range of Decimal, through which ForwardCodable checks numbers it keeps. ForwardCodable "
                        + "refuses it instead of risking rounding it.",
                    underlyingError: error
                )
            )
        }
        if let integer = Self.exactInteger(decimal, near: double, single) {
            self = integer
        } else if decimal.isIntegral {
            self = .exactNumber(decimal.description)
        } else if Decimal(string: double.description) == decimal {
            self = .double(double)
        } else {
            self = .exactNumber(decimal.description)
        }
    }

    private static func binaryNumber(_ double: Double, _ single: any SingleValueDecodingContainer) -> JSONValue {
        if double.rounded(.towardZero) == double, let integer = try? single.decode(Int64.self) {
            return .int(integer)
        }
        if double.rounded(.towardZero) == double, let integer = try? single.decode(UInt64.self) {
            return .exactNumber(String(integer))
        }
        return .double(double)
    }

    /// The number as ``int(_:)`` or as an exact `UInt64`, when `decimal` is such an integer.
    private static func exactInteger(
        _ decimal: Decimal,
        near double: Double,
        _ single: any SingleValueDecodingContainer
    ) -> JSONValue? {
        guard decimal.isIntegral else { return nil }
        if double.magnitude < 9_007_199_254_740_992 {
            let integer = Int64(double)
            return Decimal(integer) == decimal ? .int(integer) : nil
        }
        if let integer = try? single.decode(Int64.self), Decimal(integer) == decimal {
            return .int(integer)
        }
        if let integer = try? single.decode(UInt64.self), Decimal(integer) == decimal {
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
