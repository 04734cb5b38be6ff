import ForwardCodable
import Foundation
import Testing

@testable import ForwardCodableExamples

/// The types of `Schemas/Keywords.fcschema`, named with Swift keywords: a document that holds
/// every keyword as a key, and enum values that are keywords, is read and written back exactly
/// by both codecs, and the typed API reads and writes the keyword-named members.
@Suite("Keyword names")
struct KeywordNameTests {
    /// The committed fixture of `KeywordFields`: one key per keyword, each with a value of its
    /// field's type.
    static func fixture() throws -> JSONValue {
        let url = repositoryRoot.appending(path: "Schemas/Fixtures/KeywordFields/v1.json")
        return try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
    }

    /// The fixture with what a newer app writes: an unknown key, and enum values this version
    /// does not know in a keyword-named optional enum, list of enums and dictionary of enums.
    static func document() throws -> JSONValue {
        guard case .object(var members) = try fixture() else { throw Failure("the fixture is no object") }
        members["addedLater"] = ["nested": true]
        members["protocol"] = "from-the-future"
        members["public"] = ["public", "from-the-future", "private"]
        members["inout"] = ["a": "default", "b": "later"]
        return .object(members)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func data(_ value: JSONValue) throws -> Data {
        try canonicalEncoder.encode(value)
    }

    static func parsed(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    @Test("every keyword is a key of KeywordFields and a raw value of Keyword")
    func everyKeywordIsAFieldAndACase() throws {
        guard case .object(let members) = try Self.fixture() else { throw Failure("the fixture is no object") }
        let raws = Keyword.allCases.map(\.rawValue)
        #expect(raws.count == 205)
        #expect(Set(raws).count == raws.count)
        #expect(Set(members.keys) == Set(raws))
        // A case written with backticks keeps the keyword, without them, as its raw value.
        #expect(Keyword.default.rawValue == "default" && Keyword.`self`.rawValue == "self")
        #expect(Keyword(rawValue: "init") == .`init` && Keyword(rawValue: "_") == .`_`)
        #expect((.Type as Keyword).rawValue == "Type")
    }

    @Test("a document with every keyword as a key round-trips with both codecs and between them")
    func everyKeywordRoundTrips() throws {
        let document = try Self.document()
        let input = try Self.data(document)
        let codable = try JSONDecoder().decode(KeywordFields.self, from: input)
        let fast = try ForwardJSONDecoder().decode(KeywordFields.self, from: input)
        #expect(codable == fast)
        #expect(codable.unknownFields == ["addedLater": ["nested": true]])
        #expect(try Self.parsed(canonicalEncoder.encode(codable)) == document)
        var fastEncoder = ForwardJSONEncoder()
        fastEncoder.outputFormatting = [.sortedKeys]
        #expect(try Self.parsed(fastEncoder.encode(fast)) == document)
        #expect(try fastEncoder.encode(codable) == canonicalEncoder.encode(fast))
    }

    @Test("the typed API reads and writes keyword-named fields, and unknown values stay")
    func typedKeywordFields() throws {
        var fields = try JSONDecoder().decode(KeywordFields.self, from: Self.data(Self.document()))
        // An unknown raw value shows as the fallback, `default`, and stays on the wire.
        #expect(fields.protocol == .default && fields.protocolRaw == "from-the-future")
        #expect(Array(fields.public) == [.public, .private, .private])
        #expect(fields.public.wire == ["public", "from-the-future", "private"])
        #expect(fields.inout["a"] == .default)
        fields.protocol = .private
        fields.public.append(.direct)
        fields.inout["c"] = Keyword.none
        fields.return = "returned"
        fields.`self`.append(.unlisted)
        fields.Type = [.public]
        let written = try Self.parsed(canonicalEncoder.encode(fields))
        #expect(written["protocol"] == "private")
        #expect(written["public"] == ["public", "from-the-future", "private", "direct"])
        #expect(written["inout"] == ["a": "default", "b": "later", "c": "none"])
        #expect(written["return"] == "returned")
        #expect(written["self"]?.arrayValue?.last == "unlisted")
        #expect(written["Type"] == ["public"])
        #expect(written["addedLater"] == ["nested": true])
    }

    @Test("Visibility's keyword cases read and write their raw values; an unknown one shows as private")
    func visibility() throws {
        #expect(Visibility.allCases == [.public, .unlisted, .private, .direct])
        #expect(Visibility(wire: "public") == .public)
        #expect(Visibility(wire: "circle") == .private)
        var quote = try decode(KeywordQuote.self, #"{"public":"Hi","visibility":"circle"}"#)
        #expect(quote.visibility == .private && quote.visibilityRaw == "circle")
        #expect(try encode(quote) == #"{"public":"Hi","visibility":"circle"}"#)
        quote.visibility = .direct
        #expect(try encode(quote) == #"{"public":"Hi","visibility":"direct"}"#)
    }

    @Test("a record named Any takes keyword labels and holds a union with keyword variants, both codecs")
    func anyRecord() throws {
        let value = `Any`(
            self: "me", Self: 2, Protocol: .protocol, init: .public,
            repeat: [
                .default(KeywordQuote(public: "quoted")), .`self`(KeywordQuote(public: "mine", visibility: .direct)),
                .deinit(),
            ])
        let json = try encode(value)
        #expect(
            json
                == #"{"Protocol":"protocol","Self":2,"Type":"Type","default":["default","none"],"init":"public","#
                + #""none":"none","options":["none","Type"],"repeat":[{"public":"quoted","type":"default","#
                + #""visibility":"private"},{"public":"mine","type":"is-self","visibility":"direct"},"#
                + #"{"type":"deinit"}],"self":"me"}"#)
        #expect(try decode(`Any`.self, json) == value)
        #expect(try ForwardJSONDecoder().decode(`Any`.self, from: Data(json.utf8)) == value)
        #expect(value.`self` == "me" && value.Self == 2 && value.Type == .Type && value.`init` == .public)
        #expect(Array(value.options) == [Keyword.none, .Type])
        #expect(value.repeat[1].tag == "is-self")
    }

    @Test("a version 1 Extension migrates through its keyword-named hook, rename and additions, both codecs")
    func extensionMigrates() throws {
        let old =
            #"{"schema":1,"public":"three word name","internal":"x","static":"direct","self":null,"Type":"unlisted"}"#
        let expected = try tree(
            #"{"schema":2,"public":"three word name","protocol":"x","static":"direct","default":3,"self":null,"#
                + #""Type":"unlisted"}"#)
        for decoded in [
            try decode(Extension.self, old), try ForwardJSONDecoder().decode(Extension.self, from: Data(old.utf8)),
        ] {
            #expect(decoded.default == 3 && decoded.protocol == "x" && decoded.static == .direct)
            #expect(decoded.`self` == nil && decoded.Type == .unlisted)
            #expect(try tree(encode(decoded)) == expected)
        }
    }
}
