import Foundation

extension Synthesized {
    /// A server on version 3, with synthesized `Codable` for its current shape.
    struct Server: Codable, Hashable, Sendable {
        var schemaVersion: Int
        var id: UUID
        var name: String
        var hostname: String
        var port: Int
        var user: String?
        var connectionMethod: ConnectionMethod
        var keyType: KeyType
        var tags: [String]
        var environment: [String: String]
        var label: String

        enum CodingKeys: String, CodingKey {
            case schemaVersion, id, name, hostname, port, user, connectionMethod
            case keyType = "key_type"
            case tags, environment, label
        }
    }

    /// Version 1 of `Server`.
    struct ServerV1: Codable, Hashable, Sendable {
        var id: UUID
        var name: String
        var address: String
        var port: Int
        var user: String?
        var connectionMethod: ConnectionMethod
        var tags: [String]
        var environment: [String: String]
    }

    /// Version 2 of `Server`.
    struct ServerV2: Codable, Hashable, Sendable {
        var id: UUID
        var name: String
        var address: String
        var port: Int
        var user: String?
        var connectionMethod: ConnectionMethod
        var keyType: KeyType
        var tags: [String]
        var environment: [String: String]

        enum CodingKeys: String, CodingKey {
            case id, name, address, port, user, connectionMethod
            case keyType = "key_type"
            case tags, environment
        }
    }

    /// The version dispatch a team writes by hand: read the stamp, decode the synthesized shape
    /// of that version, migrate it one step at a time.
    struct ServerDocument: Decodable, Sendable {
        var server: Server

        private enum StampKey: String, CodingKey {
            case schemaVersion
        }

        init(from decoder: any Decoder) throws {
            let stamp = try decoder.container(keyedBy: StampKey.self)
            switch try stamp.decodeIfPresent(Int.self, forKey: .schemaVersion) ?? 1 {
            case 1: server = Server(ServerV2(try ServerV1(from: decoder)))
            case 2: server = Server(try ServerV2(from: decoder))
            default: server = try Server(from: decoder)
            }
        }
    }
}

extension Synthesized.ServerV2 {
    /// Version 2 adds the key type.
    init(_ server: Synthesized.ServerV1) {
        self.init(
            id: server.id, name: server.name, address: server.address, port: server.port, user: server.user,
            connectionMethod: server.connectionMethod, keyType: .ed25519, tags: server.tags,
            environment: server.environment
        )
    }
}

extension Synthesized.Server {
    /// Version 3 renames the address to hostname and adds the label.
    init(_ server: Synthesized.ServerV2) {
        self.init(
            schemaVersion: 3, id: server.id, name: server.name, hostname: server.address, port: server.port,
            user: server.user, connectionMethod: server.connectionMethod, keyType: server.keyType, tags: server.tags,
            environment: server.environment, label: "\(server.user ?? "root")@\(server.address):\(server.port)"
        )
    }
}
