import Foundation
import Testing

/// `forward-codable breaking --list-rules`: the rules, one line each, or the rules table and
/// examples that the `BreakingChanges` article shows between its markers, exactly.
@Suite struct BreakingListRulesToolTests {
    @Test func theMarkdownIsWhatTheArticleShows() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appending(path: "Sources/ForwardCodable/ForwardCodable.docc/BreakingChanges.md"),
            encoding: .utf8)
        let result = try ToolRunner().run("breaking", "--list-rules", "--format", "markdown")
        #expect(result.status == 0 && result.errors.isEmpty)
        #expect(result.output.hasPrefix("| Id | What | Why | Direction | How to fix |\n"))
        #expect(
            article.contains(
                "--format markdown', which a test keeps equal to this text. Edit the catalog "
                    + "(Sources/ForwardCodableGenerator/Compatibility/CompatibilityRule+*Catalog.swift), not this "
                    + "text. -->\n" + result.output + "<!-- End of the rules. -->\n"),
            "BreakingChanges.md does not show the output of --list-rules --format markdown between its markers")
    }

    @Test func theTextHasALinePerRule() throws {
        let result = try ToolRunner().run("breaking", "--list-rules")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 38)
        #expect(lines.contains { $0.hasPrefix("FIELD_REMOVED ") && $0.hasSuffix(" [forward]") })
        #expect(
            lines.contains {
                $0.hasPrefix("ENUM_CASE_ADDED ") && $0.hasSuffix(" [safe; forward (warning) for closed readers]")
            })
    }

    @Test func otherFormatsAndArgumentsAreUsageErrors() throws {
        let tool = try ToolRunner()
        let json = try tool.run("breaking", "--list-rules", "--format", "json")
        #expect(json.status == 2)
        #expect(
            json.errors.hasPrefix("error: --list-rules prints text or markdown: --format must be text or markdown\n"))
        let against = try tool.run("breaking", "--list-rules", "--against", "main", "Schemas")
        #expect(against.status == 2)
        #expect(
            against.errors.hasPrefix(
                "error: --list-rules checks nothing and takes no other argument; remove Schemas --against\n"))
    }
}
