import Foundation

extension JSONWriter {
    /// Writes one member of the innermost object: `key` (already JSON-escaped) and `value`.
    ///
    /// - Throws: the value's error, with `key` prepended to its coding path.
    @inlinable
    public mutating func encode<T: FastJSONEncodable>(_ value: T, key: StaticString) throws {
        writeKey(key)
        do {
            try encode(value)
        } catch {
            throw Self.prepending(AnyCodingKey(Self.keyText(key)), to: error)
        }
    }

    /// Writes an optional member: `value` under `key`; for `nil`, `null` when `writeNull`
    /// (the field arrived as an explicit `null`), otherwise nothing.
    ///
    /// The fast-path twin of the Codable path's `encodeIfPresent(_:_:nulls:)`.
    @inlinable
    public mutating func encodeIfPresent<T: FastJSONEncodable>(
        _ value: T?,
        key: StaticString,
        writeNull: Bool
    ) throws {
        if let value {
            try encode(value, key: key)
        } else if writeNull {
            writeKey(key)
            writeNullValue()
        }
    }

    /// Writes every entry of a record's unknown-field bag whose key the record does not declare:
    /// the declared field wins, and a key is never written twice. Generated code passes
    /// `CodingKeys.declares`.
    ///
    /// The same entries that the Codable path's `encodeUnknownFields(_:)` writes: a key is
    /// skipped exactly when `declares` says the record declares it (for generated records, a
    /// lookup in the record's key table that compares as `String`s do, so a key canonically
    /// equivalent to a declared one is skipped too).
    ///
    /// - Throws: a value's error (a ``JSONValue`` nested too deep, an invalid
    ///   ``JSONValue/exactNumber(_:)``), with its key prepended to the coding path.
    public mutating func encodeUnknownFields(
        _ bag: [String: JSONValue],
        declares: (String) -> Bool
    ) throws {
        for (name, value) in bag where !declares(name) {
            writeKey(name)
            do {
                try encode(value)
            } catch {
                throw Self.prepending(AnyCodingKey(name), to: error)
            }
        }
    }

    /// `error` with `key` in front of its coding path, when it is an `EncodingError`; other
    /// errors (from user code) pass unchanged.
    @usableFromInline
    static func prepending(_ key: AnyCodingKey, to error: any Error) -> any Error {
        guard case .invalidValue(let value, let context) = error as? EncodingError else { return error }
        return EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: [key] + context.codingPath,
                debugDescription: context.debugDescription,
                underlyingError: context.underlyingError
            )
        )
    }

    /// The key a key literal stands for: a literal is the key's JSON text without the quotes,
    /// escapes and all (`"a\\\"b"` for `a"b`), so that it is written as it is.
    @usableFromInline
    static func keyText(_ key: StaticString) -> String {
        let text = key.description
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        let quoted = Array("\"\(text)\"".utf8)
        return quoted.withUnsafeBytes { bytes in
            var reader = JSONReader(bytes: bytes)
            return (try? reader.readString()) ?? text
        }
    }
}
