/// What the generated migration steps of a versioned record use: the document being migrated,
/// and the typed errors they throw.
///
/// The document is a keyed container on the `Codable` path, and the object in the document's
/// bytes on the fast path; the steps are the same for both.
@_spi(ForwardCodableGenerated)
public struct MigrationSource<Key: RecordCodingKey> {
    /// Where the document being migrated is read from.
    @usableFromInline enum Document {
        /// A `Decoder`'s container, boxed: the standard library's container is resilient, and
        /// held inline it made the source's layout unknown to the compiler, so that every copy
        /// and destroy of a source (and of a fast-path document holding one) went through the
        /// generic metadata (about 400 instructions per migrated document).
        indirect case container(KeyedDecodingContainer<Key>)
        /// The object in the document's JSON bytes, and the options of the reader that found it.
        case json(JSONObjectReference)
    }

    @usableFromInline let document: Document
    /// The record type's name.
    public let record: String
    /// The versions the record reads.
    public let supportedVersions: ClosedRange<Int>
    /// The decode's recorder, or `nil` without a report (on the `Codable` path, looked up only for
    /// a document to migrate or newer than this version).
    @usableFromInline var recorder: DecodeRecorder?

    /// Wraps the container of a document being migrated.
    public init(_ container: KeyedDecodingContainer<Key>, record: String, supportedVersions: ClosedRange<Int>) {
        self.document = .container(container)
        self.record = record
        self.supportedVersions = supportedVersions
    }

    /// Refers to the object at the reader's position, leaving the reader there, to migrate it
    /// on the fast path. The source must not outlive the decode; the generated
    /// `init(fastJSON:)` hands it to the migration steps only after the snapshot's read has
    /// validated the object. Inlinable: unspecialized, it looked up the source's generic metadata
    /// on every migrated document.
    @inlinable
    public init(reading reader: inout JSONReader, record: String, supportedVersions: ClosedRange<Int>) {
        self.document = .json(JSONObjectReference(reading: &reader))
        self.record = record
        self.supportedVersions = supportedVersions
        self.recorder = reader.settings.report?.recorder
    }

    /// The coding path of the document: known on the `Codable` path; on the fast path the
    /// reader adds it as the error travels out.
    var codingPath: [any CodingKey] {
        switch document {
        case .container(let container): container.codingPath
        case .json: []
        }
    }

    /// Decodes the snapshot of the version the document is stamped with.
    public func snapshot<Snapshot: Decodable>(
        _ type: Snapshot.Type,
        version: Int,
        from decoder: any Decoder
    ) throws -> Snapshot {
        do {
            return try Snapshot(from: decoder)
        } catch {
            throw failure(.unreadableVersion(version: version), error)
        }
    }

    /// Reads the snapshot of the version the document is stamped with, on the fast path.
    /// Inlinable, as ``hook(_:toVersion:_:)`` is: unspecialized, each call looked up the
    /// source's generic metadata (about 400 instructions).
    @inlinable
    public func snapshot<Snapshot: FastJSONDecodable>(
        _ type: Snapshot.Type,
        version: Int,
        from reader: inout JSONReader
    ) throws -> Snapshot {
        do {
            return try Snapshot(fastJSON: &reader)
        } catch let error as ForwardJSONError where error.kind == .syntax {
            // The snapshot's read is what validates an older document: bytes that are not JSON
            // are the document's syntax error, as `JSONDecoder` reports them before decoding.
            throw error
        } catch {
            throw failure(.unreadableVersion(version: version), error)
        }
    }

