/// The declared keys of a generated record, built once per record type: what both codecs match
/// a key against, and the wire name of each key.
///
/// A record's `CodingKeys` is a plain enum, a case per key, and holds its table in one
/// declaration, `static let _table = DeclaredKeyTable<Self>([...])`, that lists the wire names in
/// the order of the cases. The enum has no `String` raw values and is no `CodingKey`: those
/// synthesize a `switch` of string literals per record (`rawValue`, `init(rawValue:)`,
/// `stringValue`), and type-checking and compiling them was the largest part of a record's key
/// plumbing (more than twice the bare enum and its table, in a debug build). The table answers what they answered: ``name(of:)`` is the raw value,
/// ``contains(_:)`` is `init(rawValue:) != nil` (a test checks both against the synthesized ones
/// of the same keys), and the runtime's `RecordKey` is the coding key.
///
/// A key's position among the cases is its tag: Swift lays out an enum without payloads as an
/// integer of the fewest bytes that holds its cases, numbered in declaration order (none for one
/// case, one byte up to 256, two up to 65,536). ``init(_:)`` checks that the size of `Keys` fits
/// the count of names, so a table for an enum of another size stops at its first use; a wrong
/// count within one size (three names for two cases) is not caught, which is why the generator
/// writes the cases and the names from one list.
///
/// A class, not a struct: `RecordKey`'s unspecialized code reaches the table through
/// `Keys._table` once per key decoded, and a generic struct would make it look up the metadata of
/// `DeclaredKeyTable<Keys>` at run time on every call. What does not depend on `Keys` is in its
/// superclass, ``KeyTable``, which the readers and writers of every record share.
@_spi(ForwardCodableGenerated)
public final class DeclaredKeyTable<Keys: DeclaredKeys>: KeyTable, @unchecked Sendable {
    /// Every declared key, in declaration order.
    public let cases: [Keys]

    /// The table of `names`, the wire names of the cases of `Keys` in declaration order. It runs
    /// once per record type, so it is never specialized: a copy per record would cost build time
    /// and save nothing. The names are `StaticString`s because the optimizer's dead-store elimination
    /// is slow on an array literal of `String`s, several times slower than on the same literal of
    /// `StaticString`s (measured: Benchmarks/EXPERIMENTS.md).
    @_semantics("optimize.sil.specialize.generic.never")
    public convenience init(_ names: [StaticString]) {
        self.init(names: names.map { $0.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } })
    }

    @_semantics("optimize.sil.specialize.generic.never")
    override init(names: [String]) {
        precondition(
            MemoryLayout<Keys>.size == Self.tagSize(cases: names.count),
            "\(Keys.self) must be an enum without payloads with one case per name: \(names.count) names")
        cases = names.indices.map(Self.key(at:))
        super.init(names: names)
    }

    /// The wire name of `key`.
    @inlinable
    public func name(of key: Keys) -> String {
        names[key._position]
    }

    /// The position of `key` among the cases: its tag.
    @inlinable
    public static func index(of key: Keys) -> Int {
        switch MemoryLayout<Keys>.size {
        case 0: 0
        case 1: Int(unsafeBitCast(key, to: UInt8.self))
        default: Int(unsafeBitCast(key, to: UInt16.self))
        }
    }

    /// The case at `index`, made from its tag.
    @inlinable
    static func key(at index: Int) -> Keys {
        switch MemoryLayout<Keys>.size {
        case 0: unsafeBitCast((), to: Keys.self)
        case 1: unsafeBitCast(UInt8(index), to: Keys.self)
        default: unsafeBitCast(UInt16(index), to: Keys.self)
        }
    }

    /// The size of the tag of an enum without payloads that has `cases` cases.
    private static func tagSize(cases: Int) -> Int {
        precondition(cases <= 1 << 16, "a record declares at most 65,536 keys")
        return cases <= 1 ? 0 : cases <= 1 << 8 ? 1 : 2
    }
}

@_spi(ForwardCodableGenerated)
extension DeclaredKeyTable where Keys: CaseIterable & RawRepresentable<String> {
    /// The table of an enum whose raw values are its wire names, for hand-written keys.
    public convenience init() {
        self.init(names: Keys.allCases.map(\.rawValue))
    }
}

/// The part of a record's ``DeclaredKeyTable`` that does not depend on its keys' type: the wire
/// names, the fast path's table of them and their escaped JSON text. The field readers and
/// writers, which are generic over nothing, hold it.
///
/// It is immutable after its initializer, hence `@unchecked Sendable` for its buffer of escaped
/// names, which it owns.
@_spi(ForwardCodableGenerated)
public class KeyTable: @unchecked Sendable {
    /// The table of wire keys, in the order of the cases.
    public let table: JSONKeyTable
    /// The wire name of every key, in the order of the cases: `table.names`, the same buffer, kept
    /// here too so that a name, on every declared key the `Codable` path reads or writes, is one
    /// load away.
    public let names: [String]
    /// Every name as the JSON text of a key (what goes between the quotes), escaped as a string
    /// is but for `/`, which the writer escapes unless told not to. The fast path's writer copies
    /// a declared key from here instead of escaping its name on every write.
    @usableFromInline let escapedNames: UnsafeMutableBufferPointer<UInt8>
    /// Where each name's text sits in ``escapedNames``, in the order of the cases.
    @usableFromInline let escapedRanges: UnsafeMutableBufferPointer<Range<Int>>
    /// Whether a name holds a `/`, which the writer escapes unless `.withoutEscapingSlashes`:
    /// without one, a key's text is written as it is, without a look for it.
    @usableFromInline let namesHaveSlash: Bool

    init(names: [String]) {
        self.names = names
        table = JSONKeyTable(names)
        var escaper = JSONWriter(options: .init(outputFormatting: .withoutEscapingSlashes), capacity: 0)
        var ranges: [Range<Int>] = []
        for name in names {
            let start = escaper.buffer.count
            escaper.appendEscapedContents(of: name)
            ranges.append(start..<escaper.buffer.count)
        }
        let escaped = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: escaper.buffer.count)
        _ = escaper.buffer.withUnsafeBufferPointer { escaped.initialize(from: $0) }
        escapedNames = escaped
        escapedRanges = .allocate(capacity: ranges.count)
        _ = escapedRanges.initialize(from: ranges)
        namesHaveSlash = names.contains { $0.utf8.contains(UInt8(ascii: "/")) }
    }

    deinit {
        escapedNames.deallocate()
        escapedRanges.deallocate()
    }

    /// The JSON text of the name at `position`, escaped but for `/`: see ``escapedNames``.
    @inlinable
    public func escapedName(at position: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: escapedNames[escapedRanges[position]])
    }

    /// Whether `name` is one of the keys, compared as `String`s compare (so `"\u{212A}"`, the
    /// Kelvin sign, is the declared `"K"`), exactly as a `String` raw value's `init(rawValue:)`
    /// answers.
    public func contains(_ name: String) -> Bool {
        table.contains(name)
    }
}
