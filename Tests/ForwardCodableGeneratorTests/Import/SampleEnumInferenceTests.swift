import Foundation
import Testing

@testable import ForwardCodableGenerator

/// `--enums` reads a string field as an enum only from short, repeated, identifier-like values:
/// never IDs, URLs, free text or values over 32 characters.
@Suite struct SampleEnumInferenceTests {
    /// Each side of each rule of ``SampleImport/isIdentifierLike(_:)``.
    static let identifierLike: [(String, Bool)] = [
        ("paid", true), ("in_progress", true), ("USD", true), ("credit-card", true), ("inProgress", true),
        ("CreditCard", true), ("tier1", true), ("h264", true), ("v1.2", true), ("A-1", true), ("x", true),
        // 32 characters, and 33.
        (String(repeating: "a", count: 32), true), (String(repeating: "a", count: 33), false),
        ("", false), ("1tier", false), ("3ds", false), ("_paid", false), ("paid_", false), ("in__progress", false),
        ("NV2Hib", false), ("ch_3MqLiJLkdIwHu7ix0snN0B15", false), ("cus_NffrFeUfNVHib", false), ("iOS", false),
        ("https://example.com/a", false), ("two words", false), ("café", false), ("<p>Hi</p>", false),
        ("a:b", false), ("1234", false),
    ]

    @Test func identifierLikeValuesAndTheirBoundaries() {
        for (value, expected) in Self.identifierLike {
            #expect(SampleImport.isIdentifierLike(value) == expected, "\(value)")
        }
    }

    @Test func keysThatNameIdentifiersAreNeverEnums() {
        for key in ["id", "customer_id", "payerId", "trackingIDs", "session-token", "uuid", "client_secret"] {
            #expect(SampleImport.namesIdentifier(key), "\(key)")
        }
        for key in ["status", "kind", "paid", "identity", "valid", "VALID", "tokenizer"] {
            #expect(!SampleImport.namesIdentifier(key), "\(key)")
        }
    }

    static func field(_ key: String, _ values: [String], maxEnumValues: Int = 8) -> String? {
        let samples = values.enumerated().map { offset, value in
            (
                path: "s\(offset).json",
                text: "{\(JSONValueLiteralForTests.quoted(key)): \(JSONValueLiteralForTests.quoted(value))}"
            )
        }
        let imported = SampleImport.run(
            samples, name: "R", options: ImportOptions(inferEnums: true, maxEnumValues: maxEnumValues))
        return imported.records.first?.fields.first?.type
    }

    @Test func anEnumNeedsRepeatedIdentifierLikeValuesUnderAKeyThatNamesNoIdentifier() {
        // Twice as many values as distinct ones: an enum; one fewer: a String.
        #expect(Self.field("status", ["paid", "paid", "refunded", "refunded"]) == "RStatus")
        #expect(Self.field("status", ["paid", "paid", "refunded"]) == "String")
        // IDs, URLs, free text, long values: never, however often they repeat.
        #expect(Self.field("customer", ["cus_NffrFeUfNV2Hib", "cus_NffrFeUfNV2Hib"]) == "String")
        #expect(Self.field("customer_id", ["alpha", "alpha"]) == "String")
        #expect(Self.field("url", ["https://a.example", "https://a.example"]) == "String")
        #expect(Self.field("body", ["<p>Hello there</p>", "<p>Hello there</p>"]) == "String")
        let long = String(repeating: "a", count: 33)
        #expect(Self.field("code", [long, long]) == "String")
        // More distinct values than --max-enum-values: a String.
        #expect(Self.field("tier", ["a", "a", "b", "b", "c", "c"], maxEnumValues: 2) == "String")
        #expect(Self.field("tier", ["a", "a", "b", "b", "c", "c"], maxEnumValues: 3) == "RTier")
    }

    /// A `--fallback` that names no enum, or no case of its enum, is an error that says what it
    /// could have meant.
    @Test func aFallbackForNoEnumOrNoCaseIsAnError() {
        let samples = [
            (path: "a.json", text: ##"{"status": "paid"}"##), (path: "b.json", text: ##"{"status": "paid"}"##),
        ]
        let unknown = SampleImport.run(
            samples, name: "Order", options: ImportOptions(fallbacks: ["OrderStatsu": "paid"], inferEnums: true))
        #expect(
            unknown.diagnostics.filter { $0.severity == .error }.map(\.description) == [
                "--fallback OrderStatsu=paid: error: names no enum of the import; did you mean 'OrderStatus'?; its "
                    + "enums are OrderStatus"
            ])
        let noCase = SampleImport.run(
            samples, name: "Order", options: ImportOptions(fallbacks: ["OrderStatus": "pad"], inferEnums: true))
        #expect(
            noCase.diagnostics.filter { $0.severity == .error }.map(\.description) == [
                "a.json:1:12: error: the fallback 'pad' given for 'OrderStatus' is not one of its cases: paid; did "
                    + "you mean 'paid'? [#/status]"
            ])
        let withoutEnums = SampleImport.run(samples, name: "Order", options: ImportOptions(fallbacks: ["Status": "x"]))
        #expect(
            withoutEnums.diagnostics.map(\.description) == [
                "--fallback Status=x: error: names no enum of the import; the import declares no enum"
            ])
    }
}

/// JSON string literals for building samples.
enum JSONValueLiteralForTests {
    static func quoted(_ text: String) -> String {
        let data = try! JSONEncoder().encode(text)
        return String(decoding: data, as: UTF8.self)
    }
}
