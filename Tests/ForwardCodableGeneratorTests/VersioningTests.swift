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

    @Test func historyMistakesAreLocated() {
        #expect(
            diagnostics("record N version 2 stamp \"s\" {\n    a: Int\n    since 2 {\n        add a\n    }\n}") == [
                "4:13: error: field 'a' is added in version 2 without a default, so older documents cannot fill it; "
                    + "give it a default (a: Int = ...) or compute it with a hook (add a hook)"
            ])
        #expect(
            diagnostics("record N version 2 stamp \"s\" {\n    a: Int = 0\n    since 3 {\n        add a\n    }\n}") == [
                "1:10: error: 'N' is at version 2 but has no 'since 2' block: write the changes of each version in its "
                    + "block, or an empty one (since 2 {}) when the shape did not change",
                "3:11: error: 'since 3' is outside the history of 'N': versions 2 through 2 can have changes",
            ])
        #expect(
            diagnostics("record N {\n    a: Int = 0\n    since 2 {\n        add a\n    }\n}") == [
                "3:11: error: record 'N' has a 'since' block but no version; declare one in its header, as in: record N version 2 stamp \"schema\" {"
            ])
        #expect(
            diagnostics("record N version 2 stamp \"s\" {\n    a: Int = 0\n    since 2 {\n        add b\n    }\n}") == [
                "4:13: error: 'b' is added in version 2, but record 'N' has no field 'b'; did you mean 'a'?"
            ])
        #expect(
            diagnostics(
                "record N version 2 stamp \"s\" {\n    a: Int = 0\n    since 2 {\n        rename a -> a\n    }\n}") == [
                    "4:16: error: 'a' is still a field in version 2, so it cannot be the old name of 'a'"
                ])
        #expect(
            diagnostics("record N version 2 stamp \"s\" unstamped 5 {\n    a: Int = 0\n    since 2 {}\n}") == [
                "1:40: error: 'unstamped 5' must name a version from 1 through 2"
            ])
        #expect(
            diagnostics(
                "record N version 2 stamp \"s\" {\n    a: Int = 0\n    since 2 {\n        rename case M \"x\" -> \"y\"\n    }\n}\nenum M fallback y { y }"
            ).isEmpty)
        #expect(
            diagnostics(
                "record N version 2 stamp \"s\" {\n    a: Int = 0\n    since 2 {\n        rename case M \"y\" -> \"z\"\n    }\n}\nenum M fallback y { y }"
            ) == [
                "4:9: error: \"z\" is not a raw value of enum 'M'"
            ])
    }
}
