/// The names `forward-codable` gives and looks for in a package. The plugins, which cannot import
/// this module, carry a copy in `Plugins/PluginsShared/ToolContract.swift`; a test
/// (ToolContractTests) keeps the copy equal to these.
package enum PackageLayout {
    /// The extension of schema files.
    package static let schemaExtension = "fcschema"
    /// The configuration file next to the schemas.
    package static let configurationFileName = "forward-codable.json"
    /// The folder, next to the schemas, that holds the golden fixtures: `<Record>/v<N>.json`.
    package static let fixturesFolder = "Fixtures"
    /// The top-level folder of a package's schemas: what `forward-codable generate` reads when it
    /// is given none.
    package static let schemasFolder = "Schemas"
    /// Where `forward-codable generate` writes the models of ``schemasFolder`` by default.
    package static let modelsOutput = "Generated/Models"
    /// Where `forward-codable generate` writes the contract tests of ``schemasFolder`` by default.
    package static let testsOutput = "Generated/Tests"
}
