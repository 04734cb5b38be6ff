import Foundation

/// Writes JSON text straight to UTF-8 bytes, for ``FastJSONEncodable`` values.
///
/// ``ForwardJSONEncoder`` creates a writer, hands it to the value, and returns its ``bytes``.
/// The writer handles commas, the `:` after keys, and, with `.prettyPrinted`, newlines and
/// indentation, laid out exactly as `JSONEncoder` lays them out: two spaces per level, `" : "`
/// after keys, and an empty array or object as `[`, a blank line, and `]` at the container's
/// indentation. With `.sortedKeys` each object's members are buffered and sorted when the object
/// ends, by the UTF-8 bytes of their unescaped keys, the order `JSONEncoder` uses.
///
/// A conformance writes one value: a scalar through ``encode(_:)``, or a container:
///
/// ```swift
/// func write(fastJSON writer: inout JSONWriter) throws {
///     writer.beginObject()
///     try writer.encode(name, key: "name")
///     try writer.encodeIfPresent(port, key: "port", writeNull: false)
///     writer.endObject()
/// }
/// ```
///
/// Containers nest at most ``maximumDepth`` levels. Opening one deeper does not throw at once
/// (``beginObject()`` and ``beginArray()`` do not throw); the next ``encode(_:)`` throws an
/// `EncodingError.invalidValue` that names the level, and so does ``ForwardJSONEncoder``.
public struct JSONWriter {
    /// The deepest nesting of arrays and objects the writer writes: 512 levels, counted from the
    /// root (a top-level array is level 1), the most `JSONDecoder` reads.
    ///
    /// `JSONEncoder` stops at 511 levels; ``JSONValue`` writes at most
    /// ``JSONValue/maximumDepth`` (511) on both paths.
    public static let maximumDepth = 512

    /// The encoder options in effect: output formatting and date and data strategies.
    public let options: ForwardJSONEncoder.Options

    /// The user info of the encoder, for conformances that need context.
    public let userInfo: [CodingUserInfoKey: any Sendable]

    /// The JSON text written so far, as UTF-8 bytes.
    public var bytes: [UInt8] { buffer.array }

    @usableFromInline var buffer: JSONByteBuffer
    /// The number of containers open.
    @usableFromInline var depth = 0
    /// Whether the innermost open container has no member yet.
    @usableFromInline var isFirst = true
    /// Whether a key was just written, so that the next value follows it without a separator.
    @usableFromInline var afterKey = false
    /// Whether the next record written is a union's payload, whose members go into the object
    /// being written, beside the union's tag, without braces of their own.
    @usableFromInline var writesNextRecordAsMembers = false
    /// The first level beyond ``maximumDepth`` that was opened, or 0.
    @usableFromInline var tooDeepLevel = 0

    let pretty: Bool
    let sorted: Bool
    let escapesSlashes: Bool
    /// When keys are sorted: where each member of the open objects starts (its separator).
    var memberStarts: [Int] = []
    /// When keys are sorted: for each open object, where its members begin in `memberStarts`.
    var objectBases: [Int] = []

    /// A writer with `options` and `userInfo`, whose buffer reserves `capacity` bytes.
    public init(
        options: ForwardJSONEncoder.Options = .init(),
        userInfo: [CodingUserInfoKey: any Sendable] = [:],
        capacity: Int = 4096
    ) {
        self.options = options
        self.userInfo = userInfo
        self.buffer = JSONByteBuffer(capacity: capacity)
        self.pretty = options.outputFormatting.contains(.prettyPrinted)
        self.sorted = options.outputFormatting.contains(.sortedKeys)
        self.escapesSlashes = !options.outputFormatting.contains(.withoutEscapingSlashes)
    }

    /// Writes `value`: `try value.write(fastJSON: &self)`.
    ///
    /// - Throws: the value's error, or `EncodingError.invalidValue` when a container was opened
    ///   beyond ``maximumDepth``.
    @inlinable
    public mutating func encode<T: FastJSONEncodable>(_ value: T) throws {
        if tooDeepLevel != 0 { throw depthError(value) }
        try value.write(fastJSON: &self)
    }

    /// The error for a container opened beyond ``maximumDepth``, found while writing `value`.
    @usableFromInline
    func depthError(_ value: Any) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: [],
                debugDescription: "An array or object nests \(tooDeepLevel) levels deep, deeper than "
                    + "\(Self.maximumDepth), the most JSONWriter writes; it was not written."
            )
        )
    }

    /// Throws the depth error, if a container was opened beyond ``maximumDepth``.
    func checkDepth(_ value: Any) throws {
        if tooDeepLevel != 0 { throw depthError(value) }
    }
}

