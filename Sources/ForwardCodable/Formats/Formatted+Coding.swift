import Foundation

extension Formatted: Codable {
    /// Reads the wire form from a single-value container: a `String` for string formats; for
    /// number formats an `Int64`, else a `UInt64`, else a `Double`, whose text is its shortest
    /// JSON text (a `Decoder` gives no number's text as written).
    ///
    /// - Throws: the container's error for a value of another type; `DecodingError.dataCorrupted`
    ///   at the container's coding path, `Expected <expectation>, found "<text>"`, for a text that
    ///   the format refuses.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = Format.wireIsString ? try container.decode(String.self) : try Self.numberText(container)
        guard let value = Format.value(ofWire: text) else {
            throw WireText.decodingError(Format.expectation, text, codingPath: container.codingPath)
        }
        self.init(checkedWireText: text, value: value)
    }

    /// The text of the number in `container`: an integer when it reads as one, otherwise the
    /// shortest text of its `Double`.
    private static func numberText(_ container: any SingleValueDecodingContainer) throws -> String {
        if let integer = try? container.decode(Int64.self) { return String(integer) }
        if let integer = try? container.decode(UInt64.self) { return String(integer) }
        return WireText.numberText(of: try container.decode(Double.self))
    }

    /// Writes the wire form to a single-value container: the text as a `String` for string
    /// formats; for number formats an `Int64` or `UInt64` when the text is an integer that fits,
    /// otherwise the `Double` of the text, which the encoder writes in its own text.
    ///
    /// - Throws: `EncodingError.invalidValue` when a number format's text is not a finite number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if Format.wireIsString {
            try container.encode(wireText)
        } else if let integer = Int64(wireText) {
            try container.encode(integer)
        } else if let integer = UInt64(wireText) {
            try container.encode(integer)
        } else if WireText.isNumber(wireText), let double = Double(wireText), double.isFinite {
            try container.encode(double)
        } else {
            throw invalidNumber(codingPath: container.codingPath)
        }
    }

    /// The error for a number format's text that is not a JSON number (a format that wrote one).
    func invalidNumber(codingPath: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            self,
            EncodingError.Context(
                codingPath: codingPath,
                debugDescription: "\(Format.self) gave \"\(wireText)\", which is not a finite JSON number"))
    }
}

extension Formatted: FastJSONDecodable {
    /// Reads the string or the number and keeps its exact text.
    ///
    /// - Throws: the reader's type mismatch for a value of another JSON type; an error of kind
    ///   ``ForwardJSONError/Kind/dataCorrupted`` at the value's first byte, `Expected
    ///   <expectation>, found "<text>"`, for a text that the format refuses.
    ///
    /// Inlinable, so that generated code reads a field of a given format without a generic call
    /// into the runtime (which looked up the metadata of `Optional<Format.Value>` and of the
    /// `Formatted` type on every value: a fifth of the instructions of the benchmark's timestamps).
    @inlinable
    public init(fastJSON reader: inout JSONReader) throws {
        let (text, start) = Format.wireIsString ? try reader.readWireString() : try reader.readWireNumber()
        guard let value = Format.value(ofWire: text) else {
            throw reader.wireTextError(Format.expectation, text, at: start)
        }
        self.init(checkedWireText: text, value: value)
    }
}

extension Formatted: FastJSONEncodable {
    /// Writes the wire text exactly: as a string, or as the number's text.
    ///
    /// - Throws: `EncodingError.invalidValue` when a number format's text is not a JSON number.
    public func write(fastJSON writer: inout JSONWriter) throws {
        if Format.wireIsString {
            writer.writeString(wireText)
        } else {
            guard WireText.isNumber(wireText) else { throw invalidNumber(codingPath: []) }
            writer.writeNumberText(wireText)
        }
    }
}
