/// A small, fast, seedable random number generator (SplitMix64): the same seed always yields the
/// same sequence, so a fuzz run can be replayed from its seed and the benchmark builds
/// byte-identical data sets.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; the same seed always yields the same sequence.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// `true` with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// An integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A random element of a non-empty collection.
    public mutating func pick<C: Collection>(_ collection: C) -> C.Element {
        precondition(!collection.isEmpty, "pick from an empty collection")
        let offset = Int.random(in: 0..<collection.count, using: &self)
        return collection[collection.index(collection.startIndex, offsetBy: offset)]
    }

    /// A seed for an independent stream, derived from this one.
    public mutating func split() -> SeededGenerator {
        SeededGenerator(seed: next())
    }
}
