/// A deliberate break, accepted in `forward-codable.json`:
///
/// ```json
/// {"breaking": {"ignore": [{"rule": "FIELD_REMOVED", "path": "Task.legacy", "reason": "no app reads it since 2.0"}]}}
/// ```
///
/// A finding it matches is still reported, as ignored and with the reason, but does not count
/// toward the exit status. `path` is a finding's ``CompatibilityFinding/subject``: a type (`Task`),
/// which matches the findings of the type and of its members, or a member (`Task.legacy`,
/// `Mode.et`, `Block.image`), which matches that member's only. There is no ignore of a rule
/// everywhere: it would hide the next break of the rule too.
package struct CompatibilityIgnore: Hashable, Sendable {
    /// The rule whose findings it ignores.
    package var rule: CompatibilityRule
    /// The type or member it ignores them for.
    package var path: String
    /// Why the break is accepted: required, and shown with every finding it matches.
    package var reason: String
    /// Where the entry is in `forward-codable.json`, for the warning when it matches nothing.
    package var location: SourceLocation

    /// Creates an ignore.
    package init(rule: CompatibilityRule, path: String, reason: String, location: SourceLocation) {
        self.rule = rule
        self.path = path
        self.reason = reason
        self.location = location
    }

    /// Whether it ignores `finding`: the same rule, for the same type or member, or for a member of
    /// the type it names.
    package func matches(_ finding: CompatibilityFinding) -> Bool {
        finding.rule == rule && (finding.subject == path || finding.subject.hasPrefix(path + "."))
    }

    /// Whether `text` is a path: a type name, or a type name, a dot and a member name.
    static func isPath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { Names.isIdentifier(String($0)) }
    }
}

extension CompatibilityReport {
    /// Marks each finding that one of `ignores` matches with the first that does, and returns
    /// the ignores that match no finding: the warnings of an ignore left behind, at its place in
    /// `forward-codable.json`.
    package mutating func apply(_ ignores: [CompatibilityIgnore]) -> [Diagnostic] {
        var used = Set<Int>()
        for index in findings.indices {
            guard let match = ignores.indices.first(where: { ignores[$0].matches(findings[index]) }) else { continue }
            findings[index].ignore = ignores[match]
            used.insert(match)
        }
        return ignores.indices.filter { !used.contains($0) }.map { index in
            let ignore = ignores[index]
            return Diagnostic(.unusedBreakingIgnore(ignore.rule.id, path: ignore.path), at: ignore.location)
        }
    }
}
