import Foundation

/// The member loop of a record being read: generated code's one loop over an object.
///
/// ```swift
/// var fields = try reader.beginRecord(table)
/// var unknown: [String: JSONValue] = [:]
/// while let index = try fields.next(&reader, unknown: &unknown) {
///     switch index { case 0: id = try reader.decode(String.self) … }
/// }
/// guard let id else { throw fields.missing(0) }
/// ```
///
/// As with `JSONDecoder`, the first occurrence of a key wins: a repeated declared key's value is
/// validated and skipped, and so is a repeated undeclared one.
///
/// Behind the `ForwardCodableGenerated` SPI, with `beginRecord(_:)`: generated code
/// reads records through it (see `JSONFieldSource`).
@_spi(ForwardCodableGenerated)
public struct JSONRecordFields {
    /// The record's declared keys.
    public let table: JSONKeyTable
    /// The index of the declared key whose value is being read, or -1 before the first.
    public private(set) var current = -1
    /// The byte offset of the object's `{`, where missing-key errors point.
    let objectStart: Int
    /// The document, for locating missing-key errors.
    private let bytes: UnsafeRawBufferPointer
    /// Which of the first 64 declared keys were read.
    @usableFromInline private(set) var seenLow: UInt64 = 0
    /// Which of the others were read.
    private var seenHigh: Set<Int> = []

    init(table: JSONKeyTable, objectStart: Int, bytes: UnsafeRawBufferPointer) {
        self.table = table
        self.objectStart = objectStart
        self.bytes = bytes
    }

    /// Whether the declared key at `index` was read: one bit test for the first 64 keys.
    @inlinable @inline(__always)
    func wasRead(_ index: Int) -> Bool {
        index < 64 ? seenLow & (1 &<< UInt64(index)) != 0 : wasReadLater(index)
    }

    /// ``wasRead(_:)`` for a key past the first 64.
    @usableFromInline
    func wasReadLater(_ index: Int) -> Bool {
        seenHigh.contains(index)
    }

    /// The declared name at `index`.
    public func name(of index: Int) -> String {
        table.names[index]
    }

    /// Marks `index` as read; `false` when it was read before.
    private mutating func markFirst(_ index: Int) -> Bool {
        if index < 64 {
            let bit: UInt64 = 1 << UInt64(index)
            guard seenLow & bit == 0 else { return false }
            seenLow |= bit
            return true
        }
        return seenHigh.insert(index).inserted
    }

    /// The declared index of `key`, or `nil` for an undeclared key; and its name where finding the
    /// index decoded it (a key with escapes or non-ASCII bytes, or a table that matches by name).
    @inline(__always)
    private func lookUp(_ key: JSONKey, in reader: JSONReader) throws -> (index: Int?, name: String?) {
        if key.isPlainASCII {
            if let index = table.index(ofBytes: key, in: reader.bytes) { return (index, nil) }
            guard table.needsStringFallback else { return (nil, nil) }
            let name = reader.string(of: key)
            return (table.index(ofName: name), name)
        }
        let name = try reader.string(key)
        return (table.index(ofName: name), name)
    }

    /// The index of the next declared key whose value is to be read now, or `nil` after the
    /// object's `}`. Undeclared keys' values are read into `unknown` on the way (first wins).
    public mutating func next(_ reader: inout JSONReader, unknown: inout [String: JSONValue]) throws -> Int? {
        while let key = try reader.nextKey() {
            let (index, name) = try lookUp(key, in: reader)
            if let index {
                if markFirst(index) {
                    current = index
                    return index
                }
                try reader.skipValue()
                continue
            }
            let unknownName = name ?? reader.string(of: key)
            if unknown[unknownName] != nil {
                try reader.skipValue()
                continue
            }
            do {
                unknown[unknownName] = try reader.readJSONValue()
            } catch {
                throw ForwardJSONError(wrapping: error).prepending(.key(unknownName))
            }
        }
        return nil
    }

    /// ``next(_:unknown:)`` keeping the undeclared members as text in `kept` rather than parsing
    /// their values: each value is validated once, as ``JSONReader/readJSONValue()`` would read
    /// it, and its key and text copied as they were read (first occurrence wins).
    @usableFromInline
    mutating func next(_ reader: inout JSONReader, kept: inout KeptMembers) throws -> Int? {
        while let key = try reader.nextKey() {
            let (index, name) = try lookUp(key, in: reader)
            if let index {
                if markFirst(index) {
                    current = index
                    return index
                }
                try reader.skipValue()
                continue
            }
            if kept.holds(key, name: name, in: reader) {
                try reader.skipValue()
                continue
            }
            try kept.keep(key, name: name, from: &reader)
        }
        return nil
    }

