/// A union of a random schema: internally tagged (`tag "k"`), or adjacently tagged
/// (`tag "k" content "c"`), with variants that carry a record or nothing.
struct FuzzUnion {
    struct Variant {
        var name: String
        /// The tag on the wire: the name, or the argument of `@tag`.
        var tag: String
        /// The payload record, or `nil` for a variant without one (`divider`).
        var payload: String?
    }

    var name: String
    var tagKey: String
    /// The content key of an adjacently tagged union; `nil` when the payload's fields sit beside
    /// the tag.
    var contentKey: String?
    var variants: [Variant]
    var docs: [String] = []

    /// The records the variants carry: a field may use the union only where these are declared
    /// after its record, so that values stay finite.
    var payloads: Set<String> { Set(variants.compactMap(\.payload)) }

    /// The union as schema text, one variant a line.
    func lines(indent: String) -> [String] {
        let content = contentKey.map { " content \(FuzzLiterals.quoted($0))" } ?? ""
        var lines = docs.map { "/// \($0)" }
        lines.append("union \(name) tag \(FuzzLiterals.quoted(tagKey))\(content) {")
        for variant in variants {
            var line = indent + variant.name + (variant.payload.map { ": \($0)" } ?? "")
            if variant.tag != variant.name { line += " @tag(\(FuzzLiterals.quoted(variant.tag)))" }
            lines.append(line)
        }
        return lines + ["}"]
    }
}
