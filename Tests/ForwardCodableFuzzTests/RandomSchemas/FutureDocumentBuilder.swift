import ForwardCodable
import Foundation
import SeededRandom

/// Builds random documents that a future version of a random schema could write: every field
/// holds a valid value, enums hold unknown raw values as well as known ones (in every position:
/// fields, collections, nested records), records carry unknown keys with nested objects and
/// arrays, versioned records carry the current or a newer stamp, and collections of records hold
/// elements this version cannot decode.
struct FutureDocumentBuilder {
    var random: SeededGenerator
    let records: [String: FuzzRecord]
    let enums: [String: FuzzEnum]
    let unions: [String: FuzzUnion]
    /// How many records deep the value being built is: past ``FuzzRecursion/maximumNesting`` the
    /// cycles of records that hold themselves close (optionals `null`, collections empty, unions
    /// unknown).
    private var nesting = 0
    /// How many records the document being built holds so far. Lists of records that hold lists
    /// of themselves multiply at every level (a document of 4,000 records, 1.5 MB, took most of
    /// the test command's time), so past ``recordBudget`` the cycles close too. The values are
    /// built depth first: the first branch still reaches ``FuzzRecursion/maximumNesting``.
    private var recordsBuilt = 0
    /// The records one document holds at most before its cycles close.
    static let recordBudget = 40
    private var closesCycles: Bool {
        nesting > FuzzRecursion.maximumNesting || recordsBuilt >= Self.recordBudget
    }

