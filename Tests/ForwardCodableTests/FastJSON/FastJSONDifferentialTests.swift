import ForwardCodable
import Foundation
import Testing

/// Every conformance against `JSONDecoder` + `init(from:)` over the corpus: the same value, or
/// both fail; invalid JSON always fails on the fast path.
@Suite("Fast path: differential against JSONDecoder")
struct FastJSONDifferentialTests {
    let paths = FastJSONPaths()

    @Test("invalid JSON fails the fast path and validate()", arguments: FastJSONCorpus.invalid)
    func invalidText(text: String) {
        #expect(throws: (any Error).self, "\(text)") {
            try ForwardJSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        }
        #expect(throws: (any Error).self, "\(text)") { try JSONReader.validate(Data(text.utf8)) }
    }

    @Test("invalid UTF-8 fails the fast path")
    func invalidBytes() {
        for (label, bytes) in FastJSONCorpus.invalidBytes {
            #expect(throws: (any Error).self, "\(label)") { try JSONReader.validate(Data(bytes)) }
            #expect(throws: (any Error).self, "\(label)") {
                try ForwardJSONDecoder().decode(String.self, from: Data(bytes))
            }
        }
    }

    @Test("valid documents pass validate()", arguments: FastJSONCorpus.valid)
    func validText(text: String) throws {
        try JSONReader.validate(Data(text.utf8))
    }

    @Test("scalars agree", arguments: FastJSONCorpus.valid)
    func scalars(text: String) {
        paths.expectAgreement(String.self, text)
        paths.expectAgreement(Bool.self, text)
        paths.expectAgreement(Int.self, text)
        paths.expectAgreement(Int32.self, text)
        paths.expectAgreement(Int64.self, text)
        paths.expectAgreement(UInt64.self, text)
        paths.expectAgreement(Double.self, text, fastMayAccept: isZeroWithExponent)
        paths.expectAgreement(Float.self, text, fastMayAccept: isZeroWithExponent)
        paths.expectAgreement(Decimal.self, text)
        paths.expectAgreement(URL.self, text)
        paths.expectAgreement(UUID.self, text)
    }

    @Test("collections and optionals agree", arguments: FastJSONCorpus.valid)
    func collections(text: String) {
        paths.expectAgreement(Int?.self, text)
        paths.expectAgreement(String?.self, text)
        paths.expectAgreement([Int].self, text)
        paths.expectAgreement([Int?].self, text)
        paths.expectAgreement([[Int]].self, text)
        paths.expectAgreement([String: Int].self, text)
        paths.expectAgreement([String: String].self, text)
        paths.expectAgreement([String: [Int]].self, text)
        paths.expectAgreement(WireArray<Shade>.self, text)
        paths.expectAgreement(WireDictionary<Shade>.self, text)
        // An element beyond Double's range is unreadable through JSONDecoder, kept verbatim here.
        paths.expectAgreement(ResilientShape.self, text, fastMayDiffer: hasOutOfRangeNumber)
        paths.expectAgreement(DictionaryShape.self, text, fastMayDiffer: hasOutOfRangeNumber)
    }

    @Test("JSONValue agrees, except numbers JSONDecoder loses", arguments: FastJSONCorpus.valid)
    func jsonValue(text: String) {
        expectJSONValueAgreement(text)
        expectJSONValueAgreement("[\(text)]")
        expectJSONValueAgreement("{\"k\":\(text)}")
    }

    @Test("Data strategies agree")
    func data() {
        let strings = [
            "aGk=", "aGk", "aGk==", "a Gk=", "====", "", "a===", "YQ==YQ==", "YR==", "aGk\\u003d", "_-8=", "+/8=",
            "aGVsbG8gd29ybGQ=", "aGVsbG8gd29ybGQ", "QUJD", "QUJDRA==", "QUJDRA=", "=QUJD", "QU JD", "QUJD\\n",
        ]
        for string in strings { paths.expectAgreement(Data.self, "\"\(string)\"") }
        for text in FastJSONCorpus.valid { paths.expectAgreement(Data.self, text) }
        var deferred = paths
        deferred.data = .deferredToData
        for text in ["[1,2,255]", "[256]", "[1.0]", "[-1]", "[]", "[1e2]", "\"aGk=\""] + FastJSONCorpus.valid {
            deferred.expectAgreement(Data.self, text)
        }
    }

    @Test("Date strategies agree")
    func dates() {
        let numbers = ["0", "1.5", "0e1", "-0.0E5", "0.0e10", "0E10", "1e400", "-1e-400", "\"1\"", "1700000000123"]
        for strategy in [
            ForwardJSONDecoder.DateDecodingStrategy.deferredToDate, .secondsSince1970, .millisecondsSince1970,
        ] {
            var paths = self.paths
            paths.date = strategy
            for text in numbers + FastJSONCorpus.valid { paths.expectAgreement(Date.self, text) }
        }
        var iso = paths
        iso.date = .iso8601
        let strings = [
            "2024-01-02T03:04:05Z", "2024-01-02T03:04:05+01:00", "2024-01-02T03:04:05.123Z", "2024-01-02T03:04:05",
            "2024-01-02", "20240102T030405Z", "2024-01-02 03:04:05Z", "2024-01-02T03:04:05+0100",
            "2024-01-02t03:04:05z", "2024-13-02T03:04:05Z", "2024-02-30T00:00:00Z", "1970-01-01T00:00:00Z",
            "2024-01-02T03:04:05\\u005A",
        ]
        for string in strings { iso.expectAgreement(Date.self, "\"\(string)\"") }
        for text in FastJSONCorpus.valid { iso.expectAgreement(Date.self, text) }
    }

    @Test("URL and UUID strings agree")
    func urlsAndUUIDs() {
        let urls = [
            "", "a b", "http://x/ y", "http://example.com/a?b=c#d", "%", "://", "ä", "http://[::1]/", "mailto:x",
            " http://a", "http:\\/\\/a.b\\/c", "https://example.com:8080/path", "#", "?",
        ]
        for url in urls { paths.expectAgreement(URL.self, "\"\(url)\"") }
        let uuids = [
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
            "e621e1f8c36c495a93fc0c247a3e6e5f", "{e621e1f8-c36c-495a-93fc-0c247a3e6e5f}",
            "e621e1f8-c36c-495a-93fc-0c247a3e6e5f ", "e621e1f8-c36c-495a-93fc-0c247a3e6e5",
            "e621e1f8-c36c-495a-93fc-0c247a3e6e5g", "e621e1f8-c36c-495a-93fc0-c247a3e6e5f",
            "+621e1f8-c36c-495a-93fc-0c247a3e6e5f", " 621e1f8-c36c-495a-93fc-0c247a3e6e5f",
            "0x21e1f8-c36c-495a-93fc-0c247a3e6e5f", "e621e1f8-+36c-495a-93fc-0c247a3e6e5f",
            "00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
            "e621e1f8-c36c-495a-93fc-0c247a3e6e5\\u0066", "e621e1f8_c36c-495a-93fc-0c247a3e6e5f",
        ]
        for uuid in uuids { paths.expectAgreement(UUID.self, "\"\(uuid)\"") }
    }

    @Test("a UTF-8 byte order mark is skipped, as JSONDecoder does")
    func byteOrderMark() {
        paths.expectAgreement([Int].self, [0xEF, 0xBB, 0xBF] + Array("[1]".utf8), label: "BOM [1]")
        paths.expectAgreement(String.self, [0xEF, 0xBB, 0xBF] + Array("\"a\"".utf8), label: "BOM \"a\"")
    }

    @Test("Resilient elements: strict collections throw")
    func strictResilient() {
        var strict = paths
        strict.userInfo = [.strictCollections: true]
        for text in ["[1,\"x\",2]", "[1,2]", "[\"\\ud800\"]", "[1e400]"] {
            strict.expectAgreement(ResilientShape.self, text)
        }
    }

    private func expectJSONValueAgreement(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = paths.foundation(JSONValue.self, Array(text.utf8))
        let actual = paths.fast(JSONValue.self, Array(text.utf8))
        let losesNumbers = (try? JSONNumberPrecision.check(Data(text.utf8))) == nil || hasOutOfRangeNumber(text)
        switch (expected, actual) {
        case (.success(let a), .success(let b)):
            #expect(
                a == b || (losesNumbers && b.containsExactNumber), "\(text): \(a) vs \(b)",
                sourceLocation: sourceLocation)
        case (.failure, .failure):
            break
        case (.failure(let error), .success(let value)):
            #expect(
                losesNumbers && value.containsExactNumber, "\(text): JSONDecoder fails (\(error)), fast \(value)",
                sourceLocation: sourceLocation)
        case (.success(let value), .failure(let error)):
            Issue.record("\(text): JSONDecoder gives \(value), fast fails (\(error))", sourceLocation: sourceLocation)
        }
    }
}

