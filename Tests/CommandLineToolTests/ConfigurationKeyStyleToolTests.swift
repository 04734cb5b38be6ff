import Foundation
import Testing

/// `"keyStyle"` in `forward-codable.json` reaches every command that derives wire keys:
/// `generate`, `record-fixtures` and `breaking` on both sides (folder, git ref, lock).
@Suite struct ConfigurationKeyStyleToolTests {
    let schema = "record Site {\n    displayName: String @sample(\"a\")\n    port: Int = 22\n}\n"

    @Test func recordFixturesAndGenerateUseTheConfiguredStyle() throws {
        let tool = try ToolRunner()
        try tool.write(schema, to: "Schemas/Hosts.fcschema")
        try tool.write(#"{"keyStyle": "snake_case"}"#, to: "Schemas/forward-codable.json")
        let recorded = try tool.run("record-fixtures", "Schemas")
        #expect(recorded.status == 0, "\(recorded.errors)")
        // A default is no sample: `port` holds its type's deterministic value.
        #expect(try tool.read("Schemas/Fixtures/Site/v1.json") == #"{"display_name":"a","port":7}"# + "\n")
        let generated = try tool.run("generate", "Schemas", "--output", "Generated")
        #expect(generated.status == 0, "\(generated.errors)")
        #expect(try tool.read("Generated/Hosts.swift").contains("\"display_name\""))
    }

    @Test func anUnknownStyleFailsRecordFixturesAtItsLocation() throws {
        let tool = try ToolRunner()
        try tool.write(schema, to: "Schemas/Hosts.fcschema")
        try tool.write("{\n  \"keyStyle\": \"snakecase\"\n}\n", to: "Schemas/forward-codable.json")
        let result = try tool.run("record-fixtures", "Schemas")
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "Schemas/forward-codable.json:2:3: error: \"keyStyle\" must be \"as_written\", \"snake_case\", "
                    + "\"kebab-case\", not 'snakecase'; did you mean 'snake_case'?"))
        #expect(!tool.exists("Schemas/Fixtures/Site/v1.json"))
    }

    @Test func changingTheStyleBreaksAgainstAFolderAGitRefAndTheLock() throws {
        let tool = try ToolRunner()
        try tool.write(schema, to: "Schemas/Hosts.fcschema")
        try tool.write(schema, to: "Baseline/Hosts.fcschema")
        #expect(try tool.run("breaking", "--update-lock").status == 0)
        for command in [
            ["init", "-q"], ["add", "."],
            ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "release"],
        ] {
            #expect(try tool.runGit(command) == 0)
        }
        try tool.write(#"{"keyStyle": "kebab-case"}"#, to: "Schemas/forward-codable.json")
        for against in ["Baseline", "HEAD", "Schemas/forward-codable.lock"] {
            let result = try tool.run("breaking", "--against", against)
            #expect(result.status == 5, "\(against)")
            #expect(result.output.contains("[FIELD_KEY_CHANGED: backward, forward]"), "\(against): \(result.output)")
        }
        // The same style on both sides is no change. Recording it breaks against the lock, so it
        // takes --force.
        try tool.write(#"{"keyStyle": "kebab-case"}"#, to: "Baseline/forward-codable.json")
        #expect(try tool.run("breaking", "--against", "Baseline").status == 0)
        #expect(try tool.run("breaking", "--update-lock").status == 5)
        #expect(try tool.run("breaking", "--update-lock", "--force").status == 0)
        #expect(
            try tool.read("Schemas/forward-codable.lock").contains(
                "=== Schemas/Hosts.fcschema (4 lines, keys kebab-case)\n"))
        #expect(try tool.run("breaking").status == 0)
        #expect(try tool.runGit(["add", "."]) == 0)
        #expect(
            try tool.runGit(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "styled"])
                == 0)
        #expect(try tool.run("breaking", "--against", "HEAD").status == 0)
    }

    /// `breaking --config FILE`: a configuration that is not next to the schemas (as the
    /// compatibility plugin passes a target's) applies to the current side and the lock it writes,
    /// and a git ref baseline reads the same path in the ref.
    @Test func breakingTakesTheConfigurationFromConfig() throws {
        let tool = try ToolRunner()
        try tool.write(schema, to: "Schemas/Hosts.fcschema")
        try tool.write(schema, to: "Baseline/Hosts.fcschema")
        try tool.write(#"{"keyStyle": "kebab-case"}"#, to: "Config/forward-codable.json")
        #expect(try tool.run("breaking", "--against", "Baseline").status == 0, "not next to the schemas: not read")
        let styled = try tool.run("breaking", "--against", "Baseline", "--config", "Config/forward-codable.json")
        #expect(styled.status == 5, "\(styled.errors)")
        #expect(styled.output.contains("[FIELD_KEY_CHANGED: backward, forward]"), "\(styled.output)")
        #expect(try tool.run("breaking", "--update-lock", "--config", "Config/forward-codable.json").status == 0)
        #expect(try tool.read("Schemas/forward-codable.lock").contains("(4 lines, keys kebab-case)\n"))
        #expect(try tool.run("breaking", "--config=Config/forward-codable.json").status == 0)
        #expect(try tool.run("breaking").status == 5, "the lock records kebab-case; without --config: as written")
        for command in [
            ["init", "-q"], ["add", "."],
            ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "release"],
        ] {
            #expect(try tool.runGit(command) == 0)
        }
        #expect(try tool.run("breaking", "--against", "HEAD", "--config", "./Config/forward-codable.json").status == 0)
        try tool.write(#"{"keyStyle": "snake_case"}"#, to: "Config/forward-codable.json")
        let changed = try tool.run("breaking", "--against", "HEAD", "--config", "Config/forward-codable.json")
        #expect(changed.status == 5, "the ref's Config/forward-codable.json says kebab-case: \(changed.errors)")
        let missing = try tool.run("breaking", "--against", "Baseline", "--config", "Config/missing.json")
        #expect(missing.status == 4)
        #expect(missing.errors.contains("Config/missing.json"), "\(missing.errors)")
    }
}
