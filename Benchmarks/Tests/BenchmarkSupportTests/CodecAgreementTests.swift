import ForwardCodable
import Foundation
import Testing

@testable import BenchmarkSupport

/// The benchmark compares like with like only if (a), (b) and (c) read the same values from every
/// data set. Checked on a small data set; the benchmark itself never checks results.
@Suite("The codecs read the same values")
struct CodecAgreementTests {
    static let count = 300

    @Test(
        "Hosts: (a), (b) and (c) read the same fields; (b) and (c) keep the same undeclared keys",
        arguments: [DataSet.Kind.plain, .unknownKeys])
    func hosts(kind: DataSet.Kind) throws {
        let data = DataSet(kind, count: Self.count).bytes
        let synthesized = try JSONDecoder().decode([Synthesized.Host].self, from: data)
        let article = try JSONDecoder().decode([Article.Host].self, from: data)
        let generated = try JSONDecoder().decode([SSHHost].self, from: data)
        #expect(generated.count == Self.count)
        #expect(synthesized.map(\.fields) == generated.map(\.fields))
        #expect(article.map(\.fields) == generated.map(\.fields))

        let undeclared = try UndeclaredMembers(of: data)
        #expect(generated.map(\.unknownFields) == undeclared.hosts)
        #expect(generated.map { $0.jump?.unknownFields } == undeclared.jumps)
        #expect(article.map { $0.unknownFields.mapValues(\.jsonValue) } == undeclared.hosts)
        #expect(article.map { $0.jump?.unknownFields.mapValues(\.jsonValue) } == undeclared.jumps)
        if kind == .unknownKeys {
            #expect(undeclared.hosts.allSatisfy { !$0.isEmpty })
        } else {
            #expect(undeclared.hosts.allSatisfy { $0.isEmpty })
        }
    }

    @Test("Unknown enum values: (a) throws, (b) and (c) keep the raw values")
    func unknownEnumValues() throws {
        let dataSet = DataSet(.unknownEnums, count: Self.count)
        #expect {
            try JSONDecoder().decode([Synthesized.Host].self, from: dataSet.bytes)
        } throws: { error in
            guard case .dataCorrupted? = error as? DecodingError else { return false }
            return true
        }
        let article = try JSONDecoder().decode([Article.Host].self, from: dataSet.bytes)
        let generated = try JSONDecoder().decode([SSHHost].self, from: dataSet.bytes)
        #expect(article.map(\.fields) == generated.map(\.fields))

        let unknownValues = generated.flatMap { host in
            [host.connectionMethodRaw, host.keyTypeRaw] + (host.jump.map { [$0.connectionMethodRaw] } ?? [])
        }.filter { !ConnectionMethod.isKnown($0) && !KeyType.isKnown($0) }
        #expect(unknownValues.count == dataSet.statistics.unknownEnumValues)
        #expect(!unknownValues.isEmpty)
    }

    @Test("The unknown-enum data set holds the plain data set's records, apart from enum values")
    func unknownEnumsTwin() throws {
        let plain = try JSONDecoder().decode([SSHHost].self, from: DataSet(.plain, count: Self.count).bytes)
        let unknown = try JSONDecoder().decode([SSHHost].self, from: DataSet(.unknownEnums, count: Self.count).bytes)
        func withoutEnums(_ host: SSHHost) -> HostFields {
            var fields = host.fields
            fields.connectionMethod = ""
            fields.keyType = ""
            fields.jump?.connectionMethod = ""
            return fields
        }
        #expect(plain.map(withoutEnums) == unknown.map(withoutEnums))
        #expect(plain.map(\.fields) != unknown.map(\.fields))
    }

    @Test("Deeply nested records: (a), (b) and (c) read the same fields")
    func deepNesting() throws {
        let data = DataSet(.deepNesting, count: Self.count).bytes
        let synthesized = try JSONDecoder().decode([Synthesized.Fleet].self, from: data)
        let article = try JSONDecoder().decode([Article.Fleet].self, from: data)
        let generated = try JSONDecoder().decode([Fleet].self, from: data)
        #expect(generated.count == Self.count)
        #expect(synthesized.map(\.fields) == generated.map(\.fields))
        #expect(article.map(\.fields) == generated.map(\.fields))
        #expect(generated.allSatisfy { $0.region.zone.rack.hosts.wire.count == 1 })
    }

    @Test("Versioned documents: (a), (b) and (c) migrate to the same version 3 fields")
    func versioned() throws {
        let data = DataSet(.versioned, count: Self.count).bytes
        let synthesized = try JSONDecoder().decode([Synthesized.ServerDocument].self, from: data).map(\.server)
        let article = try JSONDecoder().decode([Article.ServerDocument].self, from: data).map(\.server)
        let generated = try JSONDecoder().decode([Server].self, from: data)
        #expect(generated.count == Self.count)
        #expect(synthesized.map(\.fields) == generated.map(\.fields))
        #expect(article.map(\.fields) == generated.map(\.fields))
        #expect(generated.allSatisfy { $0.wireVersion == 3 && $0.label.hasSuffix(":\($0.port)") })
        #expect(article.allSatisfy { $0.unknownFields.isEmpty })
        #expect(generated.allSatisfy { $0.unknownFields.isEmpty })
    }

    @Test(
        "(c) writes back exactly what it read",
        arguments: [DataSet.Kind.plain, .unknownKeys, .unknownEnums, .deepNesting])
    func generatedRoundTrip(kind: DataSet.Kind) throws {
        let data = DataSet(kind, count: Self.count).bytes
        let encoded: Data
        switch kind {
        case .deepNesting: encoded = try JSONEncoder().encode(try JSONDecoder().decode([Fleet].self, from: data))
        default: encoded = try JSONEncoder().encode(try JSONDecoder().decode([SSHHost].self, from: data))
        }
        let written = try JSONDecoder().decode(JSONValue.self, from: encoded)
        let read = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(written == read)
    }

    @Test("(c) writes migrated documents stamped with version 3, and reads them back")
    func versionedRoundTrip() throws {
        let servers = try JSONDecoder().decode([Server].self, from: DataSet(.versioned, count: Self.count).bytes)
        let encoded = try JSONEncoder().encode(servers)
        let document = try JSONDecoder().decode(JSONValue.self, from: encoded)
        #expect(document[0]?["schemaVersion"] == .int(3))
        #expect(try JSONDecoder().decode([Server].self, from: encoded).map(\.fields) == servers.map(\.fields))
    }
}

/// The members of every host and jump host that no codec declares, read from the JSON itself.
struct UndeclaredMembers {
    static let hostKeys: Set = [
        "id", "name", "hostname", "port", "user", "connectionMethod", "key_type", "jump", "tags", "environment",
        "favorite",
    ]
    static let jumpKeys: Set = ["hostname", "port", "user", "connectionMethod"]

    var hosts: [[String: JSONValue]] = []
    /// `nil` where the host has no jump host.
    var jumps: [[String: JSONValue]?] = []

    init(of data: Data) throws {
        for host in try JSONDecoder().decode([JSONValue].self, from: data) {
            let members = try #require(host.objectValue)
            hosts.append(members.filter { !Self.hostKeys.contains($0.key) })
            jumps.append(members["jump"]?.objectValue.map { $0.filter { !Self.jumpKeys.contains($0.key) } })
        }
    }
}
