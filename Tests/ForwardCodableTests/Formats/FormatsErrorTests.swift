import ForwardCodable
import Foundation
import Testing

/// Malformed wire texts and values of the wrong JSON type give located errors on both paths.
@Suite struct FormatsErrorTests {
    /// Checks that `stampJSON` in a record fails on both paths as a malformed `Format` text:
    /// `.dataCorrupted` at `stamp`, the format's message, and (fast path) the value's column.
    func expectMalformed<Field: Codable & FastJSONCodable & Equatable>(
        _: Field.Type, _ stampJSON: String, text: String, expectation: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let json = FormatBox<Field>.json(stampJSON)
        let message = "Expected \(expectation), found \"\(text)\""
        let codable = try #require(
            FormatCoding.codableError(FormatBox<Field>.self, json), sourceLocation: sourceLocation)
        #expect(codable.isDataCorrupted, sourceLocation: sourceLocation)
        #expect(codable.renderedPath == "stamp", sourceLocation: sourceLocation)
        #expect(codable.formatsContext.debugDescription == message, sourceLocation: sourceLocation)
        let (fast, located) = try #require(
            FormatCoding.fastError(FormatBox<Field>.self, json), sourceLocation: sourceLocation)
        #expect(fast.isDataCorrupted, sourceLocation: sourceLocation)
        #expect(fast.renderedPath == "stamp", sourceLocation: sourceLocation)
        #expect(located.kind == .dataCorrupted, sourceLocation: sourceLocation)
        #expect(located.message == message, sourceLocation: sourceLocation)
        #expect(located.line == 1, sourceLocation: sourceLocation)
        #expect(located.column == FormatCoding.column(of: stampJSON, in: json), sourceLocation: sourceLocation)
        #expect(
            fast.formatsContext.debugDescription.hasPrefix(message + " at line 1, column "),
            sourceLocation: sourceLocation)
    }

    @Test("malformed texts of every format are located on both paths")
    func malformedTexts() throws {
        try expectMalformed(
            Formatted<ISO8601DateTime>.self, #""2026-02-30T00:00:00Z""#, text: "2026-02-30T00:00:00Z",
            expectation: ISO8601DateTime.expectation)
        try expectMalformed(
            Formatted<IntegerString<Int64>>.self, #""9223372036854775808""#, text: "9223372036854775808",
            expectation: IntegerString<Int64>.expectation)
        try expectMalformed(
            Formatted<DecimalString>.self, #""12,30""#, text: "12,30", expectation: DecimalString.expectation)
        try expectMalformed(
            CalendarDate.self, #""2026-12-3""#, text: "2026-12-3", expectation: Self.calendarExpectation)
    }

    static let calendarExpectation = #"a calendar date "YYYY-MM-DD" such as "2026-12-03""#

    /// A record whose `stamp` is any `Double`.
    struct DoubleBox: Codable {
        var first = "a"
        var stamp: Double
        var last = 1
    }

    @Test("a non-finite number is located on both paths (JSONDecoder refuses 1e400 itself)")
    func nonFiniteNumber() throws {
        let json = FormatBox<Formatted<EpochSeconds>>.json("1e400")
        let (fast, located) = try #require(FormatCoding.fastError(FormatBox<Formatted<EpochSeconds>>.self, json))
        #expect(fast.renderedPath == "stamp")
        #expect(located.message == "Expected \(EpochSeconds.expectation), found \"1e400\"")
        #expect(located.column == FormatCoding.column(of: "1e400", in: json))
        let codable = try #require(FormatCoding.codableError(FormatBox<Formatted<EpochSeconds>>.self, json))
        #expect(codable.isDataCorrupted)
        // A property list holds infinities, which reach the format.
        let plist = try PropertyListEncoder().encode(DoubleBox(stamp: .infinity))
        do {
            _ = try PropertyListDecoder().decode(FormatBox<Formatted<EpochMilliseconds>>.self, from: plist)
            Issue.record("an infinite number was accepted")
        } catch let error as DecodingError {
            #expect(error.isDataCorrupted)
            #expect(error.renderedPath == "stamp")
            #expect(error.formatsContext.debugDescription == "Expected \(EpochMilliseconds.expectation), found \"inf\"")
        }
    }

    @Test("the expectations name what the wire holds")
    func expectations() {
        #expect(ISO8601DateTime.expectation == #"an RFC 3339 date-time such as "2026-12-03T10:00:00.123Z""#)
        #expect(IntegerString<Int64>.expectation == #"a string of decimal digits holding an Int64, such as "-42""#)
        #expect(IntegerString<UInt64>.expectation == #"a string of decimal digits holding a UInt64, such as "42""#)
    }

    @Test("a number where a string is expected, and a string where a number is, are type mismatches")
    func typeMismatches() throws {
        try expectMismatch(Formatted<ISO8601DateTime>.self, "1796292000", expected: "String", found: "a number")
        try expectMismatch(Formatted<IntegerString<Int64>>.self, "42", expected: "String", found: "a number")
        try expectMismatch(Formatted<DecimalString>.self, "12.3", expected: "String", found: "a number")
        try expectMismatch(CalendarDate.self, "20261203", expected: "String", found: "a number")
        try expectMismatch(Formatted<EpochSeconds>.self, #""1796292000""#, expected: "Double", found: "a string")
        try expectMismatch(Formatted<EpochMilliseconds>.self, "true", expected: "Double", found: "a Boolean")
    }

    func expectMismatch<Field: Codable & FastJSONCodable & Equatable>(
        _: Field.Type, _ stampJSON: String, expected: String, found: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let json = FormatBox<Field>.json(stampJSON)
        let codable = try #require(
            FormatCoding.codableError(FormatBox<Field>.self, json), sourceLocation: sourceLocation)
        #expect(codable.isTypeMismatch, sourceLocation: sourceLocation)
        #expect(codable.renderedPath == "stamp", sourceLocation: sourceLocation)
        let (fast, located) = try #require(
            FormatCoding.fastError(FormatBox<Field>.self, json), sourceLocation: sourceLocation)
        #expect(fast.isTypeMismatch, sourceLocation: sourceLocation)
        #expect(fast.renderedPath == "stamp", sourceLocation: sourceLocation)
        // Both name the Swift type the wire is read as, `JSONDecoder`'s the oracle.
        #expect(
            located.message == "Expected to decode \(expected) but found \(found) instead",
            sourceLocation: sourceLocation)
        if case .typeMismatch(let codableType, _) = codable, case .typeMismatch(let fastType, _) = fast {
            #expect("\(codableType)" == expected && "\(fastType)" == expected, sourceLocation: sourceLocation)
        }
        #expect(located.column == FormatCoding.column(of: stampJSON, in: json), sourceLocation: sourceLocation)
    }

    @Test("null is a missing value on both paths")
    func nulls() throws {
        let json = FormatBox<Formatted<ISO8601DateTime>>.json("null")
        let codable = try #require(FormatCoding.codableError(FormatBox<Formatted<ISO8601DateTime>>.self, json))
        if case .valueNotFound = codable {} else { Issue.record("\(codable)") }
        let (fast, _) = try #require(FormatCoding.fastError(FormatBox<Formatted<ISO8601DateTime>>.self, json))
        if case .valueNotFound = fast {} else { Issue.record("\(fast)") }
    }

    @Test("located in pretty-printed JSON: the line and column of the value itself")
    func prettyLocation() throws {
        let json = "{\n  \"first\" : \"a\",\n  \"stamp\" :   \"2026-13-01T00:00:00Z\",\n  \"last\" : 1\n}"
        let (_, located) = try #require(FormatCoding.fastError(FormatBox<Formatted<ISO8601DateTime>>.self, json))
        #expect(located.line == 3)
        #expect(located.column == 15)
    }
}
