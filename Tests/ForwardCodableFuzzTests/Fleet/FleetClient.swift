import ForwardCodable
import Foundation
import SeededRandom

/// A client of one generation of the fleet's schema. It reads the shared document, makes one
/// deliberate edit of a field its generation declares (through the generated typed API), and
/// writes the whole document back.
protocol FleetClient {
    /// 1, 2 or 3.
    static var generation: Int { get }
    /// Decodes `document`, edits it, and encodes it; returns the bytes and what was edited.
    static func edit(_ document: Data, random: inout SeededGenerator) throws -> (written: Data, edit: FleetEdit)
}

/// Random values for the clients' edits, with their wire form.
enum FleetValues {
    static let strings = [
        "Ada", "Grace Hopper", "Émile", "日本", "🚀 launch", "", "quote \" and \\ backslash", "line\nbreak",
    ]

    static func string(_ random: inout SeededGenerator) -> String {
        random.pick(strings) + (random.chance(0.5) ? " \(random.int(0...999))" : "")
    }

    /// A phone number.
    static func number(_ random: inout SeededGenerator) -> String {
        "+\(random.int(1...99)) \(random.int(100_000...999_999))"
    }

    /// A date whose seconds are not integral, so its wire form is a plain JSON number.
    static func date(_ random: inout SeededGenerator) -> (value: Date, wire: JSONValue) {
        let seconds = Double(random.int(-1_000_000_000...1_000_000_000)) + 0.5
        return (Date(timeIntervalSinceReferenceDate: seconds), .double(seconds))
    }

    /// A coordinate, never integral.
    static func coordinate(_ random: inout SeededGenerator) -> Double {
        Double(random.int(-179_000...179_000)) / 1_000 + 0.000_5
    }

    /// Appends stop at this many elements (then the client edits something else), so the
    /// document, and the cost of a step, stay bounded.
    static let maximumCount = 10

    static let encoder = JSONEncoder()
    static let decoder = JSONDecoder()

    /// How clients read and write the stored document.
    enum Codec: String, CaseIterable, Sendable {
        /// `JSONDecoder` and `JSONEncoder` with the generated `Codable` conformances.
        case codable
        /// `ForwardJSONDecoder` and `ForwardJSONEncoder` with the generated fast path.
        case fastPath
    }

    /// The codec of every client in the current simulation.
    @TaskLocal static var codec = Codec.codable

    /// Reads as a client does, with ``codec``.
    static func decode<Value: Decodable & FastJSONDecodable>(_ type: Value.Type, from data: Data) throws -> Value {
        switch codec {
        case .codable: try decoder.decode(Value.self, from: data)
        case .fastPath: try ForwardJSONDecoder().decode(Value.self, from: data)
        }
    }

    /// Writes as a client does, with ``codec``.
    static func encode<Value: Encodable & FastJSONEncodable>(_ value: Value) throws -> Data {
        switch codec {
        case .codable: try encoder.encode(value)
        case .fastPath: try ForwardJSONEncoder().encode(value)
        }
    }
}
