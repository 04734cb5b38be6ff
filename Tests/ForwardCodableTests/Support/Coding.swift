import ForwardCodable
import Foundation

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

/// Encodes `value` as a property list and decodes it again.
func plistRoundTrip<T: Codable>(_ value: T, format: PropertyListSerialization.PropertyListFormat) throws -> T {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    return try PropertyListDecoder().decode(T.self, from: encoder.encode(value))
}

/// The two property list formats that `PropertyListEncoder` writes.
let plistFormats: [PropertyListSerialization.PropertyListFormat] = [.binary, .xml]

/// The debug description of a decoding error, or of any other error.
func message(of error: any Error) -> String {
    switch error as? DecodingError {
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .keyNotFound(_, let context)?,
        .dataCorrupted(let context)?:
        context.debugDescription
    default:
        String(describing: error)
    }
}

/// The coding path of a decoding error, rendered as `[2].jump.port`.
func path(of error: any Error) -> String? {
    switch error as? DecodingError {
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .keyNotFound(_, let context)?,
        .dataCorrupted(let context)?:
        DecodingFailure.render(context.codingPath)
    default:
        nil
    }
}
