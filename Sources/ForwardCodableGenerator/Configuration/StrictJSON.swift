/// A validator for strict JSON (RFC 8259): no trailing commas, no comments, no unquoted words, no
/// single quotes. `JSONSerialization` accepts some of these and reports the others without a
/// location; this finds the first error and its line and column, so a configuration file can be
/// fixed where it is wrong.
struct StrictJSON {
    /// The first error in a text: where it is (1-based, columns in Unicode scalars) and what is wrong.
    struct Failure: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The first error in `text`, or `nil` when it is one strict JSON value.
    static func firstError(in text: String) -> Failure? {
        var validator = StrictJSON(text)
        do throws(Failure) {
            validator.skipWhitespace()
            try validator.value()
            validator.skipWhitespace()
            if validator.index < validator.scalars.count {
                throw validator.failure("unexpected \(validator.describeCurrent()) after the end of the JSON value")
            }
            return nil
        } catch {
            return error
        }
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipWhitespace() {
        while let scalar = current, [" ", "\t", "\n", "\r"].contains(scalar) { index += 1 }
    }

    private mutating func value() throws(Failure) {
        guard let scalar = current else { throw failure("expected a value, found the end of the file") }
        switch scalar {
        case "{": try object()
        case "[": try array()
        case "\"": try string()
        case "-", "0"..."9": try number()
        case "t": try literal("true")
        case "f": try literal("false")
        case "n": try literal("null")
        default:
            throw failure(
                "expected a value, found \(describeCurrent())"
                    + (scalar.properties.isAlphabetic ? "; strings need double quotes" : ""))
        }
    }

    private mutating func object() throws(Failure) {
        index += 1
        skipWhitespace()
        if current == "}" {
            index += 1
            return
        }
        while true {
            guard current == "\"" else {
                throw failure(
                    current == "}"
                        ? "trailing comma before '}': remove it"
                        : "expected a key in double quotes, found \(describeCurrent())")
            }
            try string()
            skipWhitespace()
            guard current == ":" else { throw failure("expected ':' after the key, found \(describeCurrent())") }
            index += 1
            skipWhitespace()
            try value()
            skipWhitespace()
            if current == "," {
                index += 1
                skipWhitespace()
                continue
            }
            guard current == "}" else { throw failure("expected ',' or '}', found \(describeCurrent())") }
            index += 1
            return
        }
    }

    private mutating func array() throws(Failure) {
        index += 1
        skipWhitespace()
        if current == "]" {
            index += 1
            return
        }
        while true {
            if current == "]" { throw failure("trailing comma before ']': remove it") }
            try value()
            skipWhitespace()
            if current == "," {
                index += 1
                skipWhitespace()
                continue
            }
            guard current == "]" else { throw failure("expected ',' or ']', found \(describeCurrent())") }
            index += 1
            return
        }
    }

    private mutating func string() throws(Failure) {
        index += 1
        while let scalar = current {
            switch scalar {
            case "\"":
                index += 1
                return
            case "\\":
                index += 1
                guard let escaped = current else { break }
                if escaped == "u" {
                    for _ in 0..<4 {
                        index += 1
                        guard let digit = current, digit.properties.isASCIIHexDigit else {
                            throw failure("'\\u' needs four hexadecimal digits")
                        }
                    }
                } else if !["\"", "\\", "/", "b", "f", "n", "r", "t"].contains(escaped) {
                    throw failure("invalid escape '\\\(escaped)'")
                }
                index += 1
            default:
                if scalar.value < 0x20 { throw failure("a control character in a string must be escaped") }
                index += 1
            }
        }
        throw failure("unterminated string")
    }

    private mutating func number() throws(Failure) {
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
    }

    private mutating func digits() -> Int {
        var count = 0
        while let scalar = current, ("0"..."9").contains(scalar) {
            index += 1
            count += 1
        }
        return count
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for expected in word.unicodeScalars {
            guard current == expected else {
                throw failure("expected a value, found \(describeCurrent()); strings need double quotes")
            }
            index += 1
        }
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
        var line = 1
        var column = 1
        for scalar in scalars[..<min(index, scalars.count)] {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return Failure(line: line, column: column, message: message)
    }
}
