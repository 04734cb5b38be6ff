import Foundation

/// Finds the numbers in a JSON document that `JSONDecoder` would deliver rounded.
///
/// `JSONDecoder` hands a number to a `Decodable` as a `Double` or a `Decimal`. A `Decimal` holds
/// 38 significant digits (39 when they stay below 2¹²⁸); `JSONDecoder` drops the digits after
/// those before any `Decodable` sees the number, so
/// `1000000000000000000000000000000000000000001` arrives as `1e42`. Through the `Decoder`
/// protocol, ``JSONValue`` can neither keep nor notice the lost digits.
///
/// Checking the document's text first closes that gap: ``check(_:)`` throws for the first
/// number with more digits than `JSONDecoder` keeps, and
/// `JSONDecoder.decodeRefusingRoundedNumbers(_:from:)` checks, then decodes.
///
/// ```swift
/// let hosts = try JSONDecoder().decodeRefusingRoundedNumbers([Resilient<Host>].self, from: data)
/// ```
///
/// The check reads standard JSON and also skips the comments and single-quoted strings of JSON5.
/// It does not judge the document otherwise: malformed text is left for the decoder to report.
/// See <doc:Numbers>.
public enum JSONNumberPrecision {
    /// The significant digits every number may have: `JSONDecoder` keeps them all.
    public static let guaranteedSignificantDigits = 38

    /// The largest 39-digit significand `JSONDecoder` keeps: 2¹²⁸ − 1.
    static let largestKeptThirtyNineDigits = Array("340282366920938463463374607431768211455".utf8)

    /// Throws for the first number in `data` that `JSONDecoder` would deliver rounded.
    ///
    /// - Throws: `DecodingError.dataCorrupted`, with the coding path of the number in the
    ///   document (its keys as written, before any key decoding strategy) and its text.
    public static func check(_ data: Data) throws {
        let found = data.withUnsafeBytes { bytes in
            var scanner = JSONNumberScanner(bytes: bytes)
            return scanner.firstRoundedNumber()
        }
        guard let found else { return }
        let shown = found.text.count > 80 ? found.text.prefix(40) + "…" + found.text.suffix(20) : found.text[...]
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: found.codingPath,
                debugDescription: "Found the number \(shown) with \(found.significantDigits) significant digits; "
                    + "JSONDecoder keeps \(guaranteedSignificantDigits) (39 below 2^128) and would deliver it rounded, "
                    + "so ForwardCodable refuses it."
            )
        )
    }

    /// Whether `digits`, the significant digits of a number (first and last nonzero), are more
    /// than `JSONDecoder` keeps.
    static func isRounded(significantDigits digits: some Collection<UInt8>) -> Bool {
        switch digits.count {
        case ...guaranteedSignificantDigits: false
        case largestKeptThirtyNineDigits.count: largestKeptThirtyNineDigits.lexicographicallyPrecedes(digits)
        default: true
        }
    }
}

extension JSONDecoder {
    /// Decodes a value like `decode(_:from:)`, after checking that every number in `data`
    /// arrives exactly.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a number with more significant digits than
    ///   `JSONDecoder` keeps (see ``JSONNumberPrecision``), and whatever `decode(_:from:)` throws.
    public func decodeRefusingRoundedNumbers<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONNumberPrecision.check(data)
        return try decode(type, from: data)
    }
}
