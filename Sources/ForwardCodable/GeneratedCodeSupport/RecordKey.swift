/// The wire keys a generated record declares: a `String`-backed enum with one case per key, and
/// the table of those keys that both codecs match against.
@_spi(ForwardCodableGenerated)
public protocol DeclaredKeys: RawRepresentable, Hashable, Sendable, CaseIterable where RawValue == String {
    /// The keys, built once: `static let _table = DeclaredKeyTable<Self>()` (underscored: a field may be called `table`).
    static var _table: DeclaredKeyTable<Self> { get }
}

@_spi(ForwardCodableGenerated)
extension DeclaredKeys {
    /// Whether a case has `name` as its raw value, looked up in ``_table``.
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
        self.stringValue = declared.rawValue
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
