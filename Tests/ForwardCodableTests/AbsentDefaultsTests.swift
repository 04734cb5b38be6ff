@_spi(ForwardCodableGenerated) import ForwardCodable
import Testing

/// The two sets that hold a record's absent defaults: the 64-bit one, and the wide one with an
/// overflow `Set` for positions from 64 on.
@Suite struct AbsentDefaultsTests {
    @Test func theBitsHoldTheFirst64Positions() {
        var absent = AbsentDefaults()
        #expect(absent == AbsentDefaults())
        for position in [0, 1, 31, 63] { absent.insert(position: position) }
        #expect([0, 1, 31, 63].allSatisfy(absent.contains(position:)))
        #expect(![2, 62, 64, 200].contains(where: absent.contains(position:)))
        absent.remove(position: 31)
        #expect(!absent.contains(position: 31) && absent.contains(position: 63))
        #expect(absent != AbsentDefaults(), "equality follows the positions")
    }

    /// A position from 64 on is never absent in the 64-bit set: the field is written, as it was
    /// before absent defaults were kept. The generator gives such records the wide set.
    @Test func theBitsNeverLeaveOutAPositionFrom64On() {
        var absent = AbsentDefaults()
        absent.insert(position: 64)
        absent.insert(position: 1000)
        #expect(absent == AbsentDefaults())
    }

    @Test func theWideSetHoldsEveryPosition() {
        var absent = WideAbsentDefaults()
        for position in [0, 63, 64, 65, 1000] { absent.insert(position: position) }
        #expect([0, 63, 64, 65, 1000].allSatisfy(absent.contains(position:)))
        #expect(![1, 66, 999].contains(where: absent.contains(position:)))
        absent.remove(position: 64)
        absent.remove(position: 0)
        #expect(!absent.contains(position: 64) && !absent.contains(position: 0) && absent.contains(position: 65))
        var same = WideAbsentDefaults()
        for position in [63, 65, 1000] { same.insert(position: position) }
        #expect(absent == same && absent.hashValue == same.hashValue)
    }
}
