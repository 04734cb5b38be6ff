import ForwardCodable
import Foundation
import Testing

/// Numbers are written with the same text as `JSONEncoder` writes them.
@Suite struct WriterNumberTests {
    static func doubles() -> [Double] {
        var values: [Double] = [
            0, -0.0, 1, -1, 0.1, 0.5, 1.5, 100, 1e15, 1e16, 1e20, 1e21, 1e22, 1e-4, 1e-5, 1e-6, 1e-7,
            2.2250738585072014e-308, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude, .pi, 1 / 3,
            123456.5, 0.000123, 18_014_398_509_481_984,
        ]
        // Texts the compiler warns about as literals: they round, which is the point.
        values += ["5e-324", "-5e-324", "2.225073858507201e-308", "9007199254740993"].map { Double($0)! }
        for exponent in -330...308 {
            let power = Double("1e\(exponent)")!
            values += [power, -power, power * 3, power.nextUp, power.nextDown].filter(\.isFinite)
        }
        for offset in -40...40 {
            let base = Double(1 << 53)
            values += [base + Double(offset), -(base + Double(offset)), Double(offset), Double(offset) + 0.25]
        }
        for bits in 1..<2000 { values.append(Double(bitPattern: UInt64(bits))) }  // subnormals
        var random = WriterRandom(state: 13)
        for _ in 0..<20000 {
            let value = Double(bitPattern: random.next())
            if value.isFinite { values.append(value) }
            values.append(Double(Int64.random(in: -(1 << 54)...(1 << 54), using: &random)))
            values.append(Double.random(in: -1e6...1e6, using: &random))
        }
        return values
    }

    @Test("doubles: powers of ten, subnormals, integers near 2^53, random bits: same bytes")
    func doublesMatch() {
        let values = Self.doubles()
        var failures: [String] = []
        for value in values {
            failures += WriterCheck.mismatches(value, formattings: [[]], bytesAlways: true)
        }
        failures += WriterCheck.mismatches(Array(values.prefix(3000)), formattings: [[], .prettyPrinted])
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test("floats: their own shortest text, not the Double's")
    func floatsMatch() throws {
        var values: [Float] = [0.1, 0.3, 1, 1e7, 1e8, 3.4e38, -0.0, .leastNormalMagnitude]
        values += ["16777217", "1e-45"].map { Float($0)! }
        var random = WriterRandom(state: 17)
        for _ in 0..<20000 {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            if value.isFinite { values.append(value) }
        }
        var failures: [String] = []
        for value in values {
            failures += WriterCheck.mismatches(value, formattings: [[]], bytesAlways: true)
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(String(decoding: try WriterCheck.fast(Float(0.1)), as: UTF8.self) == "0.1")
    }

    @Test func integersMatch() {
        var failures: [String] = []
        var random = WriterRandom(state: 19)
        var ints: [Int64] = [0, 1, -1, 9, 10, 99, 100, -100, .max, .min, .max - 1, .min + 1]
        for power in 0..<19 {
            let value = Int64(pow(10, Double(power)))
            ints += [value, value - 1, value + 1, -value, -value + 1]
        }
        for _ in 0..<5000 { ints.append(Int64(bitPattern: random.next()) >> Int64.random(in: 0..<63, using: &random)) }
        for value in ints {
            failures += WriterCheck.mismatches(value, formattings: [[]], bytesAlways: true)
            failures += WriterCheck.mismatches(Int(value), formattings: [[]], bytesAlways: true)
            failures += WriterCheck.mismatches(Int32(truncatingIfNeeded: value), formattings: [[]], bytesAlways: true)
            failures += WriterCheck.mismatches(UInt64(bitPattern: value), formattings: [[]], bytesAlways: true)
        }
        failures += WriterCheck.mismatches([Int32.min, Int32.max], formattings: [[]], bytesAlways: true)
        failures += WriterCheck.mismatches([UInt64.max, 0], formattings: [[]], bytesAlways: true)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func decimalsMatch() {
        let texts = [
            "0", "-0", "1", "123.4500", "-1e-30", "12345678901234567890123456789012345678", "0.1", "1e100",
            "3.14159265358979323846264338327950288", "-99999999999999999999", "1e-120",
        ]
        var failures: [String] = []
        for text in texts {
            failures += WriterCheck.mismatches(Decimal(string: text)!, formattings: [[]], bytesAlways: true)
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(throws: EncodingError.self) { try WriterCheck.fast(Decimal.nan) }
    }

    @Test("non-finite numbers throw invalidValue with JSONEncoder's message and path")
    func nonFinite() throws {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EncodingError.self) { try WriterCheck.fast(value) }
            #expect(throws: EncodingError.self) { try WriterCheck.fast(Float(value)) }
        }
        do {
            _ = try WriterCheck.fast(["a": [1, Double.infinity]])
            Issue.record("no error")
        } catch let EncodingError.invalidValue(_, context) {
            #expect(context.codingPath.map(\.stringValue) == ["a", "1"])
            #expect(context.codingPath.last?.intValue == 1)
            #expect(context.debugDescription == "Unable to encode Double.inf directly in JSON.")
        }
    }
}
