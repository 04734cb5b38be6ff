// Shared by the command plugins (see PluginPaths.swift).

import PackagePlugin

/// The arguments of a command plugin: flags and repeatable options, `--help`, and an error with
/// a "did you mean" for anything else, or, for a plugin that passes them on to the tool, the rest.
struct CommandArguments {
    /// The flags given.
    private(set) var flags: Set<String> = []
    /// The values of each repeatable option.
    private(set) var options: [String: [String]] = [:]
    /// Whether `--help` or `-h` was given: print the usage and do nothing else.
    private(set) var wantsHelp = false
    /// The other arguments, in order, when they are passed on (`passesOthersOn`).
    private(set) var others: [String] = []

    /// Parses `arguments`, accepting `flags` and `options` (which take a value). Any other
    /// argument is an error, unless `passesOthersOn`: then it is kept in ``others``.
    init(
        _ arguments: [String], flags allowedFlags: [String], options allowedOptions: [String], usage: String,
        passesOthersOn: Bool = false
    ) throws {
        var extractor = ArgumentExtractor(arguments)
        for name in allowedFlags where extractor.extractFlag(named: name) > 0 { flags.insert(name) }
        for name in allowedOptions { options[name] = extractor.extractOption(named: name) }
        // SwiftPM honours its own flag after the verb too, and passes it on.
        _ = extractor.extractFlag(named: "allow-writing-to-package-directory")
        var unexpected: [String] = []
        for argument in extractor.remainingArguments {
            if argument == "--help" || argument == "-h" {
                wantsHelp = true
            } else if passesOthersOn {
                others.append(argument)
            } else {
                unexpected.append(argument)
            }
        }
        guard unexpected.isEmpty else {
            let known = allowedFlags + allowedOptions + ["help"]
            let lines = unexpected.map { argument in
                "unexpected argument '\(argument)'" + Self.suggestion(for: argument, among: known)
            }
            throw PluginError((lines + [usage]).joined(separator: "\n"))
        }
    }

    /// `; did you mean '--check'?` for an argument close to a known name, or nothing.
    static func suggestion(for argument: String, among names: [String]) -> String {
        let name = argument.hasPrefix("--") ? String(argument.dropFirst(2)) : argument
        let scored = names.map { ($0, distance(name, $0)) }.filter { $0.1 <= 2 }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return "" }
        return "; did you mean '--\(best.0)'?"
    }

    /// The edit distance between two names (insertions, deletions, substitutions).
    private static func distance(_ left: String, _ right: String) -> Int {
        let a = Array(left)
        let b = Array(right)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var next = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            row = next
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
