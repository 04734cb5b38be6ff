/// The wire keys a generated record declares: a `String`-backed enum with one case per key,
/// whose raw values the compiler matches.
@_spi(ForwardCodableGenerated)
public protocol DeclaredKeys: RawRepresentable, Hashable, Sendable where RawValue == String {
    /// The raw value equal to `name`, or `nil` when no case has it.
    static func wireName(matching name: String) -> String?
}

@_spi(ForwardCodableGenerated)
extension DeclaredKeys {
    /// The raw value equal to `name`: the literal in the enum, which a key then holds instead of
    /// the decoder's copy of the name. Inlined into each record's conformance, so that matching a
    /// key is the record's `switch` over its raw values, without generics.
    @inlinable
    public static func wireName(matching name: String) -> String? {
        Self(rawValue: name)?.rawValue
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
        if let wireName = Declared.wireName(matching: stringValue) {
            self.stringValue = wireName
            self.isDeclared = true
        } else {
            self.stringValue = stringValue
            self.isDeclared = false
        }
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
