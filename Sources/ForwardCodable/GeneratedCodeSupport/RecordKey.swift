/// The wire keys a generated record declares: a `String`-backed enum with one case per key,
/// whose raw values the compiler matches.
@_spi(ForwardCodableGenerated)
public protocol DeclaredKeys: RawRepresentable, Hashable, Sendable where RawValue == String {}

/// The coding key of every generated record: a key it declares, or any other key by name.
///
/// One type serves all records, so a record contributes only its ``DeclaredKeys`` enum. Because an
/// undeclared key is still a key of this type, one container reads the declared fields and,
/// through `allKeys`, finds the unknown ones; nothing is allocated per decode.
@_spi(ForwardCodableGenerated)
public enum RecordKey<Declared: DeclaredKeys>: RecordCodingKey {
    /// A key the record declares.
    case declared(Declared)
    /// A key the record does not declare.
    case undeclared(String)

    /// The declared key with this wire name, or `undeclared(stringValue)`.
    @inlinable
    public init(stringValue: String) {
        if let declared = Declared(rawValue: stringValue) {
            self = .declared(declared)
        } else {
            self = .undeclared(stringValue)
        }
    }

    /// The wire name.
    @inlinable
    public var stringValue: String {
        switch self {
        case .declared(let key): key.rawValue
        case .undeclared(let name): name
        }
    }

    /// The name of an undeclared key; `nil` for a declared one.
    @inlinable
    public var unknownName: String? {
        if case .undeclared(let name) = self { return name }
        return nil
    }
}
