extension Resolver {
    /// Warns about each record, enum and union named like a type of Foundation or of the standard
    /// library (``LibraryTypeNames``), with a name that clashes with nothing to rename it to, and
    /// refuses a type named with a keyword that cannot name one (``Names/typeKeywords``).
    mutating func checkLibraryTypeNames(in files: [SchemaFileSyntax]) {
        for file in files {
            for external in file.externals where Names.typeKeywords.contains(external.name.text) {
                diagnostics.emit(
                    .typeNameIsKeyword(external.name.text, kind: "external", suggestion: nil),
                    at: external.name.location
                )
            }
            for declaration in file.declarations where isFirstDeclaration(declaration) {
                let name = declaration.name
                if Names.typeKeywords.contains(name.text) {
                    let suggestion = suggestedName(for: declaration, in: file.path)
                    diagnostics.emit(
                        .typeNameIsKeyword(name.text, kind: declaration.kind, suggestion: suggestion), at: name.location
                    )
                    continue
                }
                guard let library = LibraryTypeNames.library(of: name.text) else { continue }
                let suggestion = suggestedName(for: declaration, in: file.path)
                diagnostics.emit(
                    .typeNameShadowsLibraryType(
                        name.text, kind: declaration.kind, library: library, suggestion: suggestion),
                    at: name.location)
            }
        }
    }

    /// The file's base name, singular, in front (`Unit` in `Recipes.fcschema`: `RecipeUnit`), or,
    /// when that is the name itself or taken, the kind behind (`Host` in `Hosts.fcschema`:
    /// `HostRecord`), then with a number: the first name that no declaration, Swift or library
    /// type has.
    func suggestedName(for declaration: DeclarationSyntax, in path: String) -> String {
        let name = declaration.name.text
        let prefix = Self.singular(Self.upperCamelCase(Self.baseName(of: path)))
        let fallback = name + declaration.kind.capitalizedFirst
        let candidates = (prefix == name ? [] : [prefix + name]) + [fallback]
        if let free = candidates.first(where: isFreeTypeName) { return free }
        var number = 2
        while !isFreeTypeName(fallback + String(number)) { number += 1 }
        return fallback + String(number)
    }

    private func isFreeTypeName(_ name: String) -> Bool {
        Names.isIdentifier(name) && declarations[name] == nil && !Names.keywords.contains(name)
            && !Names.reservedTypeNames.contains(name) && !Names.isSnapshotName(name)
            && LibraryTypeNames.library(of: name) == nil
    }

    /// `recipe_book` → `RecipeBook`.
    static func upperCamelCase(_ text: String) -> String {
        text.split { !$0.isLetter && !$0.isNumber }.map { String($0).capitalizedFirst }.joined()
    }

    /// `Recipes` → `Recipe`, `Categories` → `Category`, `Boxes` → `Box`; `Status` stays.
    static func singular(_ word: String) -> String {
        if word.hasSuffix("ies"), word.count > 3 { return word.dropLast(3) + "y" }
        if ["sses", "shes", "ches", "xes", "zes"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
        if ["ss", "us", "is"].contains(where: word.hasSuffix) || !word.hasSuffix("s") || word.count < 2 { return word }
        return String(word.dropLast())
    }
}

extension DeclarationSyntax {
    /// `record`, `enum` or `union`, as the schema spells it.
    var kind: String {
        switch self {
        case .record: "record"
        case .enumeration: "enum"
        case .union: "union"
        }
    }
}
