import ForwardCodable
import Foundation
import Testing

/// Every mutation through a typed collection view writes exactly what the same mutation does to
/// the raw wire array, over every small array of known, unknown and undecodable elements: nothing
/// is inferred, so an unknown value nobody addressed is never lost or moved.
@Suite("Exact edits against an oracle")
struct ExactEditOracleTests {
    enum Hue: String, ForwardEnum {
        case red, green
        static var fallback: Hue { .red }
        init(wire: String) { self = Hue(rawValue: wire) ?? .fallback }
    }

    struct Pin: ForwardRecord {
        var name: String
        var unknownFields: [String: JSONValue] = [:]
    }

    struct Box: ForwardRecord {
        var hues: WireArray<Hue>
        var unknownFields: [String: JSONValue] = [:]
    }

    /// Two known raw values and two from a newer version, which both show as `.red`.
    static let hueAlphabet = ["red", "green", "u1", "u2"]
    static func hueOrder(_ a: Hue, _ b: Hue) -> Bool { a.rawValue > b.rawValue }

    static func undecodable<Value>(_ json: JSONValue) -> Resilient<Value> {
        .undecodable(UndecodableElement(json: json, failure: DecodingFailure(CocoaError(.coderReadCorrupt))))
    }

    /// Every array of `alphabet` up to `length` elements.
    static func arrays<T>(of alphabet: [T], upTo length: Int) -> [[T]] {
        var result: [[T]] = [[]]
        var previous: [[T]] = [[]]
        for _ in 0..<length {
            previous = previous.flatMap { prefix in alphabet.map { prefix + [$0] } }
            result += previous
        }
        return result
    }

    /// Runs every valid mutation on every array, through `edit`, and returns the mismatches.
    static func mismatches<Element: WireElement>(
        arrays: [[Element.Wire]],
        values: [Element],
        order: (Element, Element) -> Bool,
        edit: ([Element.Wire], ArrayMutation<Element>) -> [Element.Wire]
    ) -> (checked: Int, failures: [String]) {
        var checked = 0
        var failures: [String] = []
        for raw in arrays {
            let shown = WireArray<Element>(wire: raw).count
            for mutation in ArrayMutation<Element>.all(count: shown, values: values) {
                checked += 1
                let written = edit(raw, mutation)
                let expected = mutation.oracle(raw, order: order)
                if written != expected, failures.count < 10 {
                    failures.append("\(raw) then \(mutation): wrote \(written), expected \(expected)")
                }
            }
        }
        return (checked, failures)
    }

    @Test("enum arrays up to length 5: every mutation at every position")
    func enumArrays() {
        let result = Self.mismatches(
            arrays: Self.arrays(of: Self.hueAlphabet, upTo: 5), values: [Hue.red, .green], order: Self.hueOrder
        ) { raw, mutation in
            var view = WireArray<Hue>(wire: raw)
            mutation.apply(to: &view, order: Self.hueOrder)
            return view.wire
        }
        #expect(result.checked > 100_000)
        #expect(result.failures == [])
    }

    @Test("arrays of records with undecodable elements: hidden elements stay where they were")
    func recordArrays() {
        let alphabet: [Resilient<Pin>] = [
            .decoded(Pin(name: "a")), .decoded(Pin(name: "b")), Self.undecodable(1), Self.undecodable("x"),
        ]
        let order: (Pin, Pin) -> Bool = { $0.name < $1.name }
        let result = Self.mismatches(
            arrays: Self.arrays(of: alphabet, upTo: 4), values: [Pin(name: "n")], order: order
        ) { raw, mutation in
            var view = WireArray<Pin>(wire: raw)
            mutation.apply(to: &view, order: order)
            return view.wire
        }
        #expect(result.checked > 10_000)
        #expect(result.failures == [])
    }

    @Test("an array inside a dictionary: byDay[\"mon\"]![i] = … touches that array only")
    func arrayInDictionary() {
        let other = ["u1", "green"]
        let result = Self.mismatches(
            arrays: Self.arrays(of: Self.hueAlphabet, upTo: 4), values: [Hue.green], order: Self.hueOrder
        ) { raw, mutation in
            var byDay = WireDictionary<WireArray<Hue>>(wire: ["mon": raw, "tue": other])
            mutation.apply(to: &byDay["mon"]!, order: Self.hueOrder)
            #expect(byDay.wire["tue"] == other)
            return byDay.wire["mon"] ?? ["<removed>"]
        }
        #expect(result.failures == [])
    }

    @Test("an array inside a record inside an array with an undecodable element")
    func arrayInRecordInArray() {
        let first = Resilient<Box>.decoded(Box(hues: WireArray(wire: ["u2"])))
        let hidden: Resilient<Box> = Self.undecodable(["hues": 3])
        let result = Self.mismatches(
            arrays: Self.arrays(of: Self.hueAlphabet, upTo: 4), values: [Hue.green], order: Self.hueOrder
        ) { raw, mutation in
            var boxes = WireArray<Box>(wire: [first, hidden, .decoded(Box(hues: WireArray(wire: raw)))])
            mutation.apply(to: &boxes[1].hues, order: Self.hueOrder)
            #expect(boxes.wire[0] == first && boxes.wire[1] == hidden)
            return boxes.wire[2].value?.hues.wire ?? ["<undecodable>"]
        }
        #expect(result.failures == [])
    }
}
