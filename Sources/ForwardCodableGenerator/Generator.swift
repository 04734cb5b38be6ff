/// The text of one schema file: the generator's input. The core does no file I/O.
public struct SchemaSource: Hashable, Sendable {
    /// The path as it should appear in diagnostics and in the generated header, such as
    /// `Schemas/Hosts.fcschema`.
    public var path: String
    /// The schema text.
    public var text: String

    /// Creates a source.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// Settings that shape the generated code.
public struct GeneratorOptions: Hashable, Sendable {
    /// The access level of the generated types and their API.
    public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
        /// `public`: for a model library that other modules import. The default.
        case `public`
        /// `package`: visible across the package's modules.
        case `package`
        /// `internal`: visible inside the module only.
        case `internal`
    }

    /// The access level of the generated types and their API. Default: `public`.
    public var accessLevel: AccessLevel
    /// The module that holds the generated types, which generated contract tests import. The
    /// build plugin knows it; the command line needs it only for `--tests-output`.
    public var modelModule: String?

    /// Creates options.
    public init(accessLevel: AccessLevel = .public, modelModule: String? = nil) {
        self.accessLevel = accessLevel
        self.modelModule = modelModule
    }
}

/// A generated Swift file.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name, such as `Hosts.swift`: unique within one run.
    public var name: String
    /// The schema it was generated from.
    public var schemaPath: String
    /// The Swift source.
    public var contents: String

    /// Creates a generated file.
    public init(name: String, schemaPath: String, contents: String) {
        self.name = name
        self.schemaPath = schemaPath
        self.contents = contents
    }
}

/// What a run produced: the files, or the diagnostics that prevented them.
public struct GenerationResult: Hashable, Sendable {
    /// The generated files, in the order of the schemas. Empty when there is any error: the
    /// generator never produces a partial output.
    public var files: [GeneratedFile]
    /// Every diagnostic of every file, sorted by location.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}

/// The generator: parse, resolve, translate, render.
///
/// ```swift
/// let result = Generator.generate([SchemaSource(path: "Schemas/Hosts.fcschema", text: text)])
/// for diagnostic in result.diagnostics { print(diagnostic) }  // path:line:column: error: ...
/// for file in result.files { try file.contents.write(to: output.appending(path: file.name), ...) }
/// ```
public enum Generator {
    /// Generates the Swift for `sources`.
    ///
    /// All sources are resolved together, so a type may refer to a type in another file.
    ///
    /// - Parameters:
    ///   - sources: the schema files, with the paths diagnostics and headers show.
    ///   - options: the access level and the other settings of the generated code.
    ///   - only: the paths of the sources to generate output for; `nil` for all. The others are
    ///     still parsed and checked, since the outputs may refer to their types.
    /// - Returns: one file per schema, or no file and the diagnostics when there is any error.
    public static func generate(
        _ sources: [SchemaSource],
        options: GeneratorOptions = GeneratorOptions(),
        only: Set<String>? = nil
    ) -> GenerationResult {
        let (resolved, diagnostics) = resolve(sources)
        guard let model = resolved else { return GenerationResult(files: [], diagnostics: diagnostics) }
        let context = TranslationContext(options: options, model: model)
        let files = model.files.filter { only?.contains($0.path) ?? true }.map { file in
            GeneratedFile(
                name: "\(file.baseName).swift",
                schemaPath: file.path,
                contents: SwiftRenderer.render(FileTranslator(context: context).translate(file))
            )
        }
        return GenerationResult(files: files, diagnostics: diagnostics)
    }
}

extension Generator {
    /// Parses and resolves all sources; the model is `nil` when there is any error.
    static func resolve(_ sources: [SchemaSource]) -> (model: SchemaModel?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var syntaxTrees: [SchemaFileSyntax] = []
        for source in sources {
            let (syntax, parseDiagnostics) = Parser.parse(file: source.path, text: source.text)
            syntaxTrees.append(syntax)
            diagnostics.append(contentsOf: parseDiagnostics)
        }
        let (model, resolveDiagnostics) = Resolver.resolve(syntaxTrees)
        diagnostics.append(contentsOf: resolveDiagnostics)
        diagnostics = Array(Set(diagnostics)).sorted { ($0.location, $0.message) < ($1.location, $1.message) }
        return (diagnostics.contains { $0.severity == .error } ? nil : model, diagnostics)
    }

    /// Generates the contract tests of `sources`: one file per schema, `<Name>ContractTests.swift`,
    /// that imports `modelModule` (where the generated types live) and `ForwardCodableTesting`.
    ///
    /// - Parameters:
    ///   - sources: the schema files, with the paths diagnostics and headers show.
    ///   - fixtures: the committed golden fixtures; the tests embed them.
    ///   - modelModule: the module of the generated types, or `nil` when the tests are compiled
    ///     into that module.
    ///   - options: the settings the types were generated with (the access level decides whether
    ///     the tests import the module with `@testable`).
    ///   - only: the paths of the sources to generate tests for; `nil` for all.
    /// - Returns: one test file per schema, or no file and the diagnostics when there is any error.
    public static func generateContractTests(
        _ sources: [SchemaSource],
        fixtures: [FixtureSource],
        modelModule: String?,
        options: GeneratorOptions = GeneratorOptions(),
        only: Set<String>? = nil
    ) -> GenerationResult {
        let (resolved, diagnostics) = resolve(sources)
        guard let model = resolved else { return GenerationResult(files: [], diagnostics: diagnostics) }
        let context = TranslationContext(options: options, model: model)
        let translator = ContractTestTranslator(context: context, modelModule: modelModule, fixtures: fixtures)
        let files = model.files.filter { only?.contains($0.path) ?? true }.map { file in
            GeneratedFile(
                name: "\(file.baseName)ContractTests.swift",
                schemaPath: file.path,
                contents: SwiftRenderer.render(translator.translate(file))
            )
        }
        return GenerationResult(files: files, diagnostics: diagnostics)
    }

    /// The golden fixtures of every record's current version (and, with `allVersions`, of older
    /// versions): what `forward-codable record-fixtures` writes where no fixture exists yet.
    ///
    /// - Parameters:
    ///   - sources: the schema files.
    ///   - allVersions: whether to record the fixtures of older versions too, from their shapes.
    /// - Returns: the fixtures, or none and the diagnostics when there is any error.
    public static func recordFixtures(
        _ sources: [SchemaSource],
        allVersions: Bool = false
    ) -> (fixtures: [RecordedFixture], diagnostics: [Diagnostic]) {
        let (resolved, diagnostics) = resolve(sources)
        guard let model = resolved, let fixtures = try? FixtureRecorder(model: model).fixtures(allVersions: allVersions)
        else {
            return ([], diagnostics)
        }
        return (fixtures, diagnostics)
    }
}
