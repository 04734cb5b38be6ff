import Foundation

/// Reads one JSON document straight from its UTF-8 bytes, for ``FastJSONDecodable`` types.
///
/// A reader exists only during one ``ForwardJSONDecoder/decode(_:from:)`` call: it points into
/// the document's bytes. It validates everything it reads or skips as RFC 8259 JSON (structure,
/// numbers, escapes, UTF-8 in strings). Whitespace is allowed only between tokens; after the
/// top-level value only whitespace may follow. Arrays and objects nest at most
/// ``maximumDepth`` levels, as in `JSONDecoder`.
///
/// Generated code reads a record through its field-reading body, and every other value with
/// ``decode(_:)``; the conformances of the scalars and collections, and an app's own
/// ``FastJSONDecodable`` types, use the lower-level calls (``beginArray()``, ``nextElement()``,
/// ``beginObject()``, ``nextKey()``).
public struct JSONReader {
    /// The deepest nesting of arrays and objects the reader accepts: 512, as `JSONDecoder`.
    public static let maximumDepth = 512

    @usableFromInline let bytes: UnsafeRawBufferPointer
    /// The offset of the next byte to read.
    @usableFromInline var index: Int
    /// The number of arrays and objects open at `index`.
    @usableFromInline var depth = 0
    /// Whether the innermost container was just opened: its first member needs no comma.
    @usableFromInline var afterOpen = false

    /// What the decode was asked for, in one object: a generated record reads on a copy of the
    /// reader, which then costs one retain instead of a copy of each setting.
    @usableFromInline let settings: Settings

    /// The decoder's options, `userInfo`, whether collections are strict, and the decode's
    /// report when one was asked for.
    @usableFromInline final class Settings: Sendable {
        let options: ForwardJSONDecoder.Options
        let userInfo: [CodingUserInfoKey: any Sendable]
        @usableFromInline let strictCollections: Bool
        /// The decode's report, or `nil` (the default): reporting sites test it only when
        /// something reportable happens.
        @usableFromInline let report: FastJSONReport?

        init(
            options: ForwardJSONDecoder.Options, userInfo: [CodingUserInfoKey: any Sendable],
            report: FastJSONReport? = nil
        ) {
            self.options = options
            self.userInfo = userInfo
            self.strictCollections = userInfo[.strictCollections] as? Bool == true
            self.report = report
        }
    }

    /// The decoder's options: the date and data strategies.
    public var options: ForwardJSONDecoder.Options { settings.options }
    /// The decoder's `userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] { settings.userInfo }
    /// Whether ``Resilient`` elements are strict: `userInfo[.strictCollections] as? Bool == true`.
    @inlinable
    public var strictCollections: Bool { settings.strictCollections }

    /// A reader at the start of `bytes`, which must stay valid while the reader is used.
    ///
    /// A UTF-8 byte order mark at the start is skipped, as `JSONDecoder` does.
    public init(
        bytes: UnsafeRawBufferPointer,
        options: ForwardJSONDecoder.Options = .init(),
        userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) {
        self.init(bytes: bytes, settings: Settings(options: options, userInfo: userInfo))
    }

    /// A reader at the start of `bytes` with the settings of another reader.
    init(bytes: UnsafeRawBufferPointer, settings: Settings) {
        self.bytes = bytes
        self.settings = settings
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.index = bom ? 3 : 0
    }

    // MARK: Positions

    /// An opaque token for the reader's position (the byte offset and the open containers), for
    /// ``rewind(to:)``: peeks at version stamps and union tags, and retries of resilient elements.
    public var position: Int {
        index | (depth << 40) | (afterOpen ? 1 << 62 : 0)
    }

    /// Moves the reader back to `position`, a value of ``position`` read earlier in this decode.
    public mutating func rewind(to position: Int) {
        index = position & (1 << 40 - 1)
        depth = (position >> 40) & (1 << 22 - 1)
        afterOpen = position & (1 << 62) != 0
    }

    /// The byte offset of the reader in the document.
    public var byteOffset: Int { index }

    /// The byte offset that a ``position`` token holds.
    func byteOffset(of position: Int) -> Int {
        position & (1 << 40 - 1)
    }

    // MARK: Bytes

    @inlinable
    var isAtEnd: Bool { index >= bytes.count }

