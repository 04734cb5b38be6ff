import Foundation

/// The declared keys of a record, for matching the keys of a JSON object against them.
///
/// A key without escapes and with only ASCII bytes (almost every key) is matched on its bytes:
/// the candidates of its length, compared with `memcmp`. Any other key is compared as a Swift
/// `String`, with canonical equivalence, exactly as `JSONDecoder`'s dictionary lookup does (so
/// `"\u212A"`, the Kelvin sign, matches a declared `"K"`).
public struct JSONKeyTable: Sendable {
    /// The declared names, in declaration order; a match returns an index into this array.
    public let names: [String]
    /// The UTF-8 bytes of every ASCII name, packed.
    private let packed: [UInt8]
    /// The entries, grouped by name length: (offset in `packed`, index in `names`).
    private let entries: [(offset: Int, index: Int)]
    /// For each length `n`, the entries of that length are `entries[bucketStart[n]..<bucketStart[n + 1]]`.
    private let bucketStart: [Int]
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
        let ascii = names.enumerated().filter { $0.element.utf8.allSatisfy { $0 < 0x80 } }
        hasNonASCIINames = ascii.count != names.count
        let longest = ascii.map(\.element.utf8.count).max() ?? 0
        var packed: [UInt8] = []
        var entries: [(offset: Int, index: Int)] = []
        var bucketStart = [Int](repeating: 0, count: longest + 2)
        for length in 0...longest {
            bucketStart[length] = entries.count
            for (index, name) in ascii where name.utf8.count == length {
                entries.append((packed.count, index))
                packed.append(contentsOf: name.utf8)
            }
        }
        bucketStart[longest + 1] = entries.count
        self.packed = packed
        self.entries = entries
        self.bucketStart = bucketStart
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
        guard length + 1 < bucketStart.count else { return nil }
        let first = bucketStart[length]
        let last = bucketStart[length + 1]
        guard first < last else { return nil }
        let keyStart = bytes.baseAddress! + key.start
        return packed.withUnsafeBufferPointer { names in
            for entry in first..<last {
                let (offset, index) = entries[entry]
                if memcmp(keyStart, names.baseAddress! + offset, length) == 0 { return index }
            }
            return nil
        }
    }
}
