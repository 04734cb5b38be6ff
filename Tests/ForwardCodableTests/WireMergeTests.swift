import ForwardCodable
import Foundation
import Testing

/// Assigning a typed collection view writes back only the change: untouched elements keep their
/// wire form, including values this version does not know and records it could not decode.
@Suite("Wire merge")
struct WireMergeTests {
    enum Color: String, ForwardEnum {
        case red, green, blue
        static var fallback: Color { .red }
    }

    struct Pin: ForwardRecord {
        var name: String
        var unknownFields: [String: JSONValue] = [:]
    }

    static func unreadable(_ json: JSONValue) -> Resilient<Pin> {
        .undecodable(UndecodableElement(json: json, failure: DecodingFailure(CocoaError(.coderReadCorrupt))))
    }

    /// `purple` is unknown to this version: the view shows the fallback, `.red`.
    static let colors = ["red", "purple", "blue"]

    @Test("assigning the view unchanged keeps the wire form exactly")
    func unchanged() {
        let view = [Color](wire: Self.colors)
        #expect(view == [.red, .red, .blue])
        #expect(view.wire(replacing: Self.colors) == Self.colors)
    }

    @Test("appending, inserting and removing keep unknown values in place")
    func edits() {
        var view = [Color](wire: Self.colors)
        view.append(.green)
        #expect(view.wire(replacing: Self.colors) == ["red", "purple", "blue", "green"])
        view = [Color](wire: Self.colors)
        view.insert(.green, at: 0)
        #expect(view.wire(replacing: Self.colors) == ["green", "red", "purple", "blue"])
        view = [Color](wire: Self.colors)
        view.removeLast()
        #expect(view.wire(replacing: Self.colors) == ["red", "purple"])
        view = [Color](wire: Self.colors)
        view.remove(at: 0)
        #expect(view.wire(replacing: Self.colors) == ["purple", "blue"])
    }

    @Test("removing one of equal-looking neighbours removes the one that hides nothing")
    func equalNeighbours() {
        let wire = ["blue", "red", "purple", "red", "quic", "green"]
        var view = [Color](wire: wire)
        #expect(view == [.blue, .red, .red, .red, .red, .green])
        view.remove(at: 1)
        #expect(view.wire(replacing: wire) == ["blue", "purple", "red", "quic", "green"])
        view.remove(at: 1)
        #expect(view.wire(replacing: wire) == ["blue", "purple", "quic", "green"])
        view.remove(at: 1)
        // Only unknown values are left to remove: the last one goes, the first stays.
        #expect(view.wire(replacing: wire) == ["blue", "purple", "green"])
    }

    @Test("replacing the element shown as the fallback writes the new value")
    func replaceUnknown() {
        let wire = ["blue", "purple", "green"]
        var view = [Color](wire: wire)
        view[1] = .green
        #expect(view.wire(replacing: wire) == ["blue", "green", "green"])
    }

    @Test("replacing one of two equal-looking neighbours replaces the one that hides nothing")
    func replaceEqualNeighbour() {
        // The view is the same whichever goes; only the wire can tell them apart.
        var view = [Color](wire: Self.colors)
        view[1] = .green
        #expect(view.wire(replacing: Self.colors) == ["purple", "green", "blue"])
    }

    @Test("elements the view could not show stay where they were")
    func unreadableRecords() {
        let wire: [Resilient<Pin>] = [.decoded(Pin(name: "a")), Self.unreadable(["name": 1]), .decoded(Pin(name: "b"))]
        var view = [Pin](wire: wire)
        #expect(view.map(\.name) == ["a", "b"])
        #expect(view.wire(replacing: wire) == wire)
        view.removeFirst()
        #expect(view.wire(replacing: wire) == [Self.unreadable(["name": 1]), .decoded(Pin(name: "b"))])
        view = [Pin](wire: wire)
        view.append(Pin(name: "c"))
        #expect(view.wire(replacing: wire) == wire + [.decoded(Pin(name: "c"))])
        view = [Pin](wire: wire)
        view[1].name = "b2"
        #expect(
            view.wire(replacing: wire) == [
                .decoded(Pin(name: "a")), Self.unreadable(["name": 1]), .decoded(Pin(name: "b2")),
            ])
        #expect([Pin]().wire(replacing: wire) == [Self.unreadable(["name": 1])])
    }

    @Test("dictionaries keep unknown values and unreadable entries unless their key is set")
    func dictionaries() {
        let wire = ["k1": "red", "k2": "purple"]
        var view = [String: Color](wire: wire)
        #expect(view == ["k1": .red, "k2": .red])
        #expect(view.wire(replacing: wire) == wire)
        view["k3"] = .blue
        #expect(view.wire(replacing: wire) == ["k1": "red", "k2": "purple", "k3": "blue"])
        view["k2"] = .green
        #expect(view.wire(replacing: wire)["k2"] == "green")
        view["k2"] = nil
        #expect(view.wire(replacing: wire)["k2"] == nil)

        let records: [String: Resilient<Pin>] = ["a": .decoded(Pin(name: "a")), "x": Self.unreadable([1])]
        var pins = [String: Pin](wire: records)
        #expect(pins.keys.sorted() == ["a"])
        pins["a"] = nil
        #expect(pins.wire(replacing: records) == ["x": Self.unreadable([1])])
        pins["x"] = Pin(name: "x")
        #expect(pins.wire(replacing: records) == ["x": .decoded(Pin(name: "x"))])
    }

    @Test("nested collections and optionals merge at every level")
    func nested() {
        let wire = [["red", "purple"], ["blue"]]
        var view = [[Color]](wire: wire)
        view[1].append(.green)
        #expect(view.wire(replacing: wire) == [["red", "purple"], ["blue", "green"]])
        let optional: [String]? = ["purple"]
        let optionalView = [Color]?(wire: optional)
        #expect(optionalView == [.red])
        #expect(optionalView.wire(replacing: optional) == ["purple"])
        #expect(([Color]?.none).wire(replacing: optional) == nil)
    }
}
