import SeededRandom

/// Mutates schema text the way a fuzzer would: deletes, inserts, duplicates and swaps bytes,
/// tokens and lines; truncates; injects unicode, control characters and grammar fragments;
/// splices in parts of other inputs; and nests brackets deeply.
struct SchemaMutator {
    var random: SeededGenerator
    let corpus: [String]

    /// Fragments of the grammar and of what breaks lexers.
    static let fragments = [
        "record", "enum", "version", "stamp", "unstamped", "reject", "since", "add", "rename", "remove", "change",
        "from", "hook", "case", "fallback", "@key", "@strict", "@sample", "@", "(", ")", "{", "}", "[", "]", ":", ",",
        "=", "?", ".", "->", "-", "\"", "\"\"", "\"\\u{", "\\u{110000}", "\\q", "//", "///", "/*", "\n", "\r\n", "\r",
        "\t", " ", "0", "-1", "1_0", "1e", "1e+", "1.5e-3", "99999999999999999999999", "9223372036854775807",
        "Int", "String", "Double", "Bool", "UUID", "Date", "URL", "JSON", "[String: Int]", "[Int]", "Int?", "nil",
        "null", "true", "false", ".a", "[:]", "[]", "self", "init", "unknownFields", "V2", "Raw", "_", "é", "e\u{301}",
        "🚀", "\u{0}", "\u{7F}", "\u{FEFF}", "\u{2028}", "\u{200B}", "\u{10FFFF}", "\u{FFFD}", "`",
    ]

    /// A random input: a mutated corpus entry, or noise.
    mutating func next() -> String {
        switch random.int(0...19) {
        case 0: return noise()
        case 1: return deepNesting()
        default:
            var scalars = Array(random.pick(corpus).unicodeScalars)
            for _ in 0..<random.int(1...6) { mutate(&scalars) }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            return text
        }
    }

    private mutating func mutate(_ scalars: inout [Unicode.Scalar]) {
        let count = scalars.count
        let position = count == 0 ? 0 : random.int(0...count)
        switch random.int(0...11) {
        case 0 where count > 0:  // delete a range
            let end = min(count, position + random.int(1...12))
            scalars.removeSubrange(min(position, count - 1)..<end)
        case 1:  // insert a fragment
            scalars.insert(contentsOf: random.pick(Self.fragments).unicodeScalars, at: position)
        case 2 where count > 0:  // duplicate a range
            let start = min(position, count - 1)
            let end = min(count, start + random.int(1...40))
            scalars.insert(contentsOf: scalars[start..<end], at: random.int(0...count))
        case 3 where count > 1:  // swap two scalars
            scalars.swapAt(random.int(0...(count - 1)), random.int(0...(count - 1)))
        case 4:  // truncate
            scalars.removeSubrange(position..<count)
        case 5 where count > 0:  // replace a scalar
            scalars[min(position, count - 1)] = randomScalar()
        case 6:  // splice from another input
            let other = Array(random.pick(corpus).unicodeScalars)
            guard !other.isEmpty else { return }
            let start = random.int(0...(other.count - 1))
            scalars.insert(contentsOf: other[start..<min(other.count, start + random.int(1...80))], at: position)
        case 7:  // operate on lines
            var lines = splitLines(scalars)
            guard lines.count > 1 else { return }
            let a = random.int(0...(lines.count - 1)), b = random.int(0...(lines.count - 1))
            switch random.int(0...2) {
            case 0: lines.swapAt(a, b)
            case 1: lines.insert(lines[a], at: b)
            default: lines.remove(at: a)
            }
            scalars = Array(lines.joined(separator: "\n").unicodeScalars)
        case 8:  // change a number
            if let index = scalars.indices.filter({ ("0"..."9").contains(scalars[$0]) }).randomElement(using: &random) {
                scalars.replaceSubrange(
                    index...index,
                    with: random.pick(["0", "1", "2", "4", "999", "99999999999999999999", "-3"]).unicodeScalars)
            }
        case 9:  // nest brackets
            let depth = random.int(1...100)
            scalars.insert(
                contentsOf: String(repeating: random.pick(["[", "[[:", "?", "{", "("]), count: depth).unicodeScalars,
                at: position)
        case 10:  // insert control or exotic unicode
            scalars.insert(randomScalar(), at: position)
        default:  // insert a random identifier
            scalars.insert(
                contentsOf: random.pick(["x", "Foo", "_a1", "record2", "Int64", "V1"]).unicodeScalars, at: position)
        }
    }

    private mutating func noise() -> String {
        var text = ""
        for _ in 0..<random.int(0...200) {
            if random.chance(0.5) {
                text += random.pick(Self.fragments) + (random.chance(0.5) ? " " : "")
            } else {
                text.unicodeScalars.append(randomScalar())
            }
        }
        return text
    }

    private mutating func deepNesting() -> String {
        let depth = random.chance(0.1) ? random.int(1...20_000) : random.int(1...300)
        let open = random.pick(["[", "[\"k\": ", "(", "{"])
        let close = open == "(" ? ")" : open == "{" ? "}" : "]"
        let core =
            String(repeating: open, count: depth) + (random.chance(0.5) ? "Int" : "1")
            + String(repeating: close, count: random.int(0...depth))
        switch random.int(0...3) {
        case 0: return "record R {\n    a: \(core)\n}\n"
        case 1: return "record R {\n    a: JSON = \(core)\n}\n"
        case 2: return "record R {\n    a: Int\(String(repeating: "?", count: depth))\n}\n"
        default: return "record R {\n    a: Int = 1 @sample(\(core))\n}\n"
        }
    }

    private mutating func randomScalar() -> Unicode.Scalar {
        let value: UInt32
        switch random.int(0...4) {
        case 0: value = UInt32(random.int(0...0x1F))
        case 1: value = UInt32(random.int(0x20...0x7E))
        case 2: value = UInt32(random.int(0x80...0xD7FF))
        case 3: value = UInt32(random.int(0xE000...0x10FFFF))
        default: value = random.pick([0x0, 0x7F, 0x85, 0xA0, 0x2028, 0x2029, 0xFEFF, 0x200B, 0x301, 0xFFFD])
        }
        return Unicode.Scalar(value) ?? "?"
    }

    private func splitLines(_ scalars: [Unicode.Scalar]) -> [String] {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
