import ForwardCodable
import Foundation

@testable import BenchmarkSupport

// What the three codecs must agree on: the declared fields, with enums as their raw strings.
// Each codec's types are projected onto these, so one `==` compares them.

struct HostFields: Equatable {
    var id: UUID
    var name: String
    var hostname: String
    var port: Int
    var user: String?
    var connectionMethod: String
    var keyType: String
    var jump: JumpFields?
    var tags: [String]
    var environment: [String: String]
    var favorite: Bool
}

struct JumpFields: Equatable {
    var hostname: String
    var port: Int
    var user: String?
    var connectionMethod: String
}

struct FleetFields: Equatable {
    var name: String
    var region: String
    var code: Int
    var zone: String
    var primary: Bool
    var rack: String
    var position: Int
    var hosts: [HostFields]
}

struct ServerFields: Equatable {
    var id: UUID
    var name: String
    var hostname: String
    var port: Int
    var user: String?
    var connectionMethod: String
    var keyType: String
    var tags: [String]
    var environment: [String: String]
    var label: String
}

// MARK: (a)

extension Synthesized.Host {
    var fields: HostFields {
        HostFields(
            id: id, name: name, hostname: hostname, port: port, user: user,
            connectionMethod: connectionMethod.rawValue, keyType: keyType.rawValue,
            jump: jump.map {
                JumpFields(
                    hostname: $0.hostname, port: $0.port, user: $0.user, connectionMethod: $0.connectionMethod.rawValue)
            },
            tags: tags, environment: environment, favorite: favorite
        )
    }
}

extension Synthesized.Fleet {
    var fields: FleetFields {
        let zone = region.zone
        return FleetFields(
            name: name, region: region.name, code: region.code, zone: zone.name, primary: zone.primary,
            rack: zone.rack.name, position: zone.rack.position, hosts: zone.rack.hosts.map(\.fields)
        )
    }
}

extension Synthesized.Server {
    var fields: ServerFields {
        ServerFields(
            id: id, name: name, hostname: hostname, port: port, user: user,
            connectionMethod: connectionMethod.rawValue, keyType: keyType.rawValue,
            tags: tags, environment: environment, label: label
        )
    }
}

// MARK: (b)

extension Article.Host {
    var fields: HostFields {
        HostFields(
            id: id, name: name, hostname: hostname, port: port, user: user,
            connectionMethod: connectionMethod.rawValue, keyType: keyType.rawValue,
            jump: jump.map {
                JumpFields(
                    hostname: $0.hostname, port: $0.port, user: $0.user, connectionMethod: $0.connectionMethod.rawValue)
            },
            tags: tags, environment: environment, favorite: favorite
        )
    }
}

extension Article.Fleet {
    var fields: FleetFields {
        let zone = region.zone
        return FleetFields(
            name: name, region: region.name, code: region.code, zone: zone.name, primary: zone.primary,
            rack: zone.rack.name, position: zone.rack.position, hosts: zone.rack.hosts.map(\.fields)
        )
    }
}

extension Article.Server {
    var fields: ServerFields {
        ServerFields(
            id: id, name: name, hostname: hostname, port: port, user: user,
            connectionMethod: connectionMethod.rawValue, keyType: keyType.rawValue,
            tags: tags, environment: environment, label: label
        )
    }
}

extension Article.JSON {
    /// The same value as ForwardCodable's `JSONValue`, to compare the kept keys.
    var jsonValue: JSONValue {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .int(let value): .int(Int64(value))
        case .double(let value): .double(value)
        case .string(let value): .string(value)
        case .array(let elements): .array(elements.map(\.jsonValue))
        case .object(let members): .object(members.mapValues(\.jsonValue))
        }
    }
}

// MARK: (c)

extension SSHHost {
    var fields: HostFields {
        HostFields(
            id: id, name: name, hostname: hostname, port: port, user: user,
            connectionMethod: connectionMethodRaw, keyType: keyTypeRaw,
            jump: jump.map {
                JumpFields(
                    hostname: $0.hostname, port: $0.port, user: $0.user, connectionMethod: $0.connectionMethodRaw)
            },
            tags: tags, environment: environment, favorite: favorite
        )
    }
}

extension Fleet {
    var fields: FleetFields {
        let zone = region.zone
        return FleetFields(
            name: name, region: region.name, code: region.code, zone: zone.name, primary: zone.primary,
            rack: zone.rack.name, position: zone.rack.position, hosts: zone.rack.hosts.map(\.fields)
        )
    }
}

extension Server {
    var fields: ServerFields {
        ServerFields(
            id: id, name: name, hostname: hostname, port: port, user: user,
            connectionMethod: connectionMethodRaw, keyType: keyTypeRaw,
            tags: tags, environment: environment, label: label
        )
    }
}
