import Foundation

extension JSONValue: FastJSONEncodable {
    /// Writes the value as the `Encodable` conformance does, with the same checks.
    ///
    /// An ``exactNumber(_:)`` is written as its text, so no digit is lost. It is checked as
    /// ``encode(to:)`` checks it: text that `UInt64` reads or that is a JSON number `Decimal`
    /// reads; text `UInt64` reads that is not JSON (`"+5"`, `"007"`) is written as that integer,
    /// as ``encode(to:)`` writes it.
    ///
    /// - Throws: `EncodingError.invalidValue` when the value, counted from the root of the
    ///   document, nests deeper than ``maximumDepth``, holds an ``exactNumber(_:)`` that is not
    ///   a number, or holds a non-finite ``double(_:)``.
    public func write(fastJSON writer: inout JSONWriter) throws {
        switch self {
        case .null: writer.writeNull()
        case .bool(let value): writer.writeBool(value)
        case .int(let value): writer.writeInt64(value)
        case .double(let value): try writer.writeDouble(value)
        case .string(let value): writer.writeString(value)
        case .exactNumber(let text): try writeExactNumber(text, to: &writer)
        case .array(let elements):
            try checkLevel(writer)
            writer.beginArray()
            for (index, element) in elements.enumerated() {
                do {
                    try element.write(fastJSON: &writer)
                } catch {
                    throw JSONWriter.prepending(AnyCodingKey(intValue: index), to: error)
                }
            }
            writer.endArray()
        case .object(let members):
            try checkLevel(writer)
            writer.beginObject()
            for (key, member) in members {
                writer.writeKey(key)
                do {
                    try member.write(fastJSON: &writer)
                } catch {
                    throw JSONWriter.prepending(AnyCodingKey(key), to: error)
                }
            }
            writer.endObject()
        }
    }

    /// Throws before an array or object is opened beyond ``maximumDepth``, counted from the
    /// root of the document, as ``encode(to:)`` does.
    private func checkLevel(_ writer: JSONWriter) throws {
        let level = writer.depth + 1
        guard level > JSONValue.maximumDepth else { return }
        throw JSONValue.depthError(self, level: level, at: [])
    }

    /// Writes exact number text, checked as ``encode(to:)`` checks it.
    private func writeExactNumber(_ text: String, to writer: inout JSONWriter) throws {
        if let integer = UInt64(text) {
            if JSONValue.isNumberText(text) {
                writer.writeNumberText(text)
            } else {
                writer.writeUInt64(integer)
            }
        } else if JSONValue.isNumberText(text), Decimal(string: text) != nil {
            writer.writeNumberText(text)
        } else {
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription: "JSONValue.exactNumber(\"\(text)\") does not hold a number."
                )
            )
        }
    }
}
