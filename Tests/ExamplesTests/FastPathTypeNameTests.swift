import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// A generated record's field of the wrong kind fails on the fast path as it fails through
/// `JSONDecoder`: the same kind of `DecodingError`, naming the same Swift type (`Double`, not
/// `Any`), at the same coding path. Each field of a scalar type of the example schemas, as a
/// field, an element of a strict list and a value of a dictionary of records, and nested in a
/// record, gets every kind of JSON value but its own; `JSONDecoder` is the oracle.
@Suite struct FastPathTypeNameTests {
    /// A record, its golden fixture (a valid document), and the paths of its scalar values.
    static let places: [(record: String, paths: [[String]])] = [
        ("Presence", [["note"], ["count"], ["ratio"], ["flag"], ["seen"], ["link"], ["port"], ["jump", "port"]]),
        ("LedgerEntry", [["amount"], ["sequence"], ["timezoneOffset"], ["confidence"], ["previousSequence"]]),
        ("Ledger", [["name"], ["balanceMinorUnits"], ["balance"]]),
        ("Article", [["title"], ["reading_minutes"], ["published_at"]]),
        ("TodoItem", [["due_on"], ["priority"], ["subtasks", "0", "done"]]),
        ("Workspace", [["id"]]),
        (
            "Fleet",
            [
                ["audited", "0", "port"], ["audited", "0", "id"], ["by_region", "key", "name"],
                ["groups", "key", "0", "port"], ["primary", "port"], ["primary", "jump", "hostname"],
            ]
        ),
    ]

    static let values: [JSONValue] = [
        .string("text"), .int(1), .double(1.5), .bool(true), .object([:]), .array([]), .null,
    ]

    @Test func everyFieldOfTheWrongKindNamesTheTypeJSONDecoderNames() throws {
        var compared = 0
        var namedTypes: Set<String> = []
        for place in Self.places {
            let fixture = repositoryRoot.appendingPathComponent("Schemas/Fixtures/\(place.record)/v1.json")
            let document = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: fixture))
            for path in place.paths {
                for value in Self.values {
                    let changed = try #require(
                        Self.replacing(document, at: path, with: value), "\(place.record) \(path)")
                    let data = try canonicalEncoder.encode(changed)
                    let (oracle, fast) = Self.outcomes(place.record, data)
                    compared += 1
                    if ["typeMismatch", "valueNotFound"].contains(oracle.kind) {
                        namedTypes.insert(oracle.type ?? "")
                        #expect(fast == oracle, "\(place.record) \(path) = \(value)")
                    } else {
                        #expect(fast.kind == oracle.kind, "\(place.record) \(path) = \(value): \(fast) vs \(oracle)")
                    }
                }
            }
        }
        #expect(compared == Self.places.map(\.paths.count).reduce(0, +) * Self.values.count)
        // The oracle names many types; the fast path named each of them.
        #expect(namedTypes.isSuperset(of: ["String", "Int", "Double", "Bool", "Decimal", "Float", "Int32", "Int64"]))
    }

    /// What `JSONDecoder` and `ForwardJSONDecoder` make of `data` as the record `record`.
    static func outcomes(_ record: String, _ data: Data) -> (oracle: Outcome, fast: Outcome) {
        func both<T: Decodable & FastJSONDecodable>(_: T.Type) -> (Outcome, Outcome) {
            (
                Outcome.of { _ = try JSONDecoder().decode(T.self, from: data) },
                Outcome.of { _ = try ForwardJSONDecoder().decode(T.self, from: data) }
            )
        }
        switch record {
        case "Presence": return both(Presence.self)
        case "LedgerEntry": return both(LedgerEntry.self)
        case "Ledger": return both(Ledger.self)
        case "Article": return both(Article.self)
        case "TodoItem": return both(TodoItem.self)
        case "Workspace": return both(Workspace.self)
        default: return both(Fleet.self)
        }
    }

    /// `value` with the value at `path` (keys, and indices as digits) replaced; `nil` when the
    /// path is not in it.
    static func replacing(_ value: JSONValue, at path: [String], with replacement: JSONValue) -> JSONValue? {
        guard let first = path.first else { return replacement }
        switch value {
        case .object(var members):
            guard let child = members[first],
                let updated = replacing(child, at: Array(path.dropFirst()), with: replacement)
            else { return nil }
            members[first] = updated
            return .object(members)
        case .array(var elements):
            guard let index = Int(first), elements.indices.contains(index),
                let updated = replacing(elements[index], at: Array(path.dropFirst()), with: replacement)
            else { return nil }
            elements[index] = updated
            return .array(elements)
        default: return nil
        }
    }

    /// What a failed decode says that must agree: its kind, the type it names, its coding path.
    struct Outcome: Equatable, CustomStringConvertible {
        var kind: String
        var type: String?
        var path: [String]

        var description: String { "\(kind)(\(type ?? "-")) at \(path)" }

        static func of(_ decode: () throws -> Void) -> Outcome {
            do {
                try decode()
                return Outcome(kind: "decoded", type: nil, path: [])
            } catch let error as DecodingError {
                func keys(_ context: DecodingError.Context) -> [String] {
                    context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
                }
                switch error {
                case .typeMismatch(let type, let context):
                    return Outcome(kind: "typeMismatch", type: "\(type)", path: keys(context))
                case .valueNotFound(let type, let context):
                    return Outcome(kind: "valueNotFound", type: "\(type)", path: keys(context))
                case .keyNotFound(let key, let context):
                    return Outcome(kind: "keyNotFound", type: key.stringValue, path: keys(context))
                case .dataCorrupted(let context): return Outcome(kind: "dataCorrupted", type: nil, path: keys(context))
                @unknown default: return Outcome(kind: "unknown", type: nil, path: [])
                }
            } catch {
                return Outcome(kind: "\(Swift.type(of: error))", type: nil, path: [])
            }
        }
    }
}
