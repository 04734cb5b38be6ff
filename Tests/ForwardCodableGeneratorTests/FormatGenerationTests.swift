import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Per-field wire formats, calendar dates and external types, as the generator sees them: what a
/// schema resolves to, what it generates, and how the checker and the lock treat them.
@Suite struct FormatGenerationTests {
    @Test func aFormattedFieldIsStoredAsItsWireFormWithATypedView() {
        let code = swift("record Event {\n    at: Date @format(iso8601)\n    seen: Date? @format(epochSeconds)\n}\n")
        #expect(code.contains("public private(set) var atRaw: Formatted<ISO8601DateTime>"))
        #expect(code.contains("get { atRaw.value }"))
        #expect(code.contains("set { atRaw = Formatted(newValue) }"))
        #expect(code.contains("public var seen: Date? {"))
        #expect(code.contains("set { seenRaw = newValue.map { Formatted($0) } }"))
        #expect(code.contains("atRaw = try fields.decode(Formatted<ISO8601DateTime>.self)"))
        #expect(code.contains("try fields.encode(self.atRaw, .at)"))
    }

    @Test func collectionsOfFormattedValuesKeepEachElement() {
        let code = swift(
            "record Event {\n    seen: [Date] = [] @format(epochMilliseconds)\n    ids: [String: Int64] = [:] @format(string)\n}\n"
        )
        #expect(code.contains("public var seen: [Formatted<EpochMilliseconds>]"))
        #expect(code.contains("public var ids: [String: Formatted<IntegerString<Int64>>]"))
    }

    @Test func aFileDefaultAppliesToEveryDateAndCoderOptsOut() {
        let code = swift(
            "dates iso8601\nrecord Event {\n    at: Date\n    legacy: Date @format(coder)\n    all: [Date] = []\n}\n")
        #expect(code.contains("var atRaw: Formatted<ISO8601DateTime>"))
        #expect(code.contains("public var legacy: Date\n"))
        #expect(code.contains("public var all: [Formatted<ISO8601DateTime>]"))
    }

    @Test func theConfigurationsDateFormatAppliesWhenTheFileNamesNone() throws {
        let (options, diagnostics) = Configuration.parse(#"{"dateFormat": "epochMilliseconds"}"#, path: "c.json")
        #expect(diagnostics.isEmpty)
        #expect(options.dateFormat == "epochMilliseconds")
        let source = SchemaSource(
            path: "E.fcschema", text: "record E {\n    at: Date\n}\n", dateFormat: options.dateFormat)
        let own = SchemaSource(
            path: "F.fcschema", text: "dates iso8601\nrecord F {\n    at: Date\n}\n", dateFormat: "epochMilliseconds")
        let result = Generator.generate([source, own], options: options)
        #expect(!result.hasErrors)
        #expect(result.files.first { $0.name == "E.swift" }?.contents.contains("Formatted<EpochMilliseconds>") == true)
        #expect(result.files.first { $0.name == "F.swift" }?.contents.contains("Formatted<ISO8601DateTime>") == true)
        #expect(Configuration.parse(#"{"dateFormat": "coder"}"#, path: "c.json").options.dateFormat == nil)
    }

    @Test func anExternalTypeIsBridgedOnEveryPath() {
        let code = swift(
            "external Money\nrecord Order {\n    total: Money @sample({\"amount\": \"1.00\"})\n    refunds: [Money] = []\n    tip: Money?\n}\n"
        )
        #expect(code.contains("public var total: Money\n"))
        #expect(code.contains("total = try fields.decode(ExternalValue<Money>.self)?.value"))
        #expect(code.contains("refunds = try fields.decodeIfPresent(ExternalValue<[Money]>.self)?.value"))
        #expect(code.contains("try fields.encode(ExternalValue(self.total), .total)"))
        #expect(code.contains("self.tip.map { ExternalValue($0) },"))
    }

    @Test func samplesAndDefaultsAreWrittenInTheWireFormat() {
        let code = swift(
            "record Event {\n    at: Date = \"1970-01-01T00:00:00Z\" @format(iso8601) @sample(\"2026-12-03T10:00:00.123456+01:00\")\n    ms: Date @format(epochMilliseconds) @sample(1764756000123)\n    id: Int64 = 0 @format(string)\n    day: CalendarDate = \"2024-02-29\"\n}\n"
        )
        #expect(code.contains("at: Date = Formatted<ISO8601DateTime>(wireText: \"1970-01-01T00:00:00Z\")!.value"))
        #expect(
            code.contains(
                "self.atRaw = atRaw ?? fields.defaulted(\n"
                    + "                Formatted<ISO8601DateTime>(wireText: \"1970-01-01T00:00:00Z\")!,\n"
                    + "                .at,\n"
                    + "                absent: &absentDefaults\n"
                    + "            )"))
        #expect(code.contains("id: Int64 = Formatted<IntegerString<Int64>>(wireText: \"0\")!.value"))
        #expect(code.contains("day: CalendarDate = CalendarDate(\"2024-02-29\")!"))
        let document = SampleDocuments(
            model: Generator.resolve([
                SchemaSource(
                    path: "T.fcschema",
                    text: """
                        record Event {
                            at: Date @format(iso8601) @sample("2026-12-03T10:00:00.123456+01:00")
                            ms: Date @format(epochMilliseconds) @sample(1764756000123)
                            s: Date @format(epochSeconds) @sample(1700000000.5)
                        }
                        """)
            ]).model!)
        let sample = document.sample(of: document.model.records["Event"]!)
        #expect(sample["at"] == .string("2026-12-03T10:00:00.123456+01:00"))
        #expect(sample["ms"] == .int(1_764_756_000_123))
        #expect(sample["s"] == .double(1_700_000_000.5))
    }

