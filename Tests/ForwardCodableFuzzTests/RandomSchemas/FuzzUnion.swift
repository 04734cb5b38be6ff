/// A union of a random schema: internally tagged (`tag "k"`), or adjacently tagged
/// (`tag "k" content "c"`), with variants that carry a record or nothing; or untagged, with
/// variants of a type each (see `FuzzUntaggedUnion.swift`).
struct FuzzUnion {
    struct Variant {
        var name: String
        /// The tag on the wire: the name, or the argument of `@tag`.
        var tag: String
        /// The payload record, or `nil` for a variant without one (`divider`).
        var payload: String?
        /// The variant's type in an untagged union: a record, a scalar or a list.
        var type: FuzzType? = nil
    }

    var name: String
    var tagKey: String
    /// The content key of an adjacently tagged union; `nil` when the payload's fields sit beside
    /// the tag.
    var contentKey: String?
    var variants: [Variant]
    var docs: [String] = []
    /// `untagged`: no tag key; every variant has a type.
    var isUntagged = false
    /// The records an untagged union may take as variants, chosen once they are built.
    var candidates: [String] = []

    /// The records the variants carry: a field may use the union only where these are declared
    /// after its record, so that values stay finite.
    var payloads: Set<String> { Set(variants.compactMap(\.payload) + candidates) }

    /// The union as schema text, one variant a line.
    func lines(indent: String) -> [String] {
        let content = contentKey.map { " content \(FuzzLiterals.quoted($0))" } ?? ""
        var lines = docs.map { "/// \($0)" }
        guard !isUntagged else {
            lines.append("union \(name) untagged {")
            lines += variants.map { indent + $0.name + ": " + ($0.type?.schemaText ?? "") }
            return lines + ["}"]
        }
        lines.append("union \(name) tag \(FuzzLiterals.quoted(tagKey))\(content) {")
        for variant in variants {
            var line = indent + variant.name + (variant.payload.map { ": \($0)" } ?? "")
            if variant.tag != variant.name { line += " @tag(\(FuzzLiterals.quoted(variant.tag)))" }
            lines.append(line)
        }
        return lines + ["}"]
    }
}
