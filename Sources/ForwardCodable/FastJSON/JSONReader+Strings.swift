/// An object key as read: where its text is in the document (without the quotes), and whether
/// it has escapes or bytes beyond ASCII (then it is compared as a Swift `String`).
public struct JSONKey: Sendable {
    /// The offset of the key's first byte after the opening quote.
    public let start: Int
    /// The offset of the closing quote.
    public let end: Int
    /// Whether the key has a backslash escape.
    public let hasEscapes: Bool
    /// Whether the key has bytes beyond ASCII.
    public let isNonASCII: Bool

    /// The number of bytes between the quotes.
    @inlinable public var byteCount: Int { end - start }

    /// Whether the bytes between the quotes are the key's text (no escapes, ASCII only).
    @inlinable public var isPlainASCII: Bool { !hasEscapes && !isNonASCII }
}

extension JSONReader {
    /// Reads a string value.
    public mutating func readString() throws -> String {
        guard peek() == UInt8(ascii: "\"") else { throw mismatch(decoding: String.self) }
        let token = try scanKey()
        return try string(token)
    }

    /// The key as a Swift `String`, escapes resolved.
    ///
    /// A key with an escaped lone surrogate (`"\ud800"`), which no `String` holds, gives the
    /// text with U+FFFD in its place; `JSONRecordFields` refuses such keys before asking.
    public func string(of key: JSONKey) -> String {
        // Through the checked constructor: a key from another document must not make a `String` of
        // bytes that were never validated.
        let raw = UnsafeRawBufferPointer(rebasing: bytes[key.start..<key.end])
        guard key.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        return (try? string(key)) ?? String(decoding: raw, as: UTF8.self)
    }

    /// The string between the quotes of `token`, escapes resolved.
    ///
    /// - Throws: for an escaped lone surrogate, which `JSONDecoder` refuses too.
    @usableFromInline
    func string(_ token: JSONKey) throws -> String {
        let raw = UnsafeRawBufferPointer(rebasing: bytes[token.start..<token.end])
        guard token.hasEscapes else {
            // `scanKey()` validated the UTF-8 and knows whether it is ASCII: not validated again.
            return stringFromValidUTF8(raw.bindMemory(to: UInt8.self), isASCII: !token.isNonASCII)
        }
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var offset = token.start
        while offset < token.end {
            let byte = bytes[offset]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                offset += 1
                continue
            }
            let escape = bytes[offset + 1]
            offset += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hexValue(at: offset)
                offset += 4
                if scalar >= 0xD800, scalar < 0xDC00, offset + 6 <= token.end, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset + 1] == UInt8(ascii: "u")
                {
                    let low = hexValue(at: offset + 2)
                    if low >= 0xDC00, low < 0xE000 {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        offset += 6
                    }
                }
                guard let unicode = Unicode.Scalar(scalar) else {
                    let hex = String(scalar, radix: 16)
                    throw error(
                        .dataCorrupted,
                        "Found the escaped lone surrogate \\u\(hex) in a string; a Swift String holds only "
                            + "Unicode scalars, so it cannot be read (JSONDecoder refuses it too)",
                        at: offset - 6)
                }
                output.append(contentsOf: UTF8.encode(unicode)!)
            default: output.append(escape)  // '"', '\\' and '/'
            }
        }
        // Validated UTF-8 and the encodings of Unicode scalars: not validated again.
        return output.withUnsafeBufferPointer { stringFromValidUTF8($0, isASCII: !$0.contains { $0 >= 0x80 }) }
    }

    /// The value of the four hexadecimal digits at `offset` (already validated).
    private func hexValue(at offset: Int) -> UInt32 {
        var value: UInt32 = 0
        for position in offset..<offset + 4 {
            let byte = bytes[position]
            let digit: UInt8 =
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                default: byte - UInt8(ascii: "A") + 10
                }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Scans the string at the reader (its opening quote), validating escapes and UTF-8, and
    /// moves past its closing quote.
    mutating func scanKey() throws -> JSONKey {
        index += 1
        let start = index
        var escapes = false
        var nonASCII = false
        while true {
            // Eight bytes at a time while none is a quote, a backslash, a control or non-ASCII byte;
            // then straight to the first one that is.
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let special = Self.specialBytes(word)
                if special != 0 {
                    index += special.trailingZeroBitCount >> 3
                    break
                }
                index += 8
            }
            guard index < bytes.count else {
                throw error(.syntax, "Invalid JSON: unterminated string", at: start - 1)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                escapes = true
                try scanEscape()
            } else if byte < 0x20 {
                throw error(
                    .syntax,
                    "Invalid JSON: the control character \(Self.describe(byte: byte)) must be escaped in a string")
            } else if byte >= 0x80 {
                nonASCII = true
                try scanUTF8Sequence()
            } else {
                index += 1
            }
        }
        let end = index
        index += 1
        return JSONKey(start: start, end: end, hasEscapes: escapes, isNonASCII: nonASCII)
    }

    /// The high bit of each byte of `word` that is `"`, `\`, below 0x20 or above 0x7F. Bits above
    /// the lowest may be false alarms (a borrow); the lowest marks exactly the first such byte.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasControl = (word &- (ones &* 0x20)) & ~word
        return (hasQuote | hasBackslash | hasControl | word) & highs
    }

    /// Validates the escape at the reader and moves past it. Escaped lone surrogates are valid
    /// JSON; reading the string as a `String` refuses them.
    mutating func scanEscape() throws {
        guard index + 1 < bytes.count else { throw error(.syntax, "Invalid JSON: unterminated string") }
        switch bytes[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 2
        case UInt8(ascii: "u"):
            guard index + 6 <= bytes.count else { throw error(.syntax, "Invalid JSON: incomplete \\u escape") }
            for offset in index + 2..<index + 6 {
                switch bytes[offset] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
                    UInt8(ascii: "A")...UInt8(ascii: "F"):
                    continue
                default:
                    throw error(.syntax, "Invalid JSON: \\u must be followed by four hexadecimal digits", at: offset)
                }
            }
            index += 6
        default:
            throw error(.syntax, "Invalid JSON: invalid escape \\\(Self.describe(byte: bytes[index + 1]))")
        }
    }

    /// Validates the UTF-8 sequence that starts at the reader (a byte above 0x7F) and moves past it.
    mutating func scanUTF8Sequence() throws {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw error(.syntax, "Invalid JSON: a string holds invalid UTF-8 (\(Self.describe(byte: lead)))")
        }
        guard index + length <= bytes.count else {
            throw error(.syntax, "Invalid JSON: a string holds a truncated UTF-8 sequence")
        }
        let second = bytes[index + 1]
        var valid = second >= low && second <= high
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { valid = false }
        guard valid else { throw error(.syntax, "Invalid JSON: a string holds invalid UTF-8") }
        index += length
    }
}

/// A `String` of `bytes`, which must be valid UTF-8 (and ASCII when `isASCII`): the standard
/// library's constructor for text it has validated itself, `String._uncheckedFromUTF8(_:isASCII:)`.
/// The reader validates every string as it scans it (``JSONReader/scanKey()``); building the
/// `String` through `String(decoding:as:)` validated it a second time (a third of the cost of the
/// strings of a decode). The function is `@usableFromInline` in the standard library, hence part of
/// its ABI, and its symbol exported on every platform.
@_silgen_name("$sSS18_uncheckedFromUTF8_7isASCIISSSRys5UInt8VG_SbtFZ")
private func stringFromValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String
