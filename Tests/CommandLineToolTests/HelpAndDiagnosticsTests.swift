import Foundation
import Testing

/// Every command answers `--help` and `-h` with its own help, and every printed diagnostic ends
/// with the id a user looks up (`[FC301]`), once.
@Suite struct CommandHelpTests {
    /// Each command, and an option only its help documents.
    static let commands = [
        ("generate", "--tests-output DIR"), ("record-fixtures", "--all-versions"), ("breaking", "--against BASELINE"),
        ("import", "--fallback ENUM=CASE"),
        ("export", "--closed"),
    ]

    @Test(arguments: commands)
    func helpPrintsTheCommandsOwnHelpAndSucceeds(_ command: String, _ option: String) throws {
        let tool = try ToolRunner()
        for request in ["--help", "-h"] {
            // Given after other arguments too: the help wins over what the command would do.
            for arguments in [[command, request], [command, "Schemas", "--output", "Out", request]] {
                let result = try tool.run(arguments)
                #expect(result.status == 0, "\(arguments)")
                #expect(result.errors == "", "\(arguments)")
                #expect(result.output.hasPrefix("OVERVIEW: "), "\(arguments)")
                #expect(result.output.contains("USAGE: forward-codable \(command) "), "\(arguments)")
                #expect(result.output.contains("  \(option)"), "\(arguments)")
            }
        }
        #expect(!tool.exists("Out"), "asking for help runs nothing")
        #expect(try tool.run("help", command).output == (try tool.run(command, "--help")).output)
    }

    @Test func eachCommandsHelpIsItsOwn() throws {
        let tool = try ToolRunner()
        let helps = try Self.commands.map { try tool.run($0.0, "--help").output }
        #expect(Set(helps).count == Self.commands.count)
        #expect(!helps[1].contains("--tests-output"), "record-fixtures --help lists generate's options")
    }

    @Test func helpOfAnUnknownCommandIsAUsageError() throws {
        let tool = try ToolRunner()
        let result = try tool.run("help", "generat")
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: unknown command 'generat'\n"))
    }
}

@Suite struct PrintedDiagnosticsTests {
    @Test func aDiagnosticEndsWithItsId() throws {
        let tool = try ToolRunner()
        try tool.write("record Site {\n    id: UUI\n    var tags: [String]\n}\n", to: "Schemas/Hosts.fcschema")
        let result = try tool.run("generate", "Schemas", "--output", "Out")
        #expect(result.status == 1)
        #expect(
            result.errors == """
                Schemas/Hosts.fcschema:2:9: error: unknown type 'UUI'; did you mean 'UUID'? [FC301]
                Schemas/Hosts.fcschema:3:5: error: fields take no 'var'; remove it: 'tags: [String]' [FC113]
                error: generation failed with 2 error(s); nothing was written

                """)
    }

    /// `my-host.fcschema` names no Swift file: the error is printed once by each command, also by
    /// `breaking`, whose baseline has the same file.
    @Test func aSchemaFileNameWithADashIsReportedOnce() throws {
        let tool = try ToolRunner()
        try tool.write("record Site {\n    name: String\n}\n", to: "Schemas/my-host.fcschema")
        try tool.write("record Note {\n    text: String\n}\n", to: "Schemas/Notes.fcschema")
        let error =
            "Schemas/my-host.fcschema:1:1: error: the schema file name 'my-host' must be a valid Swift identifier, "
            + "because it names the generated file and its test suite [FC209]\n"
        let generate = try tool.run("generate", "Schemas", "--output", "Out")
        #expect(generate.status == 1)
        #expect(generate.errors == error + "error: generation failed with 1 error(s); nothing was written\n")
        let only = try tool.run("generate", "Schemas", "--output", "Out", "--only", "Schemas/Notes.fcschema")
        #expect(only.errors == generate.errors)
        try tool.write("record Site {\n    name: String\n}\n", to: "Baseline/my-host.fcschema")
        for baseline in ["Schemas", "Baseline"] {
            let breaking = try tool.run("breaking", "--against", baseline)
            #expect(breaking.status == 1)
            #expect(breaking.errors == error, "against \(baseline)")
        }
    }
}
