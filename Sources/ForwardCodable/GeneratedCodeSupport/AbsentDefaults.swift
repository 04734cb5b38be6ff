/// The defaulted fields of a generated record whose key was absent from the document it was read
/// from and that nobody has set since: `writeFields(to:)` leaves their keys out, so a document
/// that omitted `"group"` is written back without it, not with `"group": false`.
///
/// A field leaves the set when it is set, even to its default value, or mutated in place: the
/// stored property's `didSet` removes it. Generated code only sets fields in its own
/// initializers, where Swift calls no observer.
///
/// A set of declared-key positions (the order of the record's `CodingKeys`), in one of two
/// forms the generator picks per record: ``AbsentDefaults``, a bit each for the first 64 keys,
/// which holds every defaulted field of nearly every record and is a plain integer to copy; and
/// ``WideAbsentDefaults``, which adds a `Set` for a record with a defaulted field further down.
/// A record's `==` and `hash(into:)` include it, so that, as with ``ExplicitNulls``, an absent
/// default is not equal to the same value written.
@_spi(ForwardCodableGenerated)
public protocol AbsentDefaultsSet: Hashable, Sendable {
    /// No absent defaults: every field is written.
    init()

    /// Whether the field at `position` is left out.
    func contains(position: Int) -> Bool

    /// Leaves the field at `position` out.
    mutating func insert(position: Int)

    /// Writes the field at `position` again.
    mutating func remove(position: Int)
}

@_spi(ForwardCodableGenerated)
extension AbsentDefaultsSet {
    /// Whether the field of `key` is left out.
    @inlinable @inline(__always)
    public func contains<Key: DeclaredKeys>(_ key: Key) -> Bool {
        contains(position: key._position)
    }

    /// Leaves the field of `key` out.
    @inlinable @inline(__always)
    public mutating func insert<Key: DeclaredKeys>(_ key: Key) {
        insert(position: key._position)
    }

    /// Writes the field of `key` again: it was set. The `didSet` of every defaulted field calls it.
    @inlinable @inline(__always)
    public mutating func remove<Key: DeclaredKeys>(_ key: Key) {
        remove(position: key._position)
    }

    /// Carries the absence of `old`'s field in `older` (a version being migrated) to the field
    /// of `new`: a migration step that copies a field keeps it absent.
    @inlinable
    public mutating func carry<Old: DeclaredKeys, New: DeclaredKeys>(
        _ old: Old,
        from older: some AbsentDefaultsSet,
        as new: New
    ) {
        if older.contains(old) { insert(new) }
    }
}

/// The absent defaults of a record whose defaulted fields are among its first 64 keys: one bit
/// per key position, nothing to retain or release when a record is copied.
@_spi(ForwardCodableGenerated)
public struct AbsentDefaults: AbsentDefaultsSet {
    /// The positions 0 through 63, one bit each.
    @usableFromInline var bits: UInt64

    /// No absent defaults.
    @inlinable
    public init() {
        bits = 0
    }

    /// See ``AbsentDefaultsSet/contains(position:)``.
    @inlinable @inline(__always)
    public func contains(position: Int) -> Bool {
        position < 64 && bits & (1 &<< UInt64(position)) != 0
    }

    /// See ``AbsentDefaultsSet/insert(position:)``. A position from 64 on is never left out: the
    /// generator gives a record with such a defaulted field ``WideAbsentDefaults``.
    @inlinable @inline(__always)
    public mutating func insert(position: Int) {
        if position < 64 { bits |= 1 &<< UInt64(position) }
    }

    /// See ``AbsentDefaultsSet/remove(position:)``.
    @inlinable @inline(__always)
    public mutating func remove(position: Int) {
        if position < 64 { bits &= ~(1 &<< UInt64(position)) }
    }
}

/// The absent defaults of a record with a defaulted field past its first 64 keys: the bits of
/// ``AbsentDefaults``, and a `Set` of the later positions, empty (allocating nothing) until one
/// is absent.
@_spi(ForwardCodableGenerated)
public struct WideAbsentDefaults: AbsentDefaultsSet {
    /// The positions 0 through 63.
    @usableFromInline var low: AbsentDefaults
    /// The positions from 64 on.
    @usableFromInline var high: Set<Int>

    /// No absent defaults.
    @inlinable
    public init() {
        low = AbsentDefaults()
        high = []
    }

    /// See ``AbsentDefaultsSet/contains(position:)``.
    @inlinable @inline(__always)
    public func contains(position: Int) -> Bool {
        position < 64 ? low.contains(position: position) : !high.isEmpty && high.contains(position)
    }

    /// See ``AbsentDefaultsSet/insert(position:)``.
    @inlinable @inline(__always)
    public mutating func insert(position: Int) {
        if position < 64 { low.insert(position: position) } else { high.insert(position) }
    }

    /// See ``AbsentDefaultsSet/remove(position:)``.
    @inlinable @inline(__always)
    public mutating func remove(position: Int) {
        if position < 64 {
            low.remove(position: position)
        } else if !high.isEmpty {
            high.remove(position)
        }
    }
}
