@_spi(ForwardCodableGenerated) import ForwardCodable

/// The text of one schema file: the generator's input. The core does no file I/O.
package struct SchemaSource: Hashable, Sendable {
    /// The path as it should appear in diagnostics and in the generated header, such as
    /// `Schemas/Hosts.fcschema`.
    package var path: String
    /// The schema text.
    package var text: String
    /// The key style of the file's records when neither the file nor the record names one:
    /// `"keyStyle"` of the configuration. Default: `as_written`.
    package var keyStyle: KeyStyle
    /// The format of the file's `Date` fields that have no `@format` when the file names none:
    /// `"dateFormat"` of the configuration, such as `iso8601`. `nil`: the coder's strategy.
    package var dateFormat: String?

    /// Creates a source.
    package init(path: String, text: String, keyStyle: KeyStyle = .asWritten, dateFormat: String? = nil) {
        self.path = path
        self.text = text
        self.keyStyle = keyStyle
        self.dateFormat = dateFormat
    }
}

/// Settings that shape the generated code.
package struct GeneratorOptions: Hashable, Sendable {
    /// The access level of the generated types and their API.
    package enum AccessLevel: String, Hashable, Sendable, CaseIterable {
        /// `public`: for a model library that other modules import. The default.
        case `public`
        /// `package`: visible across the package's modules.
        case `package`
        /// `internal`: visible inside the module only.
        case `internal`
    }

    /// The access level of the generated types and their API. Default: `public`.
    package var accessLevel: AccessLevel
    /// The module that holds the generated types, which generated contract tests import and
    /// whose types they name as `Module.Type`; `nil` when the tests compile into that module.
    /// The build plugin knows it; the command line needs it only for `--tests-output`.
    package var modelModule: String?
    /// The command that records the golden fixtures the contract tests compare against, named by
    /// their failure messages: the command that works in the project the tests run in. Default:
    /// ``defaultRecordFixturesCommand``.
    package var recordFixturesCommand: String
    /// `"keyStyle"` of the configuration: not an option of the generated code but the default
    /// of the schemas of its folder, which whoever reads that folder gives every
    /// ``SchemaSource/keyStyle`` of it (the command line, in one place); the resolver applies it.
    package var keyStyle = KeyStyle.asWritten
    /// `"fastJSON"`: whether records and unions get `init(fastJSON:)` and `write(fastJSON:)`, the
    /// JSON fast path that `ForwardJSONDecoder` and `ForwardJSONEncoder` call. Default: `true`.
    package var fastJSON = true
    /// `"dateFormat"`: like ``keyStyle``, the default of the schemas of its folder, which the
    /// command line gives every ``SchemaSource/dateFormat``. `nil`: the coder's strategy.
    package var dateFormat: String?

    /// `swift run forward-codable record-fixtures`: records the fixtures of the top-level `Schemas/`.
    package static let defaultRecordFixturesCommand = "swift run forward-codable record-fixtures"

    /// Creates options.
    package init(
        accessLevel: AccessLevel = .public,
        modelModule: String? = nil,
        recordFixturesCommand: String = GeneratorOptions.defaultRecordFixturesCommand
    ) {
        self.accessLevel = accessLevel
        self.modelModule = modelModule
        self.recordFixturesCommand = recordFixturesCommand
    }
}

/// A generated Swift file.
package struct GeneratedFile: Hashable, Sendable {
    /// The file name, such as `Hosts.swift`: unique within one run.
    package var name: String
    /// The schema it was generated from.
    package var schemaPath: String
    /// The Swift source.
    package var contents: String

    /// Creates a generated file.
    package init(name: String, schemaPath: String, contents: String) {
        self.name = name
        self.schemaPath = schemaPath
        self.contents = contents
    }
}

/// The kinds of file a run generates.
package struct GeneratedOutputs: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    package let rawValue: Int

    /// Creates a set of outputs from its raw value.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The types: `<Name>.swift` per schema, in ``GenerationResult/files``.
    package static let models = GeneratedOutputs(rawValue: 1 << 0)
    /// The contract tests: `<Name>ContractTests.swift` per schema, in
    /// ``GenerationResult/testFiles``.
    package static let contractTests = GeneratedOutputs(rawValue: 1 << 1)
}

