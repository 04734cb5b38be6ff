import Foundation

@testable import ForwardCodableGenerator

/// Generates `text` as one schema file named `path`.
func generate(_ text: String, path: String = "Test.fcschema", options: GeneratorOptions = GeneratorOptions())
    -> GenerationResult
{
    Generator.generate([SchemaSource(path: path, text: text)], options: options)
}

/// The diagnostics of `text`, as `line:column: severity: message` without the path, each
/// followed by its notes as `line:column: note: message`.
func diagnostics(_ text: String) -> [String] {
    generate(text).diagnostics.flatMap { diagnostic in
        [
            "\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
        ]
            + diagnostic.notes.map { "\($0.location.line):\($0.location.column): note: \($0.message)" }
    }
}

/// The generated Swift for a schema that must be valid.
func swift(_ text: String, options: GeneratorOptions = GeneratorOptions()) -> String {
    let result = generate(text, options: options)
    precondition(!result.hasErrors, "unexpected diagnostics: \(result.diagnostics)")
    return result.files.first?.contents ?? ""
}

/// The root of this repository, found from this file's path.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A readable line diff: `-` for removed lines, `+` for added ones, two lines of context.
func lineDiff(from old: String, to new: String) -> String {
    let oldLines = old.components(separatedBy: "\n")
    let newLines = new.components(separatedBy: "\n")
    let difference = newLines.difference(from: oldLines)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }
    var output: [String] = []
    var oldIndex = 0
    var newIndex = 0
    var lastPrinted = -10
    func context(_ index: Int) -> Bool {
        (max(0, index - 2)...(index + 2)).contains { removed.contains($0) }
            || (max(0, newIndex - 2)...(newIndex + 2)).contains { inserted.contains($0) }
    }
    while oldIndex < oldLines.count || newIndex < newLines.count {
        if oldIndex < oldLines.count, removed.contains(oldIndex) {
            output.append("-\(oldIndex + 1): \(oldLines[oldIndex])")
            oldIndex += 1
            lastPrinted = oldIndex
        } else if newIndex < newLines.count, inserted.contains(newIndex) {
            output.append("+\(newIndex + 1): \(newLines[newIndex])")
            newIndex += 1
        } else {
            if oldIndex < oldLines.count, context(oldIndex) {
                if lastPrinted < oldIndex - 1, !output.isEmpty { output.append("...") }
                output.append(" \(oldIndex + 1): \(oldLines[oldIndex])")
                lastPrinted = oldIndex
            }
            oldIndex += 1
            newIndex += 1
        }
    }
    return output.joined(separator: "\n")
}

/// The lines added and removed between two texts.
func changedLines(from old: String, to new: String) -> (removed: [String], inserted: [String]) {
    let difference = new.components(separatedBy: "\n").difference(from: old.components(separatedBy: "\n"))
    var removed: [String] = []
    var inserted: [String] = []
    for change in difference {
        switch change {
        case .remove(_, let line, _): removed.append(line)
        case .insert(_, let line, _): inserted.append(line)
        }
    }
    return (removed, inserted)
}
