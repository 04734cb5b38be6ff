import ForwardCodableGenerator
import Testing

/// The union rules: a variant removed is dangerous, one added is safe, one renamed in Swift only
/// (same tag) is no change.
@Suite struct UnionRuleCorpusTests {
    static let blocks = """
        record Text {
            body: String
        }

        union Block tag "type" {
            text: Text
            divider
        }

        """

    static func blocks(_ variants: String) -> String {
        blocks.replacingOccurrences(of: "    text: Text\n    divider\n", with: variants)
    }

    static let cases: [CorpusCase] = [
        CorpusCase(
            "union variant added is safe", old: blocks, new: blocks("    text: Text\n    divider\n    image: Text\n"),
            ["UNION_VARIANT_ADDED safe safe 8:5"]),
        CorpusCase(
            "union variant removed", old: blocks, new: blocks("    text: Text\n"),
            ["UNION_VARIANT_REMOVED warning backward 5:7 was 7:5"]),
        CorpusCase(
            "union variant renamed in Swift, tag kept, is no change", old: blocks,
            new: blocks("    prose: Text @tag(\"text\")\n    divider\n"), []),
    ]

    @Test(arguments: cases) func corpus(_ pair: CorpusCase) {
        #expect(pair.actual == pair.expected, "\(pair.name)")
    }
}
