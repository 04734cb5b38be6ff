import Testing

@testable import ForwardCodableGenerator

/// `UUID` and `URL` fields take a default in their wire text, checked; a `Date` without a format
/// takes none, and its message names the ways that exist.
@Suite struct WireTextDefaultTests {
    @Test func uuidAndURLDefaultsGenerateTheirValues() {
        let code = swift(
            "record Site {\n    id: UUID = \"9f1c3b8e-5a7d-4c2b-8e1f-0a1b2c3d4e5f\"\n"
                + "    home: URL = \"https://example.com/a\"\n}\n")
        #expect(code.contains("UUID(uuidString: \"9F1C3B8E-5A7D-4C2B-8E1F-0A1B2C3D4E5F\")!"))
        #expect(code.contains("URL(string: \"https://example.com/a\")!"))
    }

    @Test func aDefaultedUUIDIsNotRequired() {
        let old = "record Site {\n    id: UUID\n}\n"
        let new = "record Site {\n    id: UUID = \"00000000-0000-0000-0000-000000000000\"\n}\n"
        let report = CompatibilityChecker.check(
            baseline: [SchemaSource(path: "Old.fcschema", text: old)],
            current: [SchemaSource(path: "New.fcschema", text: new)])
        #expect(report.diagnostics.isEmpty)
        #expect(report.findings.isEmpty)
    }
}
