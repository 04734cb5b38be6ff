#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The build plugin in an Xcode project: the schemas are the `.fcschema` files among the target's
    /// input files (the files of its Compile Sources phase and resources), with at most one
    /// `forward-codable.json` among them; the golden fixtures and the lock are found next to the
    /// schemas, as in a package. It generates the types only: an Xcode target does not name the
    /// targets it depends on to a plugin, so contract tests are generated with the command line.
    ///
    /// Not compiled on Linux, where `XcodeProjectPlugin` does not exist: it is written against the
    /// documented API and shares every command with the package plugin (`BuildCommands`, `SchemaSet`).
    extension ForwardCodablePlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            let projectDirectory = context.xcodeProject.directoryURL
            let relevant = files.filter { SchemaSet.isRelevant($0) }
            var schemas = try SchemaSet(
                targetName: target.displayName, directory: projectDirectory, files: relevant,
                packageDirectory: projectDirectory)
            // Build steps name each schema relative to the folder that holds them all.
            schemas.directory = schemas.schemasFolder
            guard !schemas.schemas.isEmpty else {
                Diagnostics.warning(
                    "ForwardCodablePlugin: target '\(target.displayName)' has no .\(ToolContract.schemaExtension) "
                        + "files among its input files, so it generates nothing")
                return []
            }
            try schemas.checkGeneratedNamesAreFree(among: files.filter { $0.pathExtension == "swift" })
            let commands = BuildCommands(
                tool: try context.tool(named: "forward-codable").url,
                workDirectory: context.pluginWorkDirectoryURL,
                packageDirectory: projectDirectory
            )
            return commands.generateTypes(for: schemas)
        }
    }
#endif
