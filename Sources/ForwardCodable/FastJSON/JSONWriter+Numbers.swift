import Foundation

extension JSONWriter {
    /// Writes `null`.
    mutating func writeNull() {
        beginValue()
        buffer.append("null")
    }

    /// Writes `true` or `false`.
    mutating func writeBool(_ value: Bool) {
        beginValue()
        if value {
            buffer.append("true")
        } else {
            buffer.append("false")
        }
    }

    /// Writes a signed integer in decimal, without allocating.
    mutating func writeInt64(_ value: Int64) {
        beginValue()
        appendDigits(of: value.magnitude, negative: value < 0)
    }

    /// Writes an unsigned integer in decimal, without allocating.
    mutating func writeUInt64(_ value: UInt64) {
        beginValue()
        appendDigits(of: value, negative: false)
    }

    /// Appends the decimal digits of `magnitude`, after a `-` when `negative`: two digits per
    /// step into a buffer on the stack, then one copy.
    private mutating func appendDigits(of magnitude: UInt64, negative: Bool) {
        if magnitude < 10, !negative {
            buffer.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
            var position = 24
            var rest = magnitude
            while rest >= 100 {
                let pair = Int(rest % 100)
                rest /= 100
                position -= 2
                digits[position] = Self.digitPairs[pair &* 2]
                digits[position + 1] = Self.digitPairs[pair &* 2 &+ 1]
            }
            if rest >= 10 {
                let pair = Int(rest)
                position -= 2
                digits[position] = Self.digitPairs[pair &* 2]
                digits[position + 1] = Self.digitPairs[pair &* 2 &+ 1]
            } else {
                position -= 1
                digits[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
            }
            if negative {
                position -= 1
                digits[position] = UInt8(ascii: "-")
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: digits[position..<24]))
        }
    }

    /// "00" through "99". Built by a loop: the same as a `flatMap` over two-element literals, which
    /// took the type checker about 3 s.
    private static let digitPairs: [UInt8] = {
        var pairs: [UInt8] = []
        pairs.reserveCapacity(200)
        for pair in 0..<100 {
            let tens: UInt8 = UInt8(ascii: "0") + UInt8(pair / 10)
            let ones: UInt8 = UInt8(ascii: "0") + UInt8(pair % 10)
            pairs.append(tens)
            pairs.append(ones)
        }
        return pairs
    }()

    /// Writes a `Double` as `JSONEncoder` does: its `description`, without a trailing `.0`
    /// (`1.0` → `1`, `1e21` → `1e+21`, `5e-324`, `-0`). Integers below 2^53 in magnitude take an
    /// integer path that gives the same digits without building a `String`.
    ///
    /// - Throws: `EncodingError.invalidValue` for NaN and infinities, as `JSONEncoder`'s default
    ///   strategy does.
    mutating func writeDouble(_ value: Double) throws {
        guard value.isFinite else { throw Self.nonConforming(value) }
        if value.magnitude < 0x1p53, value == value.rounded(.towardZero) {
            if value == 0 {
                beginValue()
                if value.sign == .minus { buffer.append(UInt8(ascii: "-")) }
                buffer.append(UInt8(ascii: "0"))
            } else {
                writeInt64(Int64(value))
            }
            return
        }
        writeDescription(value.description)
    }

    /// Writes a `Float` as `JSONEncoder` does: its `description` without a trailing `.0`.
    ///
    /// - Throws: `EncodingError.invalidValue` for NaN and infinities.
    mutating func writeFloat(_ value: Float) throws {
        guard value.isFinite else { throw Self.nonConforming(value) }
        writeDescription(value.description)
    }

    /// Writes a number's description, without a trailing `.0`.
    private mutating func writeDescription(_ description: String) {
        beginValue()
        var text = description
        text.withUTF8 { bytes in
            var count = bytes.count
            if count > 2, bytes[count - 2] == UInt8(ascii: "."), bytes[count - 1] == UInt8(ascii: "0") {
                count -= 2
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<count]))
        }
    }

    /// Writes number text that is already valid JSON (a `Decimal`'s description, an exact number).
    mutating func writeNumberText(_ text: String) {
        beginValue()
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
    }

    /// `JSONEncoder`'s error for a non-finite number.
    static func nonConforming<F: BinaryFloatingPoint>(_ value: F) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: [],
                debugDescription: "Unable to encode \(F.self).\(value) directly in JSON."
            )
        )
    }
}
