import Foundation

extension CalendarDate: Codable {
    /// Reads the string `YYYY-MM-DD`.
    ///
    /// - Throws: the container's error for a value that is not a string; `DecodingError.dataCorrupted`
    ///   at the container's coding path for a string that is not a calendar date.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CalendarDate(text) else {
            throw WireText.decodingError(Self.expectation, text, codingPath: container.codingPath)
        }
        self = date
    }

    /// Writes the string `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension CalendarDate: FastJSONDecodable {
    /// Reads the string `YYYY-MM-DD`.
    ///
    /// - Throws: the reader's type mismatch for a value that is not a string; an error of kind
    ///   ``ForwardJSONError/Kind/dataCorrupted`` at the string's opening quote for a string that is
    ///   not a calendar date.
    public init(fastJSON reader: inout JSONReader) throws {
        let (text, start) = try reader.readWireString()
        guard let date = CalendarDate(text) else {
            throw reader.error(.dataCorrupted, WireText.malformed(Self.expectation, text), at: start)
        }
        self = date
    }
}

extension CalendarDate: FastJSONEncodable {
    /// Writes the string `YYYY-MM-DD`.
    public func write(fastJSON writer: inout JSONWriter) throws {
        writer.writeString(description)
    }
}
