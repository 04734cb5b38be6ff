import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Every rule is pinned by the corpus and documented in the rules table.
@Suite struct RuleCoverageTests {
    static let corpus =
        FieldRuleCorpusTests.cases + EnumAndTypeRuleCorpusTests.cases + VersionRuleCorpusTests.cases
        + UnionRuleCorpusTests.cases + IntegerEnumRuleCorpusTests.cases + AdviceCorpusTests.cases
        + PerRecordRuleCorpusTests.cases

    @Test func theCorpusHasAtLeastFortyPairs() {
        #expect(Self.corpus.count >= 40)
        #expect(Set(Self.corpus.map(\.name)).count == Self.corpus.count, "case names are unique")
    }

    @Test func everyRuleFiresInTheCorpus() {
        let fired = Set(Self.corpus.flatMap(\.expected).compactMap { $0.split(separator: " ").first.map(String.init) })
        let missing = CompatibilityRule.allCases.map(\.id).filter { !fired.contains($0) }
        #expect(missing.isEmpty, "rules no corpus pair shows firing: \(missing)")
    }

    @Test func everyFindingHasASeverityItsRuleAllows() {
        for line in Self.corpus.flatMap(\.expected) {
            let words = line.split(separator: " ").map(String.init)
            let rule = CompatibilityRule(rawValue: words[0])
            let severity = CompatibilitySeverity(rawValue: words[1])
            #expect(rule != nil && severity != nil && rule?.severities.contains(severity!) == true, "\(line)")
        }
    }

    @Test func everyRuleHasARowInTheArticle() throws {
        let article = try String(
            contentsOf: repositoryRoot.appendingPathComponent(
                "Sources/ForwardCodable/ForwardCodable.docc/BreakingChanges.md"),
            encoding: .utf8)
        let missing = CompatibilityRule.allCases.map(\.id).filter { !article.contains("| `\($0)` |") }
        #expect(missing.isEmpty, "rules without a row in BreakingChanges.md: \(missing)")
    }
}
