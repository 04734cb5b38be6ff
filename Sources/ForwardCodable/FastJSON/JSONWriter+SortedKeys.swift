extension JSONWriter {
    /// A member of an object being sorted: its key's bytes in the buffer (between the quotes),
    /// the key unescaped when it has escapes, and the member's bytes from the opening quote.
    private struct Member {
        var key: Range<Int>
        var unescaped: [UInt8]?
        var content: Range<Int>
    }

    /// Reorders the members of the object being closed by their keys, compared as the UTF-8
    /// bytes of the unescaped keys: the order of `JSONEncoder`'s `.sortedKeys`, which neither
    /// folds case nor compares numbers nor normalizes (`"\u{212B}"`, the Angstrom sign, sorts
    /// after `"Æ"` although it is canonically equivalent to `"Å"`).
    ///
    /// `starts` holds where each member's separator starts; the last member runs to the end of
    /// the buffer. Nested objects were sorted when they ended, and sorting keeps their lengths,
    /// so the positions stay valid. The sort is stable.
    mutating func sortMembers(startingAt starts: ArraySlice<Int>) {
        let end = buffer.count
        var members: [Member] = []
        members.reserveCapacity(starts.count)
        for index in starts.indices {
            let memberEnd = index + 1 < starts.endIndex ? starts[index + 1] : end
            var quote = starts[index]
            while buffer[quote] != UInt8(ascii: "\"") { quote += 1 }
            var keyEnd = quote + 1
            var escaped = false
            while buffer[keyEnd] != UInt8(ascii: "\"") {
                if buffer[keyEnd] == UInt8(ascii: "\\") {
                    escaped = true
                    keyEnd += 1
                }
                keyEnd += 1
            }
            let unescaped = escaped ? unescapedKey(at: quote) : nil
            members.append(Member(key: (quote + 1)..<keyEnd, unescaped: unescaped, content: quote..<memberEnd))
        }
        let order = buffer.withUnsafeBufferPointer { bytes in
            members.indices.sorted { a, b in
                let (lhs, rhs) = (members[a], members[b])
                if lhs.unescaped == nil, rhs.unescaped == nil {
                    return Self.precedes(bytes[lhs.key], bytes[rhs.key], a < b)
                }
                let left = lhs.unescaped ?? Array(bytes[lhs.key])
                let right = rhs.unescaped ?? Array(bytes[rhs.key])
                return Self.precedes(left[...], right[...], a < b)
            }
        }
        let first = starts[starts.startIndex]
        let written = Array(buffer[first..<end])
        buffer.removeSubrange(first...)
        for (position, index) in order.enumerated() {
            if position > 0 { buffer.append(UInt8(ascii: ",")) }
            if pretty {
                buffer.append(UInt8(ascii: "\n"))
                indent(depth)
            }
            let content = members[index].content
            buffer.append(contentsOf: written[(content.lowerBound - first)..<(content.upperBound - first)])
        }
    }
    /// Whether key `lhs` sorts before key `rhs`; `tie` when they are equal (a stable sort).
    private static func precedes<C: Collection<UInt8>>(_ lhs: C, _ rhs: C, _ tie: Bool) -> Bool {
        var left = lhs.makeIterator()
        var right = rhs.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return tie
            case (nil, _): return true
            case (_, nil): return false
            case (let l?, let r?): if l != r { return l < r }
            }
        }
    }

    /// The bytes of the key whose opening quote is at `quote`, with escapes resolved.
    private func unescapedKey(at quote: Int) -> [UInt8] {
        var key: [UInt8] = []
        var index = quote + 1
        while buffer[index] != UInt8(ascii: "\"") {
            let byte = buffer[index]
            guard byte == UInt8(ascii: "\\") else {
                key.append(byte)
                index += 1
                continue
            }
            let escape = buffer[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): key.append(0x08)
            case UInt8(ascii: "f"): key.append(0x0C)
            case UInt8(ascii: "n"): key.append(0x0A)
            case UInt8(ascii: "r"): key.append(0x0D)
            case UInt8(ascii: "t"): key.append(0x09)
            case UInt8(ascii: "u"):
                var scalar: UInt32 = 0
                for offset in 0..<4 { scalar = scalar << 4 | UInt32(hexValue(buffer[index + offset])) }
                index += 4
                if scalar >= 0xD800, scalar < 0xDC00, buffer[index] == UInt8(ascii: "\\") {
                    var low: UInt32 = 0
                    for offset in 2..<6 { low = low << 4 | UInt32(hexValue(buffer[index + offset])) }
                    scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                    index += 6
                }
                key.append(contentsOf: String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            default: key.append(escape)  // \" \\ \/
            }
        }
        return key
    }

    private func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: byte - UInt8(ascii: "A") + 10
        }
    }
}