    /// The error for the declared key at `index` absent from the object: `keyNotFound`,
    /// located at the object's `{`.
    public func missing(_ index: Int) -> ForwardJSONError {
        let reader = JSONReader(bytes: bytes)
        var error = reader.error(.keyNotFound, "No value for key \"\(name(of: index))\"", at: objectStart)
        error.missingKey = name(of: index)
        return error
    }
}

@_spi(ForwardCodableGenerated)
extension JSONReader {
    /// Expects `{` and starts reading a record's members with the declared keys `table`.
    public mutating func beginRecord(_ table: JSONKeyTable) throws -> JSONRecordFields {
        try beginObject()
        return JSONRecordFields(table: table, objectStart: index - 1, bytes: bytes)
    }
}

/// The undeclared members of a record being read on the fast path, as text: what becomes its
/// ``UnknownFieldsStorage``.
@usableFromInline
struct KeptMembers {
    /// `{` and the members kept so far, `"key":value` separated by commas, as they were read.
    var text: [UInt8] = []
    /// One bit per kept key without escapes or non-ASCII bytes, from its length and its first and
    /// last bytes: a key whose bit is clear was not kept, and only a key whose bit is set is
    /// looked for in ``text``. No array of keys to allocate per record.
    var seen: UInt64 = 0
    /// Whether a kept key has escapes or non-ASCII bytes: every key is then looked for.
    var hasSpelledKeys = false

    @usableFromInline
    init() {}

    /// The bit of ``seen`` of a key without escapes or non-ASCII bytes.
    private static func bit(of key: JSONKey, in bytes: UnsafeRawBufferPointer) -> UInt64 {
        let length = key.byteCount
        guard length > 0 else { return 1 }
        let mix = length &* 31 &+ Int(bytes[key.start]) &* 7 &+ Int(bytes[key.end - 1])
        return 1 &<< UInt64(mix & 63)
    }

    /// Whether a member with the key `key` (whose name is `name` when it was needed) was kept.
    func holds(_ key: JSONKey, name: String?, in reader: JSONReader) -> Bool {
        if text.isEmpty { return false }
        if key.isPlainASCII, !hasSpelledKeys, seen & Self.bit(of: key, in: reader.bytes) == 0 { return false }
        let wanted = key.isPlainASCII ? nil : (name ?? reader.string(of: key))
        let document = reader.bytes
        return text.withUnsafeBytes { kept in
            // The kept text is valid JSON up to its missing `}`: its keys, one by one.
            var members = JSONReader(bytes: kept)
            guard (try? members.beginObject()) != nil else { return false }
            while let other = try? members.nextKey() {
                if let wanted {
                    if members.string(of: other) == wanted { return true }
                } else if other.isPlainASCII {
                    if other.byteCount == key.byteCount,
                        memcmp(kept.baseAddress! + other.start, document.baseAddress! + key.start, key.byteCount) == 0
                    {
                        return true
                    }
                } else if members.string(of: other) == reader.string(of: key) {
                    return true
                }
                guard (try? members.skipValue()) != nil else { return false }
            }
            return false
        }
    }

    /// Validates the value at `reader` as a ``JSONValue`` and keeps it with its key.
    ///
    /// - Throws: the error ``JSONReader/readJSONValue()`` throws on the value, under the key.
    mutating func keep(_ key: JSONKey, name: String?, from reader: inout JSONReader) throws {
        reader.skipWhitespace()
        let position = reader.position
        let start = reader.index
        do {
            try reader.skipJSONValue()
        } catch {
            // The error as reading the value builds it (its path inside the value included); a
            // value that reading takes after all (a repeated key skips its value) is kept.
            reader.rewind(to: position)
            do {
                _ = try reader.readJSONValue()
            } catch {
                throw ForwardJSONError(wrapping: error).prepending(.key(name ?? reader.string(of: key)))
            }
        }
        let end = reader.index
        let bytes = reader.bytes
        if text.isEmpty {
            text.reserveCapacity(Swift.max(128, 3 * (end - key.start + 4)))
            text.append(UInt8(ascii: "{"))
        } else {
            text.append(UInt8(ascii: ","))
        }
        append(bytes, from: key.start - 1, to: key.end + 1)
        text.append(UInt8(ascii: ":"))
        append(bytes, from: start, to: end)
        if key.isPlainASCII {
            seen |= Self.bit(of: key, in: bytes)
        } else {
            hasSpelledKeys = true
        }
    }

    /// Appends the bytes of `bytes` from `start` to `end` (excluded) to ``text``, in one copy.
    private mutating func append(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) {
        text.append(
            contentsOf: UnsafeBufferPointer(
                start: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + start, count: end - start))
    }

    /// The storage of the members kept: their text, or an empty bag.
    mutating func storage() -> UnknownFieldsStorage {
        guard !text.isEmpty else { return UnknownFieldsStorage() }
        defer { self = KeptMembers() }
        text.append(UInt8(ascii: "}"))
        return UnknownFieldsStorage(text: text)
    }
}
