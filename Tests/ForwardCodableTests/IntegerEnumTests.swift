import ForwardCodable
import Foundation
import Testing

/// An `Int`-backed ``ForwardEnum``, written as the generator writes a string enum.
private enum Level: Int, ForwardEnum {
    case low = 0
    case normal = 1
    case high = 2

    static var fallback: Level { .normal }
    init(wire: Int) { self = Level(rawValue: wire) ?? .fallback }
}

/// `ForwardEnum` over an `Int` raw value: the same typed views as a string enum, unknown
/// integers kept and written back.
@Suite struct IntegerEnumTests {
    @Test func unknownIntegerShowsTheFallbackAndIsKept() {
        #expect(Level(wire: 7) == .normal)
        #expect(Level(wire: 2) == .high)
        #expect(!Level.isKnown(7))
        #expect(Level._wire(of: .low) == 0)
    }

    @Test func arrayViewKeepsUnknownIntegers() throws {
        var levels = try decode(WireArray<Level>.self, "[0,7,2]")
        #expect(Array(levels) == [.low, .normal, .high])
        levels[2] = .low
        #expect(try encode(levels) == "[0,7,0]")
    }

    @Test func dictionaryViewKeepsUnknownIntegers() throws {
        var levels = try decode(WireDictionary<Level>.self, #"{"a":9,"b":1}"#)
        #expect(levels["a"] == .normal)
        levels["b"] = .high
        #expect(try encode(levels) == #"{"a":9,"b":2}"#)
    }
}
