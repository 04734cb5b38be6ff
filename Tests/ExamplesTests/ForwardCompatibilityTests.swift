import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// The article's contract, proven on the generated `Host`: old code never destroys what new
/// code wrote.
@Suite struct ForwardCompatibilityTests {
    /// A host written by a newer app: an enum value this version does not know, a new scalar, a
    /// new nested object and a new array, and the same in the nested jump host.
    let future = """
        {"connectionMethod":"quic","display_name":"Prod","id":"9F1C3B8E-5A7D-4C2B-8E1F-0A1B2C3D4E5F",\
        "jump":{"connectionMethod":"wireguard","hostname":"bastion","keepAlive":30,"port":22},\
        "name":"prod","port":2222,"proxy":{"kind":"socks5","ports":[1080,1081]},"recentCommands":["uptime",["nested"]],\
        "tags":["eu"],"theme":"dark"}
        """

    @Test func aRecordFromTheFutureRoundTripsWithNothingLost() throws {
        let host = try decode(Host.self, future)
        #expect(host.connectionMethod == .ssh, "an unknown value shows the fallback")
        #expect(host.connectionMethodRaw == "quic", "but the wire value is kept")
        #expect(host.unknownFields["proxy"] == ["kind": "socks5", "ports": [1080, 1081]])
        #expect(host.jump?.unknownFields["keepAlive"] == 30)
        #expect(try tree(encode(host)) == tree(future))
        #expect(try encode(host) == future)
    }

    @Test func aDeliberateEditOverwritesTheRawValueAndKeepsTheUnknownKeys() throws {
        var host = try decode(Host.self, future)
        host.connectionMethod = .mosh
        host.jump?.connectionMethod = .et
        let written = try tree(encode(host))
        #expect(written["connectionMethod"] == "mosh")
        #expect(written["jump"]?["connectionMethod"] == "eternal-terminal")
        for key in ["proxy", "recentCommands", "theme"] {
            #expect(written[key] == (try tree(future))[key], "\(key) survives the edit")
        }
        #expect(written["jump"]?["keepAlive"] == 30)
    }

    @Test func editingAnotherFieldNeverRewritesAnUnknownEnumValue() throws {
        var host = try decode(Host.self, future)
        host.name = "renamed"
        host.tags.append("us")
        #expect(try tree(encode(host))["connectionMethod"] == "quic")
    }

    @Test func aListWithOneUnknownEnumValueStillDecodesWhole() throws {
        let list = "[\(future),{\"id\":\"0A1B2C3D-4E5F-4061-8293-A4B5C6D7E8F9\",\"name\":\"old\"}]"
        let hosts = try decode([Host].self, list)
        #expect(hosts.map(\.name) == ["prod", "old"])
    }

    @Test func aKnownOnlyHostEncodesExactlyLikeTheCommittedFixture() throws {
        let fixture = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Schemas/Fixtures/SSHHost/v1.json"), encoding: .utf8)
        let host = try decode(Host.self, fixture)
        #expect(try encode(host) + "\n" == fixture)
        #expect(!fixture.contains("unknownFields") && !fixture.contains("Raw"))
    }

    /// A plain synthesized-Codable struct with the same properties: what users have today.
    struct PlainHost: Codable {
        enum CodingKeys: String, CodingKey {
            case id, name, port, connectionMethod, jump, tags
            case displayName = "display_name"
        }

        struct PlainJump: Codable {
            var hostname: String
            var port: Int
            var user: String?
            var connectionMethod: String
        }

        var id: UUID
        var name: String
        var port: Int
        var connectionMethod: String
        var jump: PlainJump?
        var tags: [String]
        var displayName: String?
    }

    @Test func aKnownOnlyRecordWritesWhatSynthesizedCodableWrites() throws {
        let id = UUID()
        let host = Host(
            id: id, name: "a", port: 2022, connectionMethod: .et,
            jump: JumpHost(hostname: "b", user: "root"), tags: ["x"], displayName: nil
        )
        let plain = PlainHost(
            id: id, name: "a", port: 2022, connectionMethod: "eternal-terminal",
            jump: .init(hostname: "b", port: 22, user: "root", connectionMethod: "ssh"), tags: ["x"], displayName: nil
        )
        #expect(try encode(host) == encode(plain))
    }

    /// The article's failure one, for contrast: a synthesized enum refuses the future.
    @Test func synthesizedCodableFreezesOnTheSameList() {
        enum ClosedMethod: String, Codable { case ssh, mosh }
        struct ClosedHost: Codable { var connectionMethod: ClosedMethod }
        #expect(throws: DecodingError.self) { try decode([ClosedHost].self, "[\(future)]") }
    }
}
