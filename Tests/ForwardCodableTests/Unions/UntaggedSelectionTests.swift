@_spi(ForwardCodableGenerated) import ForwardCodable
import Foundation
import Testing

/// The selection rule of untagged unions against an oracle, over exhaustive small cases: every
/// set of variants of a small catalogue (in two declaration orders) reads every value of a
/// catalogue of JSON kinds and edge cases, with both codecs; each must select what the oracle
/// says, read the variant's value, and keep a value no variant takes whole.
@Suite struct UntaggedSelectionTests {
    /// The variants a union may have: one of each scalar kind, a list, and records that require
    /// the keys after `object`.
    static let catalogue = [
        "string", "boolean", "integer", "number", "array", "object", "object a", "object b", "object a b",
    ]

    /// Values of every JSON kind, numbers at the edges of the rule (whole written with a fraction or
    /// an exponent, negative zero, beyond `Int`, whole only as a `Double`), objects of every key
    /// set of the catalogue (with a key escaped, repeated, or `null`).
    static let values = [
        "null", "true", "false", #""s""#, #""""#, "0", "1", "-1", "1.0", "2e0", "1.5", "-0.0", "-0", "0e1", "-0e3",
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "1.00000000000000000001",
        "9007199254740993.5",
        "123456789012345678901234567890", "[]", "[1,\"two\"]", "{}", #"{"a":1}"#, #"{"b":"x"}"#,
        #"{"a":1,"b":2}"#, #"{"c":true}"#, #"{"\u0061":1}"#, #"{"a":null,"b":[]}"#, #"{"a":1,"a":2,"c":3}"#,
        #"{"b":{"a":1}}"#,
    ]

    /// Every variant set the generator accepts: at most one of each kind, no two records that
    /// require the same keys.
    static let unions: [[String]] = {
        var sets: [[String]] = []
        for mask in 0..<(1 << catalogue.count) {
            let chosen = catalogue.indices.filter { mask & (1 << $0) != 0 }.map { catalogue[$0] }
            sets.append(chosen)
            // Declaration order decides only between records.
            if chosen.filter({ $0.hasPrefix("object") }).count > 1 { sets.append(chosen.reversed()) }
        }
        return sets
    }()

    /// Each variant set with its selection rule, built once.
    static let codings = unions.map { variants in
        (variants, UntaggedUnionCoding(union: "Probe", variants: variants.map(UntaggedUnionCoding.Variant.named)))
    }

    @Test(arguments: values) func everyVariantSetReadsTheValueAsTheOracleSays(_ text: String) throws {
        let json = try Self.json(text)
        let keys = json.objectValue.map { Set($0.keys) }
        let codable = JSONDecoder()
        var fast = ForwardJSONDecoder()
        for (variants, coding) in Self.codings {
            codable.userInfo[SelectionProbe.codingKey] = coding
            fast.userInfo[SelectionProbe.codingKey] = coding
            let expected = Self.oracle(variants, text, keys: keys)
            let read = try codable.decode(SelectionProbe.self, from: Data(text.utf8))
            let fastRead = try fast.decode(SelectionProbe.self, from: Data(text.utf8))
            #expect(read.selected == expected, "\(variants) \(text): Codable selected \(read.selected ?? "none")")
            #expect(fastRead == read, "\(variants) \(text): the codecs differ: \(fastRead) \(read)")
            #expect(coding.variant(for: json) == expected, "\(variants) \(text): variant(for:)")
            Self.checkRead(read, text, json, variants)
        }
    }

    /// What a value selects, worked out from its text (and an object's `keys`) alone, not from the
    /// runtime's reading.
    static func oracle(_ variants: [String], _ text: String, keys: Set<String>?) -> String? {
        switch text.first! {
        case "n": return nil
        case "t", "f": return variants.first { $0 == "boolean" }
        case "\"": return variants.first { $0 == "string" }
        case "[": return variants.first { $0 == "array" }
        case "{":
            let fitting = variants.enumerated().filter { _, variant in
                variant.hasPrefix("object") && requiredKeys(variant).isSubset(of: keys ?? [])
            }
            // The most required keys, then the earliest declared.
            return fitting.min {
                ($1.element.split(separator: " ").count, $0.offset) < (
                    $0.element.split(separator: " ").count, $1.offset
                )
            }?.element
        default:
            // A number reads as an `Int` when `JSONDecoder` reads it as one (the rule of `Int`
            // fields), but for a negative zero, which keeps its sign as a `Double`.
            let integer = try? JSONDecoder().decode(Int.self, from: Data(text.utf8))
            let whole = integer != nil && !(integer == 0 && text.hasPrefix("-"))
            if whole, variants.contains("integer") { return "integer" }
            return variants.first { $0 == "number" }
        }
    }

    private static func requiredKeys(_ variant: String) -> Set<String> {
        Set(variant.split(separator: " ").dropFirst().map(String.init))
    }

    /// The variant's value is the one the text holds; a value no variant takes is kept whole.
    private static func checkRead(_ probe: SelectionProbe, _ text: String, _ json: JSONValue, _ variants: [String]) {
        switch probe.read {
        case .string(let value): #expect(JSONValue.string(value) == json)
        case .boolean(let value): #expect(JSONValue.bool(value) == json)
        case .integer(let value): #expect(value == (try? JSONDecoder().decode(Int.self, from: Data(text.utf8))))
        case .number(let value): #expect(value == Double(text), "\(text)")
        case .json(let value): #expect(value == json, "\(text)")
        case .unknown(let kept):
            #expect(kept.json == json, "\(text)")
            // The probe reads records and lists as `JSONValue`, which reads anything: nothing fails.
            #expect(kept.isFromTheFuture == (probe.selected == nil), "\(variants) \(text)")
        }
    }

    static func json(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

}
