extension JSONValue {
    /// The deepest nesting of arrays and objects that ``JSONValue`` reads and writes: 511 levels,
    /// counted from the root of the document (a top-level array is level 1).
    ///
    /// `JSONEncoder` writes at most 511 levels and `JSONDecoder` reads 512, so one limit for both
    /// directions is the one that `JSONEncoder` can write: everything ``init(from:)`` reads,
    /// ``encode(to:)`` writes back. Both throw an error that names the level and the coding
    /// path beyond it, for every decoder and encoder (property lists included). A
    /// ``Resilient`` element nested deeper does not fail its collection (see
    /// <doc:ResilientCollections>).
    public static let maximumDepth = 511

    /// The deepest nesting that ``encode(to:)`` writes.
    @available(*, deprecated, renamed: "maximumDepth")
    public static var maximumEncodingDepth: Int { maximumDepth }

    /// The level of the container that `decoder` opens: one more than its coding path.
    static func level(openedBy path: [any CodingKey]) -> Int {
        path.count + 1
    }

    /// Throws when the array or object that `decoder` holds is nested deeper than
    /// ``maximumDepth``.
    static func checkDepth(_ decoder: any Decoder, kind: Kind) throws {
        let path = decoder.codingPath
        let level = level(openedBy: path)
        guard level > maximumDepth else { return }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: path,
                debugDescription: "Found \(kind == .array ? "an array" : "an object") nested \(level) levels deep; "
                    + "ForwardCodable reads and writes at most \(maximumDepth) (the most JSONEncoder writes), "
                    + "so that every document it reads can be written back."
            )
        )
    }

    /// The error for a value whose nesting reaches `level` beyond ``maximumDepth`` when written.
    static func depthError(_ value: JSONValue, level: Int, at path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path,
                debugDescription: "The JSONValue nests \(level) levels deep counted from the document's root, "
                    + "deeper than \(maximumDepth), the most JSONEncoder writes; it was not written."
            )
        )
    }
}
