import Foundation

/// The helpers shared by the wire formats and ``CalendarDate``.
enum WireText {
    /// The message for a wire text that its format refuses: `Expected <expectation>, found "<text>"`.
    static func malformed(_ expectation: String, _ text: String) -> String {
        "Expected \(expectation), found \"\(text)\""
    }

    /// The `DecodingError` for a wire text that its format refuses, at `codingPath`.
    static func decodingError(
        _ expectation: String, _ text: String, codingPath: [any CodingKey]
    ) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: malformed(expectation, text)))
    }

    /// The shortest JSON number text of a finite `Double`, as ``JSONWriter`` and `JSONEncoder`
    /// write it (`1.5`, `100`, `1e+21`, `1e-05`); a non-finite one gives its `description`, which
    /// no format reads.
    static func numberText(of value: Double) -> String {
        var writer = JSONWriter(capacity: 32)
        guard value.isFinite, (try? writer.writeDouble(value)) != nil else { return value.description }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Whether `text` is a JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isNumber(_ text: String) -> Bool {
        JSONValue.isNumberText(text)
    }

    /// Appends the decimal digits of the magnitude of `value`, padded with zeros to `width`.
    static func appendDigits(_ value: Int64, width: Int, to bytes: inout [UInt8]) {
        let digits = String(value.magnitude)  // At most 19 bytes: no allocation up to 15.
        let count = digits.utf8.count
        if count < width { bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - count)) }
        bytes.append(contentsOf: digits.utf8)
    }
}

extension JSONReader {
    /// Reads a string value for a wire format: its contents, and the offset of its opening quote.
    @usableFromInline
    mutating func readWireString() throws -> (text: String, start: Int) {
        guard peek() == UInt8(ascii: "\"") else { throw mismatch(decoding: String.self) }
        let start = byteOffset
        return (try readString(), start)
    }

    /// Reads a number for a wire format: its exact text, and the offset of its first byte.
    @usableFromInline
    mutating func readWireNumber() throws -> (text: String, start: Int) {
        let token = try scanNumber(decoding: Double.self)
        return (text(of: token), token.start)
    }

    /// The error for a wire text that its format refuses, at byte `start`:
    /// `Expected <expectation>, found "<text>"`, of kind ``ForwardJSONError/Kind/dataCorrupted``.
    @usableFromInline
    func wireTextError(_ expectation: String, _ text: String, at start: Int) -> ForwardJSONError {
        error(.dataCorrupted, WireText.malformed(expectation, text), at: start)
    }
}
