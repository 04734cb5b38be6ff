import ForwardCodableGenerator
import Testing

/// `TypeCorrespondence`: a type renamed and changed in one step is matched to its old self through
/// the fields and variants that hold it, and judged by its changes, as the same change to a type
/// that kept its name is. Each case's fixes are applied by `FixApplierTests` (the cases are in
/// the rules' corpus).
@Suite struct RenamedTypeCorpusTests {
    static let jump = "record Site {\n    jump: Jump?\n}\n\nrecord Jump {\n    host: String\n}\n"

    static let modes =
        "record Site {\n    method: Mode = .ssh\n}\n\nenum Mode fallback ssh { ssh, mosh, et = \"eternal-terminal\" }\n"

    /// A record holds a record that holds a list of records that hold an enum.
    static let deep = """
        record Site {
            jump: Jump?
        }

        record Jump {
            hops: [Hop] = []
        }

        record Hop {
            mode: Mode = .ssh
        }

        enum Mode fallback ssh { ssh, mosh }

        """

    /// A union held by a record, its payload a record.
    static let blocks = """
        record Text {
            body: String
        }

        union Block tag "type" {
            text: Text
            divider
        }

        record Page {
            first: Block?
        }

        """

    /// `blocks` with the union renamed `Piece` and its body replaced by `body`.
    static func pieces(_ body: String) -> String {
        blocks.replacingOccurrences(of: "Block", with: "Piece")
            .replacingOccurrences(of: "tag \"type\" {\n    text: Text\n    divider\n}", with: body)
    }

    static let renamedRecord = "record 'Jump' was renamed to 'Bastion'"

