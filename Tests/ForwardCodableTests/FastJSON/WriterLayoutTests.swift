import ForwardCodable
import Foundation
import Testing

/// Layout (commas, pretty printing, empty containers, sorted nested objects) and depth.
@Suite struct WriterLayoutTests {
    static let nested: [String: [String: [Int]]] = [
        "b": ["y": [], "x": [1, 2]], "a": [:], "c": ["z": [3]], "": ["": []],
    ]

    @Test("nested and empty containers: same bytes as JSONEncoder in every sorted layout")
    func nestedContainers() {
        var failures = WriterCheck.mismatches(Self.nested)
        failures += WriterCheck.mismatches([[Int]]())
        failures += WriterCheck.mismatches([[Int]()])
        failures += WriterCheck.mismatches([[String: Int]()])
        failures += WriterCheck.mismatches([String: Int]())
        failures += WriterCheck.mismatches([[1, 2], [], [3]])
        failures += WriterCheck.mismatches([["k": [Int?.none, 1]]])
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func prettyLayout() throws {
        let text = try WriterCheck.fast(
            ["b": ["c": .array([])], "a": .object([:])] as JSONValue, [.prettyPrinted, .sortedKeys])
        let expected = "{\n  \"a\" : {\n\n  },\n  \"b\" : {\n    \"c\" : [\n\n    ]\n  }\n}"
        #expect(String(decoding: text, as: UTF8.self) == expected)
        #expect(String(decoding: try WriterCheck.fast([Int](), .prettyPrinted), as: UTF8.self) == "[\n\n]")
        #expect(String(decoding: try WriterCheck.fast(1, .prettyPrinted), as: UTF8.self) == "1")
    }

    @Test("random JSONValue trees: same bytes sorted, same tree unsorted")
    func randomTrees() {
        var random = WriterRandom(state: 31)
        var failures: [String] = []
        for _ in 0..<300 {
            failures += WriterCheck.mismatches(Self.randomValue(depth: 0, using: &random))
        }
        #expect(failures.isEmpty, "\(failures.prefix(2))")
    }

    static func randomValue(depth: Int, using random: inout WriterRandom) -> JSONValue {
        let keys = ["a", "b", "é", "/", "\n", "K", "10", "2", "", "\u{212B}"]
        switch Int.random(in: 0..<(depth > 4 ? 7 : 9), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .int(Int64(bitPattern: random.next()) >> Int64.random(in: 0..<63, using: &random))
        case 3: return .double(Double.random(in: -1e9...1e9, using: &random))
        case 4: return .string(keys.randomElement(using: &random)! + "x\u{1}")
        case 5:
            return .exactNumber(
                ["18446744073709551615", "0.10000000000000001", "-12345678901234567890123"][
                    Int.random(in: 0..<3, using: &random)])
        case 6: return .double(Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF))
        case 7:
            return .array(
                (0..<Int.random(in: 0..<4, using: &random)).map { _ in
                    randomValue(depth: depth + 1, using: &random)
                })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0..<5, using: &random) {
                members[keys.randomElement(using: &random)!] = randomValue(depth: depth + 1, using: &random)
            }
            return .object(members)
        }
    }

    @Test("exact numbers: written as their text; text that is not a number is refused")
    func exactNumbers() throws {
        for text in ["+5", "007", "18446744073709551615", "1.50", "123456789012345678901234567890123456.5"] {
            let ours = try WriterCheck.fast(JSONValue.exactNumber(text), .sortedKeys)
            let theirs = try WriterCheck.foundation(JSONValue.exactNumber(text), .sortedKeys)
            #expect(
                try WriterCheck.tree(ours) == WriterCheck.tree(theirs),
                "\(text): \(String(decoding: ours, as: UTF8.self)) vs \(String(decoding: theirs, as: UTF8.self))")
        }
        #expect(String(decoding: try WriterCheck.fast(JSONValue.exactNumber("1.50")), as: UTF8.self) == "1.50")
        #expect(String(decoding: try WriterCheck.fast(JSONValue.exactNumber("+5")), as: UTF8.self) == "5")
        // The text is kept where the Codable path's Decimal rounds (here: the sign of zero).
        #expect(String(decoding: try WriterCheck.fast(JSONValue.exactNumber("-0.0e-5")), as: UTF8.self) == "-0.0e-5")
        #expect(String(decoding: try WriterCheck.foundation(JSONValue.exactNumber("-0.0e-5")), as: UTF8.self) == "0")
        // A number beyond Decimal's range, which only the fast reader keeps, is written as read;
        // the Codable path, which writes through Decimal, refuses it.
        #expect(String(decoding: try WriterCheck.fast(JSONValue.exactNumber("1e400")), as: UTF8.self) == "1e400")
        #expect(throws: EncodingError.self) { try WriterCheck.foundation(JSONValue.exactNumber("1e400")) }
        for text in ["abc", "", "1.", ".5", "- 1", "0x10", "1e", "--1"] {
            #expect(throws: EncodingError.self) { try WriterCheck.fast(JSONValue.exactNumber(text)) }
            #expect(throws: EncodingError.self) { try WriterCheck.foundation(JSONValue.exactNumber(text)) }
        }
    }

    @Test("JSONValue: 511 levels from the root are written, 512 are not, as on the Codable path")
    func jsonValueDepth() throws {
        #expect(try WriterCheck.fast(nestedArrays(511)).count == 511 * 2 + 1)
        #expect(throws: EncodingError.self) { try WriterCheck.fast(nestedArrays(512)) }
        #expect(throws: EncodingError.self) { try WriterCheck.fast([nestedObjects(511)]) }
        #expect(try WriterCheck.fast([nestedObjects(510)]).count > 0)
    }

    @Test("containers: 512 levels are written, 513 throw invalidValue naming the level")
    func writerDepth() throws {
        #expect(try WriterCheck.fast(Nest(levels: 512)).count == 1024)
        do {
            _ = try WriterCheck.fast(Nest(levels: 513))
            Issue.record("no error")
        } catch let EncodingError.invalidValue(_, context) {
            #expect(context.debugDescription.contains("513 levels deep"))
        }
        do {
            _ = try WriterCheck.fast(EmptyNest(levels: 600))
            Issue.record("no error")
        } catch let EncodingError.invalidValue(_, context) {
            #expect(context.debugDescription.contains("513 levels deep"))
        }
    }
}

/// Arrays nested `levels` deep, the innermost empty, each level a value of its own.
private struct Nest: FastJSONEncodable {
    let levels: Int

    func write(fastJSON writer: inout JSONWriter) throws {
        writer.beginArray()
        if levels > 1 { try writer.encode(Nest(levels: levels - 1)) }
        writer.endArray()
    }
}

/// Arrays nested `levels` deep, opened without any value written between them.
private struct EmptyNest: FastJSONEncodable {
    let levels: Int

    func write(fastJSON writer: inout JSONWriter) throws {
        for _ in 0..<levels { writer.beginArray() }
        for _ in 0..<levels { writer.endArray() }
    }
}
