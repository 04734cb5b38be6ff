import ForwardCodable
import ForwardCodableExamples
import Foundation

/// The example's `SSHHost`, by the short name the tests were written with (the record was renamed
/// so that it does not share `Foundation.Host`'s name: FC211).
typealias Host = ForwardCodableExamples.SSHHost

/// The canonical encoder: sorted keys, so bytes are stable.
let canonicalEncoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
}()

func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(json.utf8))
}

func encode(_ value: some Encodable) throws -> String {
    String(decoding: try canonicalEncoder.encode(value), as: UTF8.self)
}

func tree(_ json: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
}

/// The root of this repository, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
