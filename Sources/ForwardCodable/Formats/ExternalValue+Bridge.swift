import Foundation

extension JSONReader {
    /// Reads the value at the reader as `T` with a `JSONDecoder` configured like the reader: the
    /// value is validated and skipped, and its exact bytes are decoded.
    ///
    /// - Throws: the decoder's error as a located error at the value's first byte, with the
    ///   decoder's message, the kind of its `DecodingError` and the coding path inside the value.
    mutating func bridgeDecode<T: Decodable>(_: T.Type) throws -> T {
        _ = peek()
        let start = byteOffset
        try skipValue()
        let data = Data(UnsafeRawBufferPointer(rebasing: bytes[start..<byteOffset]))
        let decoder = JSONDecoder()
        switch options.dateDecodingStrategy {
        case .deferredToDate: decoder.dateDecodingStrategy = .deferredToDate
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        }
        switch options.dataDecodingStrategy {
        case .base64: decoder.dataDecodingStrategy = .base64
        case .deferredToData: decoder.dataDecodingStrategy = .deferredToData
        }
        decoder.userInfo = userInfo
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw bridgeError(error, at: start)
        }
    }

    /// `error`, thrown by `JSONDecoder` for the value at byte `start`, as a located error.
    private func bridgeError(_ error: any Error, at start: Int) -> ForwardJSONError {
        guard let decoding = error as? DecodingError else {
            var located = self.error(.dataCorrupted, String(describing: error), at: start)
            located.underlying = error
            return located
        }
        let kind: ForwardJSONError.Kind
        var missingKey: String?
        switch decoding {
        case .typeMismatch: kind = .typeMismatch
        case .valueNotFound: kind = .valueNotFound
        case .keyNotFound(let key, _):
            kind = .keyNotFound
            missingKey = key.stringValue
        case .dataCorrupted: kind = .dataCorrupted
        @unknown default: kind = .dataCorrupted
        }
        var located = self.error(kind, decoding.context.debugDescription, at: start)
        located.path = decoding.context.codingPath.map(Self.pathComponent)
        located.missingKey = missingKey
        located.underlying = error
        return located
    }

    /// A key of a `JSONDecoder` coding path as a path component: an array index (`JSONDecoder`
    /// names them `Index 3`), or an object key.
    private static func pathComponent(_ key: any CodingKey) -> JSONPathComponent {
        if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == "\(index)" {
            return .index(index)
        }
        return .key(key.stringValue)
    }
}

extension JSONWriter {
    /// The JSON of `value` as a `JSONEncoder` configured like a writer with `options` and
    /// `userInfo` writes it, read back as a ``JSONValue`` (numbers exactly as written), for the
    /// writer to lay out itself.
    static func bridgedJSON<T: Encodable>(
        of value: T, options: ForwardJSONEncoder.Options, userInfo: [CodingUserInfoKey: any Sendable]
    ) throws -> JSONValue {
        let encoder = JSONEncoder()
        // The writer lays out and escapes the JSON again; only what changes values matters here.
        encoder.outputFormatting = options.outputFormatting.intersection([.sortedKeys, .withoutEscapingSlashes])
        switch options.dateEncodingStrategy {
        case .deferredToDate: encoder.dateEncodingStrategy = .deferredToDate
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        case .iso8601: encoder.dateEncodingStrategy = .iso8601
        }
        switch options.dataEncodingStrategy {
        case .base64: encoder.dataEncodingStrategy = .base64
        case .deferredToData: encoder.dataEncodingStrategy = .deferredToData
        }
        encoder.userInfo = userInfo
        let data = try encoder.encode(value)
        do {
            return try data.withUnsafeBytes { bytes in
                var reader = JSONReader(bytes: bytes)
                let json = try reader.readJSONValue()
                try reader.finish()
                return json
            }
        } catch {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription: "JSONEncoder wrote \(T.self) as JSON that JSONValue does not hold: "
                        + ForwardJSONError(wrapping: error).locatedMessage,
                    underlyingError: error))
        }
    }
}
