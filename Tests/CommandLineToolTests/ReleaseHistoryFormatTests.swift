import Foundation
import Testing

/// How findings name the releases they break in each format, locks written before releases had
/// names, and malformed release headers.
@Suite struct ReleaseHistoryFormatTests {
    /// A lock as `--update-lock` wrote it before releases: one unnamed release.
    static let oldLock = """
        # forward-codable lock: the schemas of the last release, the baseline of `forward-codable breaking`.
        # Update it when you release: forward-codable breaking --update-lock
        === Schemas/Sites.fcschema (4 lines)
        record Site {
            name: String
            port: Int
        }

        """

    @Test func theJSONAndGitHubFormatsNameTheReleases() throws {
        let tool = try ReleaseHistoryTests.twoReleases()
        try tool.write(
            ReleaseHistoryTests.release12.replacingOccurrences(of: "String", with: "String?"),
            to: "Schemas/Sites.fcschema")
        let json = try tool.run("breaking", "--format", "json")
        #expect(json.status == 5)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]] ?? []
        #expect(object?["breaking"] as? Int == 2, "\(json.output)")
        let removed = findings.first { $0["rule"] as? String == "FIELD_REMOVED" }
        #expect(removed?["releases"] as? [String] == ["1.0"], "\(json.output)")
        // The same change against both releases is one finding that names both.
        let optional = findings.first { $0["rule"] as? String == "FIELD_MADE_OPTIONAL" }
        #expect(optional?["releases"] as? [String] == ["1.0", "1.1"], "\(json.output)")
        // Its note is at the oldest release, in release 1.0's section of the lock.
        let lock = try tool.read("Schemas/forward-codable.lock").split(
            separator: "\n", omittingEmptySubsequences: false)
        let oldLine = (optional?["old"] as? [String: Any])?["line"] as? Int ?? 0
        #expect(lock.firstIndex(of: "### release 1.0")! < oldLine && oldLine <= lock.firstIndex(of: "### release 1.1")!)
        #expect(findings.count == 2, "\(json.output)")

        let github = try tool.run("breaking", "--format", "github")
        #expect(github.status == 5)
        #expect(github.output.contains(",title=FIELD_REMOVED (release 1.0)::"), "\(github.output)")
        #expect(github.output.contains(",title=FIELD_MADE_OPTIONAL (releases 1.0%2C 1.1)::"), "\(github.output)")
        let text = try tool.run("breaking")
        #expect(text.output.contains("[FIELD_MADE_OPTIONAL: forward; releases 1.0, 1.1]\n"), "\(text.output)")
    }

    /// A lock without release headers is one unnamed release: checked and printed as before.
    @Test func anOldLockWithoutReleasesWorksAsBefore() throws {
        let tool = try ToolRunner()
        try tool.write(Self.oldLock, to: "Schemas/forward-codable.lock")
        try tool.write(ReleaseHistoryTests.release12, to: "Schemas/Sites.fcschema")
        let result = try tool.run("breaking")
        #expect(result.status == 5)
        #expect(
            result.output == """
                Schemas/Sites.fcschema:1:8: error: required field 'port' of 'Site' was removed; older versions \
                require "port"; keep 'port: Int = 0' for a release, so that older versions read what it writes; \
                then remove it [FIELD_REMOVED: forward]
                Schemas/forward-codable.lock:6:5: note: previously declared here

                """)
        let json = try tool.run("breaking", "--format", "json")
        #expect(!json.output.contains("\"releases\""), "\(json.output)")
        #expect(try tool.run("breaking", "--since-release", "1.0").status == 2, "the unnamed release has no name")

        // Recording a named release keeps the unnamed one first; findings against it say so.
        try tool.write(ReleaseHistoryTests.release11, to: "Schemas/Sites.fcschema")
        #expect(try tool.run("breaking", "--update-lock", "--release", "1.1").status == 0)
        let lock = try tool.read("Schemas/forward-codable.lock")
        #expect(
            lock.hasSuffix(
                "=== Schemas/Sites.fcschema (4 lines)\n" + ReleaseHistoryTests.release10 + "### release 1.1\n"
                    + "=== Schemas/Sites.fcschema (4 lines)\n" + ReleaseHistoryTests.release11), "\(lock)")
        try tool.write(ReleaseHistoryTests.release12, to: "Schemas/Sites.fcschema")
        let named = try tool.run("breaking")
        #expect(named.status == 5)
        #expect(named.output.contains("[FIELD_REMOVED: forward; release (unnamed)]"), "\(named.output)")
        #expect(try tool.run("breaking", "--since-release", "1.1").status == 0)
    }

    /// A release header that is not `### release NAME` is one located error, as any malformed lock.
    @Test func aMalformedReleaseHeaderIsOneLocatedError() throws {
        let tool = try ToolRunner()
        try tool.write(ReleaseHistoryTests.release12, to: "Schemas/Sites.fcschema")
        for header in ["### releas 1.0", "### release", "### release 1.0 beta"] {
            try tool.write(
                "# lock\n### release 0.9\n=== Schemas/Sites.fcschema (1 lines)\nrecord Site {}\n\(header)\n",
                to: "bad.lock")
            let result = try tool.run("breaking", "--against", "bad.lock")
            #expect(result.status == 4, "\(header): \(result.errors)")
            #expect(result.errors.hasPrefix("bad.lock:5:1: error: "), "\(header): \(result.errors)")
            #expect(result.errors.contains("### release <name>"), "\(header): \(result.errors)")
            #expect(result.errors.components(separatedBy: "error:").count == 2, "\(result.errors)")
        }
        // A release is never appended to a lock that cannot be read.
        let lock = try tool.read("bad.lock")
        let appended = try tool.run("breaking", "--update-lock", "--release", "1.0", "--lock", "bad.lock")
        #expect(appended.status == 4 && appended.errors.hasPrefix("bad.lock:5:1: error: "), "\(appended.errors)")
        #expect(try tool.read("bad.lock") == lock)
    }

    /// A diagnostic of the current schemas stays at the current schema with any baseline: it was
    /// once printed at the lock's line, or with the git ref in front.
    @Test func currentSchemaDiagnosticsAreNotMovedIntoTheBaseline() throws {
        let tool = try ToolRunner()
        try tool.write(Self.oldLock, to: "Schemas/forward-codable.lock")
        try tool.write("record Site {\n    name: Nope\n}\n", to: "Schemas/Sites.fcschema")
        let result = try tool.run("breaking")
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("Schemas/Sites.fcschema:2:11: error: unknown type 'Nope'"), "\(result.errors)")
    }
}
