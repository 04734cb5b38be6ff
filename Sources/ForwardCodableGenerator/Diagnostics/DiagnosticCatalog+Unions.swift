// The catalog entries of unions: FC9xx.

extension DiagnosticMessage {
    static func tagCollidesWithPayloadField(
        _ tag: String, union: String, variant: String, record: String, field: SourceLocation
    ) -> Self {
        Self(
            .tagCollidesWithPayloadField,
            "the tag key '\(tag)' of union '\(union)' is also a field of '\(record)', the payload of variant "
                + "'\(variant)'; rename the field's key or use 'content \"key\"'",
            notes: [DiagnosticNote("the field with key '\(tag)' is declared here", at: field)])
    }

    static func duplicateVariantTag(_ tag: String, of variant: String, owner: String, previous: SourceLocation)
        -> Self
    {
        Self(
            .duplicateVariantTag, "variant '\(variant)' has the tag \"\(tag)\", which variant '\(owner)' already has",
            notes: [DiagnosticNote("'\(owner)' takes the tag here", at: previous)])
    }

    /// `external` says the type is the app's own, which a record field can hold instead.
    static func variantNotARecord(_ variant: String, type: String, external: Bool = false) -> Self {
        Self(
            .variantNotARecord,
            "the payload of variant '\(variant)' must be a record, not '\(type)'"
                + (external
                    ? "; wrap the app's type in a record: '\(variant): \(variant.capitalizedFirst)Payload' with "
                        + "'record \(variant.capitalizedFirst)Payload { value: \(type) @sample(...) }'"
                    : ""))
    }

    static func contentKeyIsTag(_ key: String, union: String) -> Self {
        Self(.contentKeyIsTag, "the content key of union '\(union)' must differ from its tag key '\(key)'")
    }

    static func duplicateVariant(_ name: String, union: String, previous: SourceLocation) -> Self {
        Self(
            .duplicateVariant, "variant '\(name)' is already declared in union '\(union)'",
            notes: [DiagnosticNote("'\(name)' is first declared here", at: previous)])
    }

    static func unknownVariantAttribute(_ name: String) -> Self {
        Self(.unknownVariantAttribute, "a variant takes only '@tag(\"…\")', with one string; found '@\(name)'")
    }
}

extension DiagnosticMessage {
    static func unknownUnion(_ name: String) -> Self {
        Self(.unknownUnion, "unknown union '\(name)'")
    }

    static func notAVariant(_ name: String, of union: String) -> Self {
        Self(.notAVariant, "'\(name)' is not a variant of union '\(union)'")
    }
}
