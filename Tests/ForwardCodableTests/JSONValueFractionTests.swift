import Foundation
import Testing

@testable import ForwardCodable

/// Numbers with a fraction become `.double` only when the shortest text of the `Double` is the
/// number as written. A fast path proves that without parsing text for short numbers; it must
/// agree with the plain definition everywhere.
@Suite("JSONValue fractions")
struct JSONValueFractionTests {
    /// The definition: `.double` when the shortest text of the nearest `Double` reads back as the
    /// same decimal number, otherwise the exact text.
    static func definition(_ text: String) throws -> JSONValue {
        let data = Data(text.utf8)
        let double = try JSONDecoder().decode(Double.self, from: data)
        let decimal = try JSONDecoder().decode(Decimal.self, from: data)
        return Decimal(string: double.description) == decimal ? .double(double) : .exactNumber(decimal.description)
    }

    /// Fractions of 1 to 20 significant digits, scaled by 10^-30 to 10^10, from a fixed seed.
    static let corpus: [String] = {
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var texts = [
            "0.1", "0.3", "12.25", "-12.75", "2.675", "0.30000000000000004", "123456789012345.6", "1.23456789012345e-7",
        ]
        for _ in 0..<2_000 {
            let digits = Int(next() % 20) + 1
            var mantissa = String(Int(next() % 9) + 1)
            for _ in 1..<digits { mantissa += String(next() % 10) }
            if mantissa.last == "0" { mantissa.removeLast(); mantissa += "7" }
            let exponent = -Int(next() % 31) + Int(next() % 11)
            texts.append((next() % 4 == 0 ? "-" : "") + mantissa + "e" + String(exponent - digits + 1))
        }
        return texts
    }()

    @Test("JSONValue agrees with the definition on 2,000 fractions")
    func agreesWithDefinition() throws {
        var doubles = 0
        var exact = 0
        for text in Self.corpus {
            let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
            if case .int = value { continue }  // an integer after all, such as 12e1
            #expect(value == (try Self.definition(text)), "\(text)")
            if case .double = value { doubles += 1 } else { exact += 1 }
        }
        // Both outcomes are exercised.
        #expect(doubles > 300)
        #expect(exact > 300)
    }
}
