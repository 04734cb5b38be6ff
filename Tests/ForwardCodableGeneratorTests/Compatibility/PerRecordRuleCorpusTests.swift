import ForwardCodableGenerator
import Foundation
import Testing

/// Verdicts that depend on which record holds a type: a `rename case` step migrates only the
/// fields of the record whose history records it, and a recursive record renamed is matched to
/// its old self at any depth, changed or not.
@Suite struct PerRecordRuleCorpusTests {
    /// `Card` records a case rename in `since 2`; `board` is the declaration of another record
    /// that holds `Stage` too.
    static func stages(board: String, taskStep: String = "        rename case Stage \"wip\" -> \"active\"\n") -> String
    {
        board
            + "record Card version 2 stamp \"v\" {\n    stage: Stage = .draft\n    notes: String = \"\"\n\n"
            + "    since 2 {\n        add notes\n\(taskStep)    }\n}\n\n"
            + "enum Stage fallback draft { draft, active }\n"
    }

    static let stagesBefore =
        "record Board {\n    stages: [Stage] = []\n}\n\n"
        + "record Card {\n    stage: Stage = .draft\n}\n\nenum Stage fallback draft { draft, wip }\n"

    static let versionedStagesBefore =
        "record Board version 1 stamp \"v\" {\n    stages: [Stage] = []\n}\n\n"
        + "record Card {\n    stage: Stage = .draft\n}\n\nenum Stage fallback draft { draft, wip }\n"

    static let cases: [CorpusCase] = [
        CorpusCase(
            "a case rename recorded by one record does not migrate an unversioned record holding the enum",
            old: stagesBefore,
            new: stages(board: "record Board {\n    stages: [Stage] = []\n}\n\n"),
            [
                "FIELD_ADDED safe safe 7:5", "ENUM_RAW_VALUE_CHANGED error backward+forward 15:36 was 9:36",
                "ENUM_CASE_RENAMED warning forward 15:36 was 9:36",
            ]),
        CorpusCase(
            "a case rename recorded by one versioned record but not by another that holds the enum",
            old: versionedStagesBefore,
            new: stages(board: "record Board version 1 stamp \"v\" {\n    stages: [Stage] = []\n}\n\n"),
            [
                "FIELD_ADDED safe safe 7:5", "ENUM_RAW_VALUE_CHANGED error backward+forward 15:36 was 9:36",
                "ENUM_CASE_RENAMED warning forward 15:36 was 9:36",
            ]),
        CorpusCase(
            "a case rename recorded by every record that holds the enum is only dangerous for older readers",
            old: versionedStagesBefore,
            new: stages(
                board: "record Board version 2 stamp \"v\" {\n    stages: [Stage] = []\n\n    since 2 {\n"
                    + "        rename case Stage \"wip\" -> \"active\"\n    }\n}\n\n"),
            ["FIELD_ADDED safe safe 11:5", "ENUM_CASE_RENAMED warning forward 19:36 was 9:36"]),
        CorpusCase(
            "a recursive record renamed with the same shape is no change, at any depth",
            old:
                "record Outline {\n    root: Node?\n}\n\nrecord Node {\n    title: String\n    children: [Node] = []\n}\n",
            new:
                "record Outline {\n    root: Tree?\n}\n\nrecord Tree {\n    title: String\n    children: [Tree] = []\n}\n",
            ["TYPE_REMOVED safe safe - was 5:8"]),
        // Once a removed 'Node' and a changed type of 'root' (a false TYPE_REMOVED): the field
        // holds 'Tree' where it held 'Node', so 'Tree' is 'Node' renamed, judged by its change.
        CorpusCase(
            "a recursive record renamed with a field renamed deep inside is judged by that change",
            old:
                "record Outline {\n    root: Node?\n}\n\nrecord Node {\n    title: String\n    children: [Node] = []\n}\n",
            new:
                "record Outline {\n    root: Tree?\n}\n\nrecord Tree {\n    name: String\n    children: [Tree] = []\n}\n",
            ["FIELD_RENAMED error backward+forward 6:5 was 6:5", "TYPE_REMOVED safe safe - was 5:8"]),
    ]

    @Test(arguments: cases) func corpus(_ pair: CorpusCase) {
        #expect(pair.actual == pair.expected)
    }
}

/// A finding about a declaration only the baseline has is shown in the current schemas, so that
/// a pull-request annotation never lands on a file outside the pull request.
@Suite struct BaselineOnlyLocationTests {
    static let before =
        "record Site {\n    name: String\n}\n\nrecord Legacy {\n    x: Int = 0\n}\n\nenum Mode fallback a { a, b }\n"

    @Test func aRemovedTypeIsShownAtTheDeclarationBeforeIt() throws {
        let report = CompatibilityChecker.check(
            baseline: [SchemaSource(path: "Models.fcschema", text: Self.before)],
            current: [SchemaSource(path: "Models.fcschema", text: "record Site {\n    name: String\n}\n")])
        let removed = try #require(report.findings.first { $0.rule == .typeRemoved })
        #expect(removed.location?.description == "Models.fcschema:1:8")
        #expect(removed.oldLocation?.description == "Models.fcschema:5:8")
        #expect(report.github(verbose: true).contains("file=Models.fcschema,line=1,col=8"))
    }

    @Test func aTypeOfARemovedFileIsInTheBaselineAndGitHubNamesNoFile() throws {
        let report = CompatibilityChecker.check(
            baseline: [
                SchemaSource(path: "Models.fcschema", text: "record Site {\n    name: String\n}\n"),
                SchemaSource(path: "Old.fcschema", text: "record Legacy {\n    x: Int = 0\n}\n"),
            ],
            current: [SchemaSource(path: "Models.fcschema", text: "record Site {\n    name: String\n}\n")])
        let removed = try #require(report.findings.first { $0.rule == .typeRemoved })
        #expect(removed.location == nil)
        let github = report.github(verbose: true)
        #expect(!github.contains("file="), "\(github)")
        #expect(github.contains("(in the baseline at Old.fcschema:1:8)"), "\(github)")
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(report.json(verbose: true).utf8)) as? [String: Any])
        let finding = try #require((json["findings"] as? [[String: Any]])?.first)
        #expect(finding["path"] == nil && (finding["old"] as? [String: Any])?["path"] as? String == "Old.fcschema")
    }
}

/// The fallback case's raw value changed: each side shows the other's value as that same case.
@Suite struct FallbackRawValueTests {
    static let cases: [CorpusCase] = [
        CorpusCase(
            "the raw value of the fallback case changed is a warning: both sides show it as that case",
            old: "record Site {\n    mode: Mode = .a\n}\n\nenum Mode fallback a { a, b }\n",
            new: "record Site {\n    mode: Mode = .a\n}\n\nenum Mode fallback a { a = \"a-v2\", b }\n",
            [
                "FIELD_DEFAULT_CHANGED warning backward+forward 2:5 was 2:5",
                "ENUM_RAW_VALUE_CHANGED warning backward+forward 5:24 was 5:24",
            ]),
        CorpusCase(
            "a fallback renamed in Swift only is no change",
            old: "record Site {\n    mode: Mode = .a\n}\n\nenum Mode fallback a { a, b }\n",
            new: "record Site {\n    mode: Mode = .first\n}\n\nenum Mode fallback first { first = \"a\", b }\n",
            []),
    ]

    @Test(arguments: cases) func corpus(_ pair: CorpusCase) {
        #expect(pair.actual == pair.expected)
    }
}
