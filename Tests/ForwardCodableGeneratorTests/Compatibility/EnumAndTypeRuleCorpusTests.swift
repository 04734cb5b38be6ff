import ForwardCodableGenerator
import Testing

/// The enum and type rules, each shown firing and shown silent on the safe form of the change.
@Suite struct EnumAndTypeRuleCorpusTests {
    static let modes = """
        record Site {
            method: Mode = .ssh
        }

        enum Mode fallback ssh { ssh, mosh, et = "eternal-terminal" }

        """

    static func modes(_ cases: String) -> String {
        modes.replacingOccurrences(of: "{ ssh, mosh, et = \"eternal-terminal\" }", with: cases)
    }

    static let cases: [CorpusCase] = [
        CorpusCase(
            "enum case added is safe for tolerant readers",
            old: modes, new: modes("{ ssh, mosh, et = \"eternal-terminal\", telnet }"),
            ["ENUM_CASE_ADDED safe safe 5:62"]),
        CorpusCase(
            "enum case added is dangerous for closed-enum readers",
            old: modes, new: modes("{ ssh, mosh, et = \"eternal-terminal\", telnet }"),
            options: CompatibilityOptions(closedEnumReaders: true),
            ["ENUM_CASE_ADDED warning forward 5:62"]),
        CorpusCase(
            "enum case removed", old: modes, new: modes("{ ssh, et = \"eternal-terminal\" }"),
            ["ENUM_CASE_REMOVED warning backward 5:6 was 5:31"]),
        CorpusCase(
            "raw value changed", old: modes, new: modes("{ ssh, mosh, et }"),
            ["ENUM_RAW_VALUE_CHANGED error backward+forward 5:37 was 5:37"]),
        CorpusCase(
            "case renamed in Swift, raw value kept, is no change",
            old: modes, new: modes("{ ssh, mobileShell = \"mosh\", et = \"eternal-terminal\" }"), []),
        CorpusCase(
            "fallback changed", old: modes, new: modes.replacingOccurrences(of: "fallback ssh", with: "fallback mosh"),
            ["ENUM_FALLBACK_CHANGED warning backward 5:6 was 5:6"]),
        CorpusCase(
            "enum renamed with the same raw values is no change",
            old: modes,
            new: modes.replacingOccurrences(of: "Mode", with: "Method"),
            ["TYPE_REMOVED safe safe - was 5:6"]),
        CorpusCase(
            "a string enum replaced by String writes the same bytes: no change",
            old: modes,
            new: "record Site {\n    method: String = \"ssh\"\n}\n",
            ["TYPE_REMOVED safe safe - was 5:6"]),
        CorpusCase(
            "an enum name reused for an unrelated enum is one replaced type, not a finding per case",
            old: "record Site {\n    mode: Mode?\n}\n\nenum Mode fallback ssh { ssh, mosh }\n",
            new: "record Site {\n    mode: Mode?\n}\n\nenum Mode fallback light { light, dark }\n",
            ["TYPE_REMOVED error backward+forward 5:6 was 5:6"]),
        CorpusCase(
            "enum removed while a field used it",
            old: modes,
            new: "record Site {\n    method: Int = 0\n}\n",
            [
                "TYPE_REMOVED error backward+forward 1:8 was 5:6",
                "FIELD_TYPE_CHANGED error backward+forward 2:5 was 2:5",
            ]),
        CorpusCase(
            "an enum removed with the last field that used it is not TYPE_REMOVED",
            old: "record Site {\n    name: String\n    mode: Mode?\n}\n\nenum Mode fallback a { a, b }\n",
            new: "record Site {\n    name: String\n}\n",
            ["FIELD_REMOVED safe safe 1:8 was 3:5", "TYPE_REMOVED safe safe - was 6:6"]),
        CorpusCase(
            "a list of enums became a list of strings: the same bytes",
            old: "record Site {\n    modes: [Mode] = []\n}\n\nenum Mode fallback a { a, b }\n",
            new: "record Site {\n    modes: [String] = []\n}\n",
            ["TYPE_REMOVED safe safe - was 5:6"]),
        CorpusCase(
            "a number widened: this version reads the old values, older versions fail beyond their range",
            old: "record Site {\n    count: Int32 = 0\n}\n", new: "record Site {\n    count: Int64 = 0\n}\n",
            ["FIELD_TYPE_CHANGED error forward 2:5 was 2:5"]),
        CorpusCase(
            "a number narrowed: documents older versions wrote may not fit",
            old: "record Site {\n    ratio: Double = 0\n}\n", new: "record Site {\n    ratio: Float = 0\n}\n",
            ["FIELD_TYPE_CHANGED error backward 2:5 was 2:5"]),
        CorpusCase(
            "an integer became a Decimal",
            old: "record Site {\n    amount: Int = 0\n}\n", new: "record Site {\n    amount: Decimal = 0\n}\n",
            ["FIELD_TYPE_CHANGED error forward 2:5 was 2:5"]),
        CorpusCase(
            "a UUID became a String: this version reads the old values, older versions fail on other strings",
            old: "record Site {\n    id: UUID\n}\n", new: "record Site {\n    id: String\n}\n",
            ["FIELD_TYPE_CHANGED error forward 2:5 was 2:5"]),
        CorpusCase(
            "a String became a UUID: documents older versions wrote may hold other strings",
            old: "record Site {\n    ids: [String]\n}\n", new: "record Site {\n    ids: [UUID]\n}\n",
            ["FIELD_TYPE_CHANGED error backward 2:5 was 2:5"]),
        CorpusCase(
            "list elements became optional: older versions fail on null",
            old: "record Site {\n    ports: [Int] = []\n}\n", new: "record Site {\n    ports: [Int?] = []\n}\n",
            ["FIELD_TYPE_CHANGED error forward 2:5 was 2:5"]),
        CorpusCase(
            "record removed while no field used it is safe",
            old: modes + "record Unused {\n    x: Int = 0\n}\n", new: modes,
            ["TYPE_REMOVED safe safe - was 6:8"]),
        CorpusCase(
            "record renamed with the same shape is no change",
            old: "record Site {\n    jump: Jump?\n}\nrecord Jump {\n    host: String\n}\n",
            new: "record Site {\n    jump: Bastion?\n}\nrecord Bastion {\n    host: String\n}\n",
            ["TYPE_REMOVED safe safe - was 4:8"]),
        CorpusCase(
            "record replaced by one of another shape",
            old: "record Site {\n    jump: Jump?\n}\nrecord Jump {\n    host: String\n}\n",
            new: "record Site {\n    jump: Bastion?\n}\nrecord Bastion {\n    address: String\n}\n",
            [
                "TYPE_REMOVED error backward+forward 1:8 was 4:8",
                "FIELD_TYPE_CHANGED error backward+forward 2:5 was 2:5",
            ]),
    ]

    @Test(arguments: cases) func corpus(_ pair: CorpusCase) {
        #expect(pair.actual == pair.expected)
    }
}
