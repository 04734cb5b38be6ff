import ForwardCodableGenerator
import Testing

/// The union rules: a variant removed is dangerous, one added is safe, one renamed in Swift only
/// (same tag) is no change; a changed tag key, content key or variant tag breaks both sides.
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

    /// `blocks` with its header (`tag "type"`) replaced.
    static func blocks(header: String) -> String {
        blocks.replacingOccurrences(of: "tag \"type\" {", with: header + " {")
    }

    static let cases: [CorpusCase] = [
        CorpusCase(
            "a variant's payload replaced by a record of another shape",
            old: blocks, new: blocks("    text: Note\n    divider\n") + "record Note {\n    html: String\n}\n",
            ["UNION_VARIANT_PAYLOAD_CHANGED error backward+forward 6:5 was 6:5"]),
        CorpusCase(
            "a variant's payload replaced by a record of the same shape is no change",
            old: blocks, new: blocks("    text: Prose\n    divider\n") + "record Prose {\n    body: String\n}\n",
            []),
        CorpusCase(
            "a variant without a payload gains one",
            old: blocks, new: blocks("    text: Text\n    divider: Text\n"),
            ["UNION_VARIANT_PAYLOAD_CHANGED error backward+forward 7:5 was 7:5"]),
        CorpusCase(
            "a union renamed in Swift, with the same variants, is no change",
            old: blocks + "record Page {\n    first: Block?\n}\n",
            new: blocks.replacingOccurrences(of: "union Block", with: "union Piece")
                + "record Page {\n    first: Piece?\n}\n",
            []),
        CorpusCase(
            "union variant added is safe", old: blocks, new: blocks("    text: Text\n    divider\n    image: Text\n"),
            ["UNION_VARIANT_ADDED safe safe 8:5"]),
        CorpusCase(
            "union variant removed", old: blocks, new: blocks("    text: Text\n"),
            ["UNION_VARIANT_REMOVED warning backward 5:7 was 7:5"]),
        CorpusCase(
            "union variant renamed in Swift, tag kept, is no change", old: blocks,
            new: blocks("    prose: Text @tag(\"text\")\n    divider\n"), []),
        CorpusCase(
            "union tag key changed", old: blocks, new: blocks(header: "tag \"kind\""),
            ["UNION_TAG_KEY_CHANGED error backward+forward 5:17 was 5:17"]),
        CorpusCase(
            "union content key added (internally to adjacently tagged)", old: blocks,
            new: blocks(header: "tag \"type\" content \"data\""),
            ["UNION_CONTENT_KEY_CHANGED error backward+forward 5:32 was 5:17"]),
        CorpusCase(
            "union content key removed (adjacently to internally tagged)",
            old: blocks(header: "tag \"type\" content \"data\""), new: blocks,
            ["UNION_CONTENT_KEY_CHANGED error backward+forward 5:17 was 5:32"]),
        CorpusCase(
            "union content key changed", old: blocks(header: "tag \"type\" content \"data\""),
            new: blocks(header: "tag \"type\" content \"body\""),
            ["UNION_CONTENT_KEY_CHANGED error backward+forward 5:32 was 5:32"]),
        CorpusCase(
            "union content key kept while the tag key changes", old: blocks(header: "tag \"type\" content \"data\""),
            new: blocks(header: "tag \"kind\" content \"data\""),
            ["UNION_TAG_KEY_CHANGED error backward+forward 5:17 was 5:17"]),
        CorpusCase(
            "union variant tag added with @tag", old: blocks,
            new: blocks("    text: Text @tag(\"prose\")\n    divider\n"),
            ["UNION_VARIANT_TAG_CHANGED error backward+forward 6:21 was 6:5"]),
        CorpusCase(
            "union variant @tag edited", old: blocks("    text: Text\n    divider @tag(\"hr\")\n"),
            new: blocks("    text: Text\n    divider @tag(\"rule\")\n"),
            ["UNION_VARIANT_TAG_CHANGED error backward+forward 7:18 was 7:18"]),
        CorpusCase(
            "union variant @tag removed", old: blocks("    text: Text @tag(\"prose\")\n    divider\n"), new: blocks,
            ["UNION_VARIANT_TAG_CHANGED error backward+forward 6:5 was 6:21"]),
    ]

    @Test(arguments: cases) func corpus(_ pair: CorpusCase) {
        #expect(pair.actual == pair.expected, "\(pair.name)")
    }
}
