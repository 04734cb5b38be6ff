import Foundation

extension Article {
    /// A saved SSH host that keeps the keys it does not declare.
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
        var unknownFields: [String: JSON]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, name, hostname, port, user, connectionMethod
            case keyType = "key_type"
            case jump, tags, environment, favorite
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(UUID.self, forKey: .id)
            name = try container.decode(String.self, forKey: .name)
            hostname = try container.decode(String.self, forKey: .hostname)
            port = try container.decode(Int.self, forKey: .port)
            user = try container.decodeIfPresent(String.self, forKey: .user)
            connectionMethod = try container.decode(ConnectionMethod.self, forKey: .connectionMethod)
            keyType = try container.decode(KeyType.self, forKey: .keyType)
            jump = try container.decodeIfPresent(JumpHost.self, forKey: .jump)
            tags = try container.decode([String].self, forKey: .tags)
            environment = try container.decode([String: String].self, forKey: .environment)
            favorite = try container.decode(Bool.self, forKey: .favorite)
            unknownFields = try Article.unknownFields(of: decoder, declared: CodingKeys.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(hostname, forKey: .hostname)
            try container.encode(port, forKey: .port)
            try container.encodeIfPresent(user, forKey: .user)
            try container.encode(connectionMethod, forKey: .connectionMethod)
            try container.encode(keyType, forKey: .keyType)
            try container.encodeIfPresent(jump, forKey: .jump)
            try container.encode(tags, forKey: .tags)
            try container.encode(environment, forKey: .environment)
            try container.encode(favorite, forKey: .favorite)
            try Article.encode(unknownFields, to: encoder)
        }
    }

    /// A bastion host that keeps the keys it does not declare.
    struct JumpHost: Codable, Hashable, Sendable {
        var hostname: String
        var port: Int
        var user: String?
        var connectionMethod: ConnectionMethod
        var unknownFields: [String: JSON]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case hostname, port, user, connectionMethod
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            hostname = try container.decode(String.self, forKey: .hostname)
            port = try container.decode(Int.self, forKey: .port)
            user = try container.decodeIfPresent(String.self, forKey: .user)
            connectionMethod = try container.decode(ConnectionMethod.self, forKey: .connectionMethod)
            unknownFields = try Article.unknownFields(of: decoder, declared: CodingKeys.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(hostname, forKey: .hostname)
            try container.encode(port, forKey: .port)
            try container.encodeIfPresent(user, forKey: .user)
            try container.encode(connectionMethod, forKey: .connectionMethod)
            try Article.encode(unknownFields, to: encoder)
        }
    }
}
