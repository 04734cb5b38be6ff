/// A reader of strict JSON (RFC 8259): no trailing commas, no comments, no unquoted words, no
/// single quotes. It reads a text in one pass into a ``LocatedJSON``, which keeps where every key
/// and value is, or stops at the first error with its line and column, so a configuration file
/// can be fixed where it is wrong.
struct StrictJSON {
    /// The first error in a text: where it is (1-based, columns in Unicode scalars) and what is wrong.
    struct Failure: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// The line of `index`, and the index its line starts at: only whitespace holds a newline.
    private var line = 1
    private var lineStart = 0

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The one JSON value `text` holds, or the first error in it.
    static func parse(_ text: String) -> Result<LocatedJSON, Failure> {
        var reader = StrictJSON(text)
        do throws(Failure) {
            reader.skipWhitespace()
            let value = try reader.value()
            reader.skipWhitespace()
            if reader.index < reader.scalars.count {
                throw reader.failure("unexpected \(reader.describeCurrent()) after the end of the JSON value")
            }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var column: Int { index - lineStart + 1 }

    private mutating func skipWhitespace() {
        while let scalar = current, [" ", "\t", "\n", "\r"].contains(scalar) {
            index += 1
            if scalar == "\n" {
                line += 1
                lineStart = index
            }
        }
    }

    private mutating func value() throws(Failure) -> LocatedJSON {
        guard let scalar = current else { throw failure("expected a value, found the end of the file") }
        let (line, column) = (line, column)
        let value: LocatedJSON.Value
        switch scalar {
        case "{": value = .object(try object())
        case "[": value = .array(try array())
        case "\"": value = .string(try string())
        case "-", "0"..."9": value = .number(try number())
        case "t": value = try literal("true", .bool(true))
        case "f": value = try literal("false", .bool(false))
        case "n": value = try literal("null", .null)
        default:
            throw failure(
                "expected a value, found \(describeCurrent())"
                    + (scalar.properties.isAlphabetic ? "; strings need double quotes" : ""))
        }
        return LocatedJSON(value: value, line: line, column: column)
    }

    private mutating func object() throws(Failure) -> [LocatedJSON.Member] {
        index += 1
        skipWhitespace()
        var members: [LocatedJSON.Member] = []
        if current == "}" {
            index += 1
            return members
        }
        while true {
            guard current == "\"" else {
                throw failure(
                    current == "}"
                        ? "trailing comma before '}': remove it"
                        : "expected a key in double quotes, found \(describeCurrent())")
            }
            let (line, column) = (line, column)
            let key = try string()
            skipWhitespace()
            guard current == ":" else { throw failure("expected ':' after the key, found \(describeCurrent())") }
            index += 1
            skipWhitespace()
            members.append(LocatedJSON.Member(key: key, line: line, column: column, value: try value()))
            skipWhitespace()
            if current == "," {
                index += 1
                skipWhitespace()
                continue
            }
            guard current == "}" else { throw failure("expected ',' or '}', found \(describeCurrent())") }
            index += 1
            return members
        }
    }

    private mutating func array() throws(Failure) -> [LocatedJSON] {
        index += 1
        skipWhitespace()
        var elements: [LocatedJSON] = []
        if current == "]" {
            index += 1
            return elements
        }
        while true {
            if current == "]" { throw failure("trailing comma before ']': remove it") }
            elements.append(try value())
            skipWhitespace()
            if current == "," {
                index += 1
                skipWhitespace()
                continue
            }
            guard current == "]" else { throw failure("expected ',' or ']', found \(describeCurrent())") }
            index += 1
            return elements
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var result = String.UnicodeScalarView()
        while let scalar = current {
            switch scalar {
            case "\"":
                index += 1
                return String(result)
            case "\\":
                index += 1
                guard let escaped = current else { break }
                switch escaped {
                case "\"", "\\", "/": result.append(escaped)
                case "b": result.append("\u{8}")
                case "f": result.append("\u{C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u": result.append(try unicodeEscape())
                default: throw failure("invalid escape '\\\(escaped)'")
                }
                index += 1
            default:
                if scalar.value < 0x20 { throw failure("a control character in a string must be escaped") }
                result.append(scalar)
                index += 1
            }
        }
        throw failure("unterminated string")
    }

    /// The scalar of `\uXXXX` (the `u` is current), or of a surrogate pair `\uD83D\uDE00`; leaves
    /// `index` at the last digit.
    private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        let high = try hexDigits()
        if (0xD800..<0xDC00).contains(high), index + 2 < scalars.count, scalars[index + 1] == "\\",
            scalars[index + 2] == "u"
        {
            index += 2
            let low = try hexDigits()
            let pair = 0x10000 + ((high - 0xD800) << 10) + (low &- 0xDC00)
            if (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(pair) { return scalar }
        }
        guard let scalar = Unicode.Scalar(high) else {
            throw failure("'\\u\(String(high, radix: 16))' is half a surrogate pair, not a character")
        }
        return scalar
    }

    /// The value of the four hexadecimal digits after the current `u`; leaves `index` at the last.
    private mutating func hexDigits() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            index += 1
            guard let digit = current, digit.properties.isASCIIHexDigit, let nibble = UInt32(String(digit), radix: 16)
            else {
                throw failure("'\\u' needs four hexadecimal digits")
            }
            value = value << 4 | nibble
        }
        return value
    }

    /// A number's text, checked.
    private mutating func number() throws(Failure) -> String {
        let start = index
        if current == "-" { index += 1 }
        if current == "0" {
            index += 1
        } else {
            guard digits() > 0 else { throw failure("expected a digit, found \(describeCurrent())") }
        }
        if current == "." {
            index += 1
            guard digits() > 0 else { throw failure("expected a digit after '.', found \(describeCurrent())") }
        }
        if current == "e" || current == "E" {
            index += 1
            if current == "+" || current == "-" { index += 1 }
            guard digits() > 0 else { throw failure("expected a digit in the exponent, found \(describeCurrent())") }
        }
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }

    private mutating func digits() -> Int {
        var count = 0
        while let scalar = current, ("0"..."9").contains(scalar) {
            index += 1
            count += 1
        }
        return count
    }

    private mutating func literal(_ word: String, _ value: LocatedJSON.Value) throws(Failure) -> LocatedJSON.Value {
        for expected in word.unicodeScalars {
            guard current == expected else {
                throw failure("expected a value, found \(describeCurrent()); strings need double quotes")
            }
            index += 1
        }
        return value
    }

    private func describeCurrent() -> String {
        guard let scalar = current else { return "the end of the file" }
        if scalar.properties.isAlphabetic {
            var end = index
            while end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end] == "_" { end += 1 }
            return "'\(String(String.UnicodeScalarView(scalars[index..<end])))'"
        }
        return scalar.value < 0x20 ? "a control character" : "'\(scalar)'"
    }

    private func failure(_ message: String) -> Failure {
        Failure(line: line, column: min(index, scalars.count) - lineStart + 1, message: message)
    }
}
