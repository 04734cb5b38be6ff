import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// The `Int` enums of `Schemas/Tickets.fcschema`: a server's integer codes, unknown ones kept.
@Suite struct IntegerEnumExampleTests {
    /// A newer server's ticket: unknown codes in a field, an optional, an array, a dictionary and
    /// a nested record.
    private let future = """
        {"escalations":[0,9,2],"events":[{"note":"","state":77}],"id":1,"state":-40,\
        "subject":"s","urgency":5,"votes":{"ann":3,"bob":12}}
        """

    @Test func unknownCodesShowTheFallbackAndRoundTripExactly() throws {
        let ticket = try decode(Ticket.self, future)
        #expect(ticket.urgency == .normal)
        #expect(ticket.urgencyRaw == 5)
        #expect(ticket.state == .opened)
        #expect(ticket.stateRaw == -40)
        #expect(Array(ticket.escalations) == [.low, .normal, .high])
        #expect(ticket.votes["bob"] == .normal)
        #expect(ticket.events[0].state == .opened)
        #expect(try tree(encode(ticket)) == tree(future))
    }

    @Test func settingATypedCaseWritesItsInteger() throws {
        var ticket = try decode(Ticket.self, future)
        ticket.urgency = .critical
        ticket.state = .closedForDisplay
        ticket.escalations[1] = .high
        ticket.votes["bob"] = .low
        let written = try tree(encode(ticket))
        #expect(written["urgency"] == .int(3))
        #expect(written["state"] == .int(-1))
        #expect(written["escalations"] == .array([.int(0), .int(2), .int(2)]))
        #expect(written["votes"] == .object(["ann": .int(3), "bob": .int(0)]))
        let original = try tree(future)
        #expect(written["events"] == original["events"], "an untouched nested record keeps its unknown code")
    }

    @Test func aStringWhereAnIntegerBelongsFails() {
        #expect(throws: DecodingError.self) { try decode(Ticket.self, #"{"id":1,"subject":"s","urgency":"high"}"#) }
    }

    @Test func deprecatedCasesStayInAllCases() {
        #expect(TicketState.allCases.map(\.rawValue) == [1, 2, 3, -1])
        #expect(Urgency.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }
}

extension TicketState {
    /// `.closed` without the deprecation warning, as a server that still writes -1 would.
    fileprivate static var closedForDisplay: TicketState { TicketState(wire: -1) }
}
