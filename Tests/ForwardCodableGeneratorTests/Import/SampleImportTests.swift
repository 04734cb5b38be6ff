import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Schemas inferred from sample documents.
@Suite struct SampleImportTests {
    static let samples = [
        (
            path: "order1.json",
            text: ##"{"id": 1, "placed_at": "2026-12-04T10:00:00.123Z", "status": "paid", "note": null, "##
                + ##""lines": [{"sku": "A", "qty": 2, "price": 1.5}], "ship_on": "2026-12-06", "tags": []}"##
        ),
        (
            path: "order2.json",
            text: ##"{"id": 2, "placed_at": "2026-12-04T11:00:00Z", "status": "paid", "##
                + ##""lines": [{"sku": "B", "qty": 1, "price": 2}, {"sku": "C", "qty": 1}], "ship_on": "2026-12-07", "##
                + ##""extra": "x", "tags": []}"##
        ),
        (
            path: "order3.json",
            text: ##"{"id": 3, "placed_at": "2026-12-05T09:30:00+01:00", "status": "refunded", "##
                + ##""lines": [], "ship_on": "2026-12-08", "extra": 5, "tags": []}"##
        ),
    ]

    @Test func keysTypesAndPresenceComeFromTheSamples() {
        let imported = SampleImport.run(Self.samples, name: "Order")
        #expect(
            imported.text == """
                // Imported by forward-codable from 3 samples: order1.json, order2.json, order3.json.
                // Review the choices it names, then edit freely.
                keys snake_case

                // From the samples' documents.
                record Order {
                    id: Int
                    placedAt: Date @format(iso8601)
                    status: String
                    note: JSON?
                    lines: [OrderLine]
                    shipOn: CalendarDate
                    tags: [JSON]
                    extra: JSON?
                }

                // From the samples' lines[].
                record OrderLine {
                    sku: String
                    qty: Int
                    price: Double?
                }

                """)
        // The warning is at the sample that shows the disagreement, and names where each kind is.
        #expect(
            imported.diagnostics.map(\.description) == [
                "order3.json:1:122: warning: 'extra' holds string at order2.json#/extra, integer at order3.json#/extra; "
                    + "the field reads any JSON [#/extra]"
            ])
        #expect(!Generator.generate([SchemaSource(path: "Order.fcschema", text: imported.text)]).hasErrors)
    }

    @Test func enumsOnlyWhenAsked() {
        let samples = Self.samples + [(path: "order4.json", text: ##"{"id": 4, "status": "paid"}"##)]
        #expect(SampleImport.run(samples, name: "Order").enums.isEmpty)
        let imported = SampleImport.run(samples, name: "Order", options: ImportOptions(inferEnums: true))
        #expect(imported.text.contains("    status: OrderStatus\n"))
        #expect(imported.text.hasSuffix("enum OrderStatus fallback paid { paid, refunded }\n"))
        // The choice is reported at the first value of the field.
        #expect(
            imported.diagnostics.map(\.description).contains(
                "order1.json:1:62: warning: 'OrderStatus' shows values it does not know as its fallback, here "
                    + "'paid'; choose another with --fallback OrderStatus=CASE [#/status]"), "\(imported.diagnostics)")
    }

    @Test func aSampleThatIsNoObjectOrNoJSONIsAnError() {
        let imported = SampleImport.run(
            [
                (path: "a.json", text: "[{\"x\": 1}, 1]"), (path: "b.json", text: "{\n\"x\": }"),
                (path: "c.json", text: "[]"),
                (path: "d.json", text: "\"text\""),
            ], name: "R")
        #expect(
            imported.diagnostics.map { "\($0.location) \($0.pointer)" } == [
                "a.json:1:12 #/1", "b.json:2:6 #", "c.json:1:1 #", "d.json:1:1 #",
            ])
        #expect(imported.hasErrors)
    }

    /// A document that is an array gives its elements as samples, each located at its index.
    @Test func anArrayDocumentGivesItsElementsAsSamples() {
        let imported = SampleImport.run(
            [
                (
                    path: "charges.json",
                    text: "[\n{\"id\": \"ch_1\", \"amount\": 100},\n{\"id\": \"ch_2\", \"amount\": \"100\"}\n]"
                ),
                (path: "more.json", text: ##"{"id": "ch_3", "amount": 5, "refunded": true}"##),
            ], name: "Charge")
        #expect(imported.text.contains("record Charge {\n    id: String\n    amount: JSON\n    refunded: Bool?\n}"))
        #expect(
            imported.diagnostics.map(\.description) == [
                "charges.json:3:26: warning: 'amount' holds integer at charges.json#/0/amount, string at "
                    + "charges.json#/1/amount; the field reads any JSON [#/1/amount]"
            ])
    }

    /// Every value decides, not the first 64 distinct ones the import keeps: a key whose 70th
    /// value is no timestamp is a `String`, so that every sample still reads.
    @Test func aTypeHoldsForEveryValueBeyondTheKeptOnes() {
        var samples = (0..<70).map { minute in
            (
                path: "s\(minute).json",
                text: #"{"at": "2026-12-04T10:\#(String(format: "%02d", minute % 60)):\#(minute / 60)0Z"}"#
            )
        }
        #expect(SampleImport.run(samples, name: "R").text.contains("    at: Date @format(iso8601)\n"))
        samples.append((path: "late.json", text: #"{"at": "soon"}"#))
        #expect(SampleImport.run(samples, name: "R").text.contains("    at: String\n"))
    }

    /// An integer no `Int` holds, and a number with more digits than a `Double` keeps, are read as
    /// types that hold them.
    @Test func integersBeyondIntTakeATypeThatHoldsThem() {
        let imported = SampleImport.run(
            [
                (path: "a.json", text: #"{"id": 18446744073709551615, "big": -99999999999999999999, "n": 1}"#),
                (path: "b.json", text: #"{"id": 1, "big": 2, "n": 1.5, "m": 99999999999999999999.5}"#),
            ], name: "R")
        #expect(
            imported.text.contains("    id: UInt64\n    big: Decimal\n    n: Double\n    m: Decimal?\n"),
            "\(imported.text)")
    }
}
