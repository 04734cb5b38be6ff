/// The optional fields of a generated record that arrived as an explicit `null`, so that
/// `encode(to:)` writes `null` back for each while it stays `nil`.
///
/// One type serves every record: it holds the wire names of the keys, not the record's own
/// `CodingKeys`, so a record does not carry a `Set` specialized for its keys (a large part of a
/// record's optimization time in a release build). The set is nearly always empty, and an empty
/// set answers ``contains(_:)`` without hashing.
@_spi(ForwardCodableGenerated)
public struct ExplicitNulls: Hashable, Sendable {
    @usableFromInline var names: Set<String>

    /// No explicit nulls.
    @inlinable
    public init() {
        names = []
    }

    /// Whether no field arrived as an explicit `null`.
    @inlinable
    public var isEmpty: Bool { names.isEmpty }

    /// Notes that the field of `key` arrived as an explicit `null`.
    @inlinable
    public mutating func insert<Key: DeclaredKeys>(_ key: Key) {
        insert(name: Key._table.name(of: key))
    }

    /// Whether the field of `key` arrived as an explicit `null`.
    @inlinable
    public func contains<Key: DeclaredKeys>(_ key: Key) -> Bool {
        !names.isEmpty && contains(name: Key._table.name(of: key))
    }

    /// Carries a `null` an older version noted under the wire key `oldKey` to the key `newKey`
    /// (the same key when omitted): a migration step's explicit nulls.
    public mutating func carry(_ oldKey: String, from older: ExplicitNulls, as newKey: String? = nil) {
        if older.contains(name: oldKey) { insert(name: newKey ?? oldKey) }
    }

    @usableFromInline
    mutating func insert(name: String) {
        names.insert(name)
    }

    @usableFromInline
    func contains(name: String) -> Bool {
        names.contains(name)
    }
}
