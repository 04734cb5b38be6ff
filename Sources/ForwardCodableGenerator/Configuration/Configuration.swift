import ForwardCodable
import Foundation

/// The optional configuration file, `forward-codable.json`, that sits next to the schemas:
///
/// ```json
/// { "accessLevel": "internal" }
/// ```
///
/// Every key is optional. An unknown key is an error that names it, so a typo never silently
/// falls back to a default. Only strict JSON is accepted (no trailing comma, no comment); invalid
/// JSON is reported at its line and column.
package enum Configuration {
    /// The keys the file accepts, with what each does.
    package static let keys: [(key: String, meaning: String)] = [
        ("accessLevel", "\"public\" (default), \"package\" or \"internal\": the access level of the generated API"),
        ("modelModule", "the module holding the generated types, imported by generated contract tests"),
        ("keyStyle", "\"as_written\" (default), \"snake_case\" or \"kebab-case\": the key style of every schema"),
        ("fastJSON", "true (default) or false: whether records get the JSON fast path (`ForwardJSONDecoder`)"),
    ]

    /// Parses the configuration text at `path` into options, or diagnostics located in the file.
    package static func parse(_ text: String, path: String) -> (options: GeneratorOptions, diagnostics: [Diagnostic]) {
        var options = GeneratorOptions()
        var diagnostics: [Diagnostic] = []
        let start = SourceLocation(file: path, line: 1, column: 1)
        if let failure = StrictJSON.firstError(in: text) {
            let location = SourceLocation(file: path, line: failure.line, column: failure.column)
            return (options, [Diagnostic(.invalidJSON(failure.message), at: location)])
        }
        guard let data = text.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            return (
                options,
                [Diagnostic(.configurationNotObject, at: start)]
            )
        }
        for key in object.keys.sorted() {
            let location = Self.location(ofKey: key, in: text, path: path) ?? start
            switch key {
            case "accessLevel":
                guard let value = object[key] as? String, let level = GeneratorOptions.AccessLevel(rawValue: value)
                else {
                    diagnostics.append(Diagnostic(.invalidAccessLevel, at: location))
                    continue
                }
                options.accessLevel = level
            case "modelModule":
                guard let value = object[key] as? String, Names.isIdentifier(value) else {
                    diagnostics.append(Diagnostic(.invalidModelModule, at: location))
                    continue
                }
                options.modelModule = value
            case "keyStyle":
                guard let value = object[key] as? String, let style = KeyStyle(rawValue: value) else {
                    let text = object[key].map { "\($0)" } ?? ""
                    diagnostics.append(Diagnostic(.invalidConfigurationKeyStyle(text), at: location))
                    continue
                }
                options.keyStyle = style
            case "fastJSON":
                // JSONValue tells a Boolean from the number 1, as `as? Bool` does not on Darwin.
                let values = try? JSONDecoder().decode([String: JSONValue].self, from: data)
                guard case .bool(let value)? = values?[key] else {
                    diagnostics.append(Diagnostic(.invalidConfigurationFastJSON, at: location))
                    continue
                }
                options.fastJSON = value
            default:
                let known = Self.keys.map(\.key)
                diagnostics.append(
                    Diagnostic(
                        .unknownConfigurationKey(
                            key, known: known, suggestion: Suggestions.didYouMean(key, among: known)),
                        at: location))
            }
        }
        return (options, diagnostics)
    }

    /// Where `"key"` first appears in the text.
    private static func location(ofKey key: String, in text: String, path: String) -> SourceLocation? {
        let needle = "\"\(key)\""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                let column = line[line.startIndex..<range.lowerBound].unicodeScalars.count + 1
                return SourceLocation(file: path, line: index + 1, column: column)
            }
        }
        return nil
    }
}
