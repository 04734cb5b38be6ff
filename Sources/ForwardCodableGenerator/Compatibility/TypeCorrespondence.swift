/// Which declarations of the current schemas each record, enum and union of the baseline is now:
/// the correspondence the rules judge by, found before they run.
///
/// A type's name is not on the wire; the keys, raw values and tags of the types that hold it are.
/// So a type is followed through its holders: when a baseline field held `A` and the current field
/// it is paired with holds `B` of the same kind, `B` is `A` (renamed, perhaps changed too), and the
/// rules judge `B` against `A` by its changes. Fields are paired as the field rules pair them: by
/// wire key, through a recorded `rename` step, then by name; a union's variants by tag, then by
/// name, and their payloads followed alike. A holder's pairing wins over a name: when a name now
/// declares another type and the old one moved to a new name, each field follows the type it held.
///
/// A type no paired holder leads to (a record the app reads at the top, one whose fields are
/// gone, one only its own fields hold) keeps its name, else is matched by wire shape to a current
/// type of the same kind that no baseline type is, or leads to: the checker's shape matching.
///
/// `B` is `A` only when they keep something of one wire shape: a wire key, a raw value or a tag
/// in common (or one of the two has none). A record that keeps none of the old keys, an enum that
/// keeps no raw value, is a new type in the old one's place: the old one is removed, as an enum
/// whose name now declares one with no raw value in common is replaced.
///
/// When holders disagree (one field that held `A` now holds `B`, another `C`), `A` corresponds to
/// both and each is judged against it; a current type several baseline types became is judged
/// against each. Nothing is left unjudged, and nothing depends on the order of declarations:
/// holders are visited before the types they hold (by strongly connected components of the
/// holds-graph, so the walk ends on recursive types), in name order.
/// A class, so that the rules' many copies of ``TypeCompatibility`` share one.
final class TypeCorrespondence: Sendable {
    /// A baseline type and a current type it corresponds to, by name.
    struct Pair: Hashable, Sendable {
        var old: String
        var new: String
    }

    private let currentNames: [String: [String]]
    private let baselineNames: [String: [String]]
    /// Whether some type corresponds to a type of another name; when none does, every question
    /// is answered by the names alone.
    private let renames: Bool

    /// No pair: every type is itself by name, as a model compared with itself.
    static let none = TypeCorrespondence(pairs: [])

    init(pairs: Set<Pair>) {
        var current: [String: [String]] = [:]
        var baseline: [String: [String]] = [:]
        for pair in pairs {
            current[pair.old, default: []].append(pair.new)
            baseline[pair.new, default: []].append(pair.old)
        }
        // Most types have one pair: only the others need an order.
        currentNames = current.mapValues { $0.count > 1 ? $0.sorted() : $0 }
        baselineNames = baseline.mapValues { $0.count > 1 ? $0.sorted() : $0 }
        renames = pairs.contains { $0.old != $0.new }
    }

    /// Every pair, in name order.
    var pairs: [Pair] {
        currentNames.keys.sorted().flatMap { old in current(of: old).map { Pair(old: old, new: $0) } }
    }

    /// The current types some baseline type is now.
    var currentTypes: Dictionary<String, [String]>.Keys {
        baselineNames.keys
    }

    /// The correspondence of the types of `old` and `new`.
    convenience init(old: CompatibilitySide, new: CompatibilitySide) {
        var walk = TypeCorrespondenceWalk(old: old, new: new)
        walk.run()
        self.init(pairs: walk.pairs)
    }

    /// The current types the baseline's `name` is now, in name order; empty when it is gone.
    func current(of name: String) -> [String] {
        currentNames[name] ?? []
    }

    /// The baseline types the current `name` was, in name order; empty for a new type.
    func baseline(of name: String) -> [String] {
        baselineNames[name] ?? []
    }

    /// Whether the baseline's `old` and the current `new` are one type: a pair, or one name that
    /// neither side's types correspond through (no correspondence was made).
    func corresponds(_ old: String, _ new: String) -> Bool {
        // Only identities: a name is itself (an unmatched name has no pair on either side).
        guard renames else { return old == new }
        if let names = currentNames[old] { return names.contains(new) }
        return old == new && baselineNames[new] == nil
    }

    /// The name the current schemas give the baseline's `name`: the first it corresponds to, or
    /// the name itself. A fix that quotes a baseline field spells its type with these.
    func currentName(of name: String) -> String {
        guard renames else { return name }
        let names = current(of: name)
        return names.contains(name) ? name : names.first ?? name
    }

    /// `type` spelled with the current names of the types it holds.
    func current(_ type: FieldType) -> FieldType {
        guard renames else { return type }
        return switch type {
        case .record(let name): .record(currentName(of: name))
        case .enumeration(let name): .enumeration(currentName(of: name))
        case .union(let name): .union(currentName(of: name))
        case .array(let element): .array(current(element))
        case .dictionary(let value): .dictionary(current(value))
        case .optional(let wrapped): .optional(current(wrapped))
        default: type
        }
    }

    /// `findings` of the comparison of the baseline's `old` with the current `new`, their messages
    /// naming both when the type was renamed: `'Bastion' (renamed from 'Jump')` at the first
    /// mention of the type, `'Method.et' (was 'Mode.et')` at a member's.
    static func naming(_ findings: [CompatibilityFinding], old: String, new: String) -> [CompatibilityFinding] {
        guard old != new else { return findings }
        return findings.map { finding in
            var finding = finding
            finding.message = naming(finding.message, old: old, new: new)
            return finding
        }
    }

    private static func naming(_ message: String, old: String, new: String) -> String {
        var text = message
        if let mention = text.range(of: "'\(new)'") {
            text.insert(contentsOf: " (renamed from '\(old)')", at: mention.upperBound)
        } else if let mention = text.range(of: "'\(new)."),
            let close = text[mention.upperBound...].firstIndex(of: "'")
        {
            let member = text[mention.upperBound..<close]
            text.insert(contentsOf: " (was '\(old).\(member)')", at: text.index(after: close))
        } else {
            text += "; '\(new)' was '\(old)' in the baseline"
        }
        return text
    }
}
