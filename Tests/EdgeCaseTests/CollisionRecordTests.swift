import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// Wire keys that collide with Swift keywords, with generated names, with declared keys, with
/// each other, and keys outside ASCII, on generated records.
@Suite("Key collisions in generated records")
struct CollisionRecordTests {
    @Test("Swift keywords, generated names and non-ASCII text as declared wire keys")
    func declaredKeys() throws {
        let text = #"{"class":"k","default":"d","method":"quic","methodRaw":"text","unknownFields":{"a":1},"名前":"n"}"#
        let record = try decode(Collisions.self, text)
        #expect(record.defaultValue == "d")
        #expect(record.kind == "k")
        #expect(record.bag == ["a": 1])
        #expect(record.methodRaw == "quic")
        #expect(record.method == .ssh)
        #expect(record.methodText == "text")
        #expect(record.name == "n")
        #expect(record.unknownFields.isEmpty)
        #expect(try encode(record) == text)
    }

    @Test("keys named like a record's generated members are ordinary unknown keys")
    func generatedMemberNames() throws {
        let text = Hosts.host(
            "a",
            extra: #","connectionMethodRaw":"mosh","explicitNulls":["jump"],"unknownFields":{"x":1},"wireVersion":3"#)
        let host = try decode(Host.self, text)
        #expect(host.connectionMethod == .ssh)
        #expect(
            host.unknownFields.keys.sorted() == [
                "connectionMethodRaw", "explicitNulls", "unknownFields", "wireVersion",
            ])
        #expect(try encode(host) == canonical(text))
    }

    @Test("a bag entry with a declared wire key never overrides the field, and never traps")
    func bagEntryWithDeclaredKey() throws {
        var host = try decode(Host.self, Hosts.host("a"))
        host.unknownFields["port"] = 99
        host.unknownFields["name"] = ["not": "a name"]
        host.unknownFields["display_name"] = "hidden"
        host.unknownFields["displayName"] = "an undeclared key"
        let written = try encode(host)
        #expect(try written == canonical(Hosts.host("a", extra: #","displayName":"an undeclared key""#)))
        #expect(try decode(Host.self, written).port == 22)
    }

    @Test("duplicate keys: the decoder keeps the first, and fields and bag agree")
    func duplicateKeys() throws {
        let text = #"{"id":"\#(Hosts.ids[0])","name":"first","name":"second","x":1,"x":2}"#
        let host = try decode(Host.self, text)
        #expect(host.name == "first")
        #expect(host.unknownFields == ["x": 1])
        // Only the declared keys the document held are written: the defaulted ones stay absent.
        #expect(try encode(host) == canonical(#"{"id":"\#(Hosts.ids[0])","name":"first","x":1}"#))
    }

    @Test("empty and non-ASCII keys are kept in the bag")
    func unusualKeys() throws {
        let text = Hosts.host("a", extra: #","":0," ":1,"名前":"n","🚢":[],"é":{"ü":null}"#)
        #expect(try reencode(Host.self, text) == canonical(text))
    }
}
