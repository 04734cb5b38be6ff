import Foundation

extension JSONValue: FastJSONEncodable {
    /// Writes the value as the `Encodable` conformance does, with the same checks.
    ///
    /// An ``exactNumber(_:)`` is written as its text, so no digit is lost: any JSON number,
    /// including those beyond `Decimal`'s range that only the fast reader keeps (`1e400`), so
    /// that what it reads it writes back. Text `UInt64` reads that is not JSON (`"+5"`, `"007"`)
    /// is written as that integer, as ``encode(to:)`` writes it; other text is refused.
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

    /// Writes exact number text: a JSON number as written, other text that `UInt64` reads as
    /// that integer, as ``encode(to:)`` does.
    private func writeExactNumber(_ text: String, to writer: inout JSONWriter) throws {
        if JSONValue.isNumberText(text) {
            writer.writeNumberText(text)
        } else if let integer = UInt64(text) {
            writer.writeUInt64(integer)
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
