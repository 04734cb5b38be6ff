import Foundation
import Testing

@testable import ForwardCodableGenerator

/// The catalog of rules is the one source of the rules table: every rule's example fires it as
/// documented, and the `BreakingChanges` article shows exactly what the catalog prints.
@Suite struct RuleCatalogTests {
    static let article = "Sources/ForwardCodable/ForwardCodable.docc/BreakingChanges.md"
    static let begin =
        "<!-- The rules: the output of 'swift run forward-codable breaking --list-rules --format markdown'"
    static let end = "<!-- End of the rules. -->\n"
    /// Set to 1 to write the catalog's table into the article instead of failing.
    static let recordVariable = "FC_RECORD_RULES"

    @Test(arguments: CompatibilityRule.allCases)
    func theExampleFiresTheRuleAsDocumented(_ rule: CompatibilityRule) {
        let example = rule.documentation.example
        let report = CorpusCase("the example of \(rule.id)", old: example.before, new: example.after, []).report()
        #expect(report.diagnostics.isEmpty, "\(rule.id): \(report.diagnostics.map(\.description))")
        let own = report.findings.filter { $0.rule == rule }
        #expect(own.count == 1, "\(rule.id) fires once: \(report.findings.map(CorpusCase.line))")
        #expect(own.first?.severity == example.severity, "\(rule.id)")
        #expect(own.first?.directions == example.directions, "\(rule.id)")
        #expect(rule.severities.contains(example.severity), "\(rule.id): a severity the rule does not report")
        let others = report.findings.filter { $0.rule != rule }.map(\.rule.id)
        #expect(others.sorted() == example.alongside.map(\.id).sorted(), "\(rule.id): unexpected findings")
    }

    @Test func anAddedCaseIsDangerousForClosedReadersAsTheTableSays() {
        let example = CompatibilityRule.enumCaseAdded.documentation.example
        let pair = CorpusCase(
            "closed readers", old: example.before, new: example.after,
            options: CompatibilityOptions(closedEnumReaders: true), [])
        #expect(
            pair.report().findings.map(CorpusCase.line).map { $0.prefix(31) } == ["ENUM_CASE_ADDED warning forward"])
        #expect(CompatibilityRule.enumCaseAdded.documentation.direction == "safe; forward (warning) for closed readers")
    }

    @Test func theListingHasALinePerRule() {
        let lines = CompatibilityRule.listing.split(separator: "\n")
        #expect(lines.count == CompatibilityRule.allCases.count)
        let first =
            "FIELD_REMOVED                  A required field is removed (a removed optional or defaulted field is safe). [forward]"
        #expect(lines.first.map(String.init) == first)
    }

    @Test func theDiffOfAnExampleShowsWhatChanged() {
        #expect(
            CompatibilityRule.lineDiff(from: "a\nb\n\nc\n", to: "a\nB\n\nc\nd\n") == [
                " a", "-b", "+B", "", " c", "+d",
            ])
    }

    /// The table and the examples of the article are the catalog's, between the markers: the
    /// failure names the command that rewrites them.
    @Test func theArticleShowsTheCatalog() throws {
        let url = repositoryRoot.appending(path: Self.article)
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "no rules marker in \(Self.article)")
        let lineEnd = try #require(text[start.upperBound...].firstIndex(of: "\n"))
        let stop = try #require(text.range(of: Self.end, range: lineEnd..<text.endIndex))
        let shown = String(text[text.index(after: lineEnd)..<stop.lowerBound])
        let catalog = CompatibilityRule.markdown
        if shown != catalog, ProcessInfo.processInfo.environment[Self.recordVariable] == "1" {
            let updated = text.replacingCharacters(in: text.index(after: lineEnd)..<stop.lowerBound, with: catalog)
            try updated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            shown == catalog,
            """
            The rules in \(Self.article) are not the catalog's (CompatibilityRule+*Catalog.swift). Rewrite them with \
            `\(Self.recordVariable)=1 swift test --filter RuleCatalogTests`, which puts the output of \
            `swift run forward-codable breaking --list-rules --format markdown` between the markers.
            \(lineDiff(from: shown, to: catalog))
            """)
    }
}