/// Whether `text` has a number token that `Double` cannot hold (infinite, or a nonzero that rounds to zero).
func hasOutOfRangeNumber(_ text: String) -> Bool {
    let tokens = text.split { !"0123456789+-.eE".contains($0) }
    return tokens.contains { token in
        guard let double = Double(token) else { return false }
        return !double.isFinite
            || (double == 0 && token.contains { "123456789".contains($0) && $0 != "e" }
                && token.prefix { $0 != "e" && $0 != "E" }.contains { "123456789".contains($0) })
    }
}

extension JSONValue {
    /// Whether the value or any nested value is an `.exactNumber`.
    var containsExactNumber: Bool {
        switch self {
        case .exactNumber: true
        case .array(let elements): elements.contains { $0.containsExactNumber }
        case .object(let members): members.values.contains { $0.containsExactNumber }
        default: false
        }
    }
}

/// `[Resilient<Int>]` reduced to what both paths must agree on: decoded values, and kept
/// elements with whether they are verbatim (failure messages differ between the paths).
struct ResilientShape: Decodable, FastJSONDecodable, Equatable {
    var elements: [String]

    init(from decoder: any Decoder) throws {
        elements = try [Resilient<Int>](from: decoder).map(Self.describe)
    }

    init(fastJSON reader: inout JSONReader) throws {
        elements = try [Resilient<Int>](fastJSON: &reader).map(Self.describe)
    }

    static func describe(_ element: Resilient<Int>) -> String {
        switch element {
        case .decoded(let value): "decoded \(value)"
        case .undecodable(let kept): "kept \(kept.json) verbatim: \(kept.isVerbatim)"
        }
    }
}

/// `[String: Resilient<String>]`, reduced the same way.
struct DictionaryShape: Decodable, FastJSONDecodable, Equatable {
    var entries: [String: String]

    init(from decoder: any Decoder) throws {
        entries = try [String: Resilient<String>](from: decoder).mapValues(Self.describe)
    }

    init(fastJSON reader: inout JSONReader) throws {
        entries = try [String: Resilient<String>](fastJSON: &reader).mapValues(Self.describe)
    }

    static func describe(_ element: Resilient<String>) -> String {
        switch element {
        case .decoded(let value): "decoded \(value)"
        case .undecodable(let kept): "kept \(kept.json) verbatim: \(kept.isVerbatim)"
        }
    }
}
