/// Turns syntax trees into a ``SchemaModel``, checking everything a Swift compiler would
/// otherwise reject later, and collecting every problem of every file in one pass.
struct Resolver {
    var diagnostics = DiagnosticBag()
    /// Every declared type name, with its first declaration.
    var declarations: [String: DeclarationSyntax] = [:]
    var enums: [String: EnumModel] = [:]
    var records: [String: RecordModel] = [:]
    var unions: [String: UnionModel] = [:]
    /// The app's own types, `external Name`, with their first declaration.
    var externals: [String: ExternalSyntax] = [:]
    /// The format of the current file's `Date`s without `@format`; `nil` for the coder's.
    var dateFormat: WireFormatModel?

    /// Resolves all files together, so that types may refer to each other across files.
    static func resolve(_ files: [SchemaFileSyntax]) -> (model: SchemaModel, diagnostics: [Diagnostic]) {
        var resolver = Resolver()
        resolver.declareTypes(in: files)
        resolver.checkLibraryTypeNames(in: files)
        resolver.checkOutputNames(of: files)
        var fileModels: [FileModel] = []
        for file in files {
            // The one place key styles are decided: a record's own, else its file's, else the
            // configuration's; its fields leave the resolver with their final wire keys.
            let fileStyle = resolver.resolveKeyStyle(file.keyStyle) ?? file.defaultKeyStyle
            resolver.dateFormat = resolver.resolveDateFormat(of: file)
            var declarations: [DeclarationModel] = []
            for declaration in file.declarations {
                guard resolver.isFirstDeclaration(declaration) else { continue }
                switch declaration {
                case .enumeration(let syntax):
                    if let model = resolver.enums[syntax.name.text] { declarations.append(.enumeration(model)) }
                case .union(let syntax):
                    let model = resolver.resolveUnion(syntax)
                    resolver.unions[model.name] = model
                    declarations.append(.union(model))
                case .record(let syntax):
                    let keyStyle = resolver.resolveKeyStyle(syntax.keyStyle) ?? fileStyle
                    let model = resolver.resolveRecord(syntax, keyStyle: keyStyle)
                    resolver.records[model.name] = model
                    declarations.append(.record(model))
                }
            }
            fileModels.append(
                FileModel(path: file.path, baseName: Self.baseName(of: file.path), declarations: declarations))
        }
        let indirectFields = resolver.checkInlineRecursion(in: resolver.records)
        resolver.checkUnionTags(in: resolver.unions.values.sorted { $0.name < $1.name })
        resolver.checkMembersNamedLikeTypes(
            records: resolver.records.values.sorted { $0.name < $1.name },
            unions: resolver.unions.values.sorted { $0.name < $1.name })
        resolver.checkUntaggedVariants(in: resolver.unions.values.sorted { $0.name < $1.name })
        var model = SchemaModel(
            files: fileModels, records: resolver.records, enums: resolver.enums, unions: resolver.unions)
        model.externals = Set(resolver.externals.keys)
        model.indirectFields = indirectFields
        return (model, resolver.diagnostics.diagnostics)
    }

    /// Registers every type name first, so fields can use types declared later or elsewhere,
    /// and resolves enums, which depend on nothing.
    mutating func declareTypes(in files: [SchemaFileSyntax]) {
        for file in files {
            for declaration in file.declarations {
                let name = declaration.name
                checkTypeName(name)
                if let first = declarations[name.text] {
                    diagnostics.emit(.duplicateDeclaration(name.text, previous: first.name.location), at: name.location)
                    continue
                }
                declarations[name.text] = declaration
            }
        }
        for file in files {
            for external in file.externals {
                checkTypeName(external.name)
                let name = external.name
                if let first = declarations[name.text]?.name.location ?? externals[name.text]?.name.location {
                    diagnostics.emit(.duplicateDeclaration(name.text, previous: first), at: name.location)
                    continue
                }
                externals[name.text] = external
            }
        }
        for case .enumeration(let syntax) in declarations.values {
            enums[syntax.name.text] = resolveEnum(syntax)
        }
    }

    /// The style `syntax` names, or `nil` when none is given or after reporting an unknown one.
    mutating func resolveKeyStyle(_ syntax: KeyStyleSyntax?) -> KeyStyle? {
        guard let syntax else { return nil }
        guard let style = KeyStyle(rawValue: syntax.text) else {
            diagnostics.emit(.unknownKeyStyle(syntax.text), at: syntax.location)
            return nil
        }
        return style
    }

    func isFirstDeclaration(_ declaration: DeclarationSyntax) -> Bool {
        declarations[declaration.name.text].map { $0.name.location == declaration.name.location } ?? false
    }

    /// Two schema files with the same base name would produce two Swift files with the same
    /// name, which SwiftPM refuses to compile into one module.
    mutating func checkOutputNames(of files: [SchemaFileSyntax]) {
        var seen: [String: String] = [:]
        for file in files {
            let name = Self.baseName(of: file.path)
            if let other = seen[name] {
                diagnostics.emit(.outputFileNameCollision(other, file.path, output: name), at: .start(of: file.path))
            }
            seen[name] = file.path
            if !Names.isIdentifier(name) {
                diagnostics.emit(.invalidSchemaFileName(name), at: .start(of: file.path))
            }
        }
    }

    /// `Schemas/Hosts.fcschema` → `Hosts`.
    static func baseName(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}
