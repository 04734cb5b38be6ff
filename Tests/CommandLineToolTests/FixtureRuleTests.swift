import Foundation
import Testing

/// One fixture location rule (`Fixtures/` in the folder that holds the schemas), generated tests
/// that name the command that records them, and the messages of a first hour: "did you mean" for
/// a misspelled option, one error line for a stale check.
@Suite struct FixtureRuleTests {
    let hosts = "record Site {\n    id: UUID\n}\n"
    let tunnel = "record Tunnel {\n    host: Site\n}\n"

    @Test func fixturesGoToTheFolderThatHoldsAllTheSchemas() throws {
        let tool = try ToolRunner()
        try tool.write(hosts, to: "Sources/Models/Schemas/Hosts.fcschema")
        try tool.write(tunnel, to: "Sources/Models/Schemas/Network/Tunnel.fcschema")
        let result = try tool.run("record-fixtures", "Sources/Models")
        #expect(result.status == 0)
        #expect(tool.exists("Sources/Models/Schemas/Fixtures/Site/v1.json"))
        #expect(tool.exists("Sources/Models/Schemas/Fixtures/Tunnel/v1.json"))
        // The tests read them from the same place, without being told.
        let generate = try tool.run(
            "generate", "Sources/Models", "--tests-output", "Tests/ModelsTests", "--model-module", "Models")
        #expect(generate.status == 0)
        #expect(
            try tool.read("Tests/ModelsTests/TunnelContractTests.swift").contains("static let tunnelV1: String? = #\"{")
        )
    }

    @Test func generatedTestsNameTheCommandThatRecordsTheirFixtures() throws {
        let tool = try ToolRunner()
        try tool.write(hosts, to: "Sources/Models/Schemas/Hosts.fcschema")
        try tool.write(tunnel, to: "Sources/Models/Schemas/Tunnel.fcschema")
        #expect(
            try tool.run(
                "generate", "Sources/Models/Schemas", "--tests-output", "Tests/ModelsTests", "--model-module", "Models"
            ).status == 0)
        let tests = try tool.read("Tests/ModelsTests/TunnelContractTests.swift")
        #expect(tests.contains(#"recordCommand: "swift run forward-codable record-fixtures Sources/Models/Schemas""#))
        #expect(tests.contains(#"schema: "Sources/Models/Schemas/Tunnel.fcschema""#))
        #expect(tests.contains(#"nestedRecords: ["host": "Site (Sources/Models/Schemas/Hosts.fcschema)"]"#))
        // The command it names records where the tests read.
        let record = try tool.run("record-fixtures", "Sources/Models/Schemas")
        #expect(record.output.contains("recorded Sources/Models/Schemas/Fixtures/Tunnel/v1.json"))

        let plugin =
            "swift package --allow-writing-to-package-directory record-forward-codable-fixtures --target Models"
        #expect(
            try tool.run(
                "generate", "Sources/Models/Schemas", "--tests-output", "Tests/ModelsTests", "--model-module", "Models",
                "--record-command", plugin
            ).status == 0)
        #expect(try tool.read("Tests/ModelsTests/TunnelContractTests.swift").contains("recordCommand: \"\(plugin)\""))
    }

    @Test func aMisspelledOptionGetsADidYouMean() throws {
        let tool = try ToolRunner()
        let result = try tool.run("generate", "--chek")
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: unknown option '--chek'; did you mean '--check'?\n"))
        let fixtures = try tool.run("record-fixtures", "--forse")
        #expect(fixtures.errors.hasPrefix("error: unknown option '--forse'; did you mean '--force'?\n"))
    }

    @Test func aStaleCheckEndsWithOneErrorLineOrNoneForACallerThatSummarizes() throws {
        let tool = try ToolRunner()
        try tool.write(hosts, to: "Schemas/Hosts.fcschema")
        let result = try tool.run("generate", "Schemas", "--output", "Out", "--check")
        #expect(result.status == 3)
        #expect(
            result.errors
                == "stale: Out/Hosts.swift: missing\nerror: 1 generated file(s) are stale; run the same command without --check to update them\n"
        )
        let quiet = try tool.run("generate", "Schemas", "--output", "Out", "--check", "--no-summary")
        #expect(quiet.status == 3)
        #expect(quiet.errors == "stale: Out/Hosts.swift: missing\n")
    }
}

/// Without a `Schemas/` folder, the default of both commands, the error says what works instead.
@Suite struct MissingSchemasFolderTests {
    @Test func recordingWithoutSchemasNamesTheCommandThatWorksInAPluginProject() throws {
        let tool = try ToolRunner()
        let result = try tool.run("record-fixtures")
        #expect(result.status == 4)
        #expect(
            result.errors
                == "error: no Schemas/ folder here: give the schemas' files or folders (such as Sources/Models/Schemas), "
                + "or, in a package that uses the plugins, run "
                + "'swift package --allow-writing-to-package-directory record-forward-codable-fixtures'\n")
    }
}

/// A build step whose schemas another step reports stays silent, so the error shows once and
/// the step that owns the schemas is the one that fails the build.
@Suite struct QuietSchemaErrorsTests {
    @Test func schemaErrorsArePrintedOnceByTheStepThatOwnsThem() throws {
        let tool = try ToolRunner()
        try tool.write("record Site {\n    id: UUI\n}\n", to: "Schemas/Hosts.fcschema")
        let owner = try tool.run("generate", "Schemas", "--output", "Out", "--quiet")
        #expect(owner.status == 1)
        #expect(owner.errors.contains("Schemas/Hosts.fcschema:2:9: error: unknown type 'UUI'"))
        let other = try tool.run(
            "generate", "Schemas", "--tests-output", "Tests", "--model-module", "Models", "--quiet",
            "--quiet-schema-errors")
        #expect(other.status == 0)
        #expect(other.errors == "")
        #expect(!tool.exists("Tests"))
    }
}
