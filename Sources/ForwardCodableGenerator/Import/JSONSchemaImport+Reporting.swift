/// Each problem once, at its place: a schema that many `$ref`s reach is read once, and what it
/// says is reported once, with how many references reach it, instead of once per reference.
extension JSONSchemaImport {
    /// Records the problem `message` at `node` (JSON pointer `pointer`), unless the same problem
    /// was recorded at the same place already.
    mutating func report(
        _ severity: ImportDiagnostic.Severity, _ node: LocatedJSON, _ pointer: String, _ message: String
    ) {
        let place = "\(severity.rawValue) \(pointer) \(message)"
        guard reportedPlaces.insert(place).inserted else { return }
        schema.diagnostics.append(
            ImportDiagnostic(
                severity: severity, message: message,
                location: SourceLocation(file: path, line: node.line, column: node.column), pointer: pointer))
    }

    /// How many `$ref`s of the imported schemas name each pointer.
    static func referenceCounts(in node: LocatedJSON) -> [String: Int] {
        var counts: [String: Int] = [:]
        func walk(_ node: LocatedJSON) {
            switch node.value {
            case .object(let members):
                for member in members {
                    if member.key == "$ref", let target = member.value.string {
                        counts[target, default: 0] += 1
                    } else {
                        walk(member.value)
                    }
                }
            case .array(let elements): elements.forEach(walk)
            default: break
            }
        }
        walk(node)
        return counts
    }

    /// Adds to each warning how many references reach its place, when more than one does: the
    /// references to the innermost referenced schema that holds it.
    mutating func countReferences(_ counts: [String: Int]) {
        for index in schema.diagnostics.indices where schema.diagnostics[index].severity == .warning {
            let pointer = schema.diagnostics[index].pointer
            let holder = counts.keys.filter { pointer == $0 || pointer.hasPrefix($0 + "/") }.max { $0.count < $1.count }
            guard let holder, let count = counts[holder], count > 1 else { continue }
            let message = schema.diagnostics[index].message
            schema.diagnostics[index].message =
                message.hasSuffix("the first is here)")
                ? message.dropLast() + "; \(count) references reach it)" : message + " (\(count) references reach it)"
        }
    }

    /// An error for each `--fallback` that names no enum of the import, with the enums it may
    /// have meant.
    mutating func reportUnusedFallbacks() {
        schema.diagnostics += Self.unusedFallbacks(options, enums: enumNames.sorted())
    }

    /// The errors of the fallbacks of `options` that name none of `enums`.
    static func unusedFallbacks(_ options: ImportOptions, enums: [String]) -> [ImportDiagnostic] {
        options.fallbacks.keys.sorted().filter { !enums.contains($0) }.map { name in
            let listed =
                enums.isEmpty
                ? "the import declares no enum" : "its enums are " + enums.sorted().joined(separator: ", ")
            return ImportDiagnostic.option(
                "--fallback \(name)=\(options.fallbacks[name]!)",
                "names no enum of the import\(Suggestions.didYouMean(name, among: enums)); \(listed)")
        }
    }
}

extension ImportDiagnostic {
    /// An error in a command-line option, such as a `--fallback` that names no enum: located at
    /// the option as written (`--fallback Sttus=paid: error: …`).
    static func option(_ option: String, _ message: String) -> ImportDiagnostic {
        ImportDiagnostic(
            severity: .error, message: message, location: SourceLocation(file: option, line: 0, column: 0), pointer: "")
    }
}
