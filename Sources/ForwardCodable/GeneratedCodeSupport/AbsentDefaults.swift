/// The defaulted fields of a generated record whose key was absent from the document it was read
/// from and that nobody has set since: `writeFields(to:)` leaves their keys out, so a document
/// that omitted `"group"` is written back without it, not with `"group": false`.
///
/// A field leaves the set when it is set, even to its default value, or mutated in place: the
/// stored property's `didSet` removes it. Generated code only sets fields in its own
/// initializers, where Swift calls no observer.
///
/// A set of declared-key positions (the order of the record's `CodingKeys`): a bit each for the
/// first 64, which is every field of nearly every record, and a `Set` for the others, which stays
/// empty (and allocates nothing) otherwise. A record's `==` and `hash(into:)` include it, so that,
/// as with ``ExplicitNulls``, an absent default is not equal to the same value written.
@_spi(ForwardCodableGenerated)
public struct AbsentDefaults: Hashable, Sendable {
    /// The positions 0 through 63, one bit each.
    @usableFromInline var low: UInt64
    /// The positions from 64 on.
    @usableFromInline var high: Set<Int>

    /// No absent defaults: every field is written.
    @inlinable
    public init() {
        low = 0
        high = []
    }

    /// Whether every field is written.
    @inlinable
    public var isEmpty: Bool { low == 0 && high.isEmpty }

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
        let position = key._position
        if position < 64 {
            low &= ~(1 &<< UInt64(position))
        } else if !high.isEmpty {
            high.remove(position)
        }
    }

    /// Carries the absence of `old`'s field in `older` (a version being migrated) to the field
    /// of `new`: a migration step that copies a field keeps it absent.
    @inlinable
    public mutating func carry<Old: DeclaredKeys, New: DeclaredKeys>(
        _ old: Old, from older: AbsentDefaults, as new: New
    ) {
        if older.contains(old) { insert(new) }
    }

    @inlinable @inline(__always)
    func contains(position: Int) -> Bool {
        if position < 64 { return low & (1 &<< UInt64(position)) != 0 }
        return !high.isEmpty && high.contains(position)
    }

    @inlinable @inline(__always)
    mutating func insert(position: Int) {
        if position < 64 {
            low |= 1 &<< UInt64(position)
        } else {
            high.insert(position)
        }
    }

    /// The positions of `self` that `present` does not hold: of the defaults a reader took, those
    /// whose key was absent (the others held `null`).
    @usableFromInline
    func subtracting(present: AbsentDefaults) -> AbsentDefaults {
        var result = AbsentDefaults()
        result.low = low & ~present.low
        if !high.isEmpty { result.high = high.subtracting(present.high) }
        return result
    }
}
