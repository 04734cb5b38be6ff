import Testing

@testable import ForwardCodableGenerator

/// Reference tests in the style "schema snippet → expected Swift": each compiles a few lines of
/// schema and compares one focused fragment of the rendered output, so that a test names the
/// feature it guards and its failure shows only that feature's code.
struct Snippet {
    let file: SwiftFile
    let contractTests: SwiftFile
    let model: SchemaModel

    /// Generates `schema`, which must be valid, as one file; an invalid one records an issue and
    /// generates nothing.
    init(_ schema: String, options: GeneratorOptions = GeneratorOptions()) {
        let (resolved, diagnostics) = Generator.resolve([SchemaSource(path: "Schemas/Test.fcschema", text: schema)])
        guard let model = resolved else {
            Issue.record("the snippet does not resolve: \(diagnostics)")
            self.model = SchemaModel(files: [], records: [:], enums: [:])
            file = SwiftFile(header: [], imports: [], declarations: [])
            contractTests = file
            return
        }
        let context = TranslationContext(options: options, model: model)
        self.model = model
        file = FileTranslator(context: context).translate(model.files[0])
        contractTests = ContractTestTranslator(context: context, fixtures: []).translate(model.files[0])
    }

    /// The top-level struct or enum `name`, rendered.
    func type(_ name: String) -> String {
        render(file.declarations.filter { $0.typeName == name })
    }

    /// The stored or computed properties of struct `type` whose names are `names`, in order.
    func properties(_ names: String..., of type: String) -> String {
        render(members(of: type).filter { if case .property(let p) = $0 { names.contains(p.name) } else { false } })
    }

    /// The functions and initializers `name` (`init` for initializers) declared in `type` or in
    /// its extensions, in order.
    func functions(_ name: String, of type: String) -> String {
        render(
            members(of: type).filter {
                guard case .function(let function) = $0 else { return false }
                switch function.kind {
                case .function(let functionName): return functionName == name
                case .initializer: return name == "init"
                }
            })
    }

    /// The nested type `name` of `type` or of its extensions.
    func nestedType(_ name: String, of type: String) -> String {
        render(members(of: type).filter { $0.typeName == name })
    }

    /// The statements that read `field` of record `record` in its field-reading body: the read
    /// in the loop, then the assignment after it.
    func decoding(_ field: String, of record: String) -> String {
        guard let fields = model.records[record]?.fields, let model = fields.first(where: { $0.name == field })
        else { return "" }
        let bodies = FieldBodies(fields: fields, model: self.model)
        return SwiftRenderer.render(bodies.statements(for: model))
    }

    /// The static members `name` of the contract tests' `ContractDocuments` or `GoldenFixtures`.
    func contractData(_ name: String) -> String {
        let members = contractTests.declarations.flatMap { declaration -> [Declaration] in
            guard case .extensionOf(let description) = declaration else { return [] }
            return description.members.flatMap { member -> [Declaration] in
                guard case .enumeration(let type) = member else { return [] }
                return type.members
            }
        }
        return render(members.filter { if case .property(let p) = $0 { p.name == name } else { false } })
    }

    private func members(of type: String) -> [Declaration] {
        (file.declarations + file.support).flatMap { declaration -> [Declaration] in
            switch declaration {
            case .structure(let description) where description.name == type: description.members
            case .enumeration(let description) where description.name == type: description.members
            case .extensionOf(let description) where description.type == type: description.members
            default: []
            }
        }
    }

    private func render(_ declarations: [Declaration]) -> String {
        declarations.map(SwiftRenderer.render).joined(separator: "\n")
    }
}

extension Declaration {
    fileprivate var typeName: String? {
        switch self {
        case .structure(let type), .enumeration(let type): type.name
        case .protocolDecl(let description): description.name
        default: nil
        }
    }
}

/// Records an issue with a line diff when `actual` is not `expected` (both without their final
/// newline, which the helper adds).
func expectSnippet(
    _ actual: String,
    _ expected: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let expectedText = expected + "\n"
    guard actual != expectedText else { return }
    Issue.record(
        "the generated snippet differs (- expected, + generated):\n\(lineDiff(from: expectedText, to: actual))",
        sourceLocation: sourceLocation)
}
