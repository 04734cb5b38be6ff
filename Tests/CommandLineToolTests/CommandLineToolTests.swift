import Foundation
import Testing

/// The command-line tool end to end: files written only when they change, orphans removed,
/// check mode, exit codes, and fixtures that are never overwritten.
@Suite struct CommandLineToolTests {
    let hosts = "record Site {\n    id: UUID\n    method: Mode = .ssh\n}\nenum Mode fallback ssh { ssh, mosh }\n"
    let notes = "record Note {\n    text: String\n}\n"

    @Test func generateWritesOnlyWhatChangedAndRemovesOrphans() throws {
        let tool = try ToolRunner()
        try tool.write(hosts, to: "Schemas/Hosts.fcschema")
        try tool.write(notes, to: "Schemas/Notes.fcschema")
        try tool.write("// hand-written\n", to: "Out/Helpers.swift")
        let first = try tool.run("generate", "Schemas", "--output", "Out")
        #expect(first.status == 0)
        #expect(first.output == "wrote Out/Hosts.swift\nwrote Out/Notes.swift\n")
        let written = try tool.modificationDate("Out/Hosts.swift")

        let second = try tool.run("generate", "Schemas", "--output", "Out")
        #expect(second.output == "Out is up to date (2 file(s))\n")
        #expect(try tool.modificationDate("Out/Hosts.swift") == written)

        try tool.remove("Schemas/Notes.fcschema")
        let third = try tool.run("generate", "Schemas", "--output", "Out")
        #expect(third.output == "removed Out/Notes.swift (its schema is gone)\n")
        #expect(!tool.exists("Out/Notes.swift"))
        #expect(try tool.read("Out/Helpers.swift") == "// hand-written\n", "hand-written files are never touched")
    }

    @Test func checkWritesNothingAndNamesStaleFiles() throws {
        let tool = try ToolRunner()
        try tool.write(hosts, to: "Schemas/Hosts.fcschema")
        #expect(try tool.run("generate", "Schemas", "--output", "Out").status == 0)
        #expect(try tool.run("generate", "Schemas", "--output", "Out", "--check").status == 0)

        try tool.write(
            hosts.replacingOccurrences(of: "id: UUID", with: "id: UUID\n    name: String"), to: "Schemas/Hosts.fcschema"
        )
        try tool.write(notes, to: "Schemas/Notes.fcschema")
        let before = try tool.read("Out/Hosts.swift")
        let check = try tool.run("generate", "Schemas", "--output", "Out", "--check")
        #expect(check.status == 3)
        #expect(check.errors.contains("stale: Out/Hosts.swift: differs from its schema"))
        #expect(check.errors.contains("stale: Out/Notes.swift: missing"))
        #expect(try tool.read("Out/Hosts.swift") == before)
        #expect(!tool.exists("Out/Notes.swift"))
    }

    @Test func schemaErrorsAreLocatedAndNothingIsWritten() throws {
        let tool = try ToolRunner()
        try tool.write("record Site {\n    id: UUI\n}\n", to: "Schemas/Hosts.fcschema")
        try tool.write(notes, to: "Schemas/Notes.fcschema")
        let result = try tool.run("generate", "Schemas", "--output", "Out")
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "Schemas/Hosts.fcschema:2:9: error: unknown type 'UUI'; did you mean 'UUID'? [FC301]\n"))
        #expect(!tool.exists("Out"))
    }

    @Test func usageErrorsHaveTheirOwnExitCode() throws {
        let tool = try ToolRunner()
        #expect(try tool.run("generate", "--frobnicate").status == 2)
        #expect(try tool.run("transmogrify").status == 2)
        #expect(try tool.run("generate", "Missing.fcschema", "--output", "Out").status == 4)
        let help = try tool.run("--help")
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: forward-codable generate"))
    }

    @Test func anUnknownConfigurationKeyIsAnErrorThatNamesIt() throws {
        let tool = try ToolRunner()
        try tool.write(hosts, to: "Schemas/Hosts.fcschema")
        try tool.write("{\n  \"accesLevel\": \"internal\"\n}\n", to: "Schemas/forward-codable.json")
        let result = try tool.run("generate", "Schemas", "--output", "Out")
        #expect(result.status == 1)
        #expect(
            result.errors.contains("Schemas/forward-codable.json:2:3: error: unknown configuration key \"accesLevel\""))
    }

    @Test func fixturesAreRecordedOnceAndReRecordedOnlyWithForce() throws {
        let tool = try ToolRunner()
        try tool.write(hosts, to: "Schemas/Hosts.fcschema")
        let first = try tool.run("record-fixtures", "Schemas")
        #expect(first.status == 0)
        #expect(first.output.contains("recorded Schemas/Fixtures/Site/v1.json"))
        let fixture = try tool.read("Schemas/Fixtures/Site/v1.json")
        #expect(fixture.hasPrefix("{\"id\":") && fixture.contains("\"method\":\"ssh\""))

        try tool.write("{\"edited\":true}\n", to: "Schemas/Fixtures/Site/v1.json")
        #expect(try tool.run("record-fixtures", "Schemas").output.contains("kept Schemas/Fixtures/Site/v1.json"))
        #expect(try tool.read("Schemas/Fixtures/Site/v1.json") == "{\"edited\":true}\n")
        #expect(
            try tool.run("record-fixtures", "Schemas", "--force").output.contains(
                "re-recorded Schemas/Fixtures/Site/v1.json"))
        #expect(try tool.read("Schemas/Fixtures/Site/v1.json") == fixture)
    }

    @Test func contractTestsNeedTheModelModule() throws {
        let tool = try ToolRunner()
        try tool.write(hosts, to: "Schemas/Hosts.fcschema")
        #expect(try tool.run("generate", "Schemas", "--tests-output", "Tests").status == 2)
        let result = try tool.run("generate", "Schemas", "--tests-output", "Tests", "--model-module", "Models")
        #expect(result.status == 0)
        #expect(try tool.read("Tests/HostsContractTests.swift").contains("typealias Site = Models.Site"))
    }
}
