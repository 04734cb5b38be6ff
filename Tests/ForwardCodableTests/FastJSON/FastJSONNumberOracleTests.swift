import ForwardCodable
import Foundation
import Testing

/// Every text of up to six characters over a small alphabet, read as a number by both paths:
/// the same verdict and the same value for every numeric type and for `JSONValue`.
@Suite("Fast path: exhaustive small numbers")
struct FastJSONNumberOracleTests {
    static let alphabet: [String] = ["0", "1", "9", "-", ".", "e", "+"]

    static func texts(upTo length: Int) -> [String] {
        var all: [String] = []
        var current = [""]
        for _ in 1...length {
            current = current.flatMap { prefix in alphabet.map { prefix + $0 } }
            all += current
        }
        return all
    }

    @Test("JSONValue and Double over every text up to 6 characters")
    func jsonValueAndDouble() {
        let paths = FastJSONPaths()
        var numbers = 0
        for text in Self.texts(upTo: 6) {
            let expected = paths.foundation(JSONValue.self, Array(text.utf8))
            let actual = paths.fast(JSONValue.self, Array(text.utf8))
            switch (expected, actual) {
            case (.success(let a), .success(let b)):
                numbers += 1
                #expect(a == b, "\(text): JSONDecoder \(a), fast \(b)")
            case (.failure, .failure):
                break
            case (.failure, .success(let value)):
                // Only numbers beyond Double's range, kept as written.
                #expect(value == .exactNumber(text) && hasOutOfRangeNumber(text), "\(text): fast gives \(value)")
            case (.success(let value), .failure(let error)):
                Issue.record("\(text): JSONDecoder gives \(value), fast fails (\(error))")
            }
            paths.expectAgreement(Double.self, text, fastMayAccept: isZeroWithExponent)
        }
        #expect(numbers > 1000)
    }

    @Test("integers, Float and Decimal over every text up to 5 characters")
    func otherTypes() {
        let paths = FastJSONPaths()
        for text in Self.texts(upTo: 5) {
            paths.expectAgreement(Int.self, text)
            paths.expectAgreement(Int32.self, text)
            paths.expectAgreement(UInt64.self, text)
            paths.expectAgreement(Float.self, text, fastMayAccept: isZeroWithExponent)
            paths.expectAgreement(Decimal.self, text)
        }
    }

    @Test("integers near the limits, with fractions and exponents")
    func integerEdges() {
        let paths = FastJSONPaths()
        var texts: [String] = []
        for base in [
            "9223372036854775807", "9223372036854775808", "18446744073709551615", "9007199254740993", "4294967296",
        ] {
            texts += [
                base, "-" + base, base + ".0", base + ".5", base + "e0", base + "0e-1", base + ".00000000000000000001",
            ]
        }
        texts += ["9.223372036854775807e18", "-9.223372036854775808e18", "1.8446744073709551615e19", "1e19", "1e20"]
        texts += [
            "9007199254740993.5", "4611686018427387904.5", "12345678901234567890e-2", "2147483647.0", "2.147483648e9",
        ]
        for text in texts {
            paths.expectAgreement(Int.self, text)
            paths.expectAgreement(Int32.self, text)
            paths.expectAgreement(Int64.self, text)
            paths.expectAgreement(UInt64.self, text)
            paths.expectAgreement(UInt8.self, text)
        }
    }
}
