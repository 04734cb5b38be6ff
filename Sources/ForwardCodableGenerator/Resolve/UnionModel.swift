/// A union: one Swift enum case per variant, plus `unknown`, which keeps the variants this
/// version does not know whole. A tagged union tells its variants apart by a tag; an untagged
/// one by the shape of each value (see `UntaggedSelection`).
struct UnionModel: Equatable, Sendable {
    var name: String
    var docs: [String]
    /// The key of the tag: `"type"`; empty for an untagged union.
    var tagKey: String
    /// The key of the payload of an adjacently tagged union; `nil` when the payload's fields sit
    /// beside the tag, and for an untagged union.
    var contentKey: String?
    var variants: [VariantModel]
    var location: SourceLocation
    /// `untagged`: no tag; each variant has a type (``VariantModel/type``) that its values' JSON
    /// shape selects.
    var isUntagged = false

    /// Whether the payload's fields sit beside the tag in one object: a tagged union without a
    /// content key.
    var isInternallyTagged: Bool { !isUntagged && contentKey == nil }
}

/// One variant of a union: its case name, its tag on the wire and its record, if it has one.
struct VariantModel: Equatable, Sendable {
    var name: String
    /// The tag on the wire; the name, in an untagged union (whose wire holds none).
    var tag: String
    /// The record of the payload; `nil` for a variant without one (`divider`), and for a variant
    /// of an untagged union whose type is no record.
    var payload: String?
    var docs: [String]
    var location: SourceLocation
    /// The variant's type in an untagged union: a record, `String`, `Int`, `Double`, `Bool` or a
    /// list; `nil` in a tagged union.
    var type: FieldType? = nil
}
