import ForwardCodableGenerator
import Testing

/// The version rules, and field changes of versioned records recorded in a new `since` step.
@Suite struct VersionRuleCorpusTests {
    /// Bumps the note to version 3 with the given changes in `since 3`.
    static func version3(_ changes: String, _ replacements: (String, String)...) -> String {
        var text = note(
            ("version 2", "version 3"),
            ("        add build hook\n    }\n", "        add build hook\n    }\n    since 3 {\n\(changes)    }\n"))
        for (line, replacement) in replacements { text = text.replacingOccurrences(of: line, with: replacement) }
        return text
    }

    static let cases: [CorpusCase] = [
        CorpusCase(
            "a recorded rename of a required field breaks older readers only",
            old: noteSchema, new: version3("        rename text -> title\n", ("    text: String", "    title: String")),
            ["FIELD_RENAMED_REQUIRED error forward 2:5 was 2:5"]),
        CorpusCase(
            "a recorded rename passes --mode backward",
            old: noteSchema, new: version3("        rename text -> title\n", ("    text: String", "    title: String")),
            options: CompatibilityOptions(mode: .backward), []),
        CorpusCase(
            "a recorded rename of a defaulted field is dangerous for older readers",
            old: noteSchema,
            new: version3("        rename draft -> isDraft = false\n", ("    draft: Bool", "    isDraft: Bool")),
            ["FIELD_RENAMED_OPTIONAL warning forward 4:5 was 4:5"]),
        CorpusCase(
            "a recorded rename without the old default makes version 2 documents without the key unreadable",
            old: noteSchema,
            new: version3("        rename draft -> isDraft\n", ("    draft: Bool", "    isDraft: Bool")),
            ["FIELD_RENAMED_OPTIONAL warning forward 4:5 was 4:5", "FIELD_MADE_REQUIRED error backward 11:16 was 4:5"]),
        CorpusCase(
            "an unrecorded rename in a new version breaks both directions",
            old: noteSchema, new: version3("", ("    text: String", "    title: String")),
            ["FIELD_RENAMED error backward+forward 2:5 was 2:5"]),
        CorpusCase(
            "an unrecorded rename without a new version",
            old: noteSchema, new: note(("    text: String", "    title: String")),
            [
                "VERSION_NOT_BUMPED error backward 1:13 was 1:13",
                "FIELD_RENAMED error backward+forward 2:5 was 2:5",
            ]),
        CorpusCase(
            "a recorded type change breaks older readers only",
            old: noteSchema,
            new: version3("        change build from Int hook\n", ("    build: Int", "    build: String")),
            ["FIELD_TYPE_CHANGED error forward 3:5 was 3:5"]),
        CorpusCase(
            "a recorded type change of a defaulted field keeps its default in the history",
            old: noteSchema,
            new: version3("        change draft from Bool hook\n", ("    draft: Bool = false", "    draft: Int = 0")),
            ["FIELD_TYPE_CHANGED error forward 4:5 was 4:5"]),
        CorpusCase(
            "a required field added with a hook is safe",
            old: noteSchema,
            new: version3("        add pages hook\n", ("    draft: Bool", "    pages: Int\n    draft: Bool")),
            ["FIELD_ADDED safe safe 4:5"]),
        CorpusCase(
            "a required field added in a new version without a step",
            old: noteSchema, new: version3("", ("    draft: Bool", "    pages: Int\n    draft: Bool")),
            ["FIELD_ADDED_REQUIRED error backward 4:5"]),
        CorpusCase(
            "a required field added without a new version",
            old: noteSchema, new: note(("    draft: Bool", "    pages: Int\n    draft: Bool")),
            ["VERSION_NOT_BUMPED error backward 1:13 was 1:13", "FIELD_ADDED_REQUIRED error backward 4:5"]),
        CorpusCase(
            "a defaulted field added without a new version is safe",
            old: noteSchema, new: note(("    draft: Bool", "    pages: Int = 1\n    draft: Bool")),
            ["FIELD_ADDED safe safe 4:5"]),
        CorpusCase(
            "a recorded removal of a defaulted field is safe",
            old: noteSchema, new: version3("        remove draft: Bool\n", ("    draft: Bool = false\n", "")),
            ["FIELD_REMOVED safe safe 10:16 was 4:5"]),
        CorpusCase(
            "a recorded removal of a required field still breaks older readers",
            old: noteSchema, new: version3("        remove text: String\n", ("    text: String\n", "")),
            ["FIELD_REMOVED error forward 10:16 was 2:5"]),
        CorpusCase(
            "stamp key changed", old: noteSchema, new: note(("stamp \"schema\"", "stamp \"v\"")),
            ["VERSION_STAMP_CHANGED error backward+forward 1:29 was 1:29"]),
        CorpusCase(
            "version lowered", old: noteSchema,
            new: note(("version 2", "version 1"), ("    since 2 {\n        add build hook\n    }\n", "")),
            ["VERSION_LOWERED error backward+forward 1:13 was 1:13"]),
        CorpusCase(
            "unstamped policy changed", old: noteSchema,
            new: note(("stamp \"schema\"", "stamp \"schema\" unstamped reject")),
            ["VERSION_UNSTAMPED_CHANGED error backward 1:13 was 1:13"]),
        CorpusCase(
            "a recorded step edited",
            old: noteSchema, new: note(("add build hook", "add build"), ("    build: Int", "    build: Int = 0")),
            ["VERSION_HISTORY_EDITED error backward 7:11 was 7:11"]),
        CorpusCase(
            "a recorded step deleted",
            old: noteSchema, new: note(("        add build hook\n", "")),
            ["VERSION_HISTORY_EDITED error backward 7:11 was 7:11"]),
        CorpusCase(
            "a new version appended to the history is safe",
            old: noteSchema,
            new: version3("        add pages\n", ("    draft: Bool", "    pages: Int = 1\n    draft: Bool")),
            ["FIELD_ADDED safe safe 4:5"]),
        CorpusCase(
            "versioning removed", old: noteSchema,
            new: note(("version 2 stamp \"schema\" ", ""), ("    since 2 {\n        add build hook\n    }\n", "")),
            ["VERSIONING_REMOVED error backward+forward 1:8 was 1:13"]),
        CorpusCase(
            "a record that becomes versioned, reading its unstamped documents as version 1, is safe",
            old: "record Memo {\n    text: String\n}\n",
            new:
                "record Memo version 2 stamp \"v\" {\n    text: String\n    size: Int = 0\n\n    since 2 {\n        add size\n    }\n}\n",
            ["FIELD_ADDED safe safe 3:5"]),
        CorpusCase(
            "a record that becomes versioned and refuses unstamped documents",
            old: "record Memo {\n    text: String\n}\n",
            new: "record Memo version 1 stamp \"v\" unstamped reject {\n    text: String\n}\n",
            ["VERSION_UNSTAMPED_CHANGED error backward 1:13"]),
        CorpusCase(
            "a recorded case rename is dangerous for older readers",
            old: noteSchema,
            new: version3(
                "        rename case Kind \"rich\" -> \"formatted\"\n", ("plain, rich }", "plain, formatted }")),
            ["ENUM_CASE_RENAMED warning forward 15:35 was 12:35"]),
        CorpusCase(
            "a recorded case rename passes --mode backward",
            old: noteSchema,
            new: version3(
                "        rename case Kind \"rich\" -> \"formatted\"\n", ("plain, rich }", "plain, formatted }")),
            options: CompatibilityOptions(mode: .backward), []),
    ]

    @Test(arguments: cases) func corpus(_ pair: CorpusCase) {
        #expect(pair.actual == pair.expected)
    }
}
