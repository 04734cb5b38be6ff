import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// The exact scalars of `Schemas/Ledger.fcschema` keep every digit and byte a document writes.
@Suite struct ExactScalarTests {
    private let entry = """
        {"amount":123456789012345678901234567890.123,"attachment":"aGVsbG8=","confidence":0.1,\
        "previousSequence":18446744073709551615,"sequence":-9223372036854775808,\
        "timezoneOffset":2147483647}
        """

    @Test func extremesRoundTripExactly() throws {
        let decoded = try decode(LedgerEntry.self, entry)
        #expect(decoded.amount.description == "123456789012345678901234567890.123")
        #expect(decoded.previousSequence == UInt64.max)
        #expect(decoded.sequence == Int64.min)
        #expect(decoded.timezoneOffset == Int32.max)
        #expect(decoded.attachment == Data("hello".utf8))
        let written = try tree(encode(decoded))
        for (key, value) in try tree(entry).objectValue ?? [:] {
            #expect(written[key] == value, "\(key)")
        }
    }

    @Test func decimalNeverGoesThroughDouble() throws {
        // A Double reads 1.0000000000000001 as 1.
        let decoded = try decode(LedgerEntry.self, #"{"amount":1.0000000000000001}"#)
        #expect(decoded.amount == Decimal(string: "1.0000000000000001"))
        #expect(try encode(decoded) == #"{"amount":1.0000000000000001}"#)
    }

    @Test func floatRoundsAsJSONDecoderDoes() throws {
        // 16777217 is not a Float: it reads as the nearest one, as `JSONDecoder` reads a `Float`.
        let decoded = try decode(LedgerEntry.self, #"{"amount":1,"confidence":16777217}"#)
        #expect(decoded.confidence == 16_777_216)
        #expect(throws: DecodingError.self) { try decode(LedgerEntry.self, #"{"amount":1,"confidence":1e39}"#) }
    }

    @Test func floatReadsZerosWithExponents() throws {
        // `JSONDecoder` refuses `0e1` as a `Float`, as it does as a `Double`.
        let decoded = try decode(LedgerEntry.self, #"{"amount":0e1,"confidence":0e1,"weights":[-0.0e9]}"#)
        #expect(decoded.confidence == 0)
        #expect(decoded.weights == [0])
        #expect(decoded.amount == 0)
    }

    @Test func outOfRangeIntegersFail() throws {
        #expect(throws: DecodingError.self) {
            try decode(LedgerEntry.self, #"{"amount":1,"timezoneOffset":2147483648}"#)
        }
        #expect(throws: DecodingError.self) { try decode(LedgerEntry.self, #"{"amount":1,"previousSequence":-1}"#) }
    }

    @Test func defaultsAreExact() throws {
        let ledger = try decode(Ledger.self, #"{"name":"Home"}"#)
        #expect(ledger.balance == 0)
        #expect(ledger.balanceMinorUnits == 0)
        let entry = try decode(LedgerEntry.self, #"{"amount":2}"#)
        #expect(entry.ids == [Int64.max])
        #expect(entry.sequence == Int64.min)
        #expect(entry.attachment.isEmpty)
        #expect(entry.confidence == 1)
    }
}
