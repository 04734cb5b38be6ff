/// Any JSON value, kept exactly as it was read so that it can be written back unchanged.
///
/// Generated records keep every key they do not declare in `unknownFields`, a bag of
/// `JSONValue`, and replay it when they are encoded. Fields declared with the schema type `JSON`
/// are `JSONValue` too.
///
/// Numbers are never rounded silently. Integers that `Int64` holds stay ``int(_:)``, so ports
/// and counters stay integers; a number that neither `Int64` nor `Double` holds exactly (for
/// example `18446744073709551615`, or `0.10000000000000001`) is kept as its exact decimal text in
/// ``exactNumber(_:)``; a number that cannot be proven exact (`1e400`) is refused with an error.
/// `JSONDecoder` itself keeps 38 significant digits; to refuse documents with longer numbers,
/// decode with `JSONDecoder.decodeRefusingRoundedNumbers(_:from:)`. See <doc:Numbers> for the
/// full table.
///
/// ```swift
/// let value: JSONValue = ["port": 22, "tags": ["prod", "eu"], "jump": nil]
/// value["port"]?.intValue   // 22
/// value.description         // {"jump": null, "port": 22, "tags": ["prod", "eu"]}
/// ```
public enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer in the range of `Int64`.
    case int(Int64)
    /// A number that `Double` holds exactly (up to the shortest text that reads back as the same
    /// `Double`).
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object. Key order carries no meaning: two objects with the same members are equal.
    case object([String: JSONValue])
    /// A number that neither ``int(_:)`` nor ``double(_:)`` holds exactly, as its decimal text:
    /// integers above `Int64.max` (up to `UInt64.max` and beyond) and decimals with more digits
    /// than a `Double` keeps.
    ///
    /// Decoding produces this case only with its canonical text. It is encoded as a `UInt64` when
    /// it fits, and as a `Decimal` otherwise, which `JSONEncoder` writes as the same digits.
    case exactNumber(String)
}

extension JSONValue {
    /// Whether this value is ``null``.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The Boolean, if this value is ``bool(_:)``.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The integer, if this value is ``int(_:)``.
    public var intValue: Int64? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// The number as a `Double`, if this value is ``int(_:)`` or ``double(_:)``.
    ///
    /// ``exactNumber(_:)`` returns `nil`: converting it would round, which is the caller's call.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The string, if this value is ``string(_:)``.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, if this value is ``array(_:)``.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, if this value is ``object(_:)``.
    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The member for `key`, if this value is an object that has it.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// The element at `index`, if this value is an array that long.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
