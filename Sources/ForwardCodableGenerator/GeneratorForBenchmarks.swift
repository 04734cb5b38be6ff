/// The generator as the benchmark package (`Benchmarks/`) calls it: schema texts in, Swift texts
/// and printed diagnostics out, in memory.
///
/// Not API. The benchmark is a package of its own, so it sees only what this package exports as
/// products, and only `public` declarations; the generator core is `package`. This one entry point,
/// in standard-library types, is what it needs (the generator's throughput, and its freshness
/// test), exported by the product `_ForwardCodableBenchmarkSupport` with no promise between
/// versions.
public enum _GeneratorForBenchmarks {
    /// What one run produced.
    public struct Output: Sendable {
        /// The generated files, `name` such as `Hosts.swift`; empty when there is any error.
        public var files: [(name: String, contents: String)]
        /// Every diagnostic of the configuration and the schemas, as the command line prints it.
        public var diagnostics: [String]
        /// Whether any diagnostic is an error.
        public var hasErrors: Bool
    }

    /// Generates the types of `sources`, with the options of `configuration` (the text of a
    /// `forward-codable.json`, and its path) when there is one, as `forward-codable generate` does.
    public static func generate(
        _ sources: [(path: String, text: String)],
        configuration: (path: String, text: String)? = nil
    ) -> Output {
        var options = GeneratorOptions()
        var diagnostics: [Diagnostic] = []
        if let configuration {
            (options, diagnostics) = Configuration.parse(configuration.text, path: configuration.path)
        }
        let result = Generator.generate(
            sources.map {
                SchemaSource(path: $0.path, text: $0.text, keyStyle: options.keyStyle, dateFormat: options.dateFormat)
            },
            options: options)
        diagnostics += result.diagnostics
        return Output(
            files: result.files.map { ($0.name, $0.contents) },
            diagnostics: diagnostics.map(\.description),
            hasErrors: diagnostics.contains { $0.severity == .error }
        )
    }
}
