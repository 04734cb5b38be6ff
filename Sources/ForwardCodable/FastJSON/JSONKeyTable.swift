import Foundation

/// The declared keys of a record, for matching the keys of a JSON object against them.
///
/// A key without escapes and with only ASCII bytes (almost every key) is matched on its bytes:
/// a tiny open-addressing hash of its length and first and last bytes picks the candidate, and
/// `memcmp` confirms it. (Measured in release against grouping the names by length and comparing
/// each candidate of the key's length: 3.5 against 7.4 ns per lookup for 12 names, 30% unknown
/// keys.) Any other key is compared as a Swift `String`, with canonical equivalence, exactly as
/// `JSONDecoder`'s dictionary lookup does (so `"\u212A"`, the Kelvin sign, matches a declared `"K"`).
public struct JSONKeyTable: Sendable {
    /// The declared names, in declaration order; a match returns an index into this array.
    public let names: [String]
    /// The UTF-8 bytes of every ASCII name, packed.
    private let packed: [UInt8]
    /// The hash slots: offset in `packed` (-1 for an empty slot), length and index of a name.
    private let slots: [(offset: Int32, length: Int32, index: Int32)]
    /// `slots.count - 1`; the count is a power of two.
    private let mask: Int
    /// The index of the empty name, if declared.
    private let emptyIndex: Int?
    /// Every name by its `String`, for keys with escapes or non-ASCII bytes (first name wins).
    private let byString: [String: Int]
    /// Whether a name has non-ASCII characters: then an ASCII key that matches no bytes may
    /// still be canonically equivalent to it.
    private let hasNonASCIINames: Bool

    /// A table of `names`, matched by position.
    public init(_ names: [String]) {
        self.names = names
        var byString: [String: Int] = [:]
        for (index, name) in names.enumerated() where byString[name] == nil { byString[name] = index }
        self.byString = byString
        hasNonASCIINames = names.contains { !$0.utf8.allSatisfy { $0 < 0x80 } }
        var size = 16
        while size < names.count * 4 { size *= 2 }
        mask = size - 1
        var slots = [(offset: Int32, length: Int32, index: Int32)](repeating: (-1, 0, 0), count: size)
        var packed: [UInt8] = []
        var emptyIndex: Int?
        var placed = Set<[UInt8]>()
        for (index, name) in names.enumerated() where name.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(name.utf8)
            guard placed.insert(bytes).inserted else { continue }
            guard !bytes.isEmpty else {
                emptyIndex = index
                continue
            }
            var slot = bytes.withUnsafeBytes { Self.hash($0.baseAddress!, bytes.count) } & mask
            while slots[slot].offset >= 0 { slot = (slot + 1) & mask }
            slots[slot] = (Int32(packed.count), Int32(bytes.count), Int32(index))
            packed += bytes
        }
        self.packed = packed
        self.slots = slots
        self.emptyIndex = emptyIndex
    }

    @inline(__always)
    private static func hash(_ start: UnsafeRawPointer, _ length: Int) -> Int {
        let first = Int(start.load(as: UInt8.self))
        let last = Int(start.load(fromByteOffset: length - 1, as: UInt8.self))
        return (length &* 31) ^ (first &* 17) ^ (last &* 131)
    }

    /// The index of the declared name that `key` matches, or `nil`.
    public func index(of key: JSONKey, in reader: JSONReader) -> Int? {
        if key.isPlainASCII, let index = index(ofBytes: key, in: reader.bytes) { return index }
        guard !key.isPlainASCII || hasNonASCIINames else { return nil }
        return byString[reader.string(of: key)]
    }

    /// The index of the declared name `name` (compared as a `String`), or `nil`.
    public func index(ofName name: String) -> Int? {
        byString[name]
    }

    /// Whether an ASCII key that matches no name's bytes must be compared as a `String`.
    var needsStringFallback: Bool { hasNonASCIINames }

    /// The byte match of a plain ASCII key.
    @inline(__always)
    func index(ofBytes key: JSONKey, in bytes: UnsafeRawBufferPointer) -> Int? {
        let length = key.byteCount
        guard length > 0 else { return emptyIndex }
        let start = bytes.baseAddress! + key.start
        var slot = Self.hash(start, length) & mask
        return packed.withUnsafeBufferPointer { names in
            slots.withUnsafeBufferPointer { slots in
                while true {
                    let (offset, candidateLength, index) = slots[slot]
                    if offset < 0 { return nil }
                    if Int(candidateLength) == length, memcmp(start, names.baseAddress! + Int(offset), length) == 0 {
                        return Int(index)
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }
}
