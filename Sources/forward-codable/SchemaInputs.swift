import ForwardCodableGenerator
import Foundation

/// What `generate`, `record-fixtures` and `breaking` read before they work: the settings of one
/// `forward-codable.json`, read once, and the schema sources they apply to.
///
/// The configuration's `"keyStyle"` and `"dateFormat"` reach the generator here and nowhere else: each source
/// carries it as its files' default, and the resolver decides every record's style from it and
/// gives each field its final wire key.
struct SchemaInputs {
    /// The options of the generated code.
    var options: GeneratorOptions
    /// The ignores of the configuration's `"breaking"`: the breaks `breaking` accepts.
    var ignores: [CompatibilityIgnore]
    /// The problems of the configuration file.
    var diagnostics: [Diagnostic]
    /// The schemas, in the order given.
    var sources: [SchemaSource]

    /// Whether the configuration has an error.
    var hasConfigurationErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The inputs of texts already read: the configuration (its text and the path its
    /// diagnostics show), when there is one, and the schemas.
    init(configuration: (text: String, path: String)?, schemas: [(path: String, text: String)]) {
        let settings = configuration.map { Configuration.read($0.text, path: $0.path) } ?? Configuration.Settings()
        (options, ignores, diagnostics) = (settings.options, settings.ignores, settings.diagnostics)
        let (keyStyle, dateFormat) = (options.keyStyle, options.dateFormat)
        sources = schemas.map {
            SchemaSource(path: $0.path, text: $0.text, keyStyle: keyStyle, dateFormat: dateFormat)
        }
    }

    /// Reads the configuration, `--config` (`configPath`) else the `forward-codable.json` next to
    /// the first schema, and the schemas at `schemaPaths`, each named as `name` gives it.
    static func read(
        _ schemaPaths: [String], configPath: String?, name: (String) -> String = { $0 }
    ) throws -> SchemaInputs {
        var path = configPath
        if path == nil, let first = schemaPaths.first {
            let candidate = FileSystem.join(
                (first as NSString).deletingLastPathComponent, PackageLayout.configurationFileName)
            if FileSystem.exists(candidate) { path = candidate }
        }
        let configuration = try path.map { (text: try FileSystem.read($0), path: $0) }
        let schemas = try schemaPaths.map { (path: name($0), text: try FileSystem.read($0)) }
        return SchemaInputs(configuration: configuration, schemas: schemas)
    }
}
