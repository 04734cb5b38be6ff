import ForwardCodable
import ForwardCodableTesting
import Foundation
import Testing

@testable import ForwardCodableExamples

/// The untagged unions of `Schemas/References.fcschema`, generated: each variant read by its
/// shape with both codecs, a value no variant takes kept whole, a variant that fails kept with
/// its error, and both reported.
@Suite("Untagged unions")
struct UntaggedUnionTests {
    static let customer = #"{"id":"cus_1","email":"a@example.com","name":"Ann","currency":"eur"}"#

    /// Reads `json` with both codecs, which must agree and write it back exactly.
    func read<T: Codable & FastJSONCodable & Equatable>(_ type: T.Type, _ json: String) throws -> T {
        let value = try decode(T.self, json)
        #expect(try ForwardJSONDecoder().decode(T.self, from: Data(json.utf8)) == value, "\(json)")
        #expect(try tree(encode(value)) == tree(json), "\(json)")
        var encoder = ForwardJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == (try encode(value)))
        return value
    }

    @Test("an expandable field reads an ID or the object it names")
    func expandable() throws {
        #expect(try read(CustomerRef.self, #""cus_1""#) == .id("cus_1"))
        let expanded = try read(CustomerRef.self, Self.customer)
        #expect(
            expanded
                == .customer(
                    ExpandedCustomer(
                        id: "cus_1", email: "a@example.com", name: "Ann", unknownFields: ["currency": "eur"])))
    }

    @Test("the record that requires the most keys the object holds wins")
    func mostRequiredKeysWin() throws {
        let full = try read(QuoteRef.self, #"{"id":"q1","text":"Hi","author":"ann","likes":3}"#)
        #expect(full == .full(Quote(id: "q1", text: "Hi", author: "ann", unknownFields: ["likes": 3])))
        let shallow = try read(QuoteRef.self, #"{"id":"q1","text":"Hi"}"#)
        #expect(shallow == .shallow(ShallowQuote(id: "q1", unknownFields: ["text": "Hi"])))
    }

    @Test("a string or a list, a whole number or a fraction")
    func scalarsAndLists() throws {
        #expect(try read(Recipients.self, #""a@example.com""#) == .one("a@example.com"))
        #expect(try read(Recipients.self, #"["a","b"]"#) == .many(["a", "b"]))
        #expect(try read(Amount.self, "1250") == .cents(1250))
        #expect(try read(Amount.self, "12.5") == .units(12.5))
        // A whole number is whole however it is written: both codecs read `2.0` as 2.
        #expect(try decode(Amount.self, "2.0") == .cents(2))
        #expect(try ForwardJSONDecoder().decode(Amount.self, from: Data("2.0".utf8)) == .cents(2))
        // A negative zero keeps its sign: it is no `Int`.
        guard case .units(let zero) = try read(Amount.self, "-0"), zero == 0, zero.sign == .minus else {
            Issue.record("-0 did not read as a Double with its sign")
            return
        }
    }

    @Test("a value no variant takes is kept whole, from the future")
    func unknownShape() throws {
        for json in [#"{"object":"customer","deleted":true}"#, "42", "true", "[1]", "null"] {
            guard case .unknown(let kept) = try read(CustomerRef.self, json) else {
                Issue.record("\(json) selected a variant")
                continue
            }
            let whole = try tree(json)
            #expect(kept.isFromTheFuture && kept.json == whole)
        }
    }

    @Test("a variant that fails to decode keeps the value whole, with its error")
    func failedVariant() throws {
        let json = #"{"id":7,"text":"Hi","author":"ann"}"#
        guard case .unknown(let kept) = try read(QuoteRef.self, json) else {
            Issue.record("a Quote whose id is a number was not kept")
            return
        }
        #expect(!kept.isFromTheFuture && kept.failure != nil)
    }

    @Test("the decode report names a value no variant takes, and one that failed, on both codecs")
    func reported() throws {
        let json = """
            {"id":"ch_1","amount":{"currency":"eur"},"customer":"cus_1",
             "related":[{"id":7,"email":"x"},"cus_2"]}
            """
        let recorder = DecodeRecorder()
        let decoder = JSONDecoder()
        decoder.userInfo[.decodeReport] = recorder
        _ = try decoder.decode(Charge.self, from: Data(json.utf8))
        let codable = recorder.take()
        var fast = ForwardJSONDecoder()
        fast.report = recorder
        _ = try fast.decode(Charge.self, from: Data(json.utf8))
        let fastReport = recorder.take()
        let kept = codable.events.filter { $0.kind != .defaultTaken }
        #expect(
            kept.map { "\($0.codingPath) \($0.kind) \($0.record) \($0.value ?? "")" } == [
                "amount unknownVariant Amount object", "related[0] undecodableElement CustomerRef ",
            ])
        #expect(fastReport.events.map(\.codingPath) == codable.events.map(\.codingPath))
        #expect(fastReport.events.map(\.kind) == codable.events.map(\.kind))
        #expect(fastReport.events.map(\.value) == codable.events.map(\.value))
    }

    @Test("a set variant is written, in place of a kept value")
    func setVariant() throws {
        var charge = try decode(Charge.self, #"{"id":"ch_1","amount":{"v":2},"customer":{"deleted":true}}"#)
        charge.customer = .id("cus_9")
        charge.amount = .units(2.5)
        let written = try tree(encode(charge))
        #expect(written["amount"] == 2.5 && written["customer"] == "cus_9")
    }

    @Test("the contract check of known-only samples fails on a value that selects no variant, or another")
    func readsAsKnownCatchesASampleOfTheWrongShape() throws {
        let known: JSONValue = ["id": "p1", "text": "Hi", "quote": ["id": "q1"]]
        try ContractChecks.readsAsKnown(QuotePost.self, documents: [known])
        let futureShape: JSONValue = ["id": "p1", "text": "Hi", "quote": "a newer shape"]
        #expect(throws: ContractViolation.self) {
            try ContractChecks.readsAsKnown(QuotePost.self, documents: [futureShape])
        }
        // A shallow quote whose id is a number selects its variant, and fails it.
        let failing: JSONValue = ["id": "p1", "text": "Hi", "quote": ["id": 7]]
        #expect(throws: ContractViolation.self) {
            try ContractChecks.readsAsKnown(QuotePost.self, documents: [failing])
        }
    }

    /// A number beyond `Double`'s range: `JSONDecoder` reads it as nothing (no `JSONValue` holds
    /// it exactly on that path), the fast path keeps it whole with the `Double` variant's error, as
    /// the fast path's article lists.
    @Test("a number beyond Double's range")
    func beyondDouble() throws {
        #expect(throws: (any Error).self) { try decode(Amount.self, "1e400") }
        guard case .unknown(let kept) = try ForwardJSONDecoder().decode(Amount.self, from: Data("1e400".utf8)) else {
            Issue.record("1e400 was read as a variant")
            return
        }
        #expect(kept.json == .exactNumber("1e400") && kept.failure != nil)
    }
}
