extension JSONWriter {
    /// Writes `string` as a JSON string value.
    ///
    /// Escaped exactly as `JSONEncoder` escapes: `\"`, `\\`, `\/` (unless `.withoutEscapingSlashes`),
    /// `\b`, `\f`, `\n`, `\r`, `\t`, the other control characters below U+0020 as `\u00XX` with
    /// lowercase hex digits; everything else, DEL, U+2028, U+2029 and all non-ASCII text
    /// included, passes through as UTF-8.
    mutating func writeString(_ string: String) {
        beginValue()
        buffer.append(UInt8(ascii: "\""))
        appendEscapedContents(of: string)
        buffer.append(UInt8(ascii: "\""))
    }

    /// Appends the escaped contents of `string`, without quotes.
    mutating func appendEscapedContents(of string: String) {
        // Without `var string = string` and `withUTF8`: native strings need no copy to retain.
        let done = string.utf8.withContiguousStorageIfAvailable { appendEscaped($0) } != nil
        if done { return }
        var string = string
        string.withUTF8 { appendEscaped($0) }
    }

    /// Appends `bytes` escaped, copying each run of bytes that need no escape in one piece.
    ///
    /// Eight bytes at a time are tested at once for a byte that may need an escape, so that a
    /// string without one costs a few instructions per eight bytes and a single copy.
    mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        guard count > 0 else { return }
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        let slash: UInt8 = escapesSlashes ? UInt8(ascii: "/") : UInt8(ascii: "\"")
        var runStart = 0
        var index = 0
        while index < count {
            if index + 8 <= count,
                !Self.mayNeedEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self), slash: slash)
            {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != slash {
                index += 1
                continue
            }
            if runStart < index {
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            }
            appendEscape(for: byte)
            index += 1
            runStart = index
        }
        if runStart < count {
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
        }
    }

    /// Whether a byte of `word` may be `"`, `\`, `slash` or below 0x20 (never missing one; bytes
    /// above 0x7F pass).
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64, slash: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value }
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        let slashes = hasZeroByte(word ^ (ones &* UInt64(slash)))
        let control = (word &- (ones &* 0x20)) & ~word
        return (quote | backslash | slashes | control) & (ones &* 0x80) != 0
    }

    /// Appends the escape sequence for one byte that needs one.
    private mutating func appendEscape(for byte: UInt8) {
        buffer.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case 0x08: buffer.append(UInt8(ascii: "b"))
        case 0x09: buffer.append(UInt8(ascii: "t"))
        case 0x0A: buffer.append(UInt8(ascii: "n"))
        case 0x0C: buffer.append(UInt8(ascii: "f"))
        case 0x0D: buffer.append(UInt8(ascii: "r"))
        default:
            func hex(_ nibble: UInt8) -> UInt8 {
                nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            buffer.append(UInt8(ascii: "u"), UInt8(ascii: "0"))
            buffer.append(UInt8(ascii: "0"), hex(byte >> 4))
            buffer.append(hex(byte & 0xF))
        }
    }

    /// Writes `bytes`, which need no escaping, as a JSON string value.
    mutating func writeUnescapedString(_ bytes: UnsafeBufferPointer<UInt8>) {
        beginValue()
        buffer.append(UInt8(ascii: "\""))
        buffer.append(contentsOf: bytes)
        buffer.append(UInt8(ascii: "\""))
    }
}
