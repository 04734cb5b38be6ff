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

    /// The index of the next declared key whose value is to be read now, or `nil` after the
    /// object's `}`. Undeclared keys' values are read into `unknown` on the way (first wins).
    public mutating func next(_ reader: inout JSONReader, unknown: inout [String: JSONValue]) throws -> Int? {
        while let key = try reader.nextKey() {
            var name: String?
            var index: Int?
            if key.isPlainASCII {
                index = table.index(ofBytes: key, in: reader.bytes)
                if index == nil, table.needsStringFallback {
                    name = reader.string(of: key)
                    index = table.index(ofName: name!)
                }
            } else {
                name = try reader.string(key)
                index = table.index(ofName: name!)
            }
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
