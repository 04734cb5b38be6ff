import Foundation

/// The declared keys of a record, for matching the keys of a JSON object against them.
///
/// A key without escapes and with only ASCII bytes (almost every key) is matched on its bytes:
/// a tiny open-addressing hash of its length and first and last bytes picks the candidate, and
/// a byte comparison confirms it (faster than comparing each name of the key's length; measured in
/// Benchmarks/EXPERIMENTS.md). Any other key is compared as a Swift `String`, with canonical equivalence, exactly as
/// `JSONDecoder`'s dictionary lookup does (so `"\u212A"`, the Kelvin sign, matches a declared `"K"`).
///
/// Behind the `ForwardCodableGenerated` SPI: only generated code and the runtime match keys
/// against a table.
@_spi(ForwardCodableGenerated)
public struct JSONKeyTable: Sendable {
    /// The declared names, in declaration order; a match returns an index into this array.
    public var names: [String] { storage.names }

    /// Everything in one object, so that a record's reader copies the table with one retain.
    private let storage: Storage

    private final class Storage: Sendable {
        let names: [String]
        /// The UTF-8 bytes of every ASCII name, packed.
        let packed: [UInt8]
        /// The hash slots: offset in `packed` (-1 for an empty slot), length and index of a name.
        let slots: [(offset: Int32, length: Int32, index: Int32)]
        /// `slots.count - 1`; the count is a power of two.
        let mask: Int
        /// The index of the empty name, if declared.
        let emptyIndex: Int?
        /// Every name by its `String`, for keys with escapes or non-ASCII bytes (first name wins).
        let byString: [String: Int]
        /// Whether a name has non-ASCII characters: then an ASCII key that matches no bytes may
        /// still be canonically equivalent to it.
        let hasNonASCIINames: Bool

        init(
            names: [String], packed: [UInt8], slots: [(offset: Int32, length: Int32, index: Int32)],
            emptyIndex: Int?, byString: [String: Int], hasNonASCIINames: Bool
        ) {
            self.names = names
            self.packed = packed
            self.slots = slots
            self.mask = slots.count - 1
            self.emptyIndex = emptyIndex
            self.byString = byString
            self.hasNonASCIINames = hasNonASCIINames
        }
    }

    /// A table of `names`, matched by position.
    public init(_ names: [String]) {
        var byString: [String: Int] = [:]
        for (index, name) in names.enumerated() where byString[name] == nil { byString[name] = index }
        let hasNonASCIINames = names.contains { !$0.utf8.allSatisfy { $0 < 0x80 } }
        var size = 16
        while size < names.count * 4 { size *= 2 }
        let mask = size - 1
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
        storage = Storage(
            names: names, packed: packed, slots: slots, emptyIndex: emptyIndex, byString: byString,
            hasNonASCIINames: hasNonASCIINames)
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
        guard !key.isPlainASCII || storage.hasNonASCIINames else { return nil }
        return storage.byString[reader.string(of: key)]
    }

    /// The index of the declared name `name` (compared as a `String`), or `nil`.
    public func index(ofName name: String) -> Int? {
        storage.byString[name]
    }

    /// Whether an ASCII key that matches no name's bytes must be compared as a `String`.
    var needsStringFallback: Bool { storage.hasNonASCIINames }

    /// Whether the `length` bytes at `left` and `right` are equal: eight at a time, without the
    /// call to `memcmp`, which cost more than the comparison for keys of a few bytes.
    @inline(__always)
    private static func equal(_ left: UnsafeRawPointer, _ right: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        let right = UnsafeRawPointer(right)
        var offset = 0
        while offset + 8 <= length {
            let a = left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if a != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < length {
            let a = left.load(fromByteOffset: offset, as: UInt8.self)
            if a != right.load(fromByteOffset: offset, as: UInt8.self) { return false }
            offset += 1
        }
        return true
    }

    /// The byte match of a plain ASCII key.
    @inline(__always)
    func index(ofBytes key: JSONKey, in bytes: UnsafeRawBufferPointer) -> Int? {
        index(ofBytes: bytes.baseAddress! + key.start, key.byteCount)
    }

    /// The name whose UTF-8 bytes are the `length` bytes at `start`.
    @inline(__always)
    private func index(ofBytes start: UnsafeRawPointer, _ length: Int) -> Int? {
        let storage = storage
        guard length > 0 else { return storage.emptyIndex }
        let mask = storage.mask
        var slot = Self.hash(start, length) & mask
        return storage.packed.withUnsafeBufferPointer { names in
            storage.slots.withUnsafeBufferPointer { slots in
                while true {
                    let (offset, candidateLength, index) = slots[slot]
                    if offset < 0 { return nil }
                    if Int(candidateLength) == length, Self.equal(start, names.baseAddress! + Int(offset), length) {
                        return Int(index)
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// Whether `name` is one of the names, compared as `String`s compare. Its bytes are looked up
    /// first; a miss is final when both it and every name are ASCII, where equal means byte-equal.
    /// Otherwise (or for a string without contiguous UTF-8) the `String` decides.
    func contains(_ name: String) -> Bool {
        position(of: name) != nil
    }

    /// The index of the name `name` matches, compared as ``contains(_:)`` compares, or `nil`.
    func position(of name: String) -> Int? {
        var final = false
        let found: Int? =
            name.utf8.withContiguousStorageIfAvailable { utf8 -> Int? in
                guard let start = utf8.baseAddress else { return storage.emptyIndex }
                if let index = index(ofBytes: UnsafeRawPointer(start), utf8.count) { return index }
                // A miss is final when it and every name are ASCII.
                final = !storage.hasNonASCIINames && utf8.allSatisfy { $0 < 0x80 }
                return nil
            } ?? nil
        if let found { return found }
        return final ? nil : storage.byString[name]
    }
}
