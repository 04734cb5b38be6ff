// The catalog entries of untagged unions: FC910 to FC913.

extension DiagnosticMessage {
    static func untaggedVariantWithoutType(_ variant: String, union: String) -> Self {
        Self(
            .untaggedVariantWithoutType,
            "variant '\(variant)' of untagged union '\(union)' has no type: only the shape of its values tells it "
                + "apart; give it one: '\(variant): \(variant.capitalizedFirst)' with a record "
                + "'\(variant.capitalizedFirst)', or a String, Int, Double, Bool or list type")
    }

    /// `fix` says how to declare the variant with a type of the same JSON shape.
    static func untaggedVariantType(_ variant: String, type: String, union: String, fix: String) -> Self {
        Self(
            .untaggedVariantType,
            "variant '\(variant)' of untagged union '\(union)' cannot be a '\(type)': a variant of an untagged union "
                + "is a record, String, Int, Double, Bool or a list, told apart by its JSON shape; \(fix)")
    }

    /// `kind` says what both are (`both strings`, `records that both require "id"`); `fix` how to
    /// tell them apart.
    static func indistinguishableVariants(
        _ variant: String, other: String, union: String, kind: String, fix: String, previous: SourceLocation
    ) -> Self {
        Self(
            .indistinguishableVariants,
            "variants '\(other)' and '\(variant)' of untagged union '\(union)' are \(kind): no value tells them "
                + "apart; \(fix)",
            notes: [DiagnosticNote("'\(other)' is declared here", at: previous)])
    }

    static func attributeOnUntaggedVariant(_ attribute: String, variant: String, union: String) -> Self {
        Self(
            .attributeOnUntaggedVariant,
            "variant '\(variant)' of untagged union '\(union)' takes no attributes: its values carry no tag; "
                + "remove '@\(attribute)'")
    }
}
