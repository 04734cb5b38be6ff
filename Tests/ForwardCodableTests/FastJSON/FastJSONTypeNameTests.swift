import ForwardCodable
import Foundation
import Testing

/// What a failed decode says, reduced to what must agree between the two decoders: the kind of
/// `DecodingError`, the Swift type it names (for a type mismatch and a `null`), and the coding path.
struct DecodeOutcome: Equatable, CustomStringConvertible {
    var kind: String
    var type: String?
    var path: [String]

    var description: String { "\(kind)(\(type ?? "-")) at \(path)" }

    static let decoded = DecodeOutcome(kind: "decoded", type: nil, path: [])

    /// The outcome of `decode`: `decoded`, or what its `DecodingError` says.
    static func of(_ decode: () throws -> Void) -> DecodeOutcome {
        do {
            try decode()
            return .decoded
        } catch let error as DecodingError {
            func keys(_ context: DecodingError.Context) -> [String] {
                context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
            }
            switch error {
            case .typeMismatch(let type, let context):
                return DecodeOutcome(kind: "typeMismatch", type: "\(type)", path: keys(context))
            case .valueNotFound(let type, let context):
                return DecodeOutcome(kind: "valueNotFound", type: "\(type)", path: keys(context))
            case .keyNotFound(let key, let context):
                return DecodeOutcome(kind: "keyNotFound", type: key.stringValue, path: keys(context))
            case .dataCorrupted(let context):
                return DecodeOutcome(kind: "dataCorrupted", type: nil, path: keys(context))
            @unknown default: return DecodeOutcome(kind: "unknown", type: nil, path: [])
            }
        } catch {
            return DecodeOutcome(kind: "\(Swift.type(of: error))", type: nil, path: [])
        }
    }
}

/// The fast path's type errors name the Swift type `JSONDecoder` names, for every scalar type,
/// in every position a value takes (the root, an array element, a dictionary value, and nested
/// in both), against every other kind of JSON value: `JSONDecoder` is the oracle.
@Suite struct FastJSONTypeNameTests {
    /// A JSON value of each kind, to put where another kind is expected.
    static let values = [#""text""#, "1", "1.5", "true", "{}", "[]", "null"]

    /// The positions of a value: the JSON around it, with `V` where it goes.
    static let positions = ["V", "[V]", #"[1, V]"#, #"{"a": V}"#, #"{"a": [V]}"#, #"[{"a": V}]"#]

    @Test func everyScalarNamesTheTypeJSONDecoderNames() {
        var compared = 0
        compared += Self.compare(String.self)
        compared += Self.compare(Bool.self)
        compared += Self.compare(Int.self)
        compared += Self.compare(Int32.self)
        compared += Self.compare(Int64.self)
        compared += Self.compare(UInt64.self)
        compared += Self.compare(UInt8.self)
        compared += Self.compare(Double.self)
        compared += Self.compare(Float.self)
        compared += Self.compare(Decimal.self)
        compared += Self.compare(Date.self)
        compared += Self.compare(URL.self)
        compared += Self.compare(UUID.self)
        compared += Self.compare(Data.self)
        compared += Self.compare(CalendarDate.self)
        // Every type, in every position, against every kind of value but one it reads.
        #expect(compared > 14 * Self.positions.count * 4)
    }

    /// Compares the two decoders on `T` in each position against each value; returns how many
    /// pairs it compared.
    static func compare<T: Decodable & FastJSONDecodable>(_: T.Type) -> Int {
        var compared = 0
        for position in positions {
            for value in values {
                let json = position.replacingOccurrences(of: "V", with: value)
                compared += 1
                switch position {
                case "V": expectAgreement(T.self, json)
                case "[V]", "[1, V]": expectAgreement([T].self, json)
                case #"{"a": V}"#: expectAgreement([String: T].self, json)
                case #"{"a": [V]}"#: expectAgreement([String: [T]].self, json)
                default: expectAgreement([[String: T]].self, json)
                }
            }
        }
        return compared
    }

    static func expectAgreement<T: Decodable & FastJSONDecodable>(_: T.Type, _ json: String) {
        let data = Data(json.utf8)
        let oracle = DecodeOutcome.of { _ = try JSONDecoder().decode(T.self, from: data) }
        let fast = DecodeOutcome.of { _ = try ForwardJSONDecoder().decode(T.self, from: data) }
        switch oracle.kind {
        case "typeMismatch", "valueNotFound":
            #expect(fast == oracle, "\(T.self) from \(json)")
        case "decoded":
            #expect(fast == .decoded, "\(T.self) from \(json)")
        default:
            // A value no type holds (1.5 as an Int): both refuse it; JSONDecoder locates nothing.
            #expect(fast.kind == oracle.kind, "\(T.self) from \(json): \(fast) where JSONDecoder: \(oracle)")
        }
    }
}
