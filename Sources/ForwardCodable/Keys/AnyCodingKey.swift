/// A coding key made from any string or integer, for containers whose keys are not known in
/// advance, such as the pass that collects unknown fields.
///
/// ```swift
/// let container = try decoder.container(keyedBy: AnyCodingKey.self)
/// for key in container.allKeys { print(key.stringValue) }
/// ```
///
/// The key is 17 bytes, small enough to live inline in an `any CodingKey` existential, so
/// decoders that box keys do not allocate for it.
public struct AnyCodingKey: CodingKey, Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral
{
    private enum Storage: Hashable, Sendable {
        case string(String)
        case int(Int)
    }

    private let storage: Storage

    /// Creates a string key.
    public init(_ stringValue: String) {
        storage = .string(stringValue)
    }

    /// Creates a string key. Never fails.
    public init(stringValue: String) {
        storage = .string(stringValue)
    }

    /// Creates an integer key, as used by unkeyed containers.
    public init(intValue: Int) {
        storage = .int(intValue)
    }

    /// Creates a key with the same string and integer values as `key`.
    public init(_ key: some CodingKey) {
        if let intValue = key.intValue {
            storage = .int(intValue)
        } else {
            storage = .string(key.stringValue)
        }
    }

    /// Creates a string key from a literal.
    public init(stringLiteral value: String) {
        storage = .string(value)
    }

    /// Creates an integer key from a literal.
    public init(integerLiteral value: Int) {
        storage = .int(value)
    }

    /// The key's text; for an integer key, its decimal digits.
    public var stringValue: String {
        switch storage {
        case .string(let value): value
        case .int(let value): String(value)
        }
    }

    /// The key's integer, for an integer key.
    public var intValue: Int? {
        if case .int(let value) = storage { return value }
        return nil
    }

    /// The string value, or the integer in brackets (`[3]`).
    public var description: String {
        switch storage {
        case .string(let value): value
        case .int(let value): "[\(value)]"
        }
    }
}
