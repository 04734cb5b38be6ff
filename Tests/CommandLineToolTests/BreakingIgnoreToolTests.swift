import Foundation
import Testing

/// `forward-codable breaking` with the ignores of `forward-codable.json`: an ignored break is
/// reported with its reason and does not fail the check; an ignore left behind is a warning at
/// its line and column; a malformed one is a configuration error.
@Suite struct BreakingIgnoreToolTests {
    let released = "record Site {\n    name: String\n    legacy: Int\n}\n"
    let current = "record Site {\n    name: String\n}\n"
    let configuration = """
        {
            "breaking": {
                "ignore": [
                    {"rule": "FIELD_REMOVED", "path": "Site.legacy", "reason": "no app reads it since 2.0"}
                ]
            }
        }

        """

    func tool(configuration: String) throws -> ToolRunner {
        let tool = try ToolRunner()
        try tool.write(released, to: "Baseline/Sites.fcschema")
        try tool.write(current, to: "Schemas/Sites.fcschema")
        try tool.write(configuration, to: "Schemas/forward-codable.json")
        return tool
    }

    @Test func anIgnoredBreakIsReportedWithItsReasonAndExitsZero() throws {
        let tool = try tool(configuration: configuration)
        let result = try tool.run("breaking", "--against", "Baseline")
        #expect(result.status == 0)
        #expect(
            result.output == """
                Schemas/Sites.fcschema:1:8: remark: ignored error: required field 'legacy' of 'Site' was removed; older versions require "legacy"; keep 'legacy: Int = 0' for a release, so that older versions read what it writes; then remove it [FIELD_REMOVED: forward; ignored: no app reads it since 2.0]
                Baseline/Sites.fcschema:3:5: note: previously declared here

                """)
        #expect(result.errors == "no breaking change (0 dangerous, 0 safe, 1 ignored) against Baseline (mode full)\n")

        try tool.write("{}", to: "Schemas/forward-codable.json")
        #expect(try tool.run("breaking", "--against", "Baseline").status == 5, "without the ignore it breaks")
    }

    @Test func jsonMarksTheIgnoredFindingAndDoesNotCountIt() throws {
        let tool = try tool(configuration: configuration)
        let json = try tool.run("breaking", "--against", "Baseline", "--format", "json")
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["breaking"] as? Int == 0)
        let finding = (object?["findings"] as? [[String: Any]])?.first
        #expect(finding?["rule"] as? String == "FIELD_REMOVED")
        #expect(finding?["subject"] as? String == "Site.legacy")
        #expect(finding?["severity"] as? String == "error")
        let ignored = finding?["ignored"] as? [String: Any]
        #expect(ignored?["reason"] as? String == "no app reads it since 2.0")
        #expect(ignored?["path"] as? String == "Schemas/forward-codable.json")
        #expect(ignored?["line"] as? Int == 4 && ignored?["column"] as? Int == 13)

        let github = try tool.run("breaking", "--against", "Baseline", "--format", "github")
        #expect(github.status == 0)
        #expect(
            github.output.hasPrefix("::notice file=Schemas/Sites.fcschema,line=1,col=8,title=FIELD_REMOVED (ignored)::")
        )
        #expect(github.output.hasSuffix("; ignored: no app reads it since 2.0\n"))
    }

    @Test func anIgnoreThatMatchesNothingIsAWarningAtItsPlace() throws {
        let stale = configuration.replacingOccurrences(
            of: "}\n        ]",
            with:
                "},\n            {\"rule\": \"FIELD_TYPE_CHANGED\", \"path\": \"Site.name\", \"reason\": \"r\"}\n        ]"
        )
        #expect(stale != configuration)
        let tool = try tool(configuration: stale)
        let result = try tool.run("breaking", "--against", "Baseline")
        #expect(result.status == 0)
        #expect(
            result.errors == """
                Schemas/forward-codable.json:5:13: warning: the ignore of FIELD_TYPE_CHANGED for 'Site.name' matches no finding; remove it (the break it accepted is no longer reported) [FC814]
                no breaking change (0 dangerous, 0 safe, 1 ignored) against Baseline (mode full)

                """)
        let github = try tool.run("breaking", "--against", "Baseline", "--format", "github")
        #expect(
            github.output.contains(
                "::warning file=Schemas/forward-codable.json,line=5,col=13,title=FC814::the ignore of "
                    + "FIELD_TYPE_CHANGED for 'Site.name' matches no finding; remove it (the break it accepted is no "
                    + "longer reported)\n"))
        let json = try tool.run("breaking", "--against", "Baseline", "--format", "json")
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let warning = (object?["warnings"] as? [[String: Any]])?.first
        #expect(warning?["id"] as? String == "FC814" && warning?["severity"] as? String == "warning")
        #expect(warning?["line"] as? Int == 5 && warning?["column"] as? Int == 13)
        // A narrowed check leaves findings out: no ignore is called unused then.
        let backward = try tool.run("breaking", "--against", "Baseline", "--mode", "backward")
        #expect(backward.status == 0 && !backward.errors.contains("FC814"))
    }

    @Test func aMalformedIgnoreIsAConfigurationError() throws {
        let misspelled = configuration.replacingOccurrences(of: "\"FIELD_REMOVED\"", with: "\"FIELD_REMOVD\"")
        let tool = try tool(configuration: misspelled)
        let result = try tool.run("breaking", "--against", "Baseline")
        #expect(result.status == 1)
        #expect(
            result.errors.hasPrefix(
                "Schemas/forward-codable.json:4:14: error: no rule 'FIELD_REMOVD'; 'forward-codable breaking "
                    + "--list-rules' lists them; did you mean 'FIELD_REMOVED'? [FC812]\n"))
        #expect(result.output.isEmpty)
    }

    @Test func anIgnoredBreakDoesNotRefuseRecordingARelease() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Schemas/Sites.fcschema")
        #expect(try tool.run("breaking", "--update-lock", "--release", "1.0").status == 0)
        try tool.write(current, to: "Schemas/Sites.fcschema")
        #expect(try tool.run("breaking", "--update-lock", "--release", "1.1").status == 5)
        try tool.write(configuration, to: "Schemas/forward-codable.json")
        let recorded = try tool.run("breaking", "--update-lock", "--release", "1.1")
        #expect(recorded.status == 0, "\(recorded.errors)")
        #expect(try tool.read("Schemas/forward-codable.lock").contains("### release 1.1\n"))
    }
}
