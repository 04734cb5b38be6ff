import Testing

@testable import ForwardCodableGenerator

/// The ignores of `forward-codable.json`: which findings they match, what they change in the
/// report, and the ones left behind.
@Suite struct CompatibilityIgnoreTests {
    let old =
        "record Site {\n    name: String\n}\nrecord Host {\n    id: Int\n    port: Int\n}\n"
        + "enum Mode fallback ssh { ssh, mosh }\n"
    let new = "record Site {\n    title: String\n}\nrecord Host {\n    id: Int\n}\nenum Mode fallback ssh { ssh }\n"

    func report() -> CompatibilityReport {
        CompatibilityChecker.check(
            baseline: [SchemaSource(path: "Old.fcschema", text: old)],
            current: [SchemaSource(path: "New.fcschema", text: new)])
    }

    func ignore(_ rule: CompatibilityRule, _ path: String) -> CompatibilityIgnore {
        CompatibilityIgnore(
            rule: rule, path: path, reason: "accepted", location: SourceLocation(file: "c.json", line: 1, column: 1))
    }

    @Test func findingsNameTheirSubject() {
        #expect(
            report().findings.map { "\($0.rule.id) \($0.subject)" } == [
                "FIELD_RENAMED Site.title", "FIELD_REMOVED Host.port", "ENUM_CASE_REMOVED Mode.mosh",
            ])
    }

    @Test func aFindingOfTheHistorysShapeNamesTheFieldAsTheCurrentSchemasDo() throws {
        let pair = try #require(
            VersionRuleCorpusTests.cases.first {
                $0.name
                    == "a recorded rename without the old default makes version 2 documents without the key unreadable"
            })
        #expect(
            pair.report().findings.map { "\($0.rule.id) \($0.subject)" } == [
                "FIELD_RENAMED_OPTIONAL Note.isDraft", "FIELD_MADE_REQUIRED Note.isDraft",
            ])
    }

    @Test func aMemberPathMatchesThatMemberAndATypePathItsMembers() {
        var report = report()
        let unused = report.apply([ignore(.fieldRemoved, "Host.port"), ignore(.fieldRenamed, "Site")])
        #expect(unused.isEmpty)
        #expect(report.findings.map { $0.ignore?.path } == ["Site", "Host.port", nil])
        #expect(!report.isBreaking, "every error is ignored")
        #expect(report.summary == "no breaking change (1 dangerous, 0 safe, 2 ignored)")
    }

    @Test func anIgnoreOfAnotherRuleOrMemberMatchesNothingAndIsReturned() {
        var report = report()
        let unused = report.apply([
            ignore(.fieldRemoved, "Host.id"), ignore(.fieldTypeChanged, "Host"), ignore(.fieldRemoved, "Hos"),
            ignore(.fieldRemoved, "Host.port"),
        ])
        #expect(report.isBreaking, "the rename still breaks")
        #expect(
            unused.map(\.description) == [
                "c.json:1:1: warning: the ignore of FIELD_REMOVED for 'Host.id' matches no finding; remove it (the "
                    + "break it accepted is no longer reported) [FC814]",
                "c.json:1:1: warning: the ignore of FIELD_TYPE_CHANGED for 'Host' matches no finding; remove it (the "
                    + "break it accepted is no longer reported) [FC814]",
                "c.json:1:1: warning: the ignore of FIELD_REMOVED for 'Hos' matches no finding; remove it (the "
                    + "break it accepted is no longer reported) [FC814]",
            ])
        #expect(report.summary == "1 breaking change(s), 1 dangerous, 0 safe, 1 ignored")
    }

    @Test func theConfigurationReadsIgnoresInOrderWithTheirPlaces() {
        let text = """
            {
              "accessLevel": "internal",
              "breaking": {"ignore": [
                {"rule": "FIELD_REMOVED", "path": "Site.port", "reason": "no app reads it since 2.0"},
                {"rule": "ENUM_CASE_REMOVED", "path": "Mode", "reason": "mosh is gone"}
              ]}
            }
            """
        let settings = Configuration.read(text, path: "c.json")
        #expect(settings.diagnostics.isEmpty)
        #expect(settings.options.accessLevel == .internal)
        #expect(
            settings.ignores.map { "\($0.rule.id) \($0.path) \($0.reason) \($0.location)" } == [
                "FIELD_REMOVED Site.port no app reads it since 2.0 c.json:4:5",
                "ENUM_CASE_REMOVED Mode mosh is gone c.json:5:5",
            ])
        #expect(Configuration.parse(text, path: "c.json").diagnostics.isEmpty, "generate accepts the setting")
    }

    @Test func anEntryWithAnErrorIgnoresNothing() {
        let text = #"{"breaking": {"ignore": [{"rule": "FIELD_REMOVED", "path": "Site.port", "reason": ""}]}}"#
        let settings = Configuration.read(text, path: "c.json")
        #expect(settings.ignores.isEmpty)
        #expect(settings.diagnostics.map(\.id) == [.breakingIgnoreWithoutReason])
    }

    @Test func jsonAndGitHubShowTheReason() {
        var report = report()
        _ = report.apply([ignore(.fieldRemoved, "Host.port")])
        let json = report.json(verbose: false)
        #expect(json.contains(#""breaking": 1,"#), "the rename still counts")
        #expect(
            json.contains(
                #""ignored": {"reason": "accepted", "path": "c.json", "line": 1, "column": 1}"#))
        #expect(json.contains(#""subject": "Host.port""#))
        let github = report.github(verbose: false)
        #expect(github.contains("::notice file=New.fcschema,line=4,col=8,title=FIELD_REMOVED (ignored)::"))
        #expect(github.contains("; ignored: accepted\n"))
        let text = report.text(verbose: false)
        #expect(text.contains("New.fcschema:4:8: remark: ignored error: required field 'port' of 'Host' was removed"))
        #expect(text.contains("[FIELD_REMOVED: forward; ignored: accepted]\n"))
    }
}
