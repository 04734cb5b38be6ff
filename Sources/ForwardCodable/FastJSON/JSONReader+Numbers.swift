import Foundation

/// A number as scanned: where its text is, and its digits when they fit a `UInt64`.
struct JSONNumberToken {
    /// The offset of its first byte (`-` or a digit).
    var start: Int
    /// The offset after its last byte.
    var end: Int
    var isNegative = false
    var hasFraction = false
    var hasExponent = false
    /// The digits of the integer and fraction parts as one integer (leading zeros dropped).
    var significand: UInt64 = 0
    /// Whether `significand` overflowed: then it is meaningless.
    var significandOverflows = false
    /// The number of digits after the point.
    var fractionDigits = 0
    /// The exponent as written (0 without one), clamped to ±1_000_000.
    var exponent = 0

    /// Whether the text is an integer without fraction or exponent whose digits fit a `UInt64`.
    var isPlainInteger: Bool { !hasFraction && !hasExponent && !significandOverflows }
}

extension JSONReader {
    /// Scans the number at the reader (after whitespace) and moves past it; anything else is
    /// the mismatch of reading `type`.
    mutating func scanNumber(decoding type: Any.Type) throws -> JSONNumberToken {
        guard let first = peek(), first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39) else {
            throw mismatch(decoding: type)
        }
        var token = JSONNumberToken(start: index, end: index)
        if first == UInt8(ascii: "-") {
            token.isNegative = true
            index += 1
        }
        guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else {
            throw error(.syntax, "Invalid JSON: a number needs a digit after '-'")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                throw error(.syntax, "Invalid JSON: a number cannot have a leading zero", at: index - 1)
            }
        } else {
            accumulateDigits(&token, fraction: false)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            token.hasFraction = true
            let digitsStart = index
            accumulateDigits(&token, fraction: true)
            guard index > digitsStart else { throw error(.syntax, "Invalid JSON: a number needs a digit after '.'") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            token.hasExponent = true
            var negative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                negative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let digitsStart = index
            var exponent = 0
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(bytes[index] &- 0x30) }
                index += 1
            }
            guard index > digitsStart else {
                throw error(.syntax, "Invalid JSON: a number needs a digit in its exponent")
            }
            token.exponent = negative ? -exponent : exponent
        }
        token.end = index
        return token
    }

    @inline(__always)
    private mutating func accumulateDigits(_ token: inout JSONNumberToken, fraction: Bool) {
        while index < bytes.count {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { return }
            if fraction { token.fractionDigits += 1 }
            if !token.significandOverflows, token.significand != 0 || digit != 0 {
                let (times10, overflow1) = token.significand.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
                token.significand = sum
                token.significandOverflows = overflow1 || overflow2
            }
            index += 1
        }
    }

    /// The number's text.
    func text(of token: JSONNumberToken) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    /// Whether every digit before the exponent is zero.
    func isZero(_ token: JSONNumberToken) -> Bool {
        var offset = token.start
        while offset < token.end {
            switch bytes[offset] {
            case UInt8(ascii: "1")...UInt8(ascii: "9"): return false
            case UInt8(ascii: "e"), UInt8(ascii: "E"): return true
            default: offset += 1
            }
        }
        return true
    }

    /// `JSONDecoder`'s test for a number that parsed as zero, exactly as it runs: four bytes at a
    /// time from the front, then the last up to three bytes from the back. It misjudges short
    /// zeros with an exponent (`0e1`), which `JSONDecoder` therefore refuses as a `Double`.
    func foundationIsTrueZero(_ token: JSONNumberToken) -> Bool {
        func check(_ offset: Int) -> Bool? {
            switch bytes[offset] {
            case UInt8(ascii: "1")...UInt8(ascii: "9"): false
            case UInt8(ascii: "e"), UInt8(ascii: "E"): true
            default: nil
            }
        }
        var start = token.start
        while token.end - start >= 4 {
            for offset in start..<start + 4 { if let result = check(offset) { return result } }
            start += 4
        }
        for offset in (start..<token.end).reversed() { if let result = check(offset) { return result } }
        return true
    }

    /// Powers of ten that `Double` holds exactly.
    static let exactPowersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    /// The nearest `Double` to the number (correctly rounded, as `strtod`); infinite or zero
    /// when out of range.
    func nearestDouble(_ token: JSONNumberToken) -> Double {
        let scale = token.exponent - token.fractionDigits
        if !token.significandOverflows, token.significand <= 1 << 53, scale >= -22, scale <= 22 {
            // Both operands exact: one correctly rounded operation (Clinger's fast path).
            let significand = Double(token.significand)
            let magnitude =
                scale < 0
                ? significand / Self.exactPowersOfTen[-scale] : significand * Self.exactPowersOfTen[scale]
            return token.isNegative ? -magnitude : magnitude
        }
        return Double(text(of: token)) ?? .nan
    }

    /// Reads a number as `JSONDecoder` reads a `Double`, except that zeros written with an
    /// exponent (`0e1`) read as zero.
    mutating func readDouble() throws -> Double {
        let token = try scanNumber(decoding: Double.self)
        let value = nearestDouble(token)
        guard value.isFinite, value != 0 || isZero(token) else { throw outOfRange(token, "Double") }
        return value
    }

    /// Reads a number as `JSONDecoder` reads a `Float` (`strtof`), except that zeros written
    /// with an exponent read as zero.
    mutating func readFloat() throws -> Float {
        let token = try scanNumber(decoding: Float.self)
        let value = Float(text(of: token)) ?? .nan
        guard value.isFinite, value != 0 || isZero(token) else { throw outOfRange(token, "Float") }
        return value
    }

    /// Reads a number exactly as `JSONDecoder` reads a `Double` (for dates): zeros written with
    /// a short exponent fail, as they do there.
    mutating func readFoundationDouble() throws -> Double {
        let token = try scanNumber(decoding: Double.self)
        let value = nearestDouble(token)
        guard value.isFinite, value != 0 || foundationIsTrueZero(token) else { throw outOfRange(token, "Double") }
        return value
    }

    /// Reads a number as `JSONDecoder` reads an integer of type `T`.
    mutating func readInteger<T: FixedWidthInteger>(_: T.Type) throws -> T {
        let token = try scanNumber(decoding: T.self)
        if let value = Self.integer(T.self, token) ?? foundationInteger(T.self, token) { return value }
        throw error(
            .dataCorrupted, "The number \(text(of: token)) does not fit \(T.self) (JSONDecoder refuses it too)",
            at: token.start)
    }

    /// A plain integer that fits `T`, as `JSONDecoder`'s fast path reads it; `nil` otherwise.
    @inline(__always)
    static func integer<T: FixedWidthInteger>(_: T.Type, _ token: JSONNumberToken) -> T? {
        guard token.isPlainInteger else { return nil }
        let magnitude = token.significand
        guard token.isNegative else { return T(exactly: magnitude) }
        if magnitude == 0 { return 0 }
        guard T.isSigned, magnitude <= UInt64(T.max) + 1 else { return nil }
        return magnitude == UInt64(T.max) + 1 ? T.min : 0 - T(magnitude)
    }

    /// `JSONDecoder`'s slow path for integers, step by step: the nearest `Double` when it is an
    /// integer below 2^53 in magnitude, else the `Decimal` truncated to an integer.
    func foundationInteger<T: FixedWidthInteger>(_: T.Type, _ token: JSONNumberToken) -> T? {
        let double = nearestDouble(token)
        guard let value = T(exactly: double) else { return nil }
        if double.magnitude < 9_007_199_254_740_992 { return value }
        guard let decimal = Decimal(string: text(of: token)) else { return nil }
        return Self.truncatedInteger(T.self, decimal)
    }

    /// `JSONDecoder`'s conversion of a `Decimal` to an integer: the significand must fit a
    /// `UInt64`; a negative exponent truncates digit by digit.
    static func truncatedInteger<T: FixedWidthInteger>(_: T.Type, _ decimal: Decimal) -> T? {
        let isNegative = decimal.sign == .minus && !decimal.isZero
        if decimal.isNaN || (isNegative && !T.isSigned) { return nil }
        guard var digits = UInt64(decimal.significand.magnitude.description) else { return nil }
        if decimal.exponent < 0 {
            for _ in 0..<(-decimal.exponent) { digits /= 10 }
        } else {
            for _ in 0..<decimal.exponent {
                let (product, overflow) = digits.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                digits = product
            }
        }
        guard let value = T(exactly: digits) else { return nil }
        return isNegative ? 0 - value : value
    }

    /// The error for a number that `type` cannot hold.
    func outOfRange(_ token: JSONNumberToken, _ type: String) -> ForwardJSONError {
        error(
            .dataCorrupted,
            "The number \(text(of: token)) is out of the range of \(type) (its magnitude is too large, or too "
                + "small and not zero); it is refused instead of being rounded to infinity or zero",
            at: token.start)
    }
}
