import Foundation

extension JSONValue: Decodable {
    /// Reads any JSON value from any decoder.
    ///
    /// The probes run in an order that keeps the common cases cheap: `null`, strings and numbers
    /// are found without a failed attempt, then Booleans, objects and arrays. Numbers go through
    /// `init(number:from:)`, which never rounds silently.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a number that cannot be kept exactly (for
    ///   example `1e400`), and `DecodingError.typeMismatch` for a value that has no JSON form (a
    ///   property-list date or data).
    public init(from decoder: any Decoder) throws {
        self = try Self.decode(from: decoder, trying: nil).value
    }
}

extension JSONValue {
    /// The kinds of non-null value, in the order ``init(from:)`` tries them.
    enum Kind: UInt8, CaseIterable, Sendable {
        case string, number, bool, object, array
    }

    /// Reads a value, trying the kind `first` before the others, and tells which kind it was
    /// (`nil` for `null`).
    ///
    /// Each failed attempt costs the decoder an error with its full coding path, so a caller that
    /// knows the likely kind saves those. A string still wins over a number that the decoder
    /// reads from text (as `JSONDecoder` reads `"NaN"` with a non-conforming-float strategy):
    /// a number counts only when `Decimal` reads it too, or when the value is no string.
    static func decode(from decoder: any Decoder, trying first: Kind?) throws -> (value: JSONValue, kind: Kind?) {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            return (.null, nil)
        }
        var stringTried = false
        var tried: UInt8 = 0  // one bit per kind: no allocation per value
        func wasTried(_ kind: Kind) -> Bool { tried & (1 << kind.rawValue) != 0 }
        var next = first
        while let kind = next ?? Kind.allCases.first(where: { !wasTried($0) }) {
            tried |= 1 << kind.rawValue
            var found: Kind?
            if let value = try probe(kind, single, decoder, stringTried: &stringTried, found: &found) {
                return (value, value.kind)
            }
            // A failed probe's error usually says what the decoder found: try that next.
            next = found.flatMap { wasTried($0) ? nil : $0 }
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

    /// The result of `body`, or `nil` when it throws; for a type mismatch, `found` is set to the
    /// kind the error reports.
    private static func attempt<T>(_ body: () throws -> T, found: inout Kind?) -> T? {
        do {
            return try body()
        } catch DecodingError.typeMismatch(_, let context) {
            found = Kind(reportedIn: context)
            return nil
        } catch {
            return nil
        }
    }

    /// The kind of this value; `nil` for `null`.
    var kind: Kind? {
        switch self {
        case .null: nil
        case .string: .string
        case .int, .double, .exactNumber: .number
        case .bool: .bool
        case .object: .object
        case .array: .array
        }
    }

    /// The value as `kind` (or, for a number that is also a string, as the string), or `nil`
    /// when it is not of that kind, with the kind the decoder reported finding instead in `found`.
    private static func probe(
        _ kind: Kind,
        _ single: any SingleValueDecodingContainer,
        _ decoder: any Decoder,
        stringTried: inout Bool,
        found: inout Kind?
    ) throws -> JSONValue? {
        switch kind {
        case .string:
            stringTried = true
            return attempt({ try single.decode(String.self) }, found: &found).map(JSONValue.string)
        case .number:
            guard let (number, fromText) = try number(single, from: decoder, found: &found) else { return nil }
            if !fromText, !stringTried {
                stringTried = true
                if let string = try? single.decode(String.self) { return .string(string) }
            }
            return number
        case .bool:
            return attempt({ try single.decode(Bool.self) }, found: &found).map(JSONValue.bool)
        case .object:
            guard let container = attempt({ try decoder.container(keyedBy: AnyCodingKey.self) }, found: &found) else {
                return nil
            }
            let keys = container.allKeys
            var members: [String: JSONValue] = [:]
            members.reserveCapacity(keys.count)
            for key in keys {
                members[key.stringValue] = try container.decodeJSONValue(forKey: key, named: key.stringValue)
            }
            return .object(members)
        case .array:
            guard var container = attempt({ try decoder.unkeyedContainer() }, found: &found) else { return nil }
            var elements: [JSONValue] = []
            if let count = container.count { elements.reserveCapacity(count) }
            // Elements of an array tend to be of one kind: each tries its predecessor's kind
            // first, and the first tries an array (nested arrays are where wrong guesses cost
            // most, each one an error with a longer coding path).
            var expected: Kind? = .array
            while !container.isAtEnd {
                let (element, kind) = try container.decodeJSONValue(trying: expected)
                elements.append(element)
                expected = kind ?? expected
            }
            return .array(elements)
        }
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
    private static func number(
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
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Found a number that cannot be kept exactly (out of the range "
                        + "of Double); ForwardCodable refuses it instead of rounding it.",
                    underlyingError: error
                )
            )
        }
        let decimal: Decimal
        do {
            decimal = try single.decode(Decimal.self)
        } catch DecodingError.typeMismatch {
            // A decoder without number text (property lists) stores binary numbers: exact as read.
            return (double == 0 && double.sign == .minus ? .double(double) : binaryNumber(double, single), false)
        } catch {
            // The decoder reads number text but not into a Decimal (JSONDecoder, for exponents
            // beyond -128...127, as in 1e200 or 5e-324): keep the Double it read. Refusing would make
            // the whole value, and a list around it, unreadable for a number that is almost always
            // exactly its Double; JSONNumberPrecision.check refuses the rare one that is not.
            return (double == 0 && double.sign == .minus ? .double(double) : binaryNumber(double, single), false)
        }
        if double == 0, double.sign == .minus {
            return (.double(double), true)
        }
        if double.rounded(.towardZero) != double {
            // The Double nearest to an integer is an integer, so this number has a fraction: no
            // integer checks needed.
            return (fraction(decimal, near: double), true)
        }
        if let integer = exactInteger(decimal, near: double, single) {
            return (integer, true)
        }
        return (decimal.isIntegral ? .exactNumber(decimal.description) : fraction(decimal, near: double), true)
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

extension JSONValue.Kind {
    /// The kind a type-mismatch error says the decoder found, when its message says so.
    ///
    /// `JSONDecoder` writes "Expected to decode String but found a dictionary instead.", and
    /// `PropertyListDecoder` names "an integer", "a real number" or "a boolean". This is only a
    /// hint about what to try next: a message in any other form gives `nil`, and every kind is
    /// still tried in the default order. It turns up to four failed attempts per value into one,
    /// which matters most deep in a document, where each failed attempt costs the decoder an
    /// error with the whole coding path.
    init?(reportedIn context: DecodingError.Context) {
        let message = context.debugDescription
        guard let range = message.range(of: " but found ") else { return nil }
        let found = message[range.upperBound...].prefix(24)
        if found.hasPrefix("a dictionary") {
            self = .object
        } else if found.hasPrefix("an array") {
            self = .array
        } else if found.hasPrefix("a string") {
            self = .string
        } else if found.hasPrefix("bool") || found.hasPrefix("a boolean") {
            self = .bool
        } else if found.hasPrefix("number") || found.hasPrefix("a number") || found.hasPrefix("an integer")
            || found.hasPrefix("a real number")
        {
            self = .number
        } else {
            return nil
        }
    }
}
