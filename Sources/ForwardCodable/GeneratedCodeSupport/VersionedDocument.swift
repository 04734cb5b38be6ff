/// The document of a versioned record, its stamp read, by either codec: what the one migration
/// chain of a generated record (`init(document:)`) is written against.
///
/// ```swift
/// switch document.version {
/// case 1: self = try Self.migrate(document.snapshot(V1.self), document.source)
/// default: self = try document.currentShape(Self.init(fields:version:))
/// }
/// ```
///
/// Two conformances: ``KeyedVersionedDocument`` over a `Decoder` and ``JSONVersionedDocument``
/// over the JSON bytes.
@_spi(ForwardCodableGenerated)
public protocol VersionedDocument<Keys> {
    /// The record's declared keys (the stamp among them).
    associatedtype Keys: DeclaredKeys

    /// The version the document is stamped with, or the version of an unstamped document.
    var version: Int { get }

    /// The document as the migration steps read it.
    var source: MigrationSource<RecordKey<Keys>> { get }

    /// Reads the snapshot of the document's (older) version, for migrating it.
    mutating func snapshot<Snapshot: Decodable & FastJSONDecodable>(_ type: Snapshot.Type) throws -> Snapshot

    /// Reads the document as the current shape with `body`, given the fields and the version.
    /// For a version newer than this app knows, a failure becomes `unsupportedVersion` with the
    /// error behind it.
    mutating func currentShape<Record>(_ body: (inout RecordFieldReader<Keys>, Int) throws -> Record) throws -> Record
}

/// A versioned record's document in a `Decoder`: the `Codable` path of the migration chain.
@_spi(ForwardCodableGenerated)
public struct KeyedVersionedDocument<Keys: DeclaredKeys>: VersionedDocument {
    @usableFromInline let decoder: any Decoder
    @usableFromInline let container: KeyedDecodingContainer<RecordKey<Keys>>
    /// The conformance to `VersionedDocument`: see `VersionedDocument.version`.
    public let version: Int
    /// The conformance to `VersionedDocument`: see `VersionedDocument.source`.
    public let source: MigrationSource<RecordKey<Keys>>

    /// Opens the document's container and reads its stamp, under `stamp`, before anything else.
    ///
    /// - Parameter unstamped: the version of a document without a stamp, or `nil` to refuse one.
    public init(
        _ decoder: any Decoder,
        stamp: Keys,
        record: String,
        supportedVersions: ClosedRange<Int>,
        unstamped: Int?
    ) throws {
        self.decoder = decoder
        container = try decoder.container(keyedBy: RecordKey<Keys>.self)
        version = try container.decodeVersionStamp(
            forKey: .declared(stamp), record: record, supportedVersions: supportedVersions, unstamped: unstamped)
        var source = MigrationSource(container, record: record, supportedVersions: supportedVersions)
        if version != supportedVersions.upperBound, let recorder = DecodeRecorder.of(decoder) {
            source.reportVersion(version, to: recorder)
        }
        self.source = source
    }

    /// The conformance to `VersionedDocument`: see `VersionedDocument.snapshot(_:)`.
    public func snapshot<Snapshot: Decodable>(_ type: Snapshot.Type) throws -> Snapshot {
        try source.snapshot(Snapshot.self, version: version, from: decoder)
    }

    /// The conformance to `VersionedDocument`: see `VersionedDocument.currentShape(_:)`. The
    /// fields are read from the decoder's container opened again, keyed by `FieldKey` as every
    /// record's fields are; the stamp's container is keyed by `RecordKey` for the migration steps.
    @inlinable
    public func currentShape<Record>(_ body: (inout RecordFieldReader<Keys>, Int) throws -> Record) throws -> Record {
        try container.decodeCurrentShape(
            record: source.record, version: version, supportedVersions: source.supportedVersions
        ) {
            var fields = try RecordFieldReader<Keys>(decoder, record: source.record)
            return try body(&fields, version)
        }
    }
}

/// A versioned record's document in the JSON bytes: the fast path of the migration chain. It
/// reads a copy of the reader, from the start of the document's object.
@_spi(ForwardCodableGenerated)
public struct JSONVersionedDocument<Keys: DeclaredKeys>: VersionedDocument {
    /// A copy of the reader, which `JSONReader.resume(after:)` moves to where this one stopped.
    @usableFromInline var reader: JSONReader
    /// The conformance to `VersionedDocument`: see `VersionedDocument.version`.
    public let version: Int
    /// The conformance to `VersionedDocument`: see `VersionedDocument.source`.
    public let source: MigrationSource<RecordKey<Keys>>

    @inlinable
    init(
        reader: JSONReader,
        version: Int,
        source: MigrationSource<RecordKey<Keys>>
    ) {
        self.reader = reader
        self.version = version
        self.source = source
    }

    /// The conformance to `VersionedDocument`: see `VersionedDocument.snapshot(_:)`.
    public mutating func snapshot<Snapshot: FastJSONDecodable>(_ type: Snapshot.Type) throws -> Snapshot {
        try source.snapshot(Snapshot.self, version: version, from: &reader)
    }

    /// The conformance to `VersionedDocument`: see `VersionedDocument.currentShape(_:)`.
    @inlinable
    public mutating func currentShape<Record>(_ body: (inout RecordFieldReader<Keys>, Int) throws -> Record) throws
        -> Record
    {
        let version = version
        let record = source.record
        return try reader.readCurrentShape(
            record: source.record, version: version, supportedVersions: source.supportedVersions
        ) { reader in
            var fields = try RecordFieldReader<Keys>(&reader, record: record)
            let value = try body(&fields, version)
            reader.resume(after: fields)
            return value
        }
    }
}

@_spi(ForwardCodableGenerated)
extension JSONVersionedDocument {
    /// Reads the version stamp of the versioned record at `reader`'s position (wherever it sits
    /// among the keys), leaving the reader there; the migration chain then reads the document on
    /// a copy of the reader, and `JSONReader.resume(after:)`
    /// moves the reader to where the copy stopped.
    ///
    /// - Parameter unstamped: the version of a document without a stamp, or `nil` to refuse one.
    @inlinable
    public init(
        _ reader: inout JSONReader,
        stamp: Keys,
        record: String,
        supportedVersions: ClosedRange<Int>,
        unstamped: Int?
    ) throws {
        let version = try reader.readVersionStamp(
            Keys._table, stamp, record: record, supportedVersions: supportedVersions, unstamped: unstamped)
        let source = MigrationSource<RecordKey<Keys>>(
            reading: &reader, record: record, supportedVersions: supportedVersions)
        if version != supportedVersions.upperBound, reader.settings.report != nil { source.reportVersion(version) }
        self.init(reader: reader, version: version, source: source)
    }
}

@_spi(ForwardCodableGenerated)
extension JSONReader {
    /// Moves the reader to where `document`, read on a copy of it, stopped.
    @inlinable
    public mutating func resume<Keys>(after document: JSONVersionedDocument<Keys>) {
        rewind(to: document.reader.position)
    }
}
