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
        #expect(imported.diagnostics.map(\.message) == ["'extra' holds integer and string; the field reads any JSON"])
        #expect(!Generator.generate([SchemaSource(path: "Order.fcschema", text: imported.text)]).hasErrors)
    }

    @Test func enumsOnlyWhenAsked() {
        let imported = SampleImport.run(Self.samples, name: "Order", options: ImportOptions(inferEnums: true))
        #expect(imported.text.contains("    status: OrderStatus\n"))
        #expect(imported.text.hasSuffix("enum OrderStatus fallback paid { paid, refunded }\n"))
        #expect(imported.diagnostics.contains { $0.message.contains("--fallback OrderStatus=CASE") })
    }

    @Test func aSampleThatIsNoObjectOrNoJSONIsAnError() {
        let imported = SampleImport.run(
            [(path: "a.json", text: "[1]"), (path: "b.json", text: "{\n\"x\": }")], name: "R")
        #expect(imported.diagnostics.map { "\($0.location)" } == ["a.json:1:1", "b.json:2:6"])
        #expect(imported.hasErrors)
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
