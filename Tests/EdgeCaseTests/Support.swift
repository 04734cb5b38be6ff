import ForwardCodable
import ForwardCodableExamples
import Foundation

/// The example's `SSHHost`, by the short name the tests were written with.
typealias Host = ForwardCodableExamples.SSHHost

/// Decodes `json` with a plain `JSONDecoder`.
func decode<T: Decodable>(_ type: T.Type, _ json: String, userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws -> T
{
    let decoder = JSONDecoder()
    decoder.userInfo = userInfo
    return try decoder.decode(type, from: Data(json.utf8))
}

/// Encodes `value` as compact JSON with sorted keys, so tests can compare text.
func encode<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// Decodes `json` as `T`, and encodes the result again.
func reencode<T: Codable>(_ type: T.Type, _ json: String) throws -> String {
    try encode(decode(type, json))
}

/// Encodes `value` as a property list in `format` and decodes it again.
func plistRoundTrip<T: Codable>(_ value: T, format: PropertyListSerialization.PropertyListFormat) throws -> T {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    return try PropertyListDecoder().decode(T.self, from: encoder.encode(value))
}

/// The two property list formats that `PropertyListEncoder` writes.
let plistFormats: [PropertyListSerialization.PropertyListFormat] = [.binary, .xml]

/// The debug description and the rendered coding path of a decoding error.
func details(of error: any Error) -> (message: String, path: String) {
    switch error as? DecodingError {
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .keyNotFound(_, let context)?,
        .dataCorrupted(let context)?:
        (context.debugDescription, DecodingFailure.render(context.codingPath))
    default:
        (String(describing: error), "")
    }
}

/// Host documents in the form `Host` writes them: every field, keys sorted.
enum Hosts {
    static let ids = [
        "9F1C3B8E-5A7D-4C2B-8E1F-0A1B2C3D4E5F", "0A1B2C3D-4E5F-4061-8293-A4B5C6D7E8F9",
        "3B4C5D6E-7F80-4192-A3B4-C5D6E7F80912",
    ]

    /// A readable host named `name`.
    static func host(_ name: String, id: Int = 0, extra: String = "") -> String {
        #"{"connectionMethod":"ssh","id":"\#(ids[id])","name":"\#(name)","port":22,"tags":[]\#(extra)}"#
    }

    /// Unreadable hosts, one per way to fail: a missing field, a wrong type, a shape from the
    /// future, a bare value.
    static let missingName = #"{"id":"\#(ids[1])","port":22}"#
    static let wrongType = #"{"id":"\#(ids[1])","name":"b","port":"twenty-two"}"#
    static let futureShape = #"{"id":{"scheme":"uuid","value":"\#(ids[2])"},"name":"c"}"#
    static let bareValue = #""harbor.example.com""#
}

/// `json` with its keys sorted, as `encode(_:)` writes it.
func canonical(_ json: String) throws -> String {
    try encode(decode(JSONValue.self, json))
}
