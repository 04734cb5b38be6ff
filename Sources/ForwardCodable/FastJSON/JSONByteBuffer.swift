import Foundation

/// The bytes a ``JSONWriter`` has written: a growable buffer of its own, so that an append is a
/// capacity test and a store, without an `Array`'s generic `append(contentsOf:)`.
///
/// The memory belongs to a ``Storage`` object, freed with it; the buffer keeps the storage's
/// address and capacity beside it so that an append reads no object. It grows by doubling. A copy
/// of a writer shares the storage until one of them writes: the writer calls ``makeUnique()``
/// before each key, value and closing bracket (not before each append, where the test was 5% of
/// an encode), so writers keep value semantics.
@usableFromInline
struct JSONByteBuffer {
    /// The memory of a buffer, freed when the last buffer that holds it goes.
    @usableFromInline
    final class Storage {
        let start: UnsafeMutablePointer<UInt8>

        init(capacity: Int) {
            start = .allocate(capacity: capacity)
        }

        deinit {
            start.deallocate()
        }
    }

    private var storage: Storage
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        storage = Storage(capacity: self.capacity)
        start = storage.start
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if _slowPath(count &+ extra > capacity) { grow(extra) }
    }

    /// Moves the bytes to storage of this buffer's own when a copy of the writer shares it.
    @inline(__always)
    mutating func makeUnique() {
        if _slowPath(!isKnownUniquelyReferenced(&storage)) { grow(0) }
    }

    /// Moves the bytes to new storage with room for `extra` more: twice the size, or more.
    @inline(never)
    private mutating func grow(_ extra: Int) {
        var newCapacity = capacity
        while count + extra > newCapacity { newCapacity *= 2 }
        let new = Storage(capacity: newCapacity)
        new.start.update(from: start, count: count)
        storage = new
        start = new.start
        capacity = newCapacity
    }

    /// Makes room for `extra` more bytes ahead of appends that do not each ask.
    mutating func reserveCapacity(_ total: Int) {
        if total > count { reserve(total - count) }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count &+= 1
    }

    @inline(__always)
    mutating func append(_ first: UInt8, _ second: UInt8) {
        reserve(2)
        start[count] = first
        start[count &+ 1] = second
        count &+= 2
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        guard length > 0 else { return }
        reserve(length)
        let source = UnsafeRawPointer(bytes.baseAddress!)
        let target = UnsafeMutableRawPointer(start + count)
        // Keys and most strings are short: two overlapping word copies rather than a call to
        // `memcpy` (about 40 instructions whatever the length).
        if length >= 8, length <= 16 {
            target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            target.storeBytes(
                of: source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self), toByteOffset: length - 8,
                as: UInt64.self)
        } else if length >= 4, length < 8 {
            target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            target.storeBytes(
                of: source.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self), toByteOffset: length - 4,
                as: UInt32.self)
        } else if length < 4 {
            for offset in 0..<length {
                target.storeBytes(
                    of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        } else {
            target.copyMemory(from: source, byteCount: length)
        }
        count &+= length
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeRawBufferPointer) {
        append(contentsOf: bytes.bindMemory(to: UInt8.self))
    }

    /// Appends the bytes of `literal`, ASCII text such as `null`.
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends `bytes`, an array (the members of an object being sorted).
    mutating func append(contentsOf bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// The byte at `index`, below ``count``.
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "index out of range")
        return start[index]
    }

    /// The bytes from `first` on.
    subscript(range: PartialRangeFrom<Int>) -> ArraySlice<UInt8> {
        ArraySlice(UnsafeBufferPointer(start: start + range.lowerBound, count: count - range.lowerBound))
    }

    /// The bytes in `range`.
    subscript(range: Range<Int>) -> ArraySlice<UInt8> {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        return ArraySlice(UnsafeBufferPointer(start: start + range.lowerBound, count: range.count))
    }

    /// Drops the bytes from `range.lowerBound` on.
    mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        precondition(range.lowerBound >= 0 && range.lowerBound <= count, "range out of bounds")
        count = range.lowerBound
    }

    /// The bytes, as an array.
    var array: [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// The bytes, as `Data`.
    var data: Data {
        Data(bytes: start, count: count)
    }

    /// Calls `body` with the bytes written.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: start, count: count)) }
    }
}