// MARK: - Containers

extension JSONWriter {
    /// Opens an object (`{`), as a value of the enclosing container.
    public mutating func beginObject() {
        beginValue()
        buffer.append(UInt8(ascii: "{"))
        open()
        if sorted { objectBases.append(memberStarts.count) }
    }

    /// Closes the innermost object (`}`), sorting its members first with `.sortedKeys`.
    public mutating func endObject() {
        buffer.makeUnique()
        if sorted, let base = objectBases.popLast() {
            if memberStarts.count - base > 1 { sortMembers(startingAt: memberStarts[base...]) }
            memberStarts.removeSubrange(base...)
        }
        close(UInt8(ascii: "}"))
    }

    /// Opens an array (`[`), as a value of the enclosing container.
    public mutating func beginArray() {
        beginValue()
        buffer.append(UInt8(ascii: "["))
        open()
    }

    /// Closes the innermost array (`]`).
    public mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    private mutating func open() {
        depth += 1
        isFirst = true
        if depth > Self.maximumDepth, tooDeepLevel == 0 { tooDeepLevel = depth }
    }

    private mutating func close(_ bracket: UInt8) {
        buffer.makeUnique()
        depth -= 1
        if pretty {
            buffer.append(UInt8(ascii: "\n"))
            if isFirst { buffer.append(UInt8(ascii: "\n")) }
            indent(depth)
        }
        buffer.append(bracket)
        isFirst = false
    }

    /// Writes what comes before a value: nothing after a key or at the top level, otherwise the
    /// comma and, when pretty, the newline and indentation.
    @usableFromInline
    mutating func beginValue() {
        buffer.makeUnique()
        if afterKey {
            afterKey = false
            return
        }
        writeSeparator()
    }

    /// The separator before a member or element of the innermost container.
    private mutating func writeSeparator() {
        guard depth > 0 else { return }
        if isFirst {
            isFirst = false
        } else {
            buffer.append(UInt8(ascii: ","))
        }
        if pretty {
            buffer.append(UInt8(ascii: "\n"))
            indent(depth)
        }
    }

    /// Whether members kept as text are written as they were read: not when pretty-printing,
    /// which lays out nested values, nor when sorting keys, which sorts inside them.
    var writesKeptText: Bool { !pretty && !sorted }

    /// Writes `text`, members of an object (`"key":value,...`) as they were read, into the
    /// innermost object.
    mutating func writeKeptMembers(_ text: UnsafeBufferPointer<UInt8>) {
        buffer.makeUnique()
        writeSeparator()
        buffer.append(contentsOf: text)
    }

    /// Two spaces per level.
    mutating func indent(_ level: Int) {
        for _ in 0..<level {
            buffer.append(UInt8(ascii: " "), UInt8(ascii: " "))
        }
    }
}

// MARK: - Keys

extension JSONWriter {
    /// Writes a member's key, already JSON-escaped (as generated code spells it), inside quotes,
    /// followed by the `:`. The member's value comes next.
    /// A `/` in it is escaped here, unless `.withoutEscapingSlashes`.
    public mutating func writeKey(_ escaped: StaticString) {
        escaped.withUTF8Buffer { writeKey(escaped: $0) }
    }

    /// ``writeKey(_:)-(StaticString)`` for the bytes of a key's JSON text: a declared key of a
    /// generated record, escaped once (see `DeclaredKeyTable`).
    @usableFromInline
    mutating func writeKey(escaped key: UnsafeBufferPointer<UInt8>, mayHoldSlash: Bool = true) {
        beginKey()
        if !mayHoldSlash || !escapesSlashes || !key.contains(UInt8(ascii: "/")) {
            buffer.append(contentsOf: key)
        } else {
            for byte in key {
                if byte == UInt8(ascii: "/") { buffer.append(UInt8(ascii: "\\")) }
                buffer.append(byte)
            }
        }
        endKey()
    }

    /// Writes a member's key, escaping it as a string value is escaped, followed by the `:`.
    public mutating func writeKey(_ key: String) {
        beginKey()
        appendEscapedContents(of: key)
        endKey()
    }

    private mutating func beginKey() {
        buffer.makeUnique()
        if sorted, !objectBases.isEmpty { memberStarts.append(buffer.count) }
        writeSeparator()
        buffer.append(UInt8(ascii: "\""))
    }

    private mutating func endKey() {
        if pretty {
            buffer.append("\" : ")
        } else {
            buffer.append(UInt8(ascii: "\""), UInt8(ascii: ":"))
        }
        afterKey = true
    }
}
