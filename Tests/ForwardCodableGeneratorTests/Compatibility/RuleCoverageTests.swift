import Testing

@testable import ForwardCodableGenerator

/// Every rule is pinned by the corpus; RuleCatalogTests keeps the rules table of the article the
/// catalog's, so every rule has its row.
@Suite struct RuleCoverageTests {
    static let corpus =
        FieldRuleCorpusTests.cases + EnumAndTypeRuleCorpusTests.cases + VersionRuleCorpusTests.cases
        + UnionRuleCorpusTests.cases + IntegerEnumRuleCorpusTests.cases + AdviceCorpusTests.cases
        + PerRecordRuleCorpusTests.cases + FallbackRawValueTests.cases + RenamedTypeCorpusTests.cases
        + UntaggedUnionRuleCorpusTests.cases + DisplayFallbackRuleCorpusTests.cases

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
}
