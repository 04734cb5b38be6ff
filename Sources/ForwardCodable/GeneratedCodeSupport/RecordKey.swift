/// The wire keys a generated record declares: an enum without payloads, one case per key, and
/// the table of their wire names that both codecs match against.
@_spi(ForwardCodableGenerated)
public protocol DeclaredKeys: Hashable, Sendable {
    /// The keys, built once: `static let _table = DeclaredKeyTable<Self>(["id", ...])`, the wire
    /// names in the order of the cases (underscored: a field may be called `table`).
    static var _table: DeclaredKeyTable<Self> { get }
    /// The key's position among the cases. Leave it to the default, which reads the case's tag: a
    /// requirement, so that the `Codable` path's unspecialized helpers reach it through the
    /// record's witness, which the compiler specializes, and not through generic code.
    var _position: Int { get }
}

@_spi(ForwardCodableGenerated)
extension DeclaredKeys {
    /// The key's position among the cases: its tag, see ``DeclaredKeyTable``.
    @inlinable
    public var _position: Int {
        DeclaredKeyTable<Self>.index(of: self)
    }

    /// Whether a case has `name` as its wire name, looked up in ``_table``.
    @inlinable
    public static func declares(_ name: String) -> Bool {
        _table.contains(name)
    }
}

/// The coding key of every generated record: a key it declares, or any other key by name.
///
/// One type serves all records, so a record contributes only its ``DeclaredKeys`` enum. Because an
/// undeclared key is still a key of this type, one container reads the declared fields and,
/// through `allKeys`, finds the unknown ones; nothing is allocated per decode. The key stores its
/// name and whether it is declared, so its layout does not depend on the record: the decoder's
/// unspecialized code reads it without generic enum machinery.
@_spi(ForwardCodableGenerated)
public struct RecordKey<Declared: DeclaredKeys>: RecordCodingKey {
    /// The wire name.
    public let stringValue: String
    /// Whether the record declares the key.
    @usableFromInline let isDeclared: Bool

    /// The key with this wire name, declared or not.
    @inlinable
    public init(stringValue: String) {
        self.stringValue = stringValue
        self.isDeclared = Declared.declares(stringValue)
    }

    @inlinable
    init(declared: Declared) {
        self.stringValue = Declared._table.name(of: declared)
        self.isDeclared = true
    }

    /// The key of a declared field.
    @inlinable
    public static func declared(_ key: Declared) -> Self {
        Self(declared: key)
    }

    /// The name of an undeclared key; `nil` for a declared one.
    @inlinable
    public var unknownName: String? {
        isDeclared ? nil : stringValue
    }
}
