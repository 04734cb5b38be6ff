import ForwardCodableGenerator
import Testing

/// The checker on display-only fallbacks (`enum Kind fallback unsupported display { … }`): the
/// fallback changing kind either way, a case taking the display fallback's name, and the changes
/// that touch neither the wire nor what unknown values show.
@Suite struct DisplayFallbackRuleCorpusTests {
    /// A record holding `Kind`, declared by `declaration` (its line 5 on).
    static func kinds(_ declaration: String) -> String {
        "record Notice {\n    kind: Kind\n}\n\n" + declaration + "\n"
    }

    static let wire = kinds("enum Kind fallback mention {\n    mention\n    reblog\n}")
    static let display = kinds("enum Kind fallback unsupported display {\n    mention\n    reblog\n}")

    static let cases: [CorpusCase] = [
        CorpusCase(
            "a wire fallback made display-only", old: wire, new: display,
            ["ENUM_FALLBACK_DISPLAY_CHANGED warning backward 5:6 was 5:6"]),
        CorpusCase(
            "a display-only fallback made a wire case again", old: display, new: wire,
            ["ENUM_FALLBACK_DISPLAY_CHANGED warning backward 5:6 was 5:6"]),
        CorpusCase(
            "display removed: the display fallback becomes a wire case of the same name", old: display,
            new: kinds("enum Kind fallback unsupported {\n    mention\n    reblog\n    unsupported\n}"),
            ["ENUM_FALLBACK_DISPLAY_CHANGED warning backward 5:6 was 5:6", "ENUM_CASE_ADDED safe safe 8:5"]),
        CorpusCase(
            "display removed, and the display fallback's name given to a case that is not the fallback",
            old: display,
            new: kinds("enum Kind fallback mention {\n    mention\n    reblog\n    unsupported\n}"),
            [
                "ENUM_FALLBACK_DISPLAY_CHANGED warning backward 5:6 was 5:6",
                "ENUM_DISPLAY_FALLBACK_TAKEN warning backward 8:5 was 5:6",
                "ENUM_CASE_ADDED safe safe 8:5",
            ]),
        CorpusCase(
            "a later version adds a wire case with the display fallback's name", old: display,
            new: kinds("enum Kind fallback unknown display {\n    mention\n    reblog\n    unsupported\n}"),
            ["ENUM_DISPLAY_FALLBACK_TAKEN warning backward 8:5 was 5:6", "ENUM_CASE_ADDED safe safe 8:5"]),
        CorpusCase(
            "a display fallback renamed in Swift changes nothing on the wire", old: display,
            new: kinds("enum Kind fallback unknown display {\n    mention\n    reblog\n}"), []),
        CorpusCase(
            "a case added beside a display fallback is safe", old: display,
            new: kinds("enum Kind fallback unsupported display {\n    mention\n    reblog\n    poll\n}"),
            ["ENUM_CASE_ADDED safe safe 8:5"]),
        CorpusCase(
            "a required field of a display enum added: its fix gives a wire case as default",
            old: "record Notice {\n    id: String\n}\n\nenum Kind fallback unsupported display {\n    mention\n}\n",
            new:
                "record Notice {\n    id: String\n    kind: Kind\n}\n\nenum Kind fallback unsupported display {\n    mention\n}\n",
            ["FIELD_ADDED_REQUIRED error backward 3:5"]),
        CorpusCase(
            "a case removed beside a display fallback shows as the fallback with its value", old: display,
            new: kinds("enum Kind fallback unsupported display {\n    mention\n}"),
            ["ENUM_CASE_REMOVED warning backward 5:6 was 7:5"]),
    ]

    @Test(arguments: cases) func corpus(_ pair: CorpusCase) {
        #expect(pair.actual == pair.expected)
    }

    /// The advice of `ENUM_DISPLAY_FALLBACK_TAKEN`, followed by hand: the case gets another
    /// name, the display fallback keeps its own, and the finding goes away.
    @Test func aCaseRenamedAsAdvisedKeepsTheDisplayFallback() throws {
        let pair = try #require(Self.cases.first { $0.name.hasPrefix("a later version adds") })
        let finding = try #require(pair.report().findings.first { $0.rule == .enumDisplayFallbackTaken })
        #expect(
            finding.fix
                == "give the case another name, such as 'unsupportedCase = \"unsupported\"', and keep "
                + "'fallback unsupported display'")
        let followed = Self.kinds(
            "enum Kind fallback unsupported display {\n    mention\n    reblog\n    unsupportedCase = \"unsupported\"\n}"
        )
        let after = pair.report(current: followed)
        #expect(after.diagnostics.isEmpty)
        #expect(after.findings.map(CorpusCase.line) == ["ENUM_CASE_ADDED safe safe 8:5"])
    }

    /// The advised default is a wire case: a display fallback cannot be a default (FC614).
    @Test func anAddedRequiredFieldIsAdvisedAWireCaseAsDefault() throws {
        let pair = try #require(Self.cases.first { $0.name.hasPrefix("a required field of a display enum") })
        let fix = try #require(pair.report().findings.first?.fix)
        #expect(fix.contains("= .mention"), "\(fix)")
        #expect(!fix.contains("unsupported"), "\(fix)")
    }

    @Test func theMessagesSayWhatUnknownValuesShow() throws {
        let made = try #require(Self.cases.first { $0.name == "a wire fallback made display-only" })
        #expect(
            made.report().findings.map(\.message) == [
                "the fallback of 'Kind' became display-only ('unsupported display'): values this version does not "
                    + "know now show as '.unsupported(raw)' instead of 'mention', and code that switches over 'Kind' "
                    + "handles the new case"
            ])
        let removed = try #require(Self.cases.first { $0.name.hasPrefix("a case removed beside") })
        #expect(
            removed.report().findings.map(\.message) == [
                "case 'reblog' (\"reblog\") was removed from 'Kind'; documents that hold it now show "
                    + "'.unsupported(raw)'"
            ])
        let taken = try #require(Self.cases.first { $0.name.hasPrefix("a later version adds") })
        #expect(
            taken.report().findings.first?.message
                == "'unsupported' was the display fallback of 'Kind', which stood for every value a version does "
                + "not know; it is now the case of \"unsupported\": code that matched '.unsupported' for unknown "
                + "values now matches \"unsupported\" only, and older versions show \"unsupported\" as "
                + "'.unsupported(\"unsupported\")'")
    }
}
