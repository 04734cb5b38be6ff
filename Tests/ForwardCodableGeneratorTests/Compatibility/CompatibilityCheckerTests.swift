import Testing

@testable import ForwardCodableGenerator

/// The checker's inputs and outputs beyond single-file pairs: files, lock files, errors, formats.
@Suite struct CompatibilityCheckerTests {
    @Test func typesMatchByNameAcrossFiles() {
        let baseline = [
            SchemaSource(
                path: "A.fcschema",
                text: "record Site {\n    method: Mode = .ssh\n}\nenum Mode fallback ssh { ssh, mosh }\n")
        ]
        let current = [
            SchemaSource(path: "Hosts.fcschema", text: "record Site {\n    method: Mode = .ssh\n}\n"),
            SchemaSource(path: "Modes.fcschema", text: "enum Mode fallback ssh { ssh }\n"),
        ]
        let report = CompatibilityChecker.check(baseline: baseline, current: current)
        #expect(report.findings.map(CorpusCase.line) == ["ENUM_CASE_REMOVED warning backward 1:6 was 4:31"])
        #expect(report.findings.first?.location?.file == "Modes.fcschema")
        #expect(report.findings.first?.oldLocation?.file == "A.fcschema")
    }

    @Test func theLockKeepsSchemasVerbatimAndMapsLocationsToItsOwnLines() throws {
        let sources = [
            SchemaSource(path: "Schemas/B.fcschema", text: "record B {\n    x: Int\n}\n"),
            SchemaSource(path: "Schemas/A.fcschema", text: "// a (1 lines)\n=== not a header\nrecord A {\n}\n"),
        ]
        let text = LockFile.render(sources)
        let entries = try LockFile.parse(text, path: "lock").get()
        #expect(entries.map(\.source) == sources.sorted { $0.path < $1.path })
        let location = SourceLocation(file: "Schemas/B.fcschema", line: 2, column: 5)
        let mapped = LockFile.lockLocation(location, in: entries, lockPath: "lock")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(mapped.file == "lock")
        #expect(lines[mapped.line - 1] == "    x: Int")
    }

    @Test func aMalformedLockIsALocatedError() {
        let text = "# comment\n=== Schemas/A.fcschema (9 lines)\nrecord A {\n}\n"
        guard case .failure(let error) = LockFile.parse(text, path: "Schemas/forward-codable.lock") else {
            Issue.record("a header that promises more lines than the lock has must fail")
            return
        }
        #expect(error.diagnostic.location == SourceLocation(file: "Schemas/forward-codable.lock", line: 2, column: 1))
    }

    @Test func schemaErrorsOnEitherSideStopTheComparison() {
        let good = [SchemaSource(path: "Good.fcschema", text: "record A {\n    x: Int\n}\n")]
        let bad = [SchemaSource(path: "Bad.fcschema", text: "record A {\n    x: Nope\n}\n")]
        for (baseline, current) in [(bad, good), (good, bad)] {
            let report = CompatibilityChecker.check(baseline: baseline, current: current)
            #expect(report.findings.isEmpty)
            #expect(report.hasSchemaErrors)
            #expect(report.diagnostics.first?.location.file == "Bad.fcschema")
        }
    }

    /// A problem both sides have, such as a schema file name with a dash, is reported once: at
    /// the current schema, where it is fixed. The baseline's other problems are still reported.
    @Test func anErrorBothSidesHaveIsReportedOnceAtTheCurrentSchema() {
        let dashed = "record Site {\n    name: String\n}\n"
        let current = [SchemaSource(path: "Schemas/my-host.fcschema", text: dashed)]
        let same = CompatibilityChecker.check(baseline: current, current: current).diagnostics
        #expect(same.map(\.location.file) == ["Schemas/my-host.fcschema"])
        let baseline = [
            SchemaSource(path: "HEAD:Schemas/my-host.fcschema", text: dashed + "record B {\n    x: Nope\n}\n")
        ]
        let report = CompatibilityChecker.check(baseline: baseline, current: current)
        #expect(
            report.diagnostics.map { "\($0.id.code) \($0.location.file)" } == [
                "FC301 HEAD:Schemas/my-host.fcschema", "FC209 Schemas/my-host.fcschema",
            ])
    }

    @Test func jsonEscapesAndGitHubEscapesProperties() {
        let finding = CompatibilityFinding(
            rule: .fieldRemoved, subject: "R.f", severity: .error, directions: [.forward],
            location: SourceLocation(file: "a,b:c.fcschema", line: 1, column: 2),
            oldLocation: SourceLocation(file: "old.fcschema", line: 3, column: 4),
            message: "quote \" backslash \\ newline \n percent % tab \t bell \u{7}")
        let report = CompatibilityReport(findings: [finding], diagnostics: [])
        #expect(
            report.json(verbose: false).contains(
                #""message": "quote \" backslash \\ newline \n percent % tab \t bell \u0007""#))
        #expect(
            report.github(verbose: false)
                == "::error file=a%2Cb%3Ac.fcschema,line=1,col=2,title=FIELD_REMOVED::quote \" backslash \\ newline %0A percent %25 tab \t bell \u{7} (previously declared at old.fcschema:3:4)\n"
        )
    }

    @Test func messagesNameTheStepThatWouldRecordTheChange() throws {
        func text(_ new: String) -> String {
            CompatibilityChecker.check(
                baseline: [SchemaSource(path: "Old.fcschema", text: noteSchema)],
                current: [SchemaSource(path: "New.fcschema", text: new)]
            ).text(verbose: false)
        }
        let renamed = VersionRuleCorpusTests.version3("", ("    text: String", "    title: String"))
        #expect(
            text(renamed) == """
                New.fcschema:2:5: error: field 'text' of 'Note' was renamed to 'title' without a 'rename' step; \
                keep the wire key: 'title: String @key("text")'; or record 'rename text -> title' in 'since 3': older \
                documents then migrate, but older versions still cannot read what this one writes \
                [FIELD_RENAMED: backward, forward]
                Old.fcschema:2:5: note: previously declared here

                """)
        let retyped = VersionRuleCorpusTests.version3(
            "        change build from Int hook\n", ("    build: Int", "    build: String"))
        #expect(
            text(retyped) == """
                New.fcschema:3:5: error: field 'build' of 'Note' changed type from Int to String; older versions \
                cannot read the new type; keep 'build: Int' without 'change build from Int hook', and add a field of the \
                new type beside it, written until no older version reads these documents [FIELD_TYPE_CHANGED: forward]
                Old.fcschema:3:5: note: previously declared here

                """)
        #expect(
            text(VersionRuleCorpusTests.version3("", ("    build: Int", "    build: String")))
                .hasPrefix(
                    "New.fcschema:3:5: error: field 'build' of 'Note' changed type from Int to String without a "
                        + "'change build from Int hook' step; keep 'build: Int' and add a field of the new type beside "
                        + "it; or record 'change build from Int hook' in 'since 3'"))
        // An unversioned record has no history: it is never told to add a step.
        let unversioned = CompatibilityChecker.check(
            baseline: [SchemaSource(path: "Old.fcschema", text: "record Site {\n    port: Int = 0\n}\n")],
            current: [SchemaSource(path: "New.fcschema", text: "record Site {\n    port: String = \"\"\n}\n")])
        let message = try #require(unversioned.findings.first?.message)
        #expect(!message.contains("hook"), "\(message)")
        #expect(unversioned.findings.first?.fix?.contains("hook") == false)
    }
}