    @Test func aLockKeepsTheConfigurationsDateFormat() throws {
        let sources = [
            SchemaSource(
                path: "Schemas/A.fcschema", text: "record A {}\n", keyStyle: .snakeCase, dateFormat: "iso8601"),
            SchemaSource(path: "Schemas/B.fcschema", text: "record B {}\n", dateFormat: "epochSeconds"),
            SchemaSource(path: "Schemas/C.fcschema", text: "record C {}\n"),
        ]
        let text = LockFile.render(sources)
        #expect(text.contains("=== Schemas/A.fcschema (1 lines, keys snake_case, dates iso8601)"))
        #expect(text.contains("=== Schemas/B.fcschema (1 lines, dates epochSeconds)"))
        let entries = try LockFile.parse(text, path: "forward-codable.lock").get()
        #expect(entries.map(\.source) == sources)
        guard case .failure = LockFile.parse("=== A.fcschema (0 lines, dates iso)\n", path: "l") else {
            Issue.record("an unknown date format in a lock header is not refused")
            return
        }
    }

    /// The checker's fix for a changed format, applied, leaves nothing to report.
    @Test func theFormatChangesFixIsFollowable() throws {
        let old = "record Event {\n    at: Date @format(iso8601)\n}\n"
        let new = "dates epochSeconds\nrecord Event {\n    at: Date\n}\n"
        let report = CompatibilityChecker.check(
            baseline: [SchemaSource(path: "Old.fcschema", text: old)],
            current: [SchemaSource(path: "New.fcschema", text: new)], options: CompatibilityOptions())
        let finding = try #require(report.findings.first)
        #expect(finding.rule == .fieldFormatChanged)
        let fix = try #require(finding.fix)
        #expect(fix.hasPrefix("keep the format: 'at: Date @format(iso8601)'"))
        let fixed = "dates epochSeconds\nrecord Event {\n    at: Date @format(iso8601)\n}\n"
        let after = CompatibilityChecker.check(
            baseline: [SchemaSource(path: "Old.fcschema", text: old)],
            current: [SchemaSource(path: "New.fcschema", text: fixed)], options: CompatibilityOptions())
        #expect(after.findings.filter { $0.severity != .safe }.isEmpty)
    }

    /// The advice for an external type as a union payload, applied: the union generates.
    @Test func anExternalPayloadWrappedInARecordGenerates() {
        let refused = generate("external Money\nunion Pay tag \"kind\" {\n    cash: Money\n}\n")
        #expect(refused.diagnostics.map(\.id) == [.variantNotARecord])
        let fixed = generate(
            """
            external Money
            union Pay tag "kind" {
                cash: CashPayload
            }
            record CashPayload {
                value: Money @sample({"amount": "1.00", "currency": "EUR"})
            }
            """)
        #expect(!fixed.hasErrors, "\(fixed.diagnostics)")
    }
}
