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
///
/// Applied to a test target, it also generates the contract tests (see ForwardCodableTesting) of
/// the schemas of every target the test target depends on, and of its own schemas, embedding the
/// golden fixtures in the `Fixtures/` folder next to those schemas.
@main
struct ForwardCodablePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        try UnbuiltSchemaFolders.check(context.package)
        guard let module = target as? SourceModuleTarget else { return [] }
        let schemas = try SchemaSet(sourcesOf: module, in: context.package)
        let commands = BuildCommands(
            tool: try context.tool(named: "forward-codable").url,
            workDirectory: context.pluginWorkDirectoryURL,
            packageDirectory: context.package.directoryURL
        )
        var result: [Command] = []
        if !schemas.schemas.isEmpty {
            try schemas.checkGeneratedNamesAreFree(among: module.sourceFiles(withSuffix: "swift").map(\.url))
            result += commands.generateTypes(for: schemas)
        }
        if module.kind == .test {
            for (set, modelModule, isBuildTime) in try Self.dependencySchemas(of: target, in: context.package) {
                // A build-time dependency's own build reports its schema errors; say them once.
                result += commands.generateContractTests(
                    for: set, modelModule: modelModule, reportsSchemaErrors: !isBuildTime)
            }
            if !schemas.schemas.isEmpty {
                result += commands.generateContractTests(for: schemas, modelModule: nil, reportsSchemaErrors: false)
            }
        }
        if result.isEmpty {
            Diagnostics.warning(
                "ForwardCodablePlugin: target '\(target.name)' has no .\(ToolContract.schemaExtension) files below "
                    + PluginPaths.relative(schemas.directory, to: context.package.directoryURL)
                    + (module.kind == .test ? " and depends on no target with schemas" : "")
                    + ", so it generates nothing"
            )
        }
        return result
    }

    /// The schemas of the targets `target` depends on directly, found on disk (a checked-in model
    /// target excludes its schemas from its sources), with the module each one's types live in
    /// and whether the target generates them at build time.
    static func dependencySchemas(of target: Target, in package: Package) throws -> [(SchemaSet, String, Bool)] {
        var sets: [(SchemaSet, String, Bool)] = []
        for case .target(let dependency) in target.dependencies {
            guard let module = dependency as? SourceModuleTarget,
                let set = try SchemaSet(directoryOf: dependency, in: package), !set.schemas.isEmpty
            else { continue }
            sets.append((set, module.moduleName, SchemaSet.isBuildTime(dependency)))
        }
        return sets
    }
}

/// Turns schema sets into build commands that run the `forward-codable` tool.
struct BuildCommands {
    /// The `forward-codable` executable.
    var tool: URL
    /// The plugin's work directory for the target, where the generated files go.
    var workDirectory: URL
    /// The package's directory: generated text names the schemas relative to it, so that the
    /// output is the same in any checkout location.
    var packageDirectory: URL

    /// One command per schema, `forward-codable generate <all schemas> --only <schema> ...`,
    /// producing `<work directory>/<schema name>.swift`. The golden fixtures and the lock next to
    /// the schemas are inputs too, which makes them files the target handles (SwiftPM warns about
    /// the others).
    func generateTypes(for set: SchemaSet) -> [Command] {
        let allPaths = set.schemas.map(PluginPaths.path)
        let configuration = set.configuration.map { ["--config", PluginPaths.path($0)] } ?? []
        let inputs = set.schemas + (set.configuration.map { [$0] } ?? []) + set.fixtureFiles + set.lockFiles + [tool]
        return set.schemas.map { schema in
            .buildCommand(
                displayName: "Generating \(set.targetName)/\(PluginPaths.relative(schema, to: set.directory))",
                executable: tool,
                arguments: ["generate"] + allPaths + ["--only", PluginPaths.path(schema)]
                    + ["--output", PluginPaths.path(workDirectory)] + configuration
                    + ["--package-root", PluginPaths.path(packageDirectory), "--quiet"],
                inputFiles: inputs,
                outputFiles: [workDirectory.appending(path: SchemaSet.generatedFileName(of: schema))]
            )
        }
    }

    /// One command per schema that writes its contract tests,
    /// `<work directory>/ContractTests/<schema name>ContractTests.swift`. The tests import
    /// `modelModule`, or live in the same module as the types when it is `nil`, and embed the
    /// fixtures next to the schemas; every fixture file is an input, so recording a fixture
    /// regenerates the tests that embed it. Their failure messages name the command plugin that
    /// records the fixtures of `set`'s target.
    func generateContractTests(for set: SchemaSet, modelModule: String?, reportsSchemaErrors: Bool) -> [Command] {
        let allPaths = set.schemas.map(PluginPaths.path)
        let configuration = set.configuration.map { ["--config", PluginPaths.path($0)] } ?? []
        let inputs = set.schemas + (set.configuration.map { [$0] } ?? []) + set.fixtureFiles + set.lockFiles + [tool]
        let output = workDirectory.appending(path: "ContractTests")
        let module = modelModule.map { ["--model-module", $0] } ?? ["--same-module"]
        let record = SchemaSet.recordFixturesCommand(target: set.targetName)
        return set.schemas.map { schema in
            .buildCommand(
                displayName:
                    "Generating contract tests of \(set.targetName)/\(PluginPaths.relative(schema, to: set.directory))",
                executable: tool,
                arguments: ["generate"] + allPaths + [
                    "--only", PluginPaths.path(schema), "--tests-output", PluginPaths.path(output),
                ]
                    + module + ["--fixtures", PluginPaths.path(set.fixturesFolder)] + configuration
                    + ["--package-root", PluginPaths.path(packageDirectory), "--record-command", record, "--quiet"]
                    + (reportsSchemaErrors ? [] : ["--quiet-schema-errors"]),
                inputFiles: inputs,
                outputFiles: [output.appending(path: SchemaSet.contractTestsFileName(of: schema))]
            )
        }
    }
}
