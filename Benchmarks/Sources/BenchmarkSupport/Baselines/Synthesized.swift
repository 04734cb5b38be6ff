import Foundation

/// Codec (a): what users have today. Plain structs with synthesized `Codable` and the same
/// fields as the generated records.
///
/// It is lossy: undeclared keys are dropped, and an enum value from a newer version throws
/// `DecodingError.dataCorrupted`, failing the whole array.
enum Synthesized {
    /// A saved SSH host.
    struct Host: Codable, Hashable, Sendable {
        var id: UUID
        var name: String
        var hostname: String
        var port: Int
        var user: String?
        var connectionMethod: ConnectionMethod
        var keyType: KeyType
        var jump: JumpHost?
        var tags: [String]
        var environment: [String: String]
        var favorite: Bool

        enum CodingKeys: String, CodingKey {
            case id, name, hostname, port, user, connectionMethod
            case keyType = "key_type"
            case jump, tags, environment, favorite
        }
    }

    /// A bastion host.
    struct JumpHost: Codable, Hashable, Sendable {
        var hostname: String
        var port: Int
        var user: String?
        var connectionMethod: ConnectionMethod
    }

    /// How a host is reached.
    enum ConnectionMethod: String, Codable, Hashable, Sendable {
        case ssh, mosh
        case et = "eternal-terminal"
    }

    /// The kind of key a host accepts.
    enum KeyType: String, Codable, Hashable, Sendable {
        case ed25519, rsa, ecdsa
    }

    /// A fleet that nests one host four records deep.
    struct Fleet: Codable, Hashable, Sendable {
        var name: String
        var region: Region
    }

    /// A region of a fleet.
    struct Region: Codable, Hashable, Sendable {
        var name: String
        var code: Int
        var zone: Zone
    }

    /// An availability zone.
    struct Zone: Codable, Hashable, Sendable {
        var name: String
        var primary: Bool
        var rack: Rack
    }

    /// A rack of hosts.
    struct Rack: Codable, Hashable, Sendable {
        var name: String
        var position: Int
        var hosts: [Host]
    }
}
