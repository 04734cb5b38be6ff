/// What every translator needs: the options, and the model to look names up in.
struct TranslationContext {
    var options: GeneratorOptions
    var model: SchemaModel

    /// The access modifier of generated API, or `nil` for `internal` (which Swift omits).
    var access: AccessModifier? {
        switch options.accessLevel {
        case .public: .public
        case .package: .package
        case .internal: nil
        }
    }
}
