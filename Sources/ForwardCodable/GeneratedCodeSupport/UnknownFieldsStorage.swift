/// A generated record's bag of undeclared keys, as the record stores it: parsed, or, after a
/// read on the JSON fast path, the text of the undeclared members exactly as they were read.
///
/// The fast path validates an undeclared key's value once, as it reads it, and keeps its text;
/// the bag is parsed into ``JSONValue``s only when the app reads the record's `unknownFields`,
/// and the fast path writes the text back as it came (number spellings and string escapes
/// included). A write to `unknownFields` stores the parsed form. Equality and hashing go through
/// the parsed values, so two bags that differ only in how their text spells the same values are
/// equal, as before.
///
/// Behind the `ForwardCodableGenerated` SPI: generated records keep it in a private property
/// behind their `unknownFields`.
@_spi(ForwardCodableGenerated)
public struct UnknownFieldsStorage: Hashable, Sendable {
    @usableFromInline
    enum Storage: Sendable {
        /// The bag as values.
        case parsed([String: JSONValue])
        /// The undeclared members as read, as the text of one object: `{"key":value,...}`, with
        /// at least one member, no repeated key, and every value validated as ``JSONValue``
        /// reads it.
        case text([UInt8])
    }

    @usableFromInline var storage: Storage

    /// An empty bag.
    @inlinable
    public init() {
        storage = .parsed(Dictionary())
    }

    /// The bag `fields`.
    @inlinable
    public init(_ fields: [String: JSONValue]) {
        storage = .parsed(fields)
    }

    /// The bag of the object text `text` (see ``Storage/text(_:)``).
    init(text: [UInt8]) {
        storage = .text(text)
    }

    /// The bag's values, parsed from its text when it holds text.
    public var fields: [String: JSONValue] {
        switch storage {
        case .parsed(let fields): return fields
        case .text(let text): return Self.parse(text)
        }
    }

    /// Whether the bag has no key.
    public var isEmpty: Bool {
        switch storage {
        case .parsed(let fields): return fields.isEmpty
        case .text: return false
        }
    }

    /// The values of the object text `text`, which was validated when it was kept.
    static func parse(_ text: [UInt8]) -> [String: JSONValue] {
        text.withUnsafeBytes { bytes in
            var reader = JSONReader(bytes: bytes)
            guard case .object(let members)? = try? reader.readJSONValue() else { return [:] }
            return members
        }
    }

    /// Whether the two bags hold the same values (the same text holds the same values).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        if case .text(let left) = lhs.storage, case .text(let right) = rhs.storage, left == right { return true }
        return lhs.fields == rhs.fields
    }

    /// Hashes the bag's values, so that equal bags hash alike whatever their text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }
}
