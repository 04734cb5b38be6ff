/// The optional configuration file, `forward-codable.json`, that sits next to the schemas:
///
/// ```json
/// { "accessLevel": "internal" }
/// ```
///
/// Every key is optional, and given once. An unknown key is an error that names it, so a typo
/// never silently falls back to a default. Only strict JSON is accepted (no trailing comma, no
/// comment); invalid JSON is reported at its line and column, any other error at its key.
package enum Configuration {
    /// The keys the file accepts, with what each does.
    package static let keys: [(key: String, meaning: String)] = [
        ("accessLevel", "\"public\" (default), \"package\" or \"internal\": the access level of the generated API"),
        ("modelModule", "the module holding the generated types, imported by generated contract tests"),
        ("keyStyle", "\"as_written\" (default), \"snake_case\" or \"kebab-case\": the key style of every schema"),
        ("fastJSON", "true (default) or false: whether records get the JSON fast path (`ForwardJSONDecoder`)"),
        (
            "dateFormat",
            "\"coder\" (default), \"iso8601\", \"epochSeconds\" or \"epochMilliseconds\": the format of every Date without @format"
        ),
        (
            "breaking",
            "{\"ignore\": [{\"rule\", \"path\", \"reason\"}]}: the breaks `forward-codable breaking` accepts, and why"
        ),
    ]

    /// What one configuration file sets.
    package struct Settings: Hashable, Sendable {
        /// The options of the generated code.
        package var options = GeneratorOptions()
        /// The ignores of `"breaking"`, in the order written: the breaks `forward-codable breaking`
        /// accepts.
        package var ignores: [CompatibilityIgnore] = []
        /// The problems of the file, located in it.
        package var diagnostics: [Diagnostic] = []

        /// The settings of no file: the default options, no ignore.
        package init() {}
    }

    /// Parses the configuration text at `path` into options, or diagnostics located in the file:
    /// ``read(_:path:)`` without the ignores of `"breaking"`, for the commands that generate.
    package static func parse(_ text: String, path: String) -> (options: GeneratorOptions, diagnostics: [Diagnostic]) {
        let settings = read(text, path: path)
        return (settings.options, settings.diagnostics)
    }

    /// Reads the configuration text at `path`: the options, the ignores of `"breaking"`, and the
    /// diagnostics, located in the file.
    ///
    /// The text is read once, by ``StrictJSON``, into a value that keeps where each key is; every
    /// setting and every error (invalid JSON, an unknown or repeated key, a value of the wrong
    /// kind) comes from that value, at the key's `line:column`.
    package static func read(_ text: String, path: String) -> Settings {
        var settings = Settings()
        let document: LocatedJSON
        switch StrictJSON.parse(text) {
        case .success(let value): document = value
        case .failure(let failure):
            let location = SourceLocation(file: path, line: failure.line, column: failure.column)
            settings.diagnostics = [Diagnostic(.invalidJSON(failure.message), at: location)]
            return settings
        }
        guard case .object(let members) = document.value else {
            let location = SourceLocation(file: path, line: document.line, column: document.column)
            settings.diagnostics = [Diagnostic(.configurationNotObject, at: location)]
            return settings
        }
        var seen: [String: SourceLocation] = [:]
        for member in members {
            let location = SourceLocation(file: path, line: member.line, column: member.column)
            if let first = seen[member.key] {
                settings.diagnostics.append(
                    Diagnostic(.duplicateConfigurationKey(member.key, previous: first), at: location))
                continue
            }
            seen[member.key] = location
            if member.key == "breaking" {
                settings.diagnostics += breaking(member, path: path, into: &settings.ignores)
            } else if let message = apply(member, to: &settings.options) {
                settings.diagnostics.append(Diagnostic(message, at: location))
            }
        }
        return settings
    }

    /// Sets the option `member` names, or returns what is wrong with it.
    private static func apply(_ member: LocatedJSON.Member, to options: inout GeneratorOptions) -> DiagnosticMessage? {
        let value = member.value.value
        switch member.key {
        case "accessLevel":
            guard case .string(let text) = value, let level = GeneratorOptions.AccessLevel(rawValue: text) else {
                return .invalidAccessLevel
            }
            options.accessLevel = level
        case "modelModule":
            guard case .string(let text) = value, Names.isIdentifier(text) else { return .invalidModelModule }
            options.modelModule = text
        case "keyStyle":
            guard case .string(let text) = value, let style = KeyStyle(rawValue: text) else {
                return .invalidConfigurationKeyStyle(member.value.text)
            }
            options.keyStyle = style
        case "fastJSON":
            guard case .bool(let flag) = value else { return .invalidConfigurationFastJSON }
            options.fastJSON = flag
        case "dateFormat":
            let known = WireFormatModel.names(for: .date)
            guard case .string(let text) = value, known.contains(text) else {
                return .invalidConfigurationDateFormat(member.value.text, known: known)
            }
            options.dateFormat = text == WireFormatModel.coder ? nil : text
        default:
            let known = Self.keys.map(\.key)
            return .unknownConfigurationKey(
                member.key, known: known, suggestion: Suggestions.didYouMean(member.key, among: known))
        }
        return nil
    }
}
