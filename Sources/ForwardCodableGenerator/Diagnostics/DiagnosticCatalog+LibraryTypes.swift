// The catalog entry of a type named like a type of Foundation or of the standard library: FC211.

extension DiagnosticMessage {
    /// `kind` is "record", "enum" or "union"; `suggestion` is a free name, such as `RecipeUnit`.
    static func typeNameShadowsLibraryType(
        _ name: String, kind: String, library: LibraryTypeNames.Library, suggestion: String
    ) -> Self {
        let problem =
            switch library {
            case .foundation, .appleFoundation:
                "\(kind) '\(name)' has the name of "
                    + (library == .foundation ? "a Foundation type" : "a type of Foundation on Apple platforms")
                    + ": in a file that imports both Foundation and the generated module, '\(name)' is ambiguous for "
                    + "type lookup, and in the generated module it means this type, not Foundation's"
            case .runtime:
                "\(kind) '\(name)' has the name of a type of ForwardCodable's runtime: generated code names the "
                    + "runtime's through its module (ForwardCodable.\(name)), but in a file of the app that imports both "
                    + "ForwardCodable and the generated module, '\(name)' is ambiguous for type lookup"
            case .standardLibrary:
                "\(kind) '\(name)' has the name of a standard library type and hides it without an error: in every "
                    + "file that imports the generated module, and in the module itself, '\(name)' means this type, so "
                    + "code written for the standard library's fails to compile"
            }
        let fixtures =
            kind == "record"
            ? " (and move its golden fixtures, if any, from Fixtures/\(name)/ to Fixtures/\(suggestion)/)" : ""
        return Self(
            .typeNameShadowsLibraryType,
            problem + "; rename it, such as to '\(suggestion)'\(fixtures): a type's name is not written to the wire, "
                + "so documents stay the same")
    }
}
