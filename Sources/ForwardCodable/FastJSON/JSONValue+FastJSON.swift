import Foundation

extension JSONValue: FastJSONDecodable {
    /// Reads any JSON value, as ``init(from:)`` reads it from `JSONDecoder`: the same cases, the
    /// same numbers (see ``JSONReader/readJSONValue()`` for the numbers only this path keeps).
    public init(fastJSON reader: inout JSONReader) throws {
        self = try reader.readJSONValue()
    }
}

extension JSONReader {
    /// Reads any JSON value as a ``JSONValue``.
    ///
    /// Numbers classify exactly as through `JSONDecoder` (one shared function), except where
    /// `JSONDecoder` loses them: a number with more significant digits than it keeps (38, or 39
    /// below 2^128), one beyond `Double`'s range (`1e400`, `1e-400`), and one beyond `Decimal`'s
    /// exponents whose text is more precise than its `Double` are kept as ``JSONValue/exactNumber(_:)``
    /// with their text as written. Arrays and objects nest at most ``JSONValue/maximumDepth``
    /// levels from the document's root; in an object, the first occurrence of a key wins.
    public mutating func readJSONValue() throws -> JSONValue {
        guard let byte = peek() else { throw syntaxError(expecting: "a value") }
        switch byte {
        case UInt8(ascii: "\""):
            return .string(try readString())
        case UInt8(ascii: "{"):
            try checkJSONValueDepth(kind: "an object")
            try open()
            var members: [String: JSONValue] = [:]
            while let key = try nextKey() {
                let name = try string(key)
                if members[name] != nil {
                    try skipValue()
                    continue
                }
                do {
                    members[name] = try readJSONValue()
                } catch {
                    throw ForwardJSONError(wrapping: error).prepending(.key(name))
                }
            }
            return .object(members)
        case UInt8(ascii: "["):
            try checkJSONValueDepth(kind: "an array")
            try open()
            var elements: [JSONValue] = []
            while try nextElement() {
                do {
                    elements.append(try readJSONValue())
                } catch {
                    throw ForwardJSONError(wrapping: error).prepending(.index(elements.count))
                }
            }
            return .array(elements)
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            return .bool(try readBool())
        case UInt8(ascii: "n"):
            guard matchLiteral("null") else { throw syntaxError(expecting: "a value") }
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return readJSONNumber(try scanNumber(decoding: JSONValue.self))
        default:
            throw syntaxError(expecting: "a value")
        }
    }

    /// Throws when an array or object opened here would nest deeper than ``JSONValue/maximumDepth``.
    func checkJSONValueDepth(kind: String) throws {
        let level = depth + 1
        guard level > JSONValue.maximumDepth else { return }
        throw error(
            .dataCorrupted,
            "Found \(kind) nested \(level) levels deep; ForwardCodable reads and writes at most "
                + "\(JSONValue.maximumDepth) (the most JSONEncoder writes), so that every document it reads can be "
                + "written back")
    }

    /// The ``JSONValue`` of a scanned number.
    func readJSONNumber(_ token: JSONNumberToken) -> JSONValue {
        if token.isPlainInteger, !(token.isNegative && token.significand == 0),
            let integer = Self.integer(Int64.self, token)
        {
            return .int(integer)
        }
        let double = nearestDouble(token)
        if token.hasFraction, !token.hasExponent, !token.significandOverflows,
            token.significand < 1_000_000_000_000_000, double.isNormal
        {
            // At most 15 significant digits: the Double's shortest text is the number itself.
            return double.rounded(.towardZero) == double ? .int(Int64(double)) : .double(double)
        }
        return classifyNumber(token, double)
    }

    /// The general case of ``readJSONNumber(_:)``: the shared classification with the verdicts
    /// `JSONDecoder` would give for `Double`, `Decimal`, `Int64` and `UInt64`.
    private func classifyNumber(_ token: JSONNumberToken, _ double: Double) -> JSONValue {
        let text = text(of: token)
        if token.significandOverflows, JSONNumberPrecision.isRounded(significantDigits: significantDigits(token)) {
            return .exactNumber(text)
        }
        guard double.isFinite, double != 0 || foundationIsTrueZero(token) else {
            if isZero(token) { return token.isNegative ? .double(-0.0) : .int(0) }
            return .exactNumber(text)
        }
        let decimal = Decimal(string: text)
        if decimal == nil, double != 0, significantDigits(token) != Self.significantDigits(of: double) {
            return .exactNumber(text)
        }
        return JSONValue.classify(
            double: double, decimal: decimal,
            int64: { Self.integer(Int64.self, token) ?? foundationInteger(Int64.self, token) },
            uint64: { Self.integer(UInt64.self, token) ?? foundationInteger(UInt64.self, token) })
    }

    /// The digits of the number's text from its first to its last nonzero digit, before any
    /// exponent, without the point.
    private func significantDigits(_ token: JSONNumberToken) -> [UInt8] {
        var digits: [UInt8] = []
        for offset in token.start..<token.end {
            let byte = bytes[offset]
            if byte | 0x20 == UInt8(ascii: "e") { break }
            guard byte >= 0x30, byte <= 0x39, !(digits.isEmpty && byte == 0x30) else { continue }
            digits.append(byte)
        }
        while digits.last == 0x30 { digits.removeLast() }
        return digits
    }

    /// The significant digits of the shortest text of `double`.
    private static func significantDigits(of double: Double) -> [UInt8] {
        var digits: [UInt8] = []
        for byte in double.description.utf8 {
            if byte | 0x20 == UInt8(ascii: "e") { break }
            guard byte >= 0x30, byte <= 0x39, !(digits.isEmpty && byte == 0x30) else { continue }
            digits.append(byte)
        }
        while digits.last == 0x30 { digits.removeLast() }
        return digits
    }
}
