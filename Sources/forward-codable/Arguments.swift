import ForwardCodableGenerator

/// A small parser for `--option value`, `--flag` and positional arguments.
struct Arguments {
    private(set) var positional: [String] = []
    private var options: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments`, accepting only the given options (which take a value) and flags.
    init(_ arguments: [String], options allowedOptions: Set<String>, flags allowedFlags: Set<String>) throws(UsageError)
    {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                positional.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if allowedFlags.contains(name) {
                guard value == nil else { throw UsageError("--\(name) takes no value") }
                flags.insert(name)
            } else if allowedOptions.contains(name) {
                if value == nil {
                    guard index < arguments.count else { throw UsageError("--\(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                options[name, default: []].append(value ?? "")
            } else {
                let known = (allowedOptions.union(allowedFlags)).sorted()
                let closest = known.map { (name: $0, distance: Suggestions.editDistance($0, name)) }
                    .filter { $0.distance <= 2 }.min { $0.distance < $1.distance }
                throw UsageError(
                    "unknown option '--\(name)'" + (closest.map { "; did you mean '--\($0.name)'?" } ?? ""))
            }
        }
    }

    func value(_ name: String) -> String? {
        options[name]?.last
    }

    func values(_ name: String) -> [String] {
        options[name] ?? []
    }

    func flag(_ name: String) -> Bool {
        flags.contains(name)
    }
}

/// A wrong command line.
struct UsageError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
