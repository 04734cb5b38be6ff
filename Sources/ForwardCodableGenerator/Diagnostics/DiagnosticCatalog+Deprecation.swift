/// The messages of deprecation: `@deprecated("use title")` on fields and cases.
extension DiagnosticMessage {
    static var deprecatedArguments: Self {
        Self(
            .deprecatedArguments,
            "@deprecated takes at most one string: the message, as in @deprecated(\"use title\")")
    }

    static func deprecatedStorageCollision(_ field: String, storageOf owner: String, wireKey: String) -> Self {
        Self(
            .deprecatedStorageCollision,
            "field '\(field)' collides with the storage that ForwardCodable generates for the deprecated field "
                + "'\(owner)'; choose another name and keep the wire key with @key(\"\(wireKey)\")")
    }

    static func unknownCaseAttribute(_ name: String, case caseName: String) -> Self {
        Self(.unknownCaseAttribute, "unknown attribute '@\(name)' on case '\(caseName)'; cases accept @deprecated")
    }

    static func deprecatedFallback(_ caseName: String, of enumeration: String) -> Self {
        Self(
            .deprecatedFallback,
            "the fallback of '\(enumeration)', '\(caseName)', cannot be deprecated: every unknown value shows as "
                + "it; choose another fallback")
    }

    static func deprecatedCaseDefault(_ caseName: String, of enumeration: String, field: String) -> Self {
        Self(
            .deprecatedCaseDefault,
            "the default of '\(field)' is '\(caseName)', a deprecated case of '\(enumeration)'; choose a current "
                + "case, or the generated initializer would use a deprecated declaration")
    }
}
