import Foundation
import Testing

/// The lock as a history of releases: `--update-lock --release NAME` records one, a check judges
/// the schemas against every release still in the field, and `--since-release` retires older ones.
@Suite struct ReleaseHistoryTests {
    /// Release 1.0 requires `port`, 1.1 gives it a default, 1.2 removes it.
    static let release10 = "record Site {\n    name: String\n    port: Int\n}\n"
    static let release11 = "record Site {\n    name: String\n    port: Int = 22\n}\n"
    static let release12 = "record Site {\n    name: String\n}\n"

    /// A scratch package whose lock holds releases 1.0 and 1.1, with the 1.2 schemas current.
    static func twoReleases() throws -> ToolRunner {
        let tool = try ToolRunner()
        for (name, text) in [("1.0", release10), ("1.1", release11)] {
            try tool.write(text, to: "Schemas/Sites.fcschema")
            let recorded = try tool.run("breaking", "--update-lock", "--release", name)
            #expect(recorded.status == 0, "\(name): \(recorded.output)\(recorded.errors)")
        }
        try tool.write(release12, to: "Schemas/Sites.fcschema")
        return tool
    }

    /// Safe against 1.1, the removal breaks 1.0, whose devices still sync and require the key.
    @Test func aRemovalSafeAgainstTheLastReleaseBreaksAnOlderOne() throws {
        let tool = try Self.twoReleases()
        let result = try tool.run("breaking")
        #expect(result.status == 5, "\(result.output)\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.output)")
        #expect(
            lines.first?.hasPrefix("Schemas/Sites.fcschema:1:8: error: required field 'port' of 'Site' was removed")
                == true)
        #expect(lines.first?.hasSuffix("[FIELD_REMOVED: forward; release 1.0]") == true, "\(result.output)")
        // The note points into release 1.0's section of the lock, at 'port: Int'.
        let lock = try tool.read("Schemas/forward-codable.lock").split(
            separator: "\n", omittingEmptySubsequences: false)
        let note = try #require(lines.last)
        #expect(note.hasPrefix("Schemas/forward-codable.lock:") && note.hasSuffix(":5: note: previously declared here"))
        let line = Int(note.split(separator: ":")[1]) ?? 0
        #expect(line > 0 && lock[line - 1] == "    port: Int", "\(note)")
        #expect(lock[..<line].last { $0.hasPrefix("### release") } == "### release 1.0")
        #expect(
            result.errors
                == "1 breaking change(s), 0 dangerous, 1 safe against Schemas/forward-codable.lock "
                + "(releases 1.0, 1.1; mode full)\n")
        // Recording 1.2 is refused for the same reason.
        let refused = try tool.run("breaking", "--update-lock", "--release", "1.2")
        #expect(refused.status == 5)
        #expect(refused.output.contains("[FIELD_REMOVED: forward; release 1.0]"), "\(refused.output)")
        #expect(!(try tool.read("Schemas/forward-codable.lock")).contains("### release 1.2"))
    }

    /// Teams that retired the 1.0 app check from 1.1 on, and record 1.2 the same way.
    @Test func sinceReleaseLimitsTheCheckToLaterReleases() throws {
        let tool = try Self.twoReleases()
        let since = try tool.run("breaking", "--since-release", "1.1")
        #expect(since.status == 0, "\(since.output)\(since.errors)")
        #expect(since.output.isEmpty)
        let verbose = try tool.run("breaking", "--since-release", "1.1", "--verbose")
        #expect(verbose.output.contains("[FIELD_REMOVED: safe; release 1.1]"), "\(verbose.output)")
        #expect(try tool.run("breaking", "--since-release", "1.0").status == 5)
        let recorded = try tool.run("breaking", "--update-lock", "--release", "1.2", "--since-release", "1.1")
        #expect(recorded.status == 0, "\(recorded.output)\(recorded.errors)")
        #expect(try tool.run("breaking", "--since-release", "1.1").status == 0)
        #expect(try tool.run("breaking").status == 5, "release 1.0 stays in the lock, and still breaks")
    }

    @Test func aReleaseTheLockDoesNotHoldIsAUsageErrorNamingTheReleases() throws {
        let tool = try Self.twoReleases()
        let unknown = try tool.run("breaking", "--since-release", "1.01")
        #expect(unknown.status == 2)
        #expect(
            unknown.errors.hasPrefix(
                "error: --since-release '1.01' is not a release of Schemas/forward-codable.lock; its releases: 1.0, 1.1; "
                    + "did you mean '1.0'?"), "\(unknown.errors)")
        try tool.write(Self.release10, to: "Baseline/Sites.fcschema")
        let folder = try tool.run("breaking", "--against", "Baseline", "--since-release", "1.0")
        #expect(folder.status == 2)
        #expect(folder.errors.contains("--since-release"), "\(folder.errors)")
        #expect(try tool.run("breaking", "--release", "1.2").status == 2, "--release without --update-lock")
        #expect(try tool.run("breaking", "--update-lock", "--release", "one two").status == 2)
        let help = try tool.run("breaking", "--help").output
        #expect(help.contains("  --release NAME ") && help.contains("  --since-release NAME "), "\(help)")
    }

    /// Releases are appended in the order recorded, each under its own header.
    @Test func recordingReleasesAppendsThemInOrder() throws {
        let tool = try Self.twoReleases()
        try tool.write(Self.release11.replacingOccurrences(of: "22", with: "2222"), to: "Schemas/Sites.fcschema")
        let recorded = try tool.run("breaking", "--update-lock", "--release", "1.2")
        #expect(recorded.status == 0, "\(recorded.output)\(recorded.errors)")
        #expect(
            recorded.output == "wrote Schemas/forward-codable.lock (release 1.2, 1 schema(s); releases 1.0, 1.1, 1.2)\n"
        )
        let lock = try tool.read("Schemas/forward-codable.lock")
        let headers = lock.split(separator: "\n").filter { $0.hasPrefix("###") || $0.hasPrefix("===") }
        #expect(
            headers == [
                "### release 1.0", "=== Schemas/Sites.fcschema (4 lines)", "### release 1.1",
                "=== Schemas/Sites.fcschema (4 lines)", "### release 1.2", "=== Schemas/Sites.fcschema (4 lines)",
            ])
        // Without --release, a lock of named releases is not silently replaced.
        let unnamed = try tool.run("breaking", "--update-lock")
        #expect(unnamed.status == 2)
        #expect(unnamed.errors.contains("--update-lock --release NAME"), "\(unnamed.errors)")
        #expect(try tool.read("Schemas/forward-codable.lock") == lock)
    }

    /// A recorded name is refused when its schemas differ (kept when they do not), and replaced
    /// in place with --force.
    @Test func aRecordedReleaseNameIsRefusedUnlessForced() throws {
        let tool = try Self.twoReleases()
        try tool.write(Self.release11, to: "Schemas/Sites.fcschema")
        let lock = try tool.read("Schemas/forward-codable.lock")
        let again = try tool.run("breaking", "--update-lock", "--release", "1.1")
        #expect(again.status == 0)
        #expect(again.output.hasPrefix("kept Schemas/forward-codable.lock"), "\(again.output)")
        try tool.write(Self.release11 + "enum Mode fallback ssh { ssh }\n", to: "Schemas/Sites.fcschema")
        let refused = try tool.run("breaking", "--update-lock", "--release", "1.0")
        #expect(refused.status == 2)
        #expect(refused.errors.contains("already holds release 1.0"), "\(refused.errors)")
        #expect(refused.errors.contains("--force"), "\(refused.errors)")
        #expect(try tool.read("Schemas/forward-codable.lock") == lock)
        let forced = try tool.run("breaking", "--update-lock", "--release", "1.0", "--force")
        #expect(forced.status == 0, "\(forced.output)\(forced.errors)")
        let replaced = try tool.read("Schemas/forward-codable.lock")
        #expect(replaced.range(of: "### release 1.0")!.lowerBound < replaced.range(of: "### release 1.1")!.lowerBound)
        #expect(replaced.components(separatedBy: "enum Mode").count == 2, "replaced in place, not appended")
    }
}