/// What a run produced: the files, or the diagnostics that prevented them.
package struct GenerationResult: Hashable, Sendable {
    /// The generated type files, in the order of the schemas. Empty when there is any error:
    /// the generator never produces a partial output.
    package var files: [GeneratedFile]
    /// The generated contract test files, in the order of the schemas, when the run asked for
    /// ``GeneratedOutputs/contractTests``; empty otherwise, and when there is any error.
    package var testFiles: [GeneratedFile] = []
    /// Every diagnostic of every file, sorted by location.
    package var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    package var hasErrors: Bool {
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
package enum Generator {
    /// How the first line of every generated file starts, after `// `: what tools look for to tell
    /// generated files from hand-written ones (the CLI, to remove only generated orphans).
    package static let generatedFileMarker = "Generated by forward-codable"

    /// The runtime contract the generated code is written against: every generated file names
    /// `GeneratedCodeContract.Version<n>`, which the runtime of that contract declares and every
    /// other runtime declares unavailable, with a message that names both contracts and the fix.
    /// The runtime's own number: raise it there whenever generated code calls the runtime
    /// differently.
    package static var runtimeContract: Int { GeneratedCodeContract.version }

    /// Generates the Swift for `sources`: the types, their contract tests, or both, from one
    /// parse and one resolution of all sources.
    ///
    /// All sources are resolved together, so a type may refer to a type in another file.
    ///
    /// - Parameters:
    ///   - sources: the schema files, with the paths diagnostics and headers show.
    ///   - options: the access level and the other settings of the generated code; contract
    ///     tests import ``GeneratorOptions/modelModule`` (with `@testable` for internal types).
    ///   - outputs: what to generate. Default: the types only.
    ///   - fixtures: the committed golden fixtures, which the contract tests embed.
    ///   - examples: the committed example documents, which the contract tests read and write back.
    ///   - only: the paths of the sources to generate output for; `nil` for all. The others are
    ///     still parsed and checked, since the outputs may refer to their types.
    /// - Returns: one file per schema and output, or no file and the diagnostics when there is
    ///   any error.
    package static func generate(
        _ sources: [SchemaSource],
        options: GeneratorOptions = GeneratorOptions(),
        outputs: GeneratedOutputs = .models,
        fixtures: [FixtureSource] = [],
        examples: [ExampleSource] = [],
        only: Set<String>? = nil
    ) -> GenerationResult {
        let (resolved, diagnostics) = resolve(sources)
        guard let model = resolved else { return GenerationResult(files: [], diagnostics: diagnostics) }
        let context = TranslationContext(options: options, model: model)
        let files = model.files.filter { only?.contains($0.path) ?? true }
        var result = GenerationResult(files: [], diagnostics: diagnostics)
        if outputs.contains(.models) {
            let translator = FileTranslator(context: context)
            result.files = files.map { file in
                GeneratedFile(
                    name: "\(file.baseName).swift",
                    schemaPath: file.path,
                    contents: SwiftRenderer.render(translator.translate(file))
                )
            }
        }
        if outputs.contains(.contractTests) {
            let translator = ContractTestTranslator(context: context, fixtures: fixtures, examples: examples)
            result.testFiles = files.map { file in
                GeneratedFile(
                    name: "\(file.baseName)ContractTests.swift",
                    schemaPath: file.path,
                    contents: SwiftRenderer.render(translator.translate(file))
                )
            }
        }
        return result
    }
}

extension Generator {
    /// Parses and resolves all sources; the model is `nil` when there is any error.
    static func resolve(_ sources: [SchemaSource]) -> (model: SchemaModel?, diagnostics: [Diagnostic]) {
        resolve(parse(sources))
    }

    /// Parses every source, each file defaulting to its source's key style.
    static func parse(_ sources: [SchemaSource]) -> (syntax: [SchemaFileSyntax], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var syntaxTrees: [SchemaFileSyntax] = []
        for source in sources {
            var (syntax, parseDiagnostics) = Parser.parse(file: source.path, text: source.text)
            syntax.defaultKeyStyle = source.keyStyle
            syntax.defaultDateFormat = source.dateFormat
            syntaxTrees.append(syntax)
            diagnostics.append(contentsOf: parseDiagnostics)
        }
        return (syntaxTrees, diagnostics)
    }

    /// Resolves parsed files, given with the diagnostics of their parse: for callers that keep
    /// the syntax trees too, such as the compatibility checker. The model is `nil` when there is
    /// any error.
    static func resolve(_ parsed: (syntax: [SchemaFileSyntax], diagnostics: [Diagnostic]))
        -> (model: SchemaModel?, diagnostics: [Diagnostic])
    {
        let (model, resolveDiagnostics) = Resolver.resolve(parsed.syntax)
        let diagnostics = DiagnosticBag.ordered(parsed.diagnostics + resolveDiagnostics)
        return (diagnostics.contains { $0.severity == .error } ? nil : model, diagnostics)
    }

    /// The golden fixtures of every record's current version (and, with `allVersions`, of older
    /// versions): what `forward-codable record-fixtures` writes where no fixture exists yet.
    ///
    /// - Parameters:
    ///   - sources: the schema files.
    ///   - allVersions: whether to record the fixtures of older versions too, from their shapes.
    ///   - committed: the fixtures committed so far, whose sample values a re-recorded one keeps.
    /// - Returns: the fixtures, or none and the diagnostics when there is any error.
    package static func recordFixtures(
        _ sources: [SchemaSource],
        allVersions: Bool = false,
        committed: [FixtureSource] = []
    ) -> (fixtures: [RecordedFixture], diagnostics: [Diagnostic]) {
        let (resolved, diagnostics) = resolve(sources)
        guard let model = resolved,
            let fixtures = try? FixtureRecorder(model: model, committed: committed).fixtures(allVersions: allVersions)
        else {
            return ([], diagnostics)
        }
        return (fixtures, diagnostics)
    }
}
