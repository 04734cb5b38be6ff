import ForwardCodable
import Foundation
import Testing

/// Arrays and objects read by the fast path agree with `JSONDecoder` at every size: those of up
/// to eight elements or members are read into stack memory and made at their size, longer ones
/// continue in a growing collection, and a repeated key keeps its first value on both sides of
/// that boundary. `JSONDecoder` is the oracle, over every size up to 20 and every placement of
/// one repeated key.
@Suite struct FastJSONCollectionSizeTests {
    let paths = FastJSONPaths()

    @Test func arraysOfEverySizeAgree() {
        for count in 0...20 {
            let elements = (0..<count).map(String.init).joined(separator: ",")
            paths.expectAgreement([Int].self, "[\(elements)]")
            paths.expectAgreement([String].self, "[\((0..<count).map { "\"s\($0)\"" }.joined(separator: ","))]")
            paths.expectAgreement([[Int]].self, "[\((0..<count).map { "[\($0),\($0)]" }.joined(separator: ","))]")
        }
    }

    @Test func aBadElementIsNamedByItsIndexAtEverySize() throws {
        for count in 1...20 {
            for bad in 0..<count {
                let elements = (0..<count).map { $0 == bad ? "\"x\"" : "\($0)" }.joined(separator: ",")
                let error = try #require(throws: DecodingError.self) {
                    try ForwardJSONDecoder().decode([Int].self, from: Data("[\(elements)]".utf8))
                }
                #expect(Self.path(of: error).last?.intValue == bad, "\(count) elements, bad at \(bad): \(error)")
            }
        }
    }

    @Test func objectsOfEverySizeAndEveryRepeatedKeyAgree() {
        for count in 0...18 {
            let keys = (0..<count).map { "k\($0)" }
            paths.expectAgreement([String: Int].self, Self.object(keys))
            // One key repeated: the member at `later` takes the key of the one at `earlier`.
            for later in 0..<count {
                for earlier in 0..<later {
                    var repeated = keys
                    repeated[later] = keys[earlier]
                    paths.expectAgreement([String: Int].self, Self.object(repeated))
                }
            }
        }
    }

    /// Keys that differ only in Unicode normalization are one `String`: the first one wins, in
    /// the stack part and after it.
    @Test func canonicallyEquivalentKeysAreOneKey() {
        let composed = "\u{E9}"
        let decomposed = "e\u{301}"
        for count in 2...14 {
            for later in 1..<count {
                var keys = (0..<count).map { "k\($0)" }
                keys[0] = composed
                keys[later] = decomposed
                paths.expectAgreement([String: Int].self, Self.object(keys))
                let decoded = try? ForwardJSONDecoder().decode(
                    [String: Int].self, from: Data(Self.object(keys).utf8))
                #expect(decoded?[composed] == 0, "\(count) members, repeated at \(later)")
            }
        }
    }

    @Test func aBadValueIsNamedByItsKeyAtEverySize() throws {
        for count in 1...14 {
            for bad in 0..<count {
                let members = (0..<count).map { "\"k\($0)\":\($0 == bad ? "\"x\"" : "\($0)")" }
                let error = try #require(throws: DecodingError.self) {
                    try ForwardJSONDecoder().decode(
                        [String: Int].self, from: Data("{\(members.joined(separator: ","))}".utf8))
                }
                #expect(Self.path(of: error).last?.stringValue == "k\(bad)", "\(count) members: \(error)")
            }
        }
    }

    /// Elements too large for the stack (records, mostly) are read straight into a growing
    /// collection: the same values, the same first-wins keys, the same paths.
    @Test func largeElementsAgreeAtEverySize() throws {
        #expect(MemoryLayout<Wide>.stride > 48)
        for count in 0...12 {
            paths.expectAgreement([Wide].self, "[\((0..<count).map { "\"w\($0)\"" }.joined(separator: ","))]")
            let keys = (0..<count).map { "k\($0)" }
            for later in 0..<count {
                for earlier in 0..<later {
                    var repeated = keys
                    repeated[later] = keys[earlier]
                    paths.expectAgreement([String: Wide].self, Self.object(repeated, values: { "\"w\($0)\"" }))
                }
            }
            for bad in 0..<count {
                let elements = (0..<count).map { $0 == bad ? "1" : "\"w\($0)\"" }.joined(separator: ",")
                let error = try #require(throws: DecodingError.self) {
                    try ForwardJSONDecoder().decode([Wide].self, from: Data("[\(elements)]".utf8))
                }
                #expect(Self.path(of: error).last?.intValue == bad, "\(count) elements, bad at \(bad): \(error)")
            }
        }
    }

    /// `{"k0":0,"k1":1,…}` with the members' positions as values, so that which of two repeated
    /// keys won shows.
    static func object(_ keys: [String], values: (Int) -> String = { "\($0)" }) -> String {
        "{" + keys.enumerated().map { "\"\($1)\":\(values($0))" }.joined(separator: ",") + "}"
    }

    static func path(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context.codingPath
        @unknown default:
            []
        }
    }
}

/// A value of 64 bytes, read from a JSON string: too large to be read into stack memory.
private struct Wide: Decodable, FastJSONDecodable, Equatable {
    var text: String
    var copies: (String, String, String)

    init(_ text: String) {
        self.text = text
        copies = (text, text, text)
    }

    init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    init(fastJSON reader: inout JSONReader) throws {
        self.init(try String(fastJSON: &reader))
    }

    static func == (left: Wide, right: Wide) -> Bool {
        left.text == right.text && left.copies == right.copies
    }
}
