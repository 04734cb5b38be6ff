import ForwardCodable
import Foundation
import Testing

/// `Resilient`: an element that cannot be decoded neither fails its collection nor leaves it.
@Suite("Resilient elements")
struct ResilientTests {
    struct Point: Codable, Hashable, Sendable {
        var x: Int
        var y: Int
    }

    /// Two readable points around every kind of unreadable element.
    static let mixed = #"[{"x":1,"y":2},{"x":"one","y":2},{"y":3},7,"text",null,[1,2],{"x":3,"y":4}]"#

    @Test("the other elements decode, and the unreadable ones stay in place, verbatim")
    func keepsUnreadableElements() throws {
        let points = try decode([Resilient<Point>].self, Self.mixed)
        #expect(points.count == 8)
        #expect(points.decodedValues() == [Point(x: 1, y: 2), Point(x: 3, y: 4)])
        #expect(points.failures().map(\.index) == [1, 2, 3, 4, 5, 6])
        #expect(points[1].undecodable?.json == ["x": "one", "y": 2])
        #expect(points[5].undecodable?.json == .null)
        #expect(try encode(points) == #"[{"x":1,"y":2},{"x":"one","y":2},{"y":3},7,"text",null,[1,2],{"x":3,"y":4}]"#)
    }

    @Test("each failure says where and why")
    func failureReasons() throws {
        let points = try decode([Resilient<Point>].self, #"[{"x":"one","y":2},{"y":3}]"#)
        let failures = points.failures()
        #expect(failures[0].element.failure.codingPath == "[0].x")
        #expect(failures[0].element.failure.message.contains("Int"))
        #expect(failures[1].element.failure.codingPath == "[1]")
        #expect(failures[1].element.failure.message.contains("x"))
        #expect(failures[0].element.failure.description.hasPrefix("[0].x: "))
    }

    @Test("a dictionary of elements keeps its unreadable entries under their keys")
    func dictionaries() throws {
        let text = #"{"a":{"x":1,"y":2},"b":{"x":1},"c":false}"#
        let points = try decode([String: Resilient<Point>].self, text)
        #expect(points.decodedValues() == ["a": Point(x: 1, y: 2)])
        #expect(Set(points.failures().keys) == ["b", "c"])
        #expect(points.failures()["c"]?.json == false)
        #expect(try encode(points) == text)
    }

    @Test("nested collections are resilient at every level")
    func nested() throws {
        let text = #"{"east":[{"x":1,"y":1},{"x":null,"y":1}],"west":[]}"#
        let groups = try decode([String: [Resilient<Point>]].self, text)
        #expect(groups["east"]?.decodedValues() == [Point(x: 1, y: 1)])
        #expect(groups["east"]?.failures().first?.element.failure.codingPath == "east[1].x")
        #expect(try encode(groups) == text)
    }

    @Test("strictCollections in userInfo makes the first unreadable element throw")
    func strictPerDecode() throws {
        let strict: [CodingUserInfoKey: any Sendable] = [.strictCollections: true]
        let error = try #require(throws: DecodingError.self) {
            try decode([Resilient<Point>].self, Self.mixed, userInfo: strict)
        }
        #expect(path(of: error) == "[1].x")
        #expect(
            try decode([Resilient<Point>].self, #"[{"x":1,"y":2}]"#, userInfo: strict).decodedValues() == [
                Point(x: 1, y: 2)
            ])
        // Only `true` makes a decode strict.
        for value: any Sendable in [false, "true", 1] {
            #expect(try decode([Resilient<Point>].self, Self.mixed, userInfo: [.strictCollections: value]).count == 8)
        }
    }

    @Test("an element that can be neither decoded nor kept is unreadable: the collection stays, it writes null")
    func neitherDecodedNorKept() throws {
        let points = try decode([Resilient<Point>].self, #"[{"x":1,"y":2},{"x":1,"y":1e400},{"x":3,"y":4}]"#)
        #expect(points.decodedValues() == [Point(x: 1, y: 2), Point(x: 3, y: 4)])
        let unreadable = try #require(points[1].undecodable)
        #expect(!unreadable.isVerbatim)
        #expect(unreadable.json == .null)
        #expect(unreadable.failure.codingPath == "[1]")
        #expect(unreadable.failure.message.contains("1e400"))
        let readFailure = try #require(unreadable.readFailure)
        #expect(readFailure.codingPath == "[1].y")
        #expect(readFailure.message.contains("Found the number 1e400, which is out of the range of Double"))
        #expect(try encode(points) == #"[{"x":1,"y":2},null,{"x":3,"y":4}]"#)
        #expect(points.failures().map(\.index) == [1])
    }

    @Test("decoded and kept elements compare and hash by their contents")
    func equality() throws {
        let first = try decode([Resilient<Point>].self, Self.mixed)
        let second = try decode([Resilient<Point>].self, Self.mixed)
        #expect(first == second)
        #expect(Set(first).count == 8)
        #expect(first[0].value == Point(x: 1, y: 2))
        #expect(first[0].undecodable == nil)
        #expect(first[1].value == nil)
    }

    @Test("a decoded element writes its value: an edit is written, not the original text")
    func decodedElementWritesValue() throws {
        var points = try decode([Resilient<Point>].self, #"[{"x":1,"y":2},{"x":"one"}]"#)
        points[0] = .decoded(Point(x: 5, y: 6))
        #expect(try encode(points) == #"[{"x":5,"y":6},{"x":"one"}]"#)
    }

    @Test("DecodingFailure renders coding paths and keeps errors that are not decoding errors")
    func decodingFailure() {
        struct Custom: Error, CustomStringConvertible { var description: String { "custom failure" } }
        let failure = DecodingFailure(Custom())
        #expect(failure.codingPath == "")
        #expect(failure.description == "custom failure")
        let keys: [any CodingKey] = [
            AnyCodingKey(intValue: 0), AnyCodingKey("jump"), AnyCodingKey("ports"), AnyCodingKey(intValue: 2),
        ]
        #expect(DecodingFailure.render(keys) == "[0].jump.ports[2]")
        #expect(DecodingFailure.render([]) == "")
    }
}
