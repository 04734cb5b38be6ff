/// The catalog entries of the rules only untagged unions fire (see `CompatibilityRule+Catalog.swift`);
/// the variant rules (`UNION_VARIANT_ADDED`, `_REMOVED`, `_PAYLOAD_CHANGED`) judge them too, by type.
extension CompatibilityRule {
    /// The entry of an untagged union rule; `nil` for the other rules.
    var untaggedUnionDocumentation: CompatibilityRuleDocumentation? {
        switch self {
        case .unionTaggingChanged:
            .init(
                what: "A union becomes untagged (`tag \"type\"` to `untagged`), or tagged.",
                why: "A tagged reader finds no tag in untagged values and fails to read them. An untagged reader "
                    + "reads a tagged value's tag as one more key of its shape: it reads each variant whose "
                    + "record its shape selects, and fails the others (a variant without a payload, an adjacently "
                    + "tagged payload).",
                directionNote:
                    "the tagged reader's direction; both when the untagged side does not read every tagged variant",
                fix: "Keep the union as it was; for the new form, declare a new union and a new field.",
                example: .init(
                    before: references,
                    after: references.replacingOccurrences(
                        of: "untagged {\n    id: String\n", with: "tag \"object\" {\n"),
                    .error, [.backward]))
        case .unionSelectionChanged:
            .init(
                what: "Values of one shape select another variant of an untagged union, or none: a variant added "
                    + "that takes them (an `Int` beside a `Double`, a record that requires more keys), or a record "
                    + "variant's required keys changed.",
                why: "Each side reads the other's values of that shape as another case, or keeps them whole as "
                    + "`unknown` and no longer shows them.",
                fix: "Remove the variant that takes them, or keep the record's required keys; or accept the new "
                    + "reading.",
                example: .init(
                    before: amounts, after: amounts.replacingOccurrences(of: "{\n", with: "{\n    cents: Int\n"),
                    .warning, [.backward, .forward], alongside: [.unionVariantAdded]))
        default: nil
        }
    }
}

/// An untagged union with a string and a record variant.
private let references = """
    record Customer {
        id: String
        email: String
    }

    union CustomerRef untagged {
        id: String
        customer: Customer
    }

    """

/// An untagged union of one number variant.
private let amounts = "union Amount untagged {\n    units: Double\n}\n"
