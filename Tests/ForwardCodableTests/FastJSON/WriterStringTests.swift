import ForwardCodable
import Foundation
import Testing

/// Strings and keys are escaped exactly as `JSONEncoder` escapes them, and keys sort as it sorts
/// them.
@Suite struct WriterStringTests {
    /// Control characters (with and without short escapes), quote, backslash, slash, DEL,
    /// U+2028, non-ASCII in two, three and four UTF-8 bytes, and a letter.
    static let alphabet: [String] = [
        "a", "\u{0}", "\u{8}", "\t", "\n", "\u{B}", "\u{C}", "\r", "\u{1F}", "\"", "\\", "/",
        "\u{7F}", "é", "\u{2028}", "😀",
    ]

    /// Every string over the alphabet up to `length` characters.
    static func strings(upTo length: Int) -> [String] {
        var all = [""]
        var previous = [""]
        for _ in 0..<length {
            previous = previous.flatMap { prefix in alphabet.map { prefix + $0 } }
            all += previous
        }
        return all
    }

    @Test("every string up to 3 characters: the same bytes as JSONEncoder")
    func everyShortString() {
        let strings = Self.strings(upTo: 3)
        #expect(strings.count == 4369)
        var failures: [String] = []
        for string in strings {
            failures += WriterCheck.mismatches(
                string, formattings: [[], [.withoutEscapingSlashes]], bytesAlways: true)
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test("every string up to 2 characters as a key: same escapes, same sorted order")
    func everyShortKey() {
        var dictionary: [String: Int] = [:]
        for (index, key) in Self.strings(upTo: 2).enumerated() { dictionary[key] = index }
        let failures = WriterCheck.mismatches(dictionary)
        #expect(failures.isEmpty, "\(failures.prefix(2))")
    }

    @Test("keys sort by UTF-8 bytes, unescaped and not normalized, as JSONEncoder sorts them")
    func sortOrder() throws {
        let keys = [
            "b", "B", "a10", "a2", "\u{212B}", "\u{C6}", "\u{C5}x", "\n", "\u{1F}", "~", "/", "\\", "\"",
            "\u{FFFF}", "😀", "\u{FB01}", "a\u{301}\u{308}", "a\u{308}\u{301}", "",
        ]
        var dictionary: [String: Int] = [:]
        for (index, key) in keys.enumerated() { dictionary[key] = index }
        #expect(WriterCheck.mismatches(dictionary).isEmpty)
        let sorted = try WriterCheck.fast(["\u{212B}": 1, "\u{C6}": 2, "\n": 3, "A": 4], .sortedKeys)
        #expect(String(decoding: sorted, as: UTF8.self) == #"{"\n":3,"A":4,"Æ":2,"Å":1}"#)
    }

    @Test func escapesAsJSONEncoder() throws {
        let text = try WriterCheck.fast("\u{0}\u{1F}\u{8}\u{C}\"\\/\u{7F}\u{2028}é")
        #expect(String(decoding: text, as: UTF8.self) == "\"\\u0000\\u001f\\b\\f\\\"\\\\\\/\u{7F}\u{2028}é\"")
        let unescaped = try WriterCheck.fast("a/b", .withoutEscapingSlashes)
        #expect(String(decoding: unescaped, as: UTF8.self) == #""a/b""#)
    }

    @Test("long strings with escapes between long runs")
    func longStrings() {
        var random = WriterRandom(state: 7)
        var failures: [String] = []
        for _ in 0..<200 {
            let length = Int.random(in: 0..<300, using: &random)
            let string = (0..<length).map { _ in
                Int.random(in: 0..<8, using: &random) == 0
                    ? Self.alphabet.randomElement(using: &random)! : "x"
            }.joined()
            failures += WriterCheck.mismatches(string, formattings: [[]], bytesAlways: true)
        }
        #expect(failures.isEmpty, "\(failures.prefix(2))")
    }
}
