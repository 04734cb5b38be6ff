extension JSONReader {
    /// An error of `kind` located at the reader's current byte (line and column 1-based).
    public func error(_ kind: ForwardJSONError.Kind, _ message: String) -> ForwardJSONError {
        error(kind, message, at: index)
    }

    /// An error of `kind` located at byte `offset`.
    func error(_ kind: ForwardJSONError.Kind, _ message: String, at offset: Int) -> ForwardJSONError {
        let (line, column) = location(of: offset)
        return ForwardJSONError(kind: kind, message: message, line: line, column: column)
    }

    /// The 1-based line and column (in bytes) of byte `offset`; computed only for errors.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        var scan = 0
        while scan < end {
            if bytes[scan] == 0x0A {
                line += 1
                lineStart = scan + 1
            }
            scan += 1
        }
        return (line, offset - lineStart + 1)
    }

    /// What the next value is, in words, for messages: "a string", "null", "the end of the data".
    mutating func foundDescription() -> String {
        guard let byte = peek() else { return "the end of the data" }
        switch byte {
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a Boolean"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        default: return Self.describe(byte: byte)
        }
    }

    /// A byte as text for a message: `'x'`, or its hexadecimal value.
    static func describe(byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "the byte 0x\(hex.count == 1 ? "0" + hex : hex)"
    }

    /// The error for a value of the wrong type: `valueNotFound` for `null`, a syntax error for
    /// bytes that start no value, `typeMismatch` otherwise ("expected an object, found a string").
    public mutating func mismatch(expected: String) -> ForwardJSONError {
        let found = foundDescription()
        switch peek() {
        case UInt8(ascii: "n")?:
            if bytes.count - index >= 4, bytes[index + 1] == UInt8(ascii: "u"), bytes[index + 2] == UInt8(ascii: "l"),
                bytes[index + 3] == UInt8(ascii: "l")
            {
                return error(.valueNotFound, "Expected \(expected), found null")
            }
            return syntaxError(expecting: "a value")
        case .some(UInt8(ascii: "\"")), .some(UInt8(ascii: "{")), .some(UInt8(ascii: "[")), .some(UInt8(ascii: "t")),
            .some(UInt8(ascii: "f")), .some(UInt8(ascii: "-")), .some(UInt8(ascii: "0")...UInt8(ascii: "9")):
            return error(.typeMismatch, "Expected \(expected), found \(found)")
        default:
            return syntaxError(expecting: "a value")
        }
    }

    /// A syntax error at the reader's byte: "Expected <what>, found <byte>".
    func syntaxError(expecting what: String) -> ForwardJSONError {
        let found = index < bytes.count ? Self.describe(byte: bytes[index]) : "the end of the data"
        return error(.syntax, "Invalid JSON: expected \(what), found \(found)")
    }
}
