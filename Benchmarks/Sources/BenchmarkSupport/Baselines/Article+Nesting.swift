import Foundation

extension Article {
    /// A fleet that nests one host four records deep.
    struct Fleet: Codable, Hashable, Sendable {
        var name: String
        var region: Region
        var unknownFields: [String: JSON]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, region
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            region = try container.decode(Region.self, forKey: .region)
            unknownFields = try Article.unknownFields(of: decoder, declared: CodingKeys.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(region, forKey: .region)
            try Article.encode(unknownFields, to: encoder)
        }
    }

    /// A region of a fleet.
    struct Region: Codable, Hashable, Sendable {
        var name: String
        var code: Int
        var zone: Zone
        var unknownFields: [String: JSON]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, code, zone
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            code = try container.decode(Int.self, forKey: .code)
            zone = try container.decode(Zone.self, forKey: .zone)
            unknownFields = try Article.unknownFields(of: decoder, declared: CodingKeys.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(code, forKey: .code)
            try container.encode(zone, forKey: .zone)
            try Article.encode(unknownFields, to: encoder)
        }
    }

    /// An availability zone.
    struct Zone: Codable, Hashable, Sendable {
        var name: String
        var primary: Bool
        var rack: Rack
        var unknownFields: [String: JSON]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, primary, rack
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            primary = try container.decode(Bool.self, forKey: .primary)
            rack = try container.decode(Rack.self, forKey: .rack)
            unknownFields = try Article.unknownFields(of: decoder, declared: CodingKeys.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(primary, forKey: .primary)
            try container.encode(rack, forKey: .rack)
            try Article.encode(unknownFields, to: encoder)
        }
    }

    /// A rack of hosts.
    struct Rack: Codable, Hashable, Sendable {
        var name: String
        var position: Int
        var hosts: [Host]
        var unknownFields: [String: JSON]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, position, hosts
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            position = try container.decode(Int.self, forKey: .position)
            hosts = try container.decode([Host].self, forKey: .hosts)
            unknownFields = try Article.unknownFields(of: decoder, declared: CodingKeys.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(position, forKey: .position)
            try container.encode(hosts, forKey: .hosts)
            try Article.encode(unknownFields, to: encoder)
        }
    }
}