    init(random: SeededGenerator, schema: FuzzSchema) {
        self.random = random
        records = Dictionary(schema.records.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        enums = Dictionary(schema.enums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        unions = Dictionary(schema.unions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A future document of `record`.
    mutating func document(of record: FuzzRecord) -> JSONValue {
        if nesting == 0 { recordsBuilt = 0 }
        recordsBuilt += 1
        nesting += 1
        defer { nesting -= 1 }
        var members: [String: JSONValue] = [:]
        if let versioning = record.versioning {
            members[versioning.stampKey] = .int(Int64(versioning.currentVersion + random.int(0...2)))
        }
        for field in record.fields {
            if field.type.isOptional, random.chance(0.2) { continue }
            if omits(field) { continue }
            members[field.wireKey] = value(of: field.type, inCollection: false, strict: field.isStrict)
        }
        let declared = record.declaredKeys
        for _ in 0..<random.int(0...4) {
            let key = unknownKey(retired: record.versioning?.retiredKeys ?? [])
            guard !declared.contains(key) else { continue }
            members[key] = json(depth: 0)
        }
        return .object(members)
    }

    mutating func value(of type: FuzzType, inCollection: Bool, strict: Bool) -> JSONValue {
        switch type {
        case .string: return .string(string())
        case .int:
            return .int(
                random.pick([0, 1, -1, 22, .max, .min, Int64.random(in: -1_000_000...1_000_000, using: &random)]))
        case .double, .date: return .double(double())
        case .bool: return .bool(random.chance(0.5))
        case .uuid: return .string(uuid())
        case .url: return .string(random.pick(Self.urls))
        case .json: return json(depth: 0)
        case .int32: return .int(Int64(random.pick([0, 1, -1, Int32.max, Int32.min])))
        case .int64: return .int(random.pick([0, -1, .max, .min, Int64.random(in: -99_999...99_999, using: &random)]))
        case .uint64:
            return random.chance(0.3) ? .exactNumber("18446744073709551615") : .int(random.pick([0, 7, .max]))
        // Numbers whose text a `Float`, and a `Decimal`, write back byte for byte.
        case .float: return random.pick([.int(0), .double(0.5), .double(-1.25), .int(16_777_216), .double(3.75)])
        case .decimal:
            return random.pick([
                .int(0), .int(-12), .double(0.5), .exactNumber("0.1"),
                .exactNumber("123456789012345678901234567890.123"),
            ])
        case .data: return .string(random.pick(["", "aGVsbG8=", "AAECAw==", "/+8="]))
        case .enumeration(let name): return rawValue(of: name)
        case .union(let name): return variant(of: name)
        case .record(let name):
            guard let record = records[name] else { preconditionFailure("unknown record \(name)") }
            if inCollection, !strict, random.chance(0.15) { return undecodable(record) }
            return document(of: record)
        case .array(let element):
            let count = closesCycles ? 0 : random.int(0...4)
            return .array((0..<count).map { _ in value(of: element, inCollection: true, strict: strict) })
        case .dictionary(let element):
            var members: [String: JSONValue] = [:]
            for _ in 0..<(closesCycles ? 0 : random.int(0...4)) {
                members[string()] = value(of: element, inCollection: true, strict: strict)
            }
            return .object(members)
        case .optional(let wrapped):
            if closesCycles { return .null }
            return random.chance(0.25) ? .null : value(of: wrapped, inCollection: inCollection, strict: strict)
        }
    }

    /// A raw value of the enum: known, or one only a future version knows; an integer for an
    /// `Int` enum.
    private mutating func rawValue(of name: String) -> JSONValue {
        guard let enumeration = enums[name] else { preconditionFailure("unknown enum \(name)") }
        if enumeration.isInt {
            if random.chance(0.6) { return .int(Int64(random.pick(enumeration.cases).rawValue) ?? 0) }
            var raw = random.pick([Int64(5), -7, 999, .max, .min, Int64.random(in: -99_999...99_999, using: &random)])
            while enumeration.rawValues.contains(String(raw)) { raw = raw == .max ? 0 : raw + 1 }
            return .int(raw)
        }
        if random.chance(0.6) { return .string(random.pick(enumeration.cases).rawValue) }
        var raw = random.chance(0.5) ? "future-\(random.pick(FuzzVocabulary.words))" : string()
        while enumeration.rawValues.contains(raw) { raw += "+" }
        return .string(raw)
    }

    /// A value of the union: a known variant (its payload beside the tag, or under the content
    /// key), or a variant only a future version knows, which must come back whole.
    private mutating func variant(of name: String) -> JSONValue {
        guard let union = unions[name] else { preconditionFailure("unknown union \(name)") }
        if union.isUntagged { return untaggedValue(of: union) }
        let known = Set(union.variants.map(\.tag))
        if closesCycles || random.chance(0.25) {
            var tag = "future-\(random.pick(FuzzVocabulary.words))"
            while known.contains(tag) { tag += "+" }
            var members: [String: JSONValue] = [:]
            if let content = union.contentKey {
                members[content] = json(depth: 1)
            } else {
                for _ in 0..<random.int(0...3) { members[string()] = json(depth: 1) }
            }
            members[union.tagKey] = .string(tag)
            return .object(members)
        }
        let chosen = random.pick(union.variants)
        var members: [String: JSONValue] = [:]
        if let payload = chosen.payload, let record = records[payload] {
            let document = document(of: record)
            if let content = union.contentKey {
                members[content] = document
            } else if case .object(let fields) = document {
                members = fields
            }
        }
        members[union.tagKey] = .string(chosen.tag)
        return .object(members)
    }

    /// A collection element that this version cannot decode as `record`, kept verbatim.
    private mutating func undecodable(_ record: FuzzRecord) -> JSONValue {
        switch random.int(0...4) {
        case 0: return .string("a future shape")
        case 1: return .array([.int(1), .null])
        case 2: return .null
        default:
            guard case .object(var members) = document(of: record) else { return .int(0) }
            if let required = record.fields.filter(\.isRequired).randomElement(using: &random) {
                members[required.wireKey] = nil
            } else if let versioning = record.versioning {
                members[versioning.stampKey] = .string("not a version")
            } else {
                return .bool(true)
            }
            return .object(members)
        }
    }

    private mutating func unknownKey(retired: [String]) -> String {
        if !retired.isEmpty, random.chance(0.3) { return random.pick(retired) }
        return random.chance(0.5) ? "future_\(random.pick(FuzzVocabulary.words))" : string()
    }

    /// Any JSON value, including numbers only `exactNumber` keeps and deep nesting.
    private mutating func json(depth: Int) -> JSONValue {
        switch random.int(0...(depth < 4 ? 9 : 6)) {
        case 0: return .null
        case 1: return .bool(random.chance(0.5))
        case 2: return .int(random.pick([0, -1, .max, .min, Int64.random(in: -99...99, using: &random)]))
        case 3: return .double(double())
        case 4:
            return .exactNumber(
                random.pick(["18446744073709551615", "0.1000000000000000055511151231257827", "-99999999999999999999"]))
        case 5, 6: return .string(string())
        case 7: return .array((0..<random.int(0...4)).map { _ in json(depth: depth + 1) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<random.int(0...4) { members[string()] = json(depth: depth + 1) }
            return .object(members)
        }
    }

    private mutating func string() -> String {
        switch random.int(0...9) {
        case 0...3: return random.pick(FuzzVocabulary.awkwardStrings + FuzzVocabulary.words)
        case 4: return ""
        case 5: return String(repeating: random.pick(FuzzVocabulary.words), count: random.int(50...300))
        default:
            var text = ""
            for _ in 0..<random.int(1...12) {
                let value = random.pick([
                    UInt32.random(in: 0x20...0x7E, using: &random), UInt32.random(in: 0...0x1F, using: &random),
                    UInt32.random(in: 0xA0...0xD7FF, using: &random),
                    UInt32.random(in: 0xE000...0x10FFFF, using: &random),
                ])
                text.unicodeScalars.append(Unicode.Scalar(value) ?? "?")
            }
            return text
        }
    }

    /// A finite `Double`, but not an integral one that `JSONEncoder` writes with an exponent, such
    /// as `1e+20`: where the runtime keeps it as a `JSONValue` (unknown keys, `JSON` fields,
    /// undecodable elements) it is written back with all its digits, `100000000000000000000`: the
    /// same number in other bytes, which the byte comparison would flag.
    private mutating func double() -> Double {
        random.pick([
            0.5, -0.0, 0.1, 1e-7, 1.25e-20, .leastNonzeroMagnitude, 1.7976931348623157e308, 42, -273.15,
            Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 8,
            Double.random(in: -1e9...1e9, using: &random),
        ])
    }

    private mutating func uuid() -> String {
        let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
        let tuple = (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        )
        return UUID(uuid: tuple).uuidString
    }

    private static let urls = [
        "https://example.com", "https://example.com/a/b?c=d&e=f#g", "http://[::1]:8080/", "file:///tmp/a%20b",
        "mailto:someone@example.com", "urn:isbn:0451450523", "ssh://user@host:22/path", "relative/path",
    ]
}
