/// The declared keys of a generated record, built once per record type: what both codecs match
/// a key against.
///
/// The `Codable` path asks ``contains(_:)`` for every key of a decoded object (through
/// ``RecordKey``) and for every bag entry it writes back; the fast path matches key bytes against
/// ``table`` and switches over ``cases``. A record's `CodingKeys` holds its table in one line,
/// `static let _table = DeclaredKeyTable<Self>()`, instead of a `switch` over its keys: the same
/// answers (a test checks them against the synthesized `init(rawValue:)` on every key), without a
/// function per record to type-check and compile.
///
/// A class, not a struct: `RecordKey`'s unspecialized code reaches the table through
/// `Keys._table` once per key decoded, and a generic struct would make it look up the metadata of
/// `DeclaredKeyTable<Keys>` at run time on every call (2.5% of a decode through `JSONDecoder`).
@_spi(ForwardCodableGenerated)
public final class DeclaredKeyTable<Keys: DeclaredKeys>: Sendable {
    /// The table of wire keys, in the order of ``cases``.
    public let table: JSONKeyTable
    /// Every declared key.
    public let cases: [Keys]

    /// The table of every case of `Keys`. It runs once per record type, so it is never
    /// specialized: a copy per record would cost build time and save nothing.
    @_semantics("optimize.sil.specialize.generic.never")
    public init() {
        cases = Array(Keys.allCases)
        table = JSONKeyTable(cases.map(\.rawValue))
    }

    /// Whether `name` is one of the keys, compared as `String`s compare (so `"\u{212A}"`, the
    /// Kelvin sign, is the declared `"K"`), exactly as the enum's `init(rawValue:)` answers.
    public func contains(_ name: String) -> Bool {
        table.contains(name)
    }
}
