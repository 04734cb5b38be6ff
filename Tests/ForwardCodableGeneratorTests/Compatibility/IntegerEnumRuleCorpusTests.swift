import ForwardCodableGenerator
import Testing

/// The enum rules over `Int` enums: raw values compared as integers, and a raw type that changes.
@Suite struct IntegerEnumRuleCorpusTests {
    static let levels = """
        record Site {
            level: Level = .low
        }

        enum Level: Int fallback low { low = 0, high = 1 }

        """

    static func levels(_ cases: String) -> String {
        levels.replacingOccurrences(of: "{ low = 0, high = 1 }", with: cases)
    }

    static let cases: [CorpusCase] = [
        CorpusCase(
            "Int enum case added is safe", old: levels, new: levels("{ low = 0, high = 1, max = 2 }"),
            ["ENUM_CASE_ADDED safe safe 5:51"]),
        CorpusCase(
            "Int enum raw value changed", old: levels, new: levels("{ low = 0, high = 5 }"),
            ["ENUM_RAW_VALUE_CHANGED error backward+forward 5:41 was 5:41"]),
        CorpusCase(
            "Int enum raw value spelled differently is no change", old: levels,
            new: levels("{ low = -0, high = 0_1 }"), []),
        CorpusCase(
            "Int enum renamed in Swift, raw values kept, is no change", old: levels,
            new: levels.replacingOccurrences(of: "Level", with: "Tier"), ["TYPE_REMOVED safe safe - was 5:6"]),
        CorpusCase(
            "raw type changed from String to Int",
            old: "record Site {\n    level: Level = .low\n}\n\nenum Level fallback low { low, high }\n",
            new: levels,
            [
                "FIELD_DEFAULT_CHANGED warning backward+forward 2:5 was 2:5",
                "ENUM_RAW_TYPE_CHANGED error backward+forward 5:6 was 5:6",
            ]),
        CorpusCase(
            "a recorded rename of an Int raw value",
            old: "record Site version 1 stamp \"v\" {\n    level: Level = .low\n}\n\n"
                + "enum Level: Int fallback low { low = 0, high = 9 }\n",
            new: "record Site version 2 stamp \"v\" {\n    level: Level = .low\n    since 2 {\n"
                + "        rename case Level 9 -> 1\n    }\n}\n\nenum Level: Int fallback low { low = 0, high = 1 }\n",
            ["ENUM_CASE_RENAMED warning forward 8:41 was 5:41"]),
    ]

    @Test(arguments: cases)
    func corpusCase(_ corpusCase: CorpusCase) {
        #expect(corpusCase.actual == corpusCase.expected)
    }

    /// Integers read bare in messages, strings in quotes.
    @Test func messagesSpellIntegersBare() {
        let report = CompatibilityChecker.check(
            baseline: [SchemaSource(path: "Old.fcschema", text: Self.levels)],
            current: [SchemaSource(path: "New.fcschema", text: Self.levels("{ low = 0, high = -5 }"))])
        #expect(
            report.findings.map(\.message) == [
                "the raw value of 'Level.high' changed from 1 to -5 without a 'rename case' step; each side shows "
                    + "the other's value as its fallback"
            ])
        // Site is unversioned: its documents cannot migrate, so the fix is only to keep the value.
        #expect(
            report.findings.first?.fix
                == "keep the raw value ('high = 1'): the documents of an unversioned record do not migrate")
    }

    /// A raw value changed without a step: the step is offered only when every record holding the
    /// enum can record it, and recording it where the fix says clears the finding.
    @Test func theStepAlternativeIsOfferedOnlyWhereItClearsTheFinding() throws {
        let versioned = "record Site version 1 stamp \"v\" {\n    level: Level = .low\n}\n\n"
        let unversioned = "record Plain {\n    level: Level = .low\n}\n\n"
        let old = "enum Level: Int fallback low { low = 0, high = 9 }\n"
        let new = "enum Level: Int fallback low { low = 0, high = 1 }\n"
        func fix(_ records: String) -> String? {
            CompatibilityChecker.check(
                baseline: [SchemaSource(path: "Old.fcschema", text: records + old)],
                current: [SchemaSource(path: "New.fcschema", text: records + new)]
            ).findings.first { $0.rule.id == "ENUM_RAW_VALUE_CHANGED" }?.fix
        }
        #expect(
            fix(versioned + unversioned)
                == "keep the raw value ('high = 9'): the documents of an unversioned record do not migrate")
        let advised = try #require(fix(versioned))
        #expect(
            advised
                == "keep the raw value ('high = 9'), or in record Site, record 'rename case Level 9 -> 1' in 'since 2'")
        let followed =
            "record Site version 2 stamp \"v\" {\n    level: Level = .low\n    since 2 {\n"
            + "        rename case Level 9 -> 1\n    }\n}\n\n" + new
        let after = CompatibilityChecker.check(
            baseline: [SchemaSource(path: "Old.fcschema", text: versioned + old)],
            current: [SchemaSource(path: "New.fcschema", text: followed)])
        #expect(after.findings.filter { $0.severity == .error }.isEmpty, "\(after.findings.map(\.message))")
    }
}
