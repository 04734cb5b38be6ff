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
            declarations: declarations,
            support: support
        )
    }

    /// The first lines of every generated file.
    static func header(for path: String) -> [String] {
        [
            "\(Generator.generatedFileMarker) from \(path).",
            "Do not edit: change the schema and generate again.",
        ]
    }
}
