/// One schema file becomes one Swift file: a header, the imports, each type in the order the
/// schema wrote it, then, after a `// MARK:` line, the code only the runtime calls.
struct FileTranslator {
    var context: TranslationContext

    func translate(_ file: FileModel) -> SwiftFile {
        var declarations: [Declaration] = []
        var support: [Declaration] = []
        for declaration in file.declarations {
            switch declaration {
            case .enumeration(let model):
                declarations.append(contentsOf: EnumTranslator(context: context).translate(model))
            case .union(let model):
                let union = UnionTranslator(context: context).translate(model)
                declarations.append(contentsOf: union.api)
                support.append(contentsOf: union.support)
            case .record(let model):
                let record = RecordTranslator(context: context).translate(model)
                declarations.append(contentsOf: record.api)
                support.append(contentsOf: record.support)
            }
        }
        return SwiftFile(
            header: FileTranslator.header(for: file.path),
            imports: [
                ImportDescription("Foundation"),
                ImportDescription("ForwardCodable", attribute: "@_spi(ForwardCodableGenerated)"),
            ],
            declarations: [Self.runtimeContract(in: context.model)] + declarations,
            support: support
        )
    }

    /// The runtime contract the file was generated for: built against a runtime of another
    /// contract, the file stops at this declaration with one error that names both contracts and
    /// the fix, instead of deep inside a call.
    static func runtimeContract(in model: SchemaModel) -> Declaration {
        .structure(
            TypeDescription(
                docs: [
                    "Generated for ForwardCodable's runtime contract \(Generator.runtimeContract). A runtime of another contract stops the build here, with the fix."
                ],
                access: .private,
                name: "RuntimeContract",
                members: [
                    .typeAlias(
                        name: "Version",
                        type: "\(model.runtime("GeneratedCodeContract")).Version\(Generator.runtimeContract)")
                ]
            ))
    }

    /// The first lines of every generated file.
    static func header(for path: String) -> [String] {
        [
            "\(Generator.generatedFileMarker) from \(path).",
            "Do not edit: change the schema and generate again.",
        ]
    }
}
