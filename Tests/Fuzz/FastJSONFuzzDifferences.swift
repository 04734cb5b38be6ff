// The predicates of the fast-path fuzz target for the documented number differences
// (FastPath.md, "Differences from JSONDecoder"): a document where one of them holds may decode
// differently on the two paths; any other difference is a bug.

import ForwardCodable
import Foundation

/// The numbers of a valid JSON document that `JSONDecoder` loses and the fast path keeps.
enum FuzzNumbers {
    /// Whether `data`, valid JSON, holds a number that `JSONDecoder` rounds, refuses or reads
    /// differently from the fast path:
    /// - more significant digits than `JSONDecoder` keeps (`JSONNumberPrecision.check` throws);
    /// - a zero with an exponent (`0e1`, `-0.0E5`): `JSONDecoder` fails on it as a `Double`;
    /// - a number beyond `Double`'s range (`1e400`, `1e-400`): `JSONDecoder` fails on it;
    /// - a number beyond `Decimal`'s exponents whose text is more precise than its `Double`.
    static func foundationLosesANumber(in data: Data) -> Bool {
        if (try? JSONNumberPrecision.check(data)) == nil { return true }
        return tokens(in: data).contains(where: isLost)
    }

    /// Whether `JSONDecoder` loses the number `token` (valid JSON number text).
    static func isLost(_ token: String) -> Bool {
        let mantissa = token.prefix { $0 != "e" && $0 != "E" }
        let digits = significantDigits(of: mantissa)
        if digits.isEmpty { return mantissa.count < token.count }
        guard let double = Double(token), double.isFinite, double != 0 else { return true }
        return Decimal(string: token) == nil && digits != significantDigits(of: "\(double)".prefix { $0 != "e" })
    }

    /// The digits from the first to the last nonzero one, without the point.
    static func significantDigits(of mantissa: Substring) -> Substring {
        let digits = String(mantissa.filter { $0 >= "0" && $0 <= "9" })
        let trimmed = digits.drop { $0 == "0" }
        return trimmed[..<(trimmed.lastIndex { $0 != "0" }.map(trimmed.index(after:)) ?? trimmed.startIndex)]
    }

    /// The number tokens of a valid JSON document: the runs of number characters outside strings.
    static func tokens(in data: Data) -> [String] {
        var tokens: [String] = []
        var current: [UInt8] = []
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            let starts = byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            let continues = byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
            if starts || (continues && !current.isEmpty) {
                current.append(byte)
                continue
            }
            if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
            current = []
            inString = byte == UInt8(ascii: "\"")
        }
        if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
        return tokens
    }
}
