/// The fast path's part of versioned records: the stamp read before the fields, and the
/// reference to an older document that its migration steps read from.
@_spi(ForwardCodableGenerated)
extension JSONReader {
    /// Reads the version stamp of the object at the reader's position, wherever it sits among
    /// the keys (the fast path writes it first), and leaves the reader at the start of the
    /// object. The rules are those of `decodeVersionStamp` on the `Codable` path: the first
    /// occurrence counts, `null` or a non-integer is an invalid stamp, a missing one is
    /// `unstamped` or an error.
    public mutating func readVersionStamp<Keys>(
        _ keys: DeclaredKeyTable<Keys>,
        _ stampKey: Keys,
        record: String,
        supportedVersions: ClosedRange<Int>,
        unstamped: Int?
    ) throws -> Int {
        func failure(_ reason: SchemaVersionError.Reason) -> SchemaVersionError {
            SchemaVersionError(
                record: record, reason: reason, supportedVersions: supportedVersions, codingPath: [],
                underlyingError: nil)
        }
        let start = position
        let stampIndex = stampKey._position
        // The fields' read validates the rest of the object.
        let stampPosition = try seekFirstKey(stampIndex, in: keys.table) ? position : nil
        defer { rewind(to: start) }
        guard let stampPosition else {
            guard let unstamped else { throw failure(.missingStamp) }
            return unstamped
        }
        rewind(to: stampPosition)
        if decodeNil() { throw failure(.invalidStamp(found: "null")) }
        let version: Int
        do {
            version = try decode(Int.self)
        } catch {
            rewind(to: stampPosition)
            let found = (try? readJSONValue())?.description ?? "not readable"
            throw failure(.invalidStamp(found: found))
        }
        guard version >= supportedVersions.lowerBound else {
            throw failure(.unsupportedVersion(found: version))
        }
        // A document to migrate is validated whole by the read of its version's snapshot, which
        // comes before any migration step reads the object again through ``MigrationSource``.
        return version
    }

    /// Reads the current shape of a document stamped `version`. For a version newer than this
    /// app knows, a failure becomes `unsupportedVersion` with the error behind it.
    public mutating func readCurrentShape<Record>(
        record: String,
        version: Int,
        supportedVersions: ClosedRange<Int>,
        _ body: (inout JSONReader) throws -> Record
    ) throws -> Record {
        do {
            return try body(&self)
        } catch  where version > supportedVersions.upperBound {
            throw SchemaVersionError(
                record: record, reason: .unsupportedVersion(found: version), supportedVersions: supportedVersions,
                codingPath: [], underlyingError: error)
        }
    }
}

/// One JSON object of the document being read, for the migration steps to read a key again
/// after the reader has moved on, with the options of the reader that found it.
///
/// It points into the reader's bytes, which stay valid during the decode that migrates the
/// object: a ``MigrationSource`` lives only inside the generated `init(fastJSON:)`. The object
/// was validated whole by the read of the snapshot that the migration steps start from (an older
/// document's snapshot is read before any step runs). Copying it cost a third pass over every
/// migrated object, and validating it ahead of the snapshot a second one.
@usableFromInline struct JSONObjectReference {
    let bytes: UnsafeRawBufferPointer
    /// The reader's position at the object's `{`.
    let start: Int
    /// The settings of the reader that found it (options, `userInfo`).
    let settings: JSONReader.Settings

    /// The object at the reader's position; the reader does not move.
    @usableFromInline init(reading reader: inout JSONReader) {
        bytes = reader.bytes
        start = reader.position
        settings = reader.settings
    }

    /// The first value of `key` read as `Value`, or `nil` when the object does not hold the key.
    func decode<Value>(_ type: Value.Type, _ key: String) throws -> Value? {
        var reader = JSONReader(bytes: bytes, settings: settings)
        reader.rewind(to: start)
        try reader.beginObject()
        while let name = try reader.nextKey() {
            guard reader.string(of: name) == key else {
                try reader.skipValue()
                continue
            }
            guard let readable = Value.self as? any FastJSONDecodable.Type else {
                throw reader.error(
                    .typeMismatch, "\(Value.self) cannot be read on the fast path: it is not FastJSONDecodable")
            }
            return try readable.init(fastJSON: &reader) as? Value
        }
        return nil
    }
}
