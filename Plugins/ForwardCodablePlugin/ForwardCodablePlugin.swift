import Foundation
import PackagePlugin

/// Build-time generation: applied to a target, it generates one Swift file for each `.fcschema`
/// file below the target's directory, on every build where a schema, the configuration or the
/// generator changed.
///
/// Each schema gets its own build command, so editing one schema regenerates and recompiles only
/// its file. Every command reads all of the target's schemas (types may refer to each other), the
/// optional `forward-codable.json` and the `forward-codable` executable, so a change to any of
/// them reruns it; the tool rewrites only files whose content changed. Schema errors are printed
/// by the tool as `path:line:column: error: message` and stop the build.
@main
struct ForwardCodablePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        try UnbuiltSchemaFolders.check(context.package)
        guard let module = target as? SourceModuleTarget else { return [] }
        let schemas = try SchemaSet(sourcesOf: module, in: context.package)
        guard !schemas.schemas.isEmpty else {
            Diagnostics.warning(
                "ForwardCodablePlugin: target '\(target.name)' has no .\(SchemaSet.schemaExtension) files below "
                    + "\(PluginPaths.path(schemas.directory)), so it generates nothing"
            )
            return []
        }
        try schemas.checkGeneratedNamesAreFree(among: module.sourceFiles(withSuffix: "swift").map(\.url))
        let commands = BuildCommands(
            tool: try context.tool(named: "forward-codable").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
        // A later step adds, for a test target, the contract tests of the schemas of the targets it
        // depends on: a SchemaSet per dependency (`SchemaSet(sourcesOf:in:)` applied to each entry
        // of `target.dependencies`) turned into commands by a second `BuildCommands` method.
        return commands.generateTypes(for: schemas)
    }
}

/// Turns schema sets into build commands that run the `forward-codable` tool.
struct BuildCommands {
    /// The `forward-codable` executable.
    var tool: URL
    /// The plugin's work directory for the target, where the generated files go.
    var workDirectory: URL

    /// One command per schema, `forward-codable generate <all schemas> --only <schema> ...`,
    /// producing `<work directory>/<schema name>.swift`.
    func generateTypes(for set: SchemaSet) -> [Command] {
        let allPaths = set.schemas.map(PluginPaths.path)
        let configuration = set.configuration.map { ["--config", PluginPaths.path($0)] } ?? []
        let inputs = set.schemas + (set.configuration.map { [$0] } ?? []) + [tool]
        return set.schemas.map { schema in
            .buildCommand(
                displayName: "Generating \(set.targetName)/\(PluginPaths.relative(schema, to: set.directory))",
                executable: tool,
                arguments: ["generate"] + allPaths + ["--only", PluginPaths.path(schema)]
                    + ["--output", PluginPaths.path(workDirectory)] + configuration + ["--quiet"],
                inputFiles: inputs,
                outputFiles: [workDirectory.appending(path: SchemaSet.generatedFileName(of: schema))]
            )
        }
    }
}
