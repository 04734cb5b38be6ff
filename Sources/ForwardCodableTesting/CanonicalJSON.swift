import ForwardCodable
import Foundation

/// The canonical JSON form the contract checks compare: `JSONEncoder` with `.sortedKeys`, and
/// otherwise default strategies, so the bytes are the same on every run.
public enum CanonicalJSON {
    /// A new encoder that writes sorted keys.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    /// `value` encoded canonically, as text.
    public static func string(_ value: some Encodable) throws -> String {
        String(decoding: try encoder().encode(value), as: UTF8.self)
    }

    /// `text` read as a `JSONValue` tree.
    public static func tree(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// `value` encoded canonically and read back as a tree: what a reader of the bytes sees.
    public static func tree(of value: some Encodable) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: try encoder().encode(value))
    }
}
