/// A tagged union: one Swift enum case per variant, plus `unknown`, which keeps the variants this
/// version does not know whole.
struct UnionModel: Equatable, Sendable {
    var name: String
    var docs: [String]
    /// The key of the tag: `"type"`.
    var tagKey: String
    /// The key of the payload of an adjacently tagged union; `nil` when the payload's fields sit
    /// beside the tag.
    var contentKey: String?
    var variants: [VariantModel]
    var location: SourceLocation
}

/// One variant of a union: its case name, its tag on the wire and its record, if it has one.
struct VariantModel: Equatable, Sendable {
    var name: String
    var tag: String
    /// The record of the payload; `nil` for a variant without one (`divider`).
    var payload: String?
    var docs: [String]
    var location: SourceLocation
}
