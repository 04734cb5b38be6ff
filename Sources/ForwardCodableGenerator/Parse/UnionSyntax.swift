/// `union Name tag "type" [content "data"] { variants }`, or `union Name untagged { variants }`.
struct UnionSyntax: Equatable, Sendable {
    var docs: [String]
    var name: NameSyntax
    /// The key of the tag (empty for an untagged union), and where it is written (where
    /// `untagged` is, for an untagged union).
    var tagKey: String
    var tagLocation: SourceLocation
    /// `untagged`: the variants are told apart by the shape of their values.
    var isUntagged = false
    /// The key of the payload of an adjacently tagged union, and where it is written.
    var contentKey: (text: String, location: SourceLocation)?
    var variants: [VariantSyntax]

    static func == (lhs: UnionSyntax, rhs: UnionSyntax) -> Bool {
        lhs.docs == rhs.docs && lhs.name == rhs.name && lhs.tagKey == rhs.tagKey
            && lhs.tagLocation == rhs.tagLocation && lhs.isUntagged == rhs.isUntagged
            && lhs.contentKey?.text == rhs.contentKey?.text
            && lhs.contentKey?.location == rhs.contentKey?.location && lhs.variants == rhs.variants
    }
}

/// `name: Record @tag("x")`, or `name` for a variant without a payload; `name: Type` in an
/// untagged union.
struct VariantSyntax: Equatable, Sendable {
    var docs: [String]
    var name: NameSyntax
    var payload: NameSyntax?
    var attributes: [AttributeSyntax]
    /// The variant's type in an untagged union (`many: [String]`); `nil` in a tagged one.
    var type: TypeSyntax? = nil
}
