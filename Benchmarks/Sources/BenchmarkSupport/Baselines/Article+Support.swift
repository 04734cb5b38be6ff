import Foundation

/// Codec (b): the hand-written pattern of the article "Forward-compatible Codable": each record
/// decodes its declared fields, then makes a second pass over a container keyed by a dynamic
/// key, building the `Set` of declared key names on every decode and keeping the other keys as
/// JSON. Enums have an `unknown(String)` case.
///
/// Its JSON type and dynamic key are the ones such articles write, not ForwardCodable's, so that
/// work on the runtime does not change this baseline.
enum Article {
    /// A coding key for any string: the second pass's key.
    struct DynamicKey: CodingKey {
        var stringValue: String
        var intValue: Int?

        init(stringValue: String) {
            self.stringValue = stringValue
            self.intValue = nil
        }

        init?(intValue: Int) {
            self.stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    /// Any JSON value, read with a `try?` cascade.
    enum JSON: Codable, Hashable, Sendable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case array([JSON])
        case object([String: JSON])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Int.self) {
                self = .int(value)
            } else if let value = try? container.decode(Double.self) {
                self = .double(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode([JSON].self) {
                self = .array(value)
            } else if let value = try? container.decode([String: JSON].self) {
                self = .object(value)
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a JSON value.")
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let value): try container.encode(value)
            case .int(let value): try container.encode(value)
            case .double(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .array(let value): try container.encode(value)
            case .object(let value): try container.encode(value)
            }
        }
    }

    /// The second pass: every key whose name is not a case of `Keys`, with its value.
    static func unknownFields<Keys: CodingKey & CaseIterable>(
        of decoder: any Decoder,
        declared: Keys.Type
    ) throws -> [String: JSON] {
        let known = Set(Keys.allCases.map(\.stringValue))
        let container = try decoder.container(keyedBy: DynamicKey.self)
        var fields: [String: JSON] = [:]
        for key in container.allKeys where !known.contains(key.stringValue) {
            fields[key.stringValue] = try container.decode(JSON.self, forKey: key)
        }
        return fields
    }

    /// Writes the kept keys back through a second container of the same encoder.
    static func encode(_ unknownFields: [String: JSON], to encoder: any Encoder) throws {
        guard !unknownFields.isEmpty else { return }
        var container = encoder.container(keyedBy: DynamicKey.self)
        for (name, value) in unknownFields {
            try container.encode(value, forKey: DynamicKey(stringValue: name))
        }
    }

    /// How a host is reached; a value from a newer version is kept as `unknown`.
    enum ConnectionMethod: Codable, Hashable, Sendable {
        case ssh, mosh, et
        case unknown(String)

        var rawValue: String {
            switch self {
            case .ssh: "ssh"
            case .mosh: "mosh"
            case .et: "eternal-terminal"
            case .unknown(let raw): raw
            }
        }

        /// The case for `raw`, or `unknown(raw)`.
        init(raw: String) {
            switch raw {
            case "ssh": self = .ssh
            case "mosh": self = .mosh
            case "eternal-terminal": self = .et
            default: self = .unknown(raw)
            }
        }

        init(from decoder: any Decoder) throws {
            self.init(raw: try decoder.singleValueContainer().decode(String.self))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    /// The kind of key a host accepts; a value from a newer version is kept as `unknown`.
    enum KeyType: Codable, Hashable, Sendable {
        case ed25519, rsa, ecdsa
        case unknown(String)

        var rawValue: String {
            switch self {
            case .ed25519: "ed25519"
            case .rsa: "rsa"
            case .ecdsa: "ecdsa"
            case .unknown(let raw): raw
            }
        }

        /// The case for `raw`, or `unknown(raw)`.
        init(raw: String) {
            switch raw {
            case "ed25519": self = .ed25519
            case "rsa": self = .rsa
            case "ecdsa": self = .ecdsa
            default: self = .unknown(raw)
            }
        }

        init(from decoder: any Decoder) throws {
            self.init(raw: try decoder.singleValueContainer().decode(String.self))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