    /// Moves past spaces, tabs, line feeds and carriage returns.
    @inlinable
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The next byte after whitespace, not consumed; `nil` at the end.
    ///
    /// Small enough to inline: a byte above U+0020 is not whitespace, the common case of compact
    /// JSON; only whitespace takes the call.
    @inlinable @inline(__always)
    mutating func peek() -> UInt8? {
        if index < bytes.count {
            let byte = bytes[index]
            if byte > 0x20 { return byte }
        }
        return peekAfterWhitespace()
    }

    /// ``peek()`` at whitespace or at the end.
    @usableFromInline @inline(never)
    mutating func peekAfterWhitespace() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    // MARK: Values

    /// Skips whitespace; if the next value is `null`, consumes it and returns `true`.
    public mutating func decodeNil() -> Bool {
        guard peek() == UInt8(ascii: "n"), index + 4 <= bytes.count, bytes[index + 1] == UInt8(ascii: "u"),
            bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l")
        else { return false }
        index += 4
        return true
    }

    /// Reads one value as `T`: `try T(fastJSON: &self)`.
    @inlinable
    public mutating func decode<T: FastJSONDecodable>(_: T.Type) throws -> T {
        try T(fastJSON: &self)
    }

    /// Reads one value as `T`, or `nil` for `null`.
    @inlinable
    public mutating func decodeIfPresent<T: FastJSONDecodable>(_: T.Type) throws -> T? {
        if decodeNil() { return nil }
        return try T(fastJSON: &self)
    }

    /// Reads `true` or `false`.
    mutating func readBool() throws -> Bool {
        let byte = peek()
        if byte == UInt8(ascii: "t"), matchLiteral("true") { return true }
        if byte == UInt8(ascii: "f"), matchLiteral("false") { return false }
        throw mismatch(decoding: Bool.self)
    }

    /// Consumes `literal` when the bytes at the reader spell it.
    mutating func matchLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        index += count
        return true
    }

    // MARK: Containers

    /// Expects `{` and opens an object; read its members with ``nextKey()``.
    public mutating func beginObject() throws {
        guard peek() == UInt8(ascii: "{") else { throw mismatch(decoding: [String: Any].self) }
        try open()
    }

    /// Expects `[` and opens an array; read its elements with ``nextElement()``.
    public mutating func beginArray() throws {
        guard peek() == UInt8(ascii: "[") else { throw mismatch(decoding: [Any].self) }
        try open()
    }

    mutating func open() throws {
        guard depth < Self.maximumDepth else {
            throw error(
                .syntax,
                "Found an array or object nested \(depth + 1) levels deep; the reader accepts at most "
                    + "\(Self.maximumDepth), as JSONDecoder")
        }
        index += 1
        depth += 1
        afterOpen = true
    }

    /// The next member's key, having consumed the comma before it (when needed), the key and its
    /// colon; `nil` after consuming the object's `}`.
    public mutating func nextKey() throws -> JSONKey? {
        var byte = peek()
        if byte == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            afterOpen = false
            return nil
        }
        if !afterOpen {
            guard byte == UInt8(ascii: ",") else { throw syntaxError(expecting: "',' or '}' after an object member") }
            index += 1
            byte = peek()
        }
        guard byte == UInt8(ascii: "\"") else { throw syntaxError(expecting: "a string key in double quotes") }
        let key = try scanKey()
        guard peek() == UInt8(ascii: ":") else { throw syntaxError(expecting: "':' after an object key") }
        index += 1
        afterOpen = false
        return key
    }

    /// Whether the array has another element, having consumed the comma before it (when needed);
    /// `false` after consuming the array's `]`.
    public mutating func nextElement() throws -> Bool {
        let byte = peek()
        if byte == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            afterOpen = false
            return false
        }
        if !afterOpen {
            guard byte == UInt8(ascii: ",") else { throw syntaxError(expecting: "',' or ']' after an array element") }
            index += 1
            if peek() == UInt8(ascii: "]") { throw syntaxError(expecting: "a value after ','") }
        } else if byte == nil {
            throw syntaxError(expecting: "a value or ']'")
        }
        afterOpen = false
        return true
    }

    /// Requires that only whitespace follows the top-level value.
    mutating func finish() throws {
        guard peek() == nil else { throw syntaxError(expecting: "the end of the document after the top-level value") }
    }
}
