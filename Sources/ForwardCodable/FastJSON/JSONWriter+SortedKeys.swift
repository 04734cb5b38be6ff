extension JSONWriter {
    /// Reorders the members of the object being closed by their keys, compared as the UTF-8
    /// bytes of the unescaped keys: the order of `JSONEncoder`'s `.sortedKeys`, which neither
    /// folds case nor compares numbers nor normalizes (`"\u{212B}"`, the Angstrom sign, sorts
    /// after `"Æ"` although it is canonically equivalent to `"Å"`).
    ///
    /// `starts` holds where each member's separator starts; the last member runs to the end of
    /// the buffer. Nested objects were sorted when they ended, and sorting keeps their lengths,
    /// so the positions stay valid. The sort is stable.
    mutating func sortMembers(startingAt starts: [Int]) {
        let end = buffer.count
        var members: [(key: [UInt8], content: Range<Int>)] = []
        members.reserveCapacity(starts.count)
        for (index, start) in starts.enumerated() {
            let memberEnd = index + 1 < starts.count ? starts[index + 1] : end
            var contentStart = start
            while buffer[contentStart] != UInt8(ascii: "\"") { contentStart += 1 }
            members.append((unescapedKey(at: contentStart), contentStart..<memberEnd))
        }
        let order = members.indices.sorted { a, b in
            let lhs = members[a].key
            let rhs = members[b].key
            return lhs == rhs ? a < b : lhs.lexicographicallyPrecedes(rhs)
        }
        let first = starts[0]
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
