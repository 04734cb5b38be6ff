import ForwardCodableGenerator
import Testing

/// Every fix the checker gives can be followed: applied as written to its corpus pair, the
/// finding goes away and nothing else breaks. A fix that is advice rather than an edit is listed
/// here with the reason, and a test follows it by hand.
@Suite struct FixApplierTests {
    static let corpus = RuleCoverageTests.corpus

    /// The rules whose fixes are edits the applier makes from the text alone.
    static let edits: Set<String> = [
        "FIELD_REMOVED", "FIELD_RENAMED", "FIELD_KEY_CHANGED", "FIELD_RENAMED_REQUIRED", "FIELD_TYPE_CHANGED",
        "FIELD_CARDINALITY_CHANGED", "FIELD_FORMAT_CHANGED", "FIELD_ADDED_REQUIRED", "FIELD_MADE_REQUIRED",
        "FIELD_MADE_OPTIONAL", "ENUM_RAW_VALUE_CHANGED", "ENUM_RAW_TYPE_CHANGED", "ENUM_FALLBACK_CHANGED",
        "UNION_VARIANT_REMOVED", "UNION_TAG_KEY_CHANGED", "UNION_CONTENT_KEY_CHANGED", "UNION_VARIANT_TAG_CHANGED",
        "TYPE_REMOVED", "VERSION_STAMP_CHANGED", "VERSION_LOWERED", "VERSION_UNSTAMPED_CHANGED",
        "VERSION_HISTORY_EDITED", "VERSIONING_REMOVED", "FIELD_KEY_REUSED", "UNION_VARIANT_PAYLOAD_CHANGED",
        "UNION_TAGGING_CHANGED", "UNION_SELECTION_CHANGED", "ENUM_FALLBACK_DISPLAY_CHANGED",
    ]

    /// The rules whose fixes are advice, and why; each is followed by a test below.
    static let advice: [String: String] = [
        "ENUM_CASE_REMOVED": "names the case to keep; enums are written on one line, the case goes back in its list",
        "VERSION_NOT_BUMPED": "the change to record is the one the other findings of the record name",
        "ENUM_DISPLAY_FALLBACK_TAKEN":
            "a rename of the new case; DisplayFallbackRuleCorpusTests follows it (aCaseRenamedAsAdvisedKeepsTheDisplayFallback)",
    ]

    /// The findings of a pair that are not safe and have a fix.
    static func fixable(_ pair: CorpusCase) -> [CompatibilityFinding] {
        pair.report().findings.filter { $0.severity != .safe && $0.fix != nil }
    }

    static let withEdits = corpus.filter { pair in fixable(pair).contains { advice[$0.rule.id] == nil } }

    @Test func everyFixIsAnEditOrListedAdvice() {
        var seen: Set<String> = []
        for pair in Self.corpus {
            for finding in Self.fixable(pair) {
                let id = finding.rule.id
                seen.insert(id)
                #expect(Self.edits.contains(id) || Self.advice[id] != nil, "\(pair.name): \(id) is not listed")
                if Self.edits.contains(id) {
                    #expect(!FixApplier.edits(of: finding.fix!).isEmpty, "\(pair.name): '\(finding.fix!)' is no edit")
                }
            }
        }
        #expect(seen == Self.edits.union(Self.advice.keys), "listed rules the corpus never fixes")
    }

    @Test(arguments: withEdits) func followingTheFixesRemovesTheirFindings(_ pair: CorpusCase) {
        let before = Self.fixable(pair)
        let applied = before.filter { Self.advice[$0.rule.id] == nil }
        var applier = FixApplier(old: pair.old, new: pair.new)
        applier.apply(applied)
        let after = pair.report(current: applier.new)
        let context =
            "\(pair.name), fixed as:\n\(applier.new)\nwith fixes:\n"
            + applied.map { "\($0.rule.id): \($0.fix ?? "")" }.joined(separator: "\n")
        #expect(after.diagnostics.isEmpty, "\(context)\nschema errors: \(after.diagnostics)")
        let remaining = after.findings.filter { $0.severity != .safe }
        let stayed = applied.filter { finding in remaining.contains { $0.rule == finding.rule } }
        #expect(stayed.isEmpty, "\(context)\nstill found: \(stayed.map(\.message))")
        let known = Set(pair.report().findings.filter { $0.severity != .safe }.map(\.rule))
        let added = remaining.filter { !known.contains($0.rule) }
        #expect(added.isEmpty, "\(context)\nnew findings: \(added.map(\.message))")
    }

    /// A removal's fix keeps the field with a default for a release; the release after it
    /// removes the field safely.
    @Test(arguments: corpus.filter { $0.expected.contains { $0.hasPrefix("FIELD_REMOVED error") } })
    func theReleaseAfterARemovalsFixIsSafe(_ pair: CorpusCase) throws {
        let finding = try #require(Self.fixable(pair).first { $0.rule.id == "FIELD_REMOVED" })
        var applier = FixApplier(old: pair.old, new: pair.new)
        applier.apply([finding])
        guard finding.fix?.contains("; then remove it") == true else { return }
        let next = CorpusCase("the release after", old: applier.new, new: pair.new, [])
        let findings = next.report().findings.filter { $0.severity == .error && $0.rule.id == "FIELD_REMOVED" }
        #expect(findings.isEmpty, "\(pair.name): \(findings.map(\.message))")
    }

    @Test func aRemovedCaseKeptAsAdvisedIsNoChange() throws {
        let pair = try #require(Self.corpus.first { $0.name == "enum case removed" })
        let fix = try #require(Self.fixable(pair).first?.fix)
        #expect(fix == "keep the case 'mosh' in 'Mode' while documents may hold it")
        #expect(pair.report(current: pair.old).findings.isEmpty)
    }

    @Test func aVersionBumpedAsAdvisedRecordsTheChange() throws {
        let pair = try #require(Self.corpus.first { $0.name == "a required field added without a new version" })
        let fix = try #require(Self.fixable(pair).first { $0.rule.id == "VERSION_NOT_BUMPED" }?.fix)
        #expect(fix == "make it 'version 3' and record the change in 'since 3 { ... }'")
        let followed = VersionRuleCorpusTests.version3(
            "        add pages hook\n", ("    draft: Bool", "    pages: Int\n    draft: Bool"))
        #expect(pair.report(current: followed).findings.allSatisfy { $0.severity == .safe })
    }
}
