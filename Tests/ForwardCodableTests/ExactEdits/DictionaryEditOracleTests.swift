import ForwardCodable
import Foundation
import Testing

/// Every edit through a dictionary view writes exactly what the same edit does to the raw wire
/// dictionary, over every small dictionary of known, unknown and undecodable values.
@Suite("Exact dictionary edits against an oracle")
struct DictionaryEditOracleTests {
    typealias Hue = ExactEditOracleTests.Hue
    typealias Pin = ExactEditOracleTests.Pin

    enum Mutation<Value: WireElement>: CustomStringConvertible {
        case set(String, Value?)
        case removeValue(String)
        case updateValue(Value, String)
        case filterKeeping(Value)
        case removeAllWhere(Value)
        case setDefault(String, Value)

        var description: String {
            switch self {
            case .set(let key, let value): "d[\(key)] = \(value.map { "\($0)" } ?? "nil")"
            case .removeValue(let key): "d.removeValue(forKey: \(key))"
            case .updateValue(let value, let key): "d.updateValue(\(value), forKey: \(key))"
            case .filterKeeping(let value): "d = d.filter { $0.value == \(value) }"
            case .removeAllWhere(let value): "d.removeAll { $0.value == \(value) }"
            case .setDefault(let key, let value): "d[\(key), default: \(value)] = \(value)"
            }
        }

        static func all(keys: [String], values: [Value]) -> [Mutation] {
            var result: [Mutation] = []
            for key in keys {
                result += [.set(key, nil), .removeValue(key)]
                for value in values { result += [.set(key, value), .updateValue(value, key), .setDefault(key, value)] }
            }
            for value in values { result += [.filterKeeping(value), .removeAllWhere(value)] }
            return result
        }

        func apply(to view: inout WireDictionary<Value>) {
            switch self {
            case .set(let key, let value): view[key] = value
            case .removeValue(let key): view.removeValue(forKey: key)
            case .updateValue(let value, let key): view.updateValue(value, forKey: key)
            case .filterKeeping(let value): view = view.filter { $0.value == value }
            case .removeAllWhere(let value): view.removeAll { $0.value == value }
            case .setDefault(let key, let value): view[key, default: value] = value
            }
        }

        /// The same edit on the raw dictionary; entries without a typed value are invisible to
        /// predicates and are touched only through their key.
        func oracle(_ raw: [String: Value.Wire]) -> [String: Value.Wire] {
            var raw = raw
            let shown = { (wire: Value.Wire) in Value._view(of: wire) }
            switch self {
            case .set(let key, let value): raw[key] = value.map(Value._wire(of:))
            case .removeValue(let key): raw[key] = nil
            case .updateValue(let value, let key), .setDefault(let key, let value): raw[key] = Value._wire(of: value)
            case .filterKeeping(let value): raw = raw.filter { shown($0.value).map { $0 == value } ?? true }
            case .removeAllWhere(let value): raw = raw.filter { shown($0.value).map { $0 != value } ?? true }
            }
            return raw
        }
    }

    /// Every dictionary over keys `a`, `b`, `c`, each absent or holding one of `alphabet`.
    static func dictionaries<W>(of alphabet: [W]) -> [[String: W]] {
        var result: [[String: W]] = [[:]]
        for key in ["a", "b", "c"] {
            result = result.flatMap { partial in [partial] + alphabet.map { partial.merging([key: $0]) { $1 } } }
        }
        return result
    }

    static func check<Value: WireElement>(_ alphabet: [Value.Wire], values: [Value]) -> (Int, [String]) {
        var checked = 0
        var failures: [String] = []
        for raw in dictionaries(of: alphabet) {
            for mutation in Mutation<Value>.all(keys: ["a", "b", "d"], values: values) {
                checked += 1
                var view = WireDictionary<Value>(wire: raw)
                mutation.apply(to: &view)
                let expected = mutation.oracle(raw)
                if view.wire != expected, failures.count < 10 {
                    failures.append("\(raw) then \(mutation): wrote \(view.wire), expected \(expected)")
                }
            }
        }
        return (checked, failures)
    }

    @Test("dictionaries of enums: every edit of every key")
    func enumDictionaries() {
        let (checked, failures) = Self.check(["red", "green", "u1"], values: [Hue.red, .green])
        #expect(checked > 1_000)
        #expect(failures == [])
    }

    @Test("dictionaries of records with undecodable values: hidden entries stay unless their key is set")
    func recordDictionaries() {
        let alphabet: [Resilient<Pin>] = [.decoded(Pin(name: "a")), ExactEditOracleTests.undecodable(1)]
        let (checked, failures) = Self.check(alphabet, values: [Pin(name: "a"), Pin(name: "n")])
        #expect(checked > 500)
        #expect(failures == [])
    }

    @Test("a mutation in place writes back only a key that had a typed value")
    func mutationInPlace() {
        let hidden: Resilient<Pin> = ExactEditOracleTests.undecodable(1)
        var view = WireDictionary<Pin>(wire: ["a": .decoded(Pin(name: "a")), "h": hidden])
        view["a"]?.name = "edited"
        view["h"]?.name = "never written: the view shows no value"
        view["absent"]?.name = "never written either"
        #expect(view.wire == ["a": .decoded(Pin(name: "edited")), "h": hidden])
    }
}
