/// The `"breaking"` setting of `forward-codable.json`: the breaks `forward-codable breaking`
/// accepts, each with its reason.
///
/// ```json
/// {"breaking": {"ignore": [{"rule": "FIELD_REMOVED", "path": "Task.legacy", "reason": "no app reads it since 2.0"}]}}
/// ```
extension Configuration {
    /// The keys of `"breaking"`.
    static let breakingKeys = ["ignore"]
    /// The keys of an ignore, all required.
    static let ignoreKeys = ["rule", "path", "reason"]

    /// Reads the `"breaking"` member into `ignores`, and returns what is wrong with it, each
    /// problem at its key (or at the entry, for a key it lacks). An entry with a problem ignores
    /// nothing.
    static func breaking(_ member: LocatedJSON.Member, path: String, into ignores: inout [CompatibilityIgnore])
        -> [Diagnostic]
    {
        func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(file: path, line: line, column: column) }
        guard case .object(let members) = member.value.value else {
            return [Diagnostic(.breakingNotObject, at: at(member.line, member.column))]
        }
        var diagnostics: [Diagnostic] = []
        var seen: [String: SourceLocation] = [:]
        for setting in members {
            let location = at(setting.line, setting.column)
            if let first = seen[setting.key] {
                diagnostics.append(Diagnostic(.duplicateConfigurationKey(setting.key, previous: first), at: location))
                continue
            }
            seen[setting.key] = location
            guard setting.key == "ignore" else {
                diagnostics.append(Diagnostic(.unknownBreakingKey(setting.key, known: breakingKeys), at: location))
                continue
            }
            guard case .array(let entries) = setting.value.value else {
                diagnostics.append(Diagnostic(.breakingIgnoreNotArray, at: location))
                continue
            }
            for entry in entries {
                switch ignore(entry, at: at) {
                case .success(let ignore): ignores.append(ignore)
                case .failure(let problems): diagnostics += problems.diagnostics
                }
            }
        }
        return diagnostics
    }

    /// The problems of one ignore entry.
    struct Problems: Error {
        var diagnostics: [Diagnostic]
    }

    /// One entry of `"ignore"`: an object of a known rule, a path and a non-empty reason.
    private static func ignore(_ entry: LocatedJSON, at: (Int, Int) -> SourceLocation)
        -> Result<CompatibilityIgnore, Problems>
    {
        let location = at(entry.line, entry.column)
        guard case .object(let members) = entry.value else {
            return .failure(Problems(diagnostics: [Diagnostic(.breakingIgnoreNotObject, at: location)]))
        }
        var diagnostics: [Diagnostic] = []
        // Each key's string (nil for another kind of value), as written, and where the key is.
        var values: [String: (text: String?, shown: String, location: SourceLocation)] = [:]
        for member in members {
            let keyLocation = at(member.line, member.column)
            if let first = values[member.key] {
                diagnostics.append(
                    Diagnostic(.duplicateIgnoreKey(member.key, previous: first.location), at: keyLocation))
                continue
            }
            guard ignoreKeys.contains(member.key) else {
                diagnostics.append(Diagnostic(.unknownIgnoreKey(member.key, known: ignoreKeys), at: keyLocation))
                continue
            }
            let text: String? = if case .string(let text) = member.value.value { text } else { nil }
            values[member.key] = (text, member.value.text, keyLocation)
        }
        var rule: CompatibilityRule?
        switch values["rule"] {
        case nil: diagnostics.append(Diagnostic(.ignoreWithoutRule, at: location))
        case (nil, _, let keyLocation)?: diagnostics.append(Diagnostic(.invalidIgnoreRule, at: keyLocation))
        case (let text?, _, let keyLocation)?:
            rule = CompatibilityRule(rawValue: text)
            if rule == nil {
                let known = CompatibilityRule.allCases.map(\.id)
                diagnostics.append(Diagnostic(.unknownBreakingRule(text, known: known), at: keyLocation))
            }
        }
        var ignoredPath: String?
        switch values["path"] {
        case nil: diagnostics.append(Diagnostic(.ignoreWithoutPath, at: location))
        case (let text, let shown, let keyLocation)?:
            if let text, CompatibilityIgnore.isPath(text) {
                ignoredPath = text
            } else {
                diagnostics.append(Diagnostic(.invalidIgnorePath(shown), at: keyLocation))
            }
        }
        let reason = values["reason"]?.text ?? ""
        if reason.allSatisfy(\.isWhitespace) {
            diagnostics.append(Diagnostic(.breakingIgnoreWithoutReason, at: values["reason"]?.location ?? location))
        }
        guard diagnostics.isEmpty, let rule, let ignoredPath else {
            return .failure(Problems(diagnostics: diagnostics))
        }
        return .success(CompatibilityIgnore(rule: rule, path: ignoredPath, reason: reason, location: location))
    }
}
