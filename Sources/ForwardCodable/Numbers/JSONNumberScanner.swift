import Foundation

/// A number that `JSONDecoder` would deliver rounded, where it is in the document.
struct RoundedNumber {
    /// The number as written.
    var text: String
    /// Its significant digits, from the first nonzero digit to the last.
    var significantDigits: Int
    /// Its keys and indices in the document.
    var codingPath: [AnyCodingKey]
}

/// One pass over a JSON document's bytes that looks at every number outside strings and keeps
/// only the path to the current value. No values are built.
struct JSONNumberScanner {
    private enum Frame {
        /// An object, and the key of its current member as written (with its quotes).
        case object(key: Range<Int>?)
        /// An array, and the index of its current element.
        case array(index: Int)
    }

    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    private var frames: [Frame] = []
    private var expectsKey = false

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The first number with more significant digits than `JSONDecoder` keeps, if any.
    mutating func firstRoundedNumber() -> RoundedNumber? {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let start = position
                skipString(quote: byte)
                noteKey(start..<position)
            case UInt8(ascii: "{"):
                frames.append(.object(key: nil))
                expectsKey = true
                position += 1
            case UInt8(ascii: "["):
                frames.append(.array(index: 0))
                expectsKey = false
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = frames.popLast()
                expectsKey = false
                position += 1
            case UInt8(ascii: ","):
                nextMember()
                position += 1
            case UInt8(ascii: "/"):
                skipComment()
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = position
                skipWord()
                if let rounded = roundedNumber(start..<position) { return rounded }
            case _ where Self.isWordByte(byte):
                let start = position
                skipWord()
                noteKey(start..<position)
            default:
                position += 1
            }
        }
        return nil
    }

    // MARK: Structure

    private mutating func noteKey(_ range: Range<Int>) {
        guard expectsKey, case .object = frames.last else { return }
        frames[frames.count - 1] = .object(key: range)
        expectsKey = false
    }

    private mutating func nextMember() {
        switch frames.last {
        case .array(let index)?: frames[frames.count - 1] = .array(index: index + 1)
        case .object?: expectsKey = true
        case nil: break
        }
    }

    private func codingPath() -> [AnyCodingKey] {
        frames.map { frame in
            switch frame {
            case .array(let index): AnyCodingKey(intValue: index)
            case .object(let key?): AnyCodingKey(keyText(key))
            case .object(nil): AnyCodingKey("")
            }
        }
    }

    /// A key as the decoder sees it: a string literal unescaped, a bare JSON5 key as written.
    private func keyText(_ range: Range<Int>) -> String {
        let raw = Data(bytes[range])
        guard raw.first == UInt8(ascii: "\"") else {
            return String(
                decoding: raw.first == UInt8(ascii: "'") ? raw.dropFirst().dropLast() : raw[...], as: UTF8.self)
        }
        return (try? JSONDecoder().decode(String.self, from: raw))
            ?? String(decoding: raw.dropFirst().dropLast(), as: UTF8.self)
    }

    // MARK: Tokens

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"), 0x80...:
            true
        default:
            false
        }
    }

    private mutating func skipWord() {
        while position < bytes.count, Self.isWordByte(bytes[position]) { position += 1 }
    }

    /// Moves past a string literal, including its closing quote (or to the end of the data).
    private mutating func skipString(quote: UInt8) {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\\") {
                position += 1
            } else if byte == quote {
                return
            }
        }
    }

    /// Moves past a `//` or `/* */` comment, or past a lone `/`.
    private mutating func skipComment() {
        position += 1
        guard position < bytes.count else { return }
        if bytes[position] == UInt8(ascii: "/") {
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        } else if bytes[position] == UInt8(ascii: "*") {
            position += 1
            while position + 1 < bytes.count,
                !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
            {
                position += 1
            }
            position = min(position + 2, bytes.count)
        }
    }

    /// The number written in `range`, if it is a decimal number with more significant digits
    /// than `JSONDecoder` keeps. Anything else (`-Infinity`, JSON5 hexadecimal) is left alone.
    private func roundedNumber(_ range: Range<Int>) -> RoundedNumber? {
        var index = range.lowerBound
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var firstNonzero: Int?
        var lastNonzero = 0
        var digitCount = 0
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
            if byte != UInt8(ascii: ".") {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                if byte != UInt8(ascii: "0") {
                    if firstNonzero == nil { firstNonzero = index }
                    lastNonzero = index
                }
                if firstNonzero != nil { digitCount += 1 }
            }
            index += 1
        }
        guard let firstNonzero else { return nil }
        guard digitCount > JSONNumberPrecision.guaranteedSignificantDigits else {
            return beyondDecimalAndRounded(range, significantDigits: Array(bytes[firstNonzero...lastNonzero])[...])
        }
        let digits = bytes[firstNonzero...lastNonzero].filter { $0 != UInt8(ascii: ".") }
        guard JSONNumberPrecision.isRounded(significantDigits: digits) else { return nil }
        return RoundedNumber(
            text: String(decoding: bytes[range], as: UTF8.self),
            significantDigits: digits.count,
            codingPath: codingPath()
        )
    }

    /// The number written in `range`, if `Decimal` cannot hold it (its exponent is beyond
    /// -128...127, as in `1.00000000000000000001e200`) and its text has more precision than the
    /// `Double` that `JSONDecoder` reads: nothing else can carry its digits through the decoder.
    private func beyondDecimalAndRounded(_ range: Range<Int>, significantDigits written: ArraySlice<UInt8>)
        -> RoundedNumber?
    {
        let text = String(decoding: bytes[range], as: UTF8.self)
        guard text.contains(where: { $0 == "e" || $0 == "E" }) || range.count > 128, Decimal(string: text) == nil,
            let double = Double(text), double.isFinite
        else { return nil }
        let writtenDigits = Self.significantDigits(of: written)
        let doubleDigits = Self.significantDigits(
            of: Array(double.description.utf8.prefix { $0 != UInt8(ascii: "e") })[...])
        guard writtenDigits != doubleDigits else { return nil }
        return RoundedNumber(text: text, significantDigits: writtenDigits.count, codingPath: codingPath())
    }

    /// The digits of a number's mantissa without its point and its leading and trailing zeros.
    private static func significantDigits(of mantissa: ArraySlice<UInt8>) -> [UInt8] {
        let digits = mantissa.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let trimmed = digits.drop { $0 == UInt8(ascii: "0") }
        return Array(trimmed.reversed().drop { $0 == UInt8(ascii: "0") }.reversed())
    }
}
