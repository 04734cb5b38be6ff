import Foundation
import Testing

/// `forward-codable breaking` in a package whose schemas live in a target
/// (`Sources/Models/Schemas`), as the compatibility plugin runs it: which schemas it checks
/// without a folder, the one place of the lock, and the lock of earlier versions.
@Suite struct BreakingLockLocationTests {
    let released = "record Site {\n    name: String\n}\n"
    /// `name` became optional: older readers require it.
    let changed = "record Site {\n    name: String?\n}\n"

    @Test func withoutAFolderTheOneTargetWithSchemasIsCheckedAgainstTheLockNextToThem() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Sources/Models/Schemas/Hosts.fcschema")
        try tool.write("@_exported import ForwardCodable\n", to: "Sources/App/main.swift")
        let update = try tool.run("breaking", "--update-lock")
        #expect(update.status == 0, "\(update.errors)")
        #expect(update.output == "wrote Sources/Models/Schemas/forward-codable.lock (1 schema(s))\n")
        // The target's folder (what the plugin passes), its schema folder and no folder: one lock.
        for folder in [[], ["Sources/Models"], ["Sources/Models/Schemas"]] {
            let result = try tool.run(["breaking"] + folder)
            #expect(result.status == 0, "\(folder): \(result.errors)")
            #expect(result.errors.contains("against Sources/Models/Schemas/forward-codable.lock"), "\(result.errors)")
        }
        try tool.write(changed, to: "Sources/Models/Schemas/Hosts.fcschema")
        #expect(try tool.run("breaking").status == 5)
        #expect(try tool.run("breaking", "Sources/Models").status == 5)
        #expect(try tool.run("breaking", "--update-lock").status == 5, "refused: it breaks against the lock")
    }

    @Test func severalTargetsWithSchemasOrNoneAreUsageErrorsThatSayWhatToGive() throws {
        let tool = try ToolRunner()
        let none = try tool.run("breaking")
        #expect(none.status == 2)
        #expect(none.errors.contains("no schemas here: no Schemas/ folder"), "\(none.errors)")
        try tool.write(released, to: "Sources/Models/Schemas/Hosts.fcschema")
        try tool.write(released, to: "Tests/ModelsTests/Schemas/Hosts.fcschema")
        try tool.write("// swift-tools-version: 6.0\n", to: "Sources/Example/Package.swift")
        try tool.write(released, to: "Sources/Example/Sources/Other/Other.fcschema")
        let several = try tool.run("breaking", "--update-lock")
        #expect(several.status == 2)
        #expect(
            several.errors.contains(
                "2 targets have schemas (Sources/Models, Tests/ModelsTests), and each is its own set with its own lock: "
                    + "give one, such as 'forward-codable breaking Sources/Models'"), "\(several.errors)")
        #expect(!tool.exists("Sources/Models/Schemas/forward-codable.lock"))
        // A top-level Schemas/ folder is the default, as for generate.
        try tool.write(released, to: "Schemas/Hosts.fcschema")
        #expect(
            try tool.run("breaking", "--update-lock").output == "wrote Schemas/forward-codable.lock (1 schema(s))\n")
    }

    /// No lock and no `--against` is an error, never a pass; the command it names records the
    /// lock, with the target's configuration when the tool would not find it by itself.
    @Test func noLockIsAnErrorWhoseCommandRecordsIt() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Sources/Models/Schemas/Network/Hosts.fcschema")
        try tool.write(
            released.replacingOccurrences(of: "Site", with: "Note"), to: "Sources/Models/Schemas/Notes.fcschema")
        try tool.write(#"{"keyStyle": "snake_case"}"#, to: "Sources/Models/Schemas/forward-codable.json")
        let config = ["--config", "Sources/Models/Schemas/forward-codable.json"]
        let missing = try tool.run(["breaking", "Sources/Models"] + config)
        #expect(missing.status == 2)
        let command = "swift run forward-codable breaking --update-lock Sources/Models " + config.joined(separator: " ")
        #expect(
            missing.errors.hasPrefix(
                "error: no lock at Sources/Models/Schemas/forward-codable.lock and no --against, so there is nothing to "
                    + "compare with: record the released schemas with '\(command)' and commit the lock"),
            "\(missing.errors)")
        let words = command.split(separator: " ").dropFirst(3).map(String.init)
        #expect(try tool.run(words).status == 0)
        #expect(try tool.read("Sources/Models/Schemas/forward-codable.lock").contains("keys snake_case"))
        #expect(try tool.run(["breaking", "Sources/Models"] + config).status == 0)
        #expect(try tool.run("breaking").status == 0, "the target's only configuration, found as the plugin finds it")
    }

    /// The plugin looked for the lock at the target's root before: a lock left there is an error
    /// that says where to move it, and ignored with a warning once one is next to the schemas.
    @Test func aLockAtTheTargetsRootIsAnErrorThatSaysWhereToMoveIt() throws {
        let tool = try ToolRunner()
        try tool.write(released, to: "Sources/Models/Schemas/Hosts.fcschema")
        #expect(try tool.run("breaking", "--update-lock", "Sources/Models").status == 0)
        let lock = try tool.read("Sources/Models/Schemas/forward-codable.lock")
        try tool.remove("Sources/Models/Schemas/forward-codable.lock")
        try tool.write(lock, to: "Sources/Models/forward-codable.lock")
        for arguments in [["Sources/Models"], ["--update-lock"], []] {
            let result = try tool.run(["breaking"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(
                result.errors.contains(
                    "move it with 'git mv Sources/Models/forward-codable.lock Sources/Models/Schemas/forward-codable.lock'"
                ),
                "\(result.errors)")
        }
        #expect(!tool.exists("Sources/Models/Schemas/forward-codable.lock"), "--update-lock wrote nothing")
        #expect(
            try tool.run("breaking", "Sources/Models", "--against", "Sources/Models/forward-codable.lock").status == 0)
        try tool.write(lock, to: "Sources/Models/Schemas/forward-codable.lock")
        let both = try tool.run("breaking", "Sources/Models")
        #expect(both.status == 0)
        #expect(
            both.errors.hasPrefix(
                "warning: Sources/Models/forward-codable.lock is ignored: the lock is "
                    + "Sources/Models/Schemas/forward-codable.lock, next to the schemas"), "\(both.errors)")
    }
}