    static let cases: [CorpusCase] = [
        CorpusCase(
            "a record renamed while an optional field is added is safe",
            old: jump,
            new: "record Site {\n    jump: Bastion?\n}\n\nrecord Bastion {\n    host: String\n    port: Int?\n}\n",
            ["FIELD_ADDED safe safe 7:5", "TYPE_REMOVED safe safe - was 5:8"]),
        CorpusCase(
            "a record renamed while a required field is added breaks as adding it does",
            old: jump,
            new: "record Site {\n    jump: Bastion?\n}\n\nrecord Bastion {\n    host: String\n    port: Int\n}\n",
            ["FIELD_ADDED_REQUIRED error backward 7:5", "TYPE_REMOVED safe safe - was 5:8"]),
        CorpusCase(
            "an enum renamed while a case is added is what adding a case is",
            old: modes,
            new: modes.replacingOccurrences(of: "Mode", with: "Method")
                .replacingOccurrences(of: "\"eternal-terminal\" }", with: "\"eternal-terminal\", telnet }"),
            ["ENUM_CASE_ADDED safe safe 5:64", "TYPE_REMOVED safe safe - was 5:6"]),
        CorpusCase(
            "an enum renamed while a case is added, for closed-enum readers",
            old: modes,
            new: modes.replacingOccurrences(of: "Mode", with: "Method")
                .replacingOccurrences(of: "\"eternal-terminal\" }", with: "\"eternal-terminal\", telnet }"),
            options: CompatibilityOptions(closedEnumReaders: true),
            ["ENUM_CASE_ADDED warning forward 5:64", "TYPE_REMOVED safe safe - was 5:6"]),
        CorpusCase(
            "an enum renamed while a raw value changes breaks as the change does",
            old: modes,
            new: modes.replacingOccurrences(of: "Mode", with: "Method").replacingOccurrences(
                of: " = \"eternal-terminal\"", with: ""),
            ["ENUM_RAW_VALUE_CHANGED error backward+forward 5:39 was 5:37", "TYPE_REMOVED safe safe - was 5:6"]),
        CorpusCase(
            "an enum name reused for a new enum while the old one moves to a new name is no change to the old field",
            old: "record Site {\n    mode: Mode?\n}\n\nenum Mode fallback ssh { ssh, mosh }\n",
            new: "record Site {\n    mode: Method?\n    theme: Mode?\n}\n\nenum Method fallback ssh { ssh, mosh }\n\n"
                + "enum Mode fallback light { light, dark }\n",
            ["FIELD_ADDED safe safe 3:5"]),
        CorpusCase(
            "an enum renamed to one with no raw value in common is a new enum in the old one's place",
            old: "record Site {\n    mode: Mode?\n}\n\nenum Mode fallback ssh { ssh, mosh }\n",
            new: "record Site {\n    mode: Theme?\n}\n\nenum Theme fallback light { light, dark }\n",
            [
                "TYPE_REMOVED error backward+forward 1:8 was 5:6",
                "FIELD_TYPE_CHANGED error backward+forward 2:5 was 2:5",
            ]),
        CorpusCase(
            "a union renamed while a variant is added is safe",
            old: blocks, new: pieces("tag \"type\" {\n    text: Text\n    divider\n    image: Text\n}"),
            ["UNION_VARIANT_ADDED safe safe 8:5"]),
        CorpusCase(
            "a union renamed while its tag key changes breaks as the change does",
            old: blocks, new: pieces("tag \"kind\" {\n    text: Text\n    divider\n}"),
            ["UNION_TAG_KEY_CHANGED error backward+forward 5:17 was 5:17"]),
        CorpusCase(
            "a union renamed while a variant is removed",
            old: blocks, new: pieces("tag \"type\" {\n    text: Text\n}"),
            ["UNION_VARIANT_REMOVED warning backward 5:7 was 7:5"]),
        CorpusCase(
            "a payload record renamed while an optional field is added is safe",
            old: blocks,
            new: blocks.replacingOccurrences(
                of: "record Text {\n    body: String\n}", with: "record Prose {\n    body: String\n    lang: String?\n}"
            )
            .replacingOccurrences(of: "text: Text", with: "text: Prose"),
            ["FIELD_ADDED safe safe 3:5", "TYPE_REMOVED safe safe - was 1:8"]),
        CorpusCase(
            "records renamed and changed in a list and in a dictionary",
            old:
                "record Site {\n    hops: [Jump] = []\n    byName: [String: Jump] = [:]\n}\n\nrecord Jump {\n    host: String\n"
                + "    note: String?\n}\n",
            new: "record Site {\n    hops: [Bastion] = []\n    byName: [String: Relay] = [:]\n}\n\nrecord Bastion {\n"
                + "    host: String\n    note: String?\n    port: Int\n}\n\nrecord Relay {\n    host: String\n}\n",
            [
                "FIELD_ADDED_REQUIRED error backward 9:5", "FIELD_REMOVED safe safe 12:8 was 8:5",
                "TYPE_REMOVED safe safe - was 6:8",
            ]),
        CorpusCase(
            "renames nested several levels deep are each judged by their changes",
            old: deep,
            new: deep.replacingOccurrences(of: "Jump", with: "Bastion").replacingOccurrences(of: "Hop", with: "Leg")
                .replacingOccurrences(of: "Mode", with: "Method")
                .replacingOccurrences(of: "hops: [Leg] = []\n", with: "hops: [Leg] = []\n    note: String?\n")
                .replacingOccurrences(of: "{ ssh, mosh }", with: "{ ssh, mosh = \"mobile-shell\", et }"),
            [
                "FIELD_ADDED safe safe 7:5", "ENUM_RAW_VALUE_CHANGED error backward+forward 14:33 was 13:31",
                "ENUM_CASE_ADDED safe safe 14:56", "TYPE_REMOVED safe safe - was 5:8",
                "TYPE_REMOVED safe safe - was 9:8",
                "TYPE_REMOVED safe safe - was 13:6",
            ]),
        CorpusCase(
            "a type two fields held is judged against each type they hold now",
            old:
                "record Order {\n    billing: Address\n    shipping: Address\n}\n\nrecord Address {\n    street: String\n}\n",
            new:
                "record Order {\n    billing: Billing\n    shipping: Shipping\n}\n\nrecord Billing {\n    street: String\n"
                + "    zip: String?\n}\n\nrecord Shipping {\n    street: String\n    zip: String\n}\n",
            [
                "FIELD_ADDED safe safe 8:5", "FIELD_ADDED_REQUIRED error backward 13:5",
                "TYPE_REMOVED safe safe - was 6:8",
            ]),
        CorpusCase(
            "two records that swap names are no change: each field follows the type it held",
            old:
                "record Site {\n    a: Box\n    b: Pin\n}\n\nrecord Box {\n    width: Int\n}\n\nrecord Pin {\n    x: Int\n}\n",
            new:
                "record Site {\n    a: Pin\n    b: Box\n}\n\nrecord Pin {\n    width: Int\n}\n\nrecord Box {\n    x: Int\n}\n",
            []),
        CorpusCase(
            "mutually recursive records renamed and changed",
            old:
                "record Doc {\n    a: [A] = []\n}\n\nrecord A {\n    bs: [B] = []\n}\n\nrecord B {\n    alphas: [A] = []\n"
                + "    mode: Mode = .x\n}\n\nenum Mode fallback x { x, y }\n",
            new: "record Doc {\n    a: [Alpha] = []\n}\n\nrecord Alpha {\n    bs: [Beta] = []\n    tag: String?\n}\n\n"
                + "record Beta {\n    alphas: [Alpha] = []\n    mode: Kind = .x\n}\n\nenum Kind fallback x { x, y, z }\n",
            [
                "FIELD_ADDED safe safe 7:5", "ENUM_CASE_ADDED safe safe 15:30", "TYPE_REMOVED safe safe - was 5:8",
                "TYPE_REMOVED safe safe - was 9:8", "TYPE_REMOVED safe safe - was 14:6",
            ]),
        CorpusCase(
            "a history that names a renamed type is no edit of the history",
            old: "record Note version 2 stamp \"v\" {\n    jump: Jump?\n\n    since 2 {\n        remove legacy: Jump?\n"
                + "    }\n}\n\nrecord Jump {\n    host: String\n}\n",
            new:
                "record Note version 2 stamp \"v\" {\n    jump: Bastion?\n\n    since 2 {\n        remove legacy: Bastion?\n"
                + "    }\n}\n\nrecord Bastion {\n    host: String\n}\n",
            ["TYPE_REMOVED safe safe - was 9:8"]),
        CorpusCase(
            "a versioned record renamed while its version goes down",
            old:
                "record Box {\n    note: Note?\n}\n\nrecord Note version 2 stamp \"v\" {\n    text: String\n\n    since 2 {\n"
                + "        remove legacy: String?\n    }\n}\n",
            new:
                "record Box {\n    note: Memo?\n}\n\nrecord Memo version 1 stamp \"v\" {\n    text: String\n    size: Int?\n}\n",
            [
                "VERSION_LOWERED error backward+forward 5:13 was 5:13", "FIELD_ADDED safe safe 7:5",
                "TYPE_REMOVED safe safe - was 5:8",
            ]),
        CorpusCase(
            "a renamed record loses a field of a renamed enum: the fix spells the enum's current name",
            old: "record Site {\n    jump: Jump?\n}\n\nrecord Jump {\n    host: String\n    mode: Mode\n}\n\n"
                + "enum Mode fallback ssh { ssh, mosh }\n",
            new: "record Site {\n    jump: Bastion?\n}\n\nrecord Bastion {\n    host: String\n}\n\n"
                + "enum Method fallback ssh { ssh, mosh }\n",
            [
                "FIELD_REMOVED error forward 5:8 was 7:5", "TYPE_REMOVED safe safe - was 5:8",
                "TYPE_REMOVED safe safe - was 10:6",
            ]),
        CorpusCase(
            "a case rename recorded for a renamed enum",
            old: "record Card version 1 stamp \"v\" {\n    stage: Stage = .draft\n}\n\n"
                + "enum Stage fallback draft { draft, wip }\n",
            new: "record Card version 2 stamp \"v\" {\n    stage: Phase = .draft\n\n    since 2 {\n"
                + "        rename case Phase \"wip\" -> \"active\"\n    }\n}\n\nenum Phase fallback draft { draft, active, done }\n",
            [
                "ENUM_CASE_RENAMED warning forward 9:36 was 5:36", "ENUM_CASE_ADDED safe safe 9:44",
                "TYPE_REMOVED safe safe - was 5:6",
            ]),
        CorpusCase(
            "a case rename recorded for a renamed enum that a renamed record holds too",
            old: "record Site {\n    board: Board?\n}\n\nrecord Board {\n    stages: [Stage] = []\n}\n\n"
                + "record Card version 1 stamp \"v\" {\n    stage: Stage = .draft\n}\n\n"
                + "enum Stage fallback draft { draft, wip }\n",
            new: "record Site {\n    board: Deck?\n}\n\nrecord Deck {\n    stages: [Phase] = []\n}\n\n"
                + "record Card version 2 stamp \"v\" {\n    stage: Phase = .draft\n\n    since 2 {\n"
                + "        rename case Phase \"wip\" -> \"active\"\n    }\n}\n\nenum Phase fallback draft { draft, active }\n",
            [
                "ENUM_RAW_VALUE_CHANGED error backward+forward 17:36 was 13:36",
                "ENUM_CASE_RENAMED warning forward 17:36 was 13:36", "TYPE_REMOVED safe safe - was 5:8",
                "TYPE_REMOVED safe safe - was 13:6",
            ]),
        CorpusCase(
            "a field renamed by a step while the record it holds is renamed and changed",
            old: "record Note version 1 stamp \"v\" {\n    jump: Jump?\n}\n\nrecord Jump {\n    host: String\n}\n",
            new: "record Note version 2 stamp \"v\" {\n    hop: Bastion?\n\n    since 2 {\n        rename jump -> hop\n"
                + "    }\n}\n\nrecord Bastion {\n    host: String\n    port: Int?\n}\n",
            [
                "FIELD_RENAMED_OPTIONAL warning forward 2:5 was 2:5", "FIELD_ADDED safe safe 11:5",
                "TYPE_REMOVED safe safe - was 5:8",
            ]),
        CorpusCase(
            "a key a renamed type's field held in an older version, taken again with that type, is no reuse",
            old: "record Note version 2 stamp \"v\" {\n    text: String\n\n    since 2 {\n        remove jump: Jump?\n"
                + "    }\n}\n\nrecord Site {\n    j: Jump?\n}\n\nrecord Jump {\n    host: String\n}\n",
            new:
                "record Note version 3 stamp \"v\" {\n    text: String\n    hop: Bastion? @key(\"jump\")\n\n    since 2 {\n"
                + "        remove jump: Bastion?\n    }\n\n    since 3 {\n        add hop\n    }\n}\n\n"
                + "record Site {\n    j: Bastion?\n}\n\nrecord Bastion {\n    host: String\n}\n",
            ["FIELD_ADDED safe safe 3:5", "TYPE_REMOVED safe safe - was 13:8"]),
    ]