    /// Runs a migration hook, turning what it throws into a typed error.
    @inlinable
    public func hook<Value>(_ name: String, toVersion version: Int, _ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            throw failure(.hookFailed(hook: name, toVersion: version), error)
        }
    }

    /// Moves a key that version `version` starts to declare out of the bag and into its field.
    ///
    /// Returns `nil` when the bag does not hold the key. The value is decoded again from the
    /// document, so the decoder's strategies (dates, data) apply as for any field.
    @inlinable
    public func adopt<Value: Decodable>(
        _ type: Value.Type,
        _ key: String,
        from unknownFields: inout [String: JSONValue],
        toVersion version: Int
    ) throws -> Value? {
        // Inlined, so that a key the bag does not hold costs no unspecialized generic code.
        guard unknownFields[key] != nil else { return nil }
        return try adoptPresent(type, key, from: &unknownFields, toVersion: version)
    }

    /// ``adopt(_:_:from:toVersion:)`` for an enum field, stored as its raw value: a raw value
    /// that `enumeration` does not know is reported, as when the field is read.
    @inlinable
    public func adopt<Value: Decodable, Enum: ForwardEnum>(
        _ type: Value.Type,
        _ key: String,
        from unknownFields: inout [String: JSONValue],
        toVersion version: Int,
        checking enumeration: Enum.Type
    ) throws -> Value? {
        guard unknownFields[key] != nil else { return nil }
        return try adoptPresent(type, key, from: &unknownFields, toVersion: version) { value in
            guard let raw = value as? Enum.RawValue, !Enum.isKnown(raw) else { return nil }
            return "\(raw)"
        }
    }

    /// ``adopt(_:_:from:toVersion:)`` for a key the bag holds; `unknownRaw` names the raw value
    /// of an enum field that its enum does not know.
    @usableFromInline
    func adoptPresent<Value: Decodable>(
        _ type: Value.Type,
        _ key: String,
        from unknownFields: inout [String: JSONValue],
        toVersion version: Int,
        unknownRaw: (Value) -> String? = { _ in nil }
    ) throws -> Value? {
        do {
            let value: Value?
            switch document {
            case .container(let container):
                guard let codingKey = Key(stringValue: key) else { return nil }
                value = try container.decode(Value.self, forKey: codingKey)
            case .json(let object):
                value = try object.decode(Value.self, key)
            }
            unknownFields[key] = nil
            if recorder != nil { forgetAdopted(key, value, unknownRaw: value.flatMap(unknownRaw)) }
            return value
        } catch {
            throw failure(.unadoptableField(key: key, toVersion: version), error)
        }
    }

    /// The value of `key` exactly as the document wrote it, for a field a later version
    /// removes: it stays on the wire in the bag.
    public func written(_ key: String) throws -> JSONValue? {
        switch document {
        case .container(let container):
            guard let codingKey = Key(stringValue: key), container.contains(codingKey) else { return nil }
            return try container.decode(JSONValue.self, forKey: codingKey)
        case .json(let object):
            return try object.decode(JSONValue.self, key)
        }
    }

    /// A typed error at this record.
    public func failure(_ reason: SchemaVersionError.Reason, _ underlying: (any Error)? = nil) -> SchemaVersionError {
        SchemaVersionError(
            record: record,
            reason: reason,
            supportedVersions: supportedVersions,
            codingPath: codingPath,
            underlyingError: underlying
        )
    }
}

@_spi(ForwardCodableGenerated)
extension KeyedDecodingContainer where Key: RecordCodingKey {
    /// Reads the version stamp before anything else.
    ///
    /// - Parameter unstamped: the version of a document without a stamp, or `nil` to refuse one.
    /// - Throws: ``SchemaVersionError`` for a stamp that is not an integer (`null` included), a missing stamp that
    ///   the policy refuses, or a version older than the oldest supported one.
    public func decodeVersionStamp(
        forKey key: Key,
        record: String,
        supportedVersions: ClosedRange<Int>,
        unstamped: Int?
    ) throws -> Int {
        // One lookup on the way that every current document takes; the error context only on failure.
        func failure(_ reason: SchemaVersionError.Reason) -> SchemaVersionError {
            MigrationSource(self, record: record, supportedVersions: supportedVersions).failure(reason)
        }
        let stamp: Int?
        do {
            stamp = try decodeIfPresent(Int.self, forKey: key)
        } catch {
            let found = (try? decode(JSONValue.self, forKey: key))?.description ?? "not readable"
            throw failure(.invalidStamp(found: found))
        }
        guard let version = stamp else {
            // `"v": null` is a stamp that is not an integer, not a missing stamp.
            if contains(key) { throw failure(.invalidStamp(found: "null")) }
            guard let unstamped else { throw failure(.missingStamp) }
            return unstamped
        }
        guard version >= supportedVersions.lowerBound else {
            throw failure(.unsupportedVersion(found: version))
        }
        return version
    }

    /// Reads the current shape of a document stamped `version`. For a version newer than this
    /// app knows, a failure becomes ``SchemaVersionError/Reason/unsupportedVersion(found:)``
    /// with the decoding error behind it.
    public func decodeCurrentShape<Record>(
        record: String,
        version: Int,
        supportedVersions: ClosedRange<Int>,
        _ body: () throws -> Record
    ) throws -> Record {
        do {
            return try body()
        } catch  where version > supportedVersions.upperBound {
            let source = MigrationSource(self, record: record, supportedVersions: supportedVersions)
            throw source.failure(.unsupportedVersion(found: version), error)
        }
    }
}
