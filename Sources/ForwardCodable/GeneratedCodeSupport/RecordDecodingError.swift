/// Names the record and the field in a decoding error, once, at the record where it happened.
@_spi(ForwardCodableGenerated)
public enum RecordDecodingError {
    /// Returns `error` with a description that names `record` and the field, keeping the case,
    /// the coding path and the original error (as `underlyingError`).
    ///
    /// An error that an inner record already described is returned unchanged, and so is a
    /// ``SchemaVersionError``, which names its record itself. Any other error that is not a
    /// `DecodingError` (such as the internal error `JSONDecoder` throws for `1e400` read as an
    /// `Int`, which it would otherwise report without a path) becomes `dataCorrupted` at the
    /// record's coding path.
    public static func describe(
        _ error: any Error,
        record: String,
        decoderPath: [any CodingKey]
    ) -> any Error {
        if error is SchemaVersionError { return error }
        guard let error = error as? DecodingError else {
            return foreign(error, record: record, decoderPath: decoderPath)
        }
        let context = error.context
        if context.underlyingError is Described { return error }
        let depth = decoderPath.count
        let field: String?
        if case .keyNotFound(let key, _) = error {
            field = key.stringValue
        } else if context.codingPath.count > depth {
            field = context.codingPath[depth].stringValue
        } else {
            field = nil
        }
        let path = DecodingFailure.render(context.codingPath)
        let named = field.map { "\(record).\($0)" } ?? record
        let subject = path.isEmpty ? named : "\(named) at \(path)"
        let found: String
        switch error {
        case .keyNotFound(let key, _):
            found = "the required key \"\(key.stringValue)\" is missing."
        case .valueNotFound:
            found = "found null where a value is required."
        default:
            found = context.debugDescription
        }
        let described = DecodingError.Context(
            codingPath: context.codingPath,
            debugDescription: "\(subject): \(found)",
            underlyingError: Described(original: error)
        )
        switch error {
        case .typeMismatch(let type, _): return DecodingError.typeMismatch(type, described)
        case .valueNotFound(let type, _): return DecodingError.valueNotFound(type, described)
        case .keyNotFound(let key, _): return DecodingError.keyNotFound(key, described)
        case .dataCorrupted: return DecodingError.dataCorrupted(described)
        @unknown default: return error
        }
    }

    /// An error that is not a `DecodingError`, as `dataCorrupted` at the record.
    private static func foreign(_ error: any Error, record: String, decoderPath: [any CodingKey]) -> any Error {
        let path = DecodingFailure.render(decoderPath)
        let found = DecoderErrorDetails(error).summary ?? String(describing: error)
        let original = DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: decoderPath, debugDescription: found, underlyingError: error)
        )
        return DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoderPath,
                debugDescription: (path.isEmpty ? record : "\(record) at \(path)")
                    + ": the decoder failed on one of its fields: \(found)",
                underlyingError: Described(original: original)
            )
        )
    }

    /// The original error, wrapped so that outer records leave the description alone.
    public struct Described: Error, CustomStringConvertible {
        /// The error as the decoder threw it.
        public let original: DecodingError

        /// The original error's description.
        public var description: String { String(describing: original) }
    }
}
