import Testing

@testable import ForwardCodableGenerator

/// The resolver derives each older version from the history, and rejects histories that
/// cannot be migrated.
@Suite struct VersioningTests {
    private func versioning(_ text: String) throws -> VersioningModel {
        let (syntax, parseDiagnostics) = Parser.parse(file: "t", text: text)
        let (model, diagnostics) = Resolver.resolve([syntax])
        #expect((parseDiagnostics + diagnostics).isEmpty, "\(parseDiagnostics + diagnostics)")
        let record = try #require(model.records.values.first)
        return try #require(record.versioning)
    }

    @Test func snapshotsAreDerivedBackwards() throws {
        let model = try versioning(
            """
            record Note version 3 stamp "schema" {
                text: String
                build: Int
                title: String
                since 2 {
                    add build hook
                }
                since 3 {
                    rename heading -> title
                    remove draft: Bool
                }
            }
            """
        )
        #expect(model.snapshots.map(\.version) == [1, 2])
        #expect(model.snapshots[0].fields.map(\.name) == ["text", "heading", "draft"])
        #expect(model.snapshots[1].fields.map(\.name) == ["text", "build", "heading", "draft"])
        #expect(model.steps.map(\.toVersion) == [2, 3])
        #expect(model.steps[0].hooks.map(\.name) == ["migrateBuild"])
        #expect(model.steps[1].removedKeys == ["draft"])
        #expect(model.unstampedVersion == 1)
    }

    /// Each mistake in a history has its example with a marked location in
    /// `Diagnostics/DiagnosticExamples+Versions.swift`; a rename from an old raw value is valid.
    @Test func aCaseRenameFromAnOldRawValueIsValid() {
        #expect(
            diagnostics(
                "record N version 2 stamp \"s\" {\n    a: Int = 0\n    since 2 {\n        rename case M \"x\" -> \"y\"\n    }\n}\nenum M fallback y { y }"
            ).isEmpty)
    }
}
