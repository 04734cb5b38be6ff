import Foundation
import Testing

/// `forward-codable breaking` end to end: baselines (folder, lock, git ref), exit statuses, and
/// the three output formats.
@Suite struct BreakingCommandTests {
    let released = "record Site {\n    name: String\n    method: Mode = .ssh\n}\nenum Mode fallback ssh { ssh, mosh }\n"
    /// `name` became optional (breaks older readers), a case was added (safe).
    let changed =
        "record Site {\n    name: String?\n    method: Mode = .ssh\n}\nenum Mode fallback ssh { ssh, mosh, et }\n"

    @Test func aBreakingChangeAgainstAFolderExitsFiveWithANoteAtTheOldLocation() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Baseline/Hosts.fcschema")
        try tool.write(changed, to: "Schemas/Hosts.fcschema")
        let result = try tool.run("breaking", "--against", "Baseline")
        #expect(result.status == 5)
        #expect(
            result.output == """
                Schemas/Hosts.fcschema:2:5: error: field 'name' of 'Site' became optional; older versions require "name" and this version may omit it; give it a default instead: 'name: String = ""' (this version then writes it unless it read a document without it) [FIELD_MADE_OPTIONAL: forward]
                Baseline/Hosts.fcschema:2:5: note: previously declared here

                """)
        #expect(result.errors == "1 breaking change(s), 0 dangerous, 1 safe against Baseline (mode full)\n")
    }

    @Test func theModeChoosesWhichDirectionsCount() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Baseline/Hosts.fcschema")
        try tool.write(changed, to: "Schemas/Hosts.fcschema")
        let backward = try tool.run("breaking", "--against", "Baseline", "--mode", "backward", "--verbose")
        #expect(backward.status == 0)
        #expect(
            backward.output
                == "Schemas/Hosts.fcschema:5:37: remark: case 'et' was added to 'Mode'; older versions show it as their fallback and keep it [ENUM_CASE_ADDED: safe]\n"
        )
        let closed = try tool.run("breaking", "--against", "Baseline", "--mode", "backward", "--closed-enum-readers")
        #expect(closed.status == 0 && closed.output.isEmpty, "an added case hurts forward readers only")
        let forward = try tool.run("breaking", "--against", "Baseline", "--mode", "forward", "--closed-enum-readers")
        #expect(forward.status == 5)
        #expect(forward.output.contains("warning: case 'et' (\"et\") was added to 'Mode'"))
    }

    @Test func jsonAndGitHubFormats() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Baseline/Hosts.fcschema")
        try tool.write(changed, to: "Schemas/Hosts.fcschema")
        let json = try tool.run("breaking", "--against", "Baseline", "--format", "json")
        #expect(json.status == 5)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let finding = (object?["findings"] as? [[String: Any]])?.first
        #expect(object?["breaking"] as? Int == 1)
        #expect(finding?["rule"] as? String == "FIELD_MADE_OPTIONAL")
        #expect(finding?["severity"] as? String == "error")
        #expect(finding?["directions"] as? [String] == ["forward"])
        #expect(finding?["path"] as? String == "Schemas/Hosts.fcschema")
        #expect(finding?["line"] as? Int == 2 && finding?["column"] as? Int == 5)
        #expect((finding?["old"] as? [String: Any])?["path"] as? String == "Baseline/Hosts.fcschema")

        let github = try tool.run("breaking", "--against", "Baseline", "--format", "github")
        #expect(github.status == 5)
        #expect(
            github.output.hasPrefix(
                "::error file=Schemas/Hosts.fcschema,line=2,col=5,title=FIELD_MADE_OPTIONAL::field 'name' of 'Site' became optional"
            ))
        #expect(github.output.hasSuffix("(previously declared at Baseline/Hosts.fcschema:2:5)\n"))
    }

    @Test func theLockIsTheDefaultBaselineAndNotesPointIntoIt() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Schemas/Hosts.fcschema")
        let update = try tool.run("breaking", "--update-lock")
        #expect(update.status == 0)
        #expect(update.output == "wrote Schemas/forward-codable.lock (1 schema(s))\n")
        #expect(try tool.read("Schemas/forward-codable.lock").contains("=== Schemas/Hosts.fcschema (5 lines)\n"))
        #expect(try tool.run("breaking").status == 0)

        try tool.write(changed, to: "Schemas/Hosts.fcschema")
        let result = try tool.run("breaking")
        #expect(result.status == 5)
        // The schema starts on line 4 of the lock, after two comment lines and its header.
        #expect(result.output.contains("Schemas/forward-codable.lock:5:5: note: previously declared here\n"))
    }

    @Test func aGitRefIsReadWithoutTouchingTheWorkingTree() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Schemas/Hosts.fcschema")
        for command in [
            ["init", "-q"], ["add", "."],
            ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "release"],
        ] {
            #expect(try tool.runGit(command) == 0)
        }
        try tool.write(changed, to: "Schemas/Hosts.fcschema")
        let result = try tool.run("breaking", "--against", "HEAD")
        #expect(result.status == 5)
        #expect(result.output.contains("HEAD:Schemas/Hosts.fcschema:2:5: note: previously declared here"))
        #expect(try tool.read("Schemas/Hosts.fcschema") == changed)
    }

    @Test func exitStatusesForUsageAndSchemaErrors() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Schemas/Hosts.fcschema")
        try tool.write("record Site {\n    name: Strin\n}\n", to: "Broken/Hosts.fcschema")
        #expect(try tool.run("breaking").status == 2, "no lock and no --against")
        #expect(try tool.run("breaking", "--against", "no-such-ref").status == 2)
        #expect(try tool.run("breaking", "--against", "Schemas", "--mode", "sideways").status == 2)
        #expect(try tool.run("breaking", "--against", "Schemas", "--format", "xml").status == 2)
        let broken = try tool.run("breaking", "--against", "Broken")
        #expect(broken.status == 1)
        #expect(broken.errors.contains("Broken/Hosts.fcschema:2:11: error: unknown type 'Strin'"))
        let help = try tool.run("breaking", "--help")
        #expect(help.status == 0 && help.output.contains("5 a breaking change"))
    }
    /// Each of these once printed "no breaking change" and exited 0: a check that could not be
    /// made is a usage error that says so, never a pass.
    @Test func aBaselineWithNothingToCompareIsAnErrorNotAPass() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Schemas/Hosts.fcschema")
        try tool.write("", to: "empty.lock")
        try tool.write("# forward-codable lock\n# nothing recorded\n", to: "comments.lock")
        try tool.write("not a schema\n", to: "NoSchemas/README.md")
        try tool.write("record Note {\n    text: String\n}\n", to: "Other/Notes.fcschema")
        #expect(try tool.run("breaking", "--update-lock", "Other", "--lock", "other.lock").status == 0)
        for against in ["empty.lock", "comments.lock", "NoSchemas", "other.lock", "Other"] {
            let result = try tool.run("breaking", "--against", against)
            #expect(result.status == 2, "\(against): \(result.output)\(result.errors)")
            #expect(result.errors.contains("nothing was checked"), "\(against): \(result.errors)")
            #expect(result.errors.contains("--update-lock"), "\(against): \(result.errors)")
            #expect(!result.errors.contains("0 breaking change(s)"), "\(against): \(result.errors)")
        }
        // The fix the message gives, applied where it is needed most: the default lock holds
        // another schema set, and recording over it is not refused (removing types no field
        // uses breaks nothing).
        #expect(
            try tool.run("breaking", "--update-lock", "Other", "--lock", "Schemas/forward-codable.lock").status == 0)
        #expect(try tool.run("breaking").status == 2)
        #expect(try tool.run("breaking", "--update-lock").status == 0)
        #expect(try tool.run("breaking").status == 0)
    }

    /// Tools get a document when a side has schema errors: the JSON has the errors and no
    /// finding, the GitHub format one annotation per error; the text format prints them once.
    @Test func schemaErrorsReachEveryFormat() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Baseline/Hosts.fcschema")
        try tool.write("record Site {\n    name: Nope\n}\n", to: "Schemas/Hosts.fcschema")
        let json = try tool.run("breaking", "--against", "Baseline", "--format", "json")
        #expect(json.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["breaking"] as? Int == 0)
        #expect((object?["findings"] as? [Any])?.isEmpty == true)
        let errors = object?["errors"] as? [[String: Any]] ?? []
        #expect(errors.count == 1)
        #expect(errors.first?["path"] as? String == "Schemas/Hosts.fcschema")
        #expect(errors.first?["line"] as? Int == 2)
        #expect((errors.first?["id"] as? String)?.hasPrefix("FC") == true)
        let github = try tool.run("breaking", "--against", "Baseline", "--format", "github")
        #expect(github.status == 1)
        #expect(github.output.hasPrefix("::error file=Schemas/Hosts.fcschema,line=2,col="), "\(github.output)")
        #expect(github.output.split(separator: "\n").count == 1)
        let text = try tool.run("breaking", "--against", "Baseline")
        #expect(text.status == 1 && text.output.isEmpty)
        #expect(text.errors.components(separatedBy: "error:").count == 2, "\(text.errors)")
    }

    /// A malformed lock is one located error, without a second `error:` in front of it.
    @Test func aMalformedLockIsOneLocatedError() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Schemas/Hosts.fcschema")
        try tool.write("# comment\n=== Schemas/A.fcschema (9 lines)\nrecord A {\n}\n", to: "garbage.lock")
        let result = try tool.run("breaking", "--against", "garbage.lock")
        #expect(result.status != 0)
        #expect(result.errors.hasPrefix("garbage.lock:2:1: error: "), "\(result.errors)")
        #expect(result.errors.components(separatedBy: "error:").count == 2, "\(result.errors)")
    }

    /// Recording a release that breaks against the one the lock holds is refused, naming the
    /// findings, unless `--force`: the advised fix, applied, records it.
    @Test func updatingTheLockRefusesABreakingChangeUnlessForced() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Schemas/Hosts.fcschema")
        #expect(try tool.run("breaking", "--update-lock").status == 0)
        let recorded = try tool.read("Schemas/forward-codable.lock")
        try tool.write(changed, to: "Schemas/Hosts.fcschema")
        let refused = try tool.run("breaking", "--update-lock")
        #expect(refused.status == 5)
        #expect(refused.output.contains("[FIELD_MADE_OPTIONAL: forward]"), "\(refused.output)")
        #expect(refused.errors.contains("--update-lock --force"), "\(refused.errors)")
        #expect(try tool.read("Schemas/forward-codable.lock") == recorded)
        let forced = try tool.run("breaking", "--update-lock", "--force")
        #expect(forced.status == 0)
        #expect(try tool.read("Schemas/forward-codable.lock") != recorded)
        #expect(try tool.run("breaking").status == 0)
        // A change that breaks nothing is recorded without --force.
        try tool.write(changed.replacingOccurrences(of: "et }", with: "et, quic }"), to: "Schemas/Hosts.fcschema")
        #expect(try tool.run("breaking", "--update-lock").status == 0)
    }

    /// A git baseline names its schemas by their paths in the ref, so schemas at the root of the
    /// repository (or a check run inside the schema folder) compare as anywhere else.
    @Test func aGitRefComparesSchemasAtTheRepositoryRoot() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Hosts.fcschema")
        for command in [
            ["init", "-q"], ["add", "."],
            ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "release"],
        ] {
            #expect(try tool.runGit(command) == 0)
        }
        try tool.write(changed, to: "Hosts.fcschema")
        let result = try tool.run("breaking", "--against", "HEAD", ".")
        #expect(result.status == 5, "\(result.output)\(result.errors)")
        #expect(!result.errors.contains("valid Swift identifier"), "\(result.errors)")
        #expect(result.output.contains("HEAD:Hosts.fcschema:2:5: note: previously declared here"), "\(result.output)")
    }
}

extension ToolRunner {
    /// Runs git in the scratch folder and returns its exit status.
    func runGit(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

}
