import ForwardCodableGenerator

/// What must hold for any input, valid or not.
enum ParserFuzzOracle {
    static func problems(in result: GenerationResult, for sources: [SchemaSource], checkDeterminism: Bool) -> [String] {
        var problems: [String] = []
        if result.files.isEmpty, !result.hasErrors {
            problems.append("no files and no error")
        }
        if !result.files.isEmpty, result.hasErrors {
            problems.append("files despite errors")
        }
        if Set(result.diagnostics).count != result.diagnostics.count {
            problems.append("a diagnostic reported twice: \(result.diagnostics)")
        }
        let paths = Set(sources.map(\.path))
        for note in result.diagnostics.flatMap(\.notes) where !paths.contains(note.location.file) {
            problems.append("a note in an unknown file: \(note)")
        }
        let lines = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, lineLengths(of: $0.text)) })
        for diagnostic in result.diagnostics {
            let location = diagnostic.location
            guard let lengths = lines[location.file] else {
                problems.append("diagnostic in an unknown file: \(diagnostic)")
                continue
            }
            if diagnostic.message.isEmpty { problems.append("empty message at \(location)") }
            guard (1...(lengths.count + 1)).contains(location.line), location.column >= 1 else {
                problems.append("location outside the file: \(diagnostic)")
                continue
            }
            if location.line <= lengths.count, location.column > lengths[location.line - 1] + 1 {
                problems.append(
                    "column beyond the end of line \(location.line) (\(lengths[location.line - 1]) characters): \(diagnostic)"
                )
            }
        }
        if checkDeterminism, Generator.generate(sources) != result {
            problems.append("a second run gave a different result")
        }
        return problems
    }

    /// The length in Unicode scalars of each line, as the lexer counts them (lines end at `\n`).
    static func lineLengths(of text: String) -> [Int] {
        var lengths = [0]
        for scalar in text.unicodeScalars {
            if scalar == "\n" { lengths.append(0) } else { lengths[lengths.count - 1] += 1 }
        }
        return lengths
    }
}
