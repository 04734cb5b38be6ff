import Foundation

extension Article {
    /// A server on version 3 that keeps the keys it does not declare.
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
        var unknownFields: [String: JSON]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case schemaVersion, id, name, hostname, port, user, connectionMethod
            case keyType = "key_type"
            case tags, environment, label
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
            id = try container.decode(UUID.self, forKey: .id)
            name = try container.decode(String.self, forKey: .name)
            hostname = try container.decode(String.self, forKey: .hostname)
            port = try container.decode(Int.self, forKey: .port)
            user = try container.decodeIfPresent(String.self, forKey: .user)
            connectionMethod = try container.decode(ConnectionMethod.self, forKey: .connectionMethod)
            keyType = try container.decode(KeyType.self, forKey: .keyType)
            tags = try container.decode([String].self, forKey: .tags)
            environment = try container.decode([String: String].self, forKey: .environment)
            label = try container.decode(String.self, forKey: .label)
            unknownFields = try Article.unknownFields(of: decoder, declared: CodingKeys.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(schemaVersion, forKey: .schemaVersion)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(hostname, forKey: .hostname)
            try container.encode(port, forKey: .port)
            try container.encodeIfPresent(user, forKey: .user)
            try container.encode(connectionMethod, forKey: .connectionMethod)
            try container.encode(keyType, forKey: .keyType)
            try container.encode(tags, forKey: .tags)
            try container.encode(environment, forKey: .environment)
            try container.encode(label, forKey: .label)
            try Article.encode(unknownFields, to: encoder)
        }
    }

    /// Version 1 of `Server`, decoded only to migrate it.
    struct ServerV1: Decodable, Hashable, Sendable {
        var id: UUID
        var name: String
        var address: String
        var port: Int
        var user: String?
        var connectionMethod: ConnectionMethod
        var tags: [String]
        var environment: [String: String]
        var unknownFields: [String: JSON]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case schemaVersion, id, name, address, port, user, connectionMethod, tags, environment
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(UUID.self, forKey: .id)
            name = try container.decode(String.self, forKey: .name)
            address = try container.decode(String.self, forKey: .address)
            port = try container.decode(Int.self, forKey: .port)
            user = try container.decodeIfPresent(String.self, forKey: .user)
            connectionMethod = try container.decode(ConnectionMethod.self, forKey: .connectionMethod)
            tags = try container.decode([String].self, forKey: .tags)
            environment = try container.decode([String: String].self, forKey: .environment)
            unknownFields = try Article.unknownFields(of: decoder, declared: CodingKeys.self)
        }
    }

    /// Version 2 of `Server`, decoded only to migrate it.
    struct ServerV2: Decodable, Hashable, Sendable {
        var id: UUID
        var name: String
        var address: String
        var port: Int
        var user: String?
        var connectionMethod: ConnectionMethod
        var keyType: KeyType
        var tags: [String]
        var environment: [String: String]
        var unknownFields: [String: JSON]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case schemaVersion, id, name, address, port, user, connectionMethod
            case keyType = "key_type"
            case tags, environment
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(UUID.self, forKey: .id)
            name = try container.decode(String.self, forKey: .name)
            address = try container.decode(String.self, forKey: .address)
            port = try container.decode(Int.self, forKey: .port)
            user = try container.decodeIfPresent(String.self, forKey: .user)
            connectionMethod = try container.decode(ConnectionMethod.self, forKey: .connectionMethod)
            keyType = try container.decode(KeyType.self, forKey: .keyType)
            tags = try container.decode([String].self, forKey: .tags)
            environment = try container.decode([String: String].self, forKey: .environment)
            unknownFields = try Article.unknownFields(of: decoder, declared: CodingKeys.self)
        }
    }

    /// Reads the stamp, decodes the shape of that version, and migrates it one step at a time.
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

extension Article.ServerV2 {
    /// Version 2 adds the key type, taken from the kept keys if a newer app wrote it.
    init(_ server: Article.ServerV1) {
        var unknownFields = server.unknownFields
        if case .string(let raw) = unknownFields.removeValue(forKey: "key_type") {
            keyType = Article.KeyType(raw: raw)
        } else {
            keyType = .ed25519
        }
        id = server.id
        name = server.name
        address = server.address
        port = server.port
        user = server.user
        connectionMethod = server.connectionMethod
        tags = server.tags
        environment = server.environment
        self.unknownFields = unknownFields
    }
}

extension Article.Server {
    /// Version 3 renames the address to hostname and adds the label.
    init(_ server: Article.ServerV2) {
        schemaVersion = 3
        id = server.id
        name = server.name
        hostname = server.address
        port = server.port
        user = server.user
        connectionMethod = server.connectionMethod
        keyType = server.keyType
        tags = server.tags
        environment = server.environment
        label = "\(server.user ?? "root")@\(server.address):\(server.port)"
        unknownFields = server.unknownFields
        unknownFields["hostname"] = nil
        unknownFields["label"] = nil
    }
}
