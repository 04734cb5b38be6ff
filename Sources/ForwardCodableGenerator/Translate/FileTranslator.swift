/// One schema file becomes one Swift file: a header, the imports, then each declaration in the
/// order the schema wrote it.
struct FileTranslator {
    var context: TranslationContext

    func translate(_ file: FileModel) -> SwiftFile {
        var declarations: [Declaration] = []
        for declaration in file.declarations {
            switch declaration {
            case .enumeration(let model):
                declarations.append(contentsOf: EnumTranslator(context: context).translate(model))
            case .record(let model):
                declarations.append(contentsOf: RecordTranslator(context: context).translate(model))
            }
        }
        return SwiftFile(
            header: FileTranslator.header(for: file.path),
            imports: [
                ImportDescription("Foundation"),
                ImportDescription("ForwardCodable", attribute: "@_spi(ForwardCodableGenerated)"),
            ],
            declarations: declarations
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
