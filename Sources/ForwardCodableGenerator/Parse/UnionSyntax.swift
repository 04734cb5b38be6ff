/// `union Name tag "type" [content "data"] { variants }`
struct UnionSyntax: Equatable, Sendable {
    var docs: [String]
    var name: NameSyntax
    /// The key of the tag, and where it is written.
    var tagKey: String
    var tagLocation: SourceLocation
    /// The key of the payload of an adjacently tagged union, and where it is written.
    var contentKey: (text: String, location: SourceLocation)?
    var variants: [VariantSyntax]

    static func == (lhs: UnionSyntax, rhs: UnionSyntax) -> Bool {
        lhs.docs == rhs.docs && lhs.name == rhs.name && lhs.tagKey == rhs.tagKey
            && lhs.tagLocation == rhs.tagLocation && lhs.contentKey?.text == rhs.contentKey?.text
            && lhs.contentKey?.location == rhs.contentKey?.location && lhs.variants == rhs.variants
    }
}

/// `name: Record @tag("x")`, or `name` for a variant without a payload.
struct VariantSyntax: Equatable, Sendable {
    var docs: [String]
    var name: NameSyntax
    var payload: NameSyntax?
    var attributes: [AttributeSyntax]
}
