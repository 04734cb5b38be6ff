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
    /// bytes that start no value, `typeMismatch` otherwise ("Expected an object, found a string").
    /// Prefer ``mismatch(decoding:)``, which names the Swift type as `JSONDecoder` does.
    public mutating func mismatch(expected: String) -> ForwardJSONError {
        mismatch(expected: expected, type: nil)
    }

    /// The error for a value that is not of the JSON kind `type` reads, naming `type` as
    /// `JSONDecoder` names it: `typeMismatch(Double.self, …)` with "Expected to decode Double but
    /// found a string instead", `valueNotFound(Double.self, …)` for `null` (but a type mismatch
    /// for a `Bool`, as there), a syntax error for bytes that start no value. Objects are
    /// `[String: Any]` and arrays `[Any]`, as `JSONDecoder` names them.
    public mutating func mismatch(decoding type: Any.Type) -> ForwardJSONError {
        mismatch(expected: nil, type: type)
    }

    /// Throws the ``mismatch(decoding:)`` of `type` when the value is `null`: for a type read
    /// through another (a `Date` through a `Double`, a `URL` through a `String`), whose `null`
    /// `JSONDecoder` names as the type asked for, and whose other mismatches as the type read.
    public mutating func refuseNull(decoding type: Any.Type) throws {
        if peek() == UInt8(ascii: "n") { throw mismatch(decoding: type) }
    }

    private mutating func mismatch(expected: String?, type: Any.Type?) -> ForwardJSONError {
        let found = foundDescription()
        let kind: ForwardJSONError.Kind
        switch peek() {
        case UInt8(ascii: "n")?:
            guard spells("null") else { return syntaxError(expecting: "a value") }
            // JSONDecoder reads a Bool without looking for null first: `null` is a mismatch there.
            kind = type == Bool.self ? .typeMismatch : .valueNotFound
        case UInt8(ascii: "t")?, UInt8(ascii: "f")?:
            // `tru` or `fals` starts no value: a syntax error, not a Boolean of the wrong type.
            guard spells(peek() == UInt8(ascii: "t") ? "true" : "false") else {
                return syntaxError(expecting: "a value")
            }
            kind = .typeMismatch
        case .some(UInt8(ascii: "\"")), .some(UInt8(ascii: "{")), .some(UInt8(ascii: "[")), .some(UInt8(ascii: "-")),
            .some(UInt8(ascii: "0")...UInt8(ascii: "9")):
            kind = .typeMismatch
        default:
            return syntaxError(expecting: "a value")
        }
        var failure = error(
            kind,
            type.map { "Expected to decode \($0) but found \(found) instead" }
                ?? "Expected \(expected!), found \(found)")
        failure.expectedType = type
        return failure
    }

    /// Whether the bytes at the reader spell `literal`, leaving the reader where it is.
    private mutating func spells(_ literal: StaticString) -> Bool {
        let start = index
        defer { index = start }
        return matchLiteral(literal)
    }

    /// A syntax error at the reader's byte: "Expected <what>, found <byte>".
    func syntaxError(expecting what: String) -> ForwardJSONError {
        let found = index < bytes.count ? Self.describe(byte: bytes[index]) : "the end of the data"
        return error(.syntax, "Invalid JSON: expected \(what), found \(found)")
    }
}