    @Test(arguments: cases) func corpus(_ pair: CorpusCase) {
        #expect(pair.actual == pair.expected, "\(pair.name)")
    }

    /// Every finding about a renamed type names it by both names; the safe one says what it became.
    @Test func messagesNameTheOldAndTheNewType() throws {
        let pair = try #require(Self.cases.first { $0.name.hasPrefix("renames nested several levels deep") })
        let findings = pair.report().findings
        let messages = findings.map(\.message)
        #expect(messages.contains("optional field 'note' was added to 'Bastion' (renamed from 'Jump')"))
        #expect(
            messages.contains {
                $0.hasPrefix(
                    "the raw value of 'Method.mosh' (was 'Mode.mosh') changed from \"mosh\" to \"mobile-shell\"")
            }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("case 'et' was added to 'Method' (renamed from 'Mode')") })
        #expect(messages.contains { $0.hasPrefix("record 'Hop' was renamed to 'Leg'") })
        for finding in findings where finding.rule != .typeRemoved {
            #expect(finding.subject.hasPrefix("Bastion.") || finding.subject.hasPrefix("Method."), "\(finding.subject)")
        }
        let split = try #require(Self.cases.first { $0.name.hasPrefix("a type two fields held") })
        #expect(
            split.report().findings.map(\.message).contains {
                $0.hasPrefix("record 'Address' was split: the fields that held it now hold 'Billing' and 'Shipping'")
            })
    }

    @Test func theFixOfARenamedRecordsRemovedFieldSpellsCurrentNames() throws {
        let pair = try #require(Self.cases.first { $0.name.hasPrefix("a renamed record loses a field") })
        let fix = try #require(pair.report().findings.first { $0.rule.id == "FIELD_REMOVED" }?.fix)
        #expect(fix.hasPrefix("keep 'mode: Method = .ssh' for a release"), "\(fix)")
    }
}
