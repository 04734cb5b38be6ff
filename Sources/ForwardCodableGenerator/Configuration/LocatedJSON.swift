@_spi(ForwardCodableGenerator) import ForwardCodable

/// A JSON value as a text writes it, with the line and column (1-based, columns in Unicode
/// scalars) of the value and of every object key: what ``StrictJSON`` reads, so that a setting
/// and its errors come from one pass and point into the file.
struct LocatedJSON: Equatable, Sendable {
    /// The kinds of JSON value; objects keep their members in the order written, duplicates
    /// included, so that a duplicate key can be reported.
    enum Value: Equatable, Sendable {
        case object([Member])
        case array([LocatedJSON])
        case string(String)
        /// A number, as its text.
        case number(String)
        case bool(Bool)
        case null
    }

    /// A member of an object: its key, where the key's opening quote is, and its value.
    struct Member: Equatable, Sendable {
        var key: String
        var line: Int
        var column: Int
        var value: LocatedJSON
    }

    var value: Value
    /// Where the value starts.
    var line: Int
    var column: Int

    /// The value as messages show it: a string's contents, a number's text, `true`, `false` or
    /// `null`, and compact JSON for an array or an object.
    var text: String {
        if case .string(let string) = value { return string }
        return json
    }

    /// The value as compact JSON, object members in the order written.
    private var json: String {
        switch value {
        case .object(let members):
            "{" + members.map { "\(JSONValue.quoted($0.key)): \($0.value.json)" }.joined(separator: ", ") + "}"
        case .array(let elements): "[" + elements.map(\.json).joined(separator: ", ") + "]"
        case .string(let string): JSONValue.quoted(string)
        case .number(let text): text
        case .bool(let bool): bool ? "true" : "false"
        case .null: "null"
        }
    }
}
