extension Generator {
    /// The JSON Schema (draft 2020-12) of every record, union and enum of `sources`, for the other
    /// readers of the same documents: one file per declaration, from one parse and one resolution
    /// of all sources.
    ///
    /// - Parameters:
    ///   - sources: the schema files.
    ///   - options: open (what the generated readers read) or closed, and the base of the `$id`s.
    /// - Returns: the files, or none and the diagnostics when there is any error.
    package static func exportJSONSchema(
        _ sources: [SchemaSource],
        options: JSONSchemaExportOptions = JSONSchemaExportOptions()
    ) -> (files: [ExportedFile], diagnostics: [Diagnostic]) {
        let (resolved, diagnostics) = resolve(sources)
        guard let model = resolved else { return ([], diagnostics) }
        return (JSONSchemaExporter(model: model, options: options).files(), diagnostics)
    }
}
