// The catalog entries of the configuration file and the lock file: FC8xx.

extension DiagnosticMessage {
    static func invalidJSON(_ reason: String) -> Self {
        Self(.invalidJSON, "invalid JSON: \(reason)")
    }

    static var configurationNotObject: Self {
        Self(
            .configurationNotObject, "the configuration must be a JSON object, such as {\"accessLevel\": \"internal\"}")
    }

    static var invalidAccessLevel: Self {
        Self(.invalidAccessLevel, "\"accessLevel\" must be \"public\", \"package\" or \"internal\"")
    }

    static var invalidModelModule: Self {
        Self(.invalidModelModule, "\"modelModule\" must be a module name, such as \"Models\"")
    }

    static func invalidConfigurationKeyStyle(_ value: String) -> Self {
        let known = KeyStyle.allCases.map(\.rawValue)
        return Self(
            .invalidConfigurationKeyStyle,
            "\"keyStyle\" must be \(known.map { "\"\($0)\"" }.joined(separator: ", ")), not '\(value)'"
                + Suggestions.didYouMean(value, among: known))
    }

    static var invalidConfigurationFastJSON: Self {
        Self(.invalidConfigurationFastJSON, "\"fastJSON\" must be true (default) or false")
    }

    static func unknownConfigurationKey(_ key: String, known: [String], suggestion: String) -> Self {
        Self(
            .unknownConfigurationKey,
            "unknown configuration key \"\(key)\"; known keys: \(known.joined(separator: ", "))" + suggestion)
    }

    static func duplicateConfigurationKey(_ key: String, previous: SourceLocation) -> Self {
        Self(
            .duplicateConfigurationKey, "configuration key \"\(key)\" is given twice; keep one",
            notes: [DiagnosticNote("\"\(key)\" is first given here", at: previous)])
    }

    static var malformedLock: Self {
        Self(
            .malformedLock,
            "expected '=== <schema path> (<N> lines)' in the lock; regenerate it with 'forward-codable breaking "
                + "--update-lock'")
    }

    static var malformedLockRelease: Self {
        Self(
            .malformedLock,
            "expected '### release <name>' in the lock, a name of letters, digits, '.', '-', '_' and '+' that starts "
                + "with a letter or digit")
    }

    static func emptyLockRelease(_ name: String) -> Self {
        Self(
            .malformedLock,
            "release '\(name)' of the lock holds no schema: expected '=== <schema path> (<N> lines)' after its "
                + "header; record it with 'forward-codable breaking --update-lock --release \(name) --force'")
    }

    static func duplicateLockRelease(_ name: String, first: SourceLocation) -> Self {
        Self(
            .malformedLock, "release '\(name)' is recorded twice in the lock; keep one",
            notes: [DiagnosticNote("release '\(name)' is first recorded here", at: first)])
    }
}
