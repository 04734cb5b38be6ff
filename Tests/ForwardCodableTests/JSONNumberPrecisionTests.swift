import ForwardCodable
import Foundation
import Testing

/// The limit of `JSONDecoder` itself (it keeps 38 significant digits, 39 below 2^128), pinned
/// against Foundation, and the opt-in check that refuses longer numbers loudly.
@Suite("JSON number precision")
struct JSONNumberPrecisionTests {
    static let largest39 = "340282366920938463463374607431768211455"

    // MARK: What JSONDecoder delivers

    @Test("JSONDecoder drops the digits after the 38th (39th below 2^128) before any Decodable sees them")
    func decoderLimit() throws {
        // Known limit, not ForwardCodable's choice: these arrive rounded and cannot be detected
        // through the Decoder protocol. If Foundation starts keeping them, update Numbers.md.
        #expect(
            try decode(JSONValue.self, "340282366920938463463374607431768211456")
                == .exactNumber("340282366920938463463374607431768211450"))
        #expect(
            try decode(JSONValue.self, "1" + String(repeating: "0", count: 41) + "1")
                == .exactNumber("1" + String(repeating: "0", count: 42)))
        // The check refuses both.
        #expect(throws: DecodingError.self) {
            try JSONNumberPrecision.check(Data("340282366920938463463374607431768211456".utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONNumberPrecision.check(Data(("1" + String(repeating: "0", count: 41) + "1").utf8))
        }
    }

    /// Integers and fractions around the limit: the check refuses exactly those that
    /// `JSONDecoder` would round.
    static let boundaryNumbers: [String] = {
        var numbers = [
            largest39, "340282366920938463463374607431768211456", "340282366920938463463374607431768211454",
            "4" + String(repeating: "0", count: 38), "4" + String(repeating: "0", count: 37) + "1",
            "99999999999999999999999999999999999999", "999999999999999999999999999999999999999",
            "1" + String(repeating: "0", count: 60), "0.1000000000000000055511151231257827021181583404541015625",
        ]
        for power in 36...45 { numbers.append("1" + String(repeating: "0", count: power - 1) + "1") }
        var generator = SplitMix64(seed: 0x5EED)
        for length in 36...42 {
            for _ in 0..<12 {
                var digits = (0..<length).map { _ in Character(String(generator.next() % 10)) }
                digits[0] = Character(String(1 + generator.next() % 9))
                digits[length - 1] = Character(String(1 + generator.next() % 9))
                numbers.append(String(digits))
                numbers.append("0." + String(digits))
            }
        }
        return numbers
    }()

    @Test("check refuses a number if and only if JSONDecoder rounds it", arguments: boundaryNumbers)
    func checkAgreesWithDecoder(_ text: String) throws {
        let data = Data("[\(text)]".utf8)
        let decoded = try JSONDecoder().decode([Decimal].self, from: data)[0]
        let rounded = decoded != Decimal(string: text) || decoded.description != Self.canonical(text)
        let refused = (try? JSONNumberPrecision.check(data)) == nil
        #expect(refused == rounded, "JSONDecoder read \(decoded)")
    }

    /// `text` as `Decimal.description` writes an exact value: no trailing fractional zeros.
    static func canonical(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var trimmed = text
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        return trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed
    }

    // MARK: The check

    @Test(
        "accepts numbers JSONDecoder keeps",
        arguments: [
            largest39, "-" + largest39, "1" + String(repeating: "0", count: 100),
            "1.5" + String(repeating: "0", count: 60),
            "0." + String(repeating: "0", count: 30) + "123", "12345678901234567890123456789012345678e-20", "1e400",
        ]
    )
    func accepts(_ text: String) throws {
        try JSONNumberPrecision.check(Data(text.utf8))
    }

    @Test("ignores digits in strings, keys and comments")
    func ignoresNonNumbers() throws {
        let long = String(repeating: "7", count: 50)
        let document = """
            {"\(long)": "\(long)", "escaped \\" \(long)": ['\(long)'], // \(long)
             /* \(long) */ "ok": 1}
            """
        try JSONNumberPrecision.check(Data(document.utf8))
    }

    @Test("names where the number is")
    func reportsPath() throws {
        let long = "-" + String(repeating: "9", count: 45) + ".5e3"
        let document = #"{"hosts": [{"port": 22}, {"meta": {"x\u00e9 y": [0, \#(long)]}}]}"#
        let error = try #require(throws: DecodingError.self) { try JSONNumberPrecision.check(Data(document.utf8)) }
        #expect(path(of: error) == "hosts[1].meta.xé y[1]")
        #expect(message(of: error).contains(long))
        #expect(message(of: error).contains("46 significant digits"))
    }

    @Test("decodeRefusingRoundedNumbers decodes what the check accepts, and throws for the rest")
    func decodeRefusing() throws {
        let decoder = JSONDecoder()
        let value = try decoder.decodeRefusingRoundedNumbers(
            JSONValue.self, from: Data(#"{"n": [1, 0.5, 18446744073709551616]}"#.utf8))
        #expect(value == ["n": [1, 0.5, .exactNumber("18446744073709551616")]])
        #expect(throws: DecodingError.self) {
            try decoder.decodeRefusingRoundedNumbers(
                JSONValue.self, from: Data(#"{"n": 1000000000000000000000000000000000000000001}"#.utf8))
        }
    }

    @Test("malformed text is left to the decoder")
    func malformed() throws {
        for text in ["", "{", "[1,", "\"unterminated", "/*", "}{", "-", "1e"] {
            try JSONNumberPrecision.check(Data(text.utf8))
        }
    }
}

/// A small deterministic generator, so the generated cases are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
