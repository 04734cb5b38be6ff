/// The catalog as `forward-codable breaking --list-rules` prints it: one line per rule, or, with
/// `--format markdown`, the rules table and the examples of the `BreakingChanges` article.
extension CompatibilityRule {
    /// One line per rule: its id, what it matches, and who fails.
    package static var listing: String {
        let width = allCases.map(\.id.count).max() ?? 0
        return allCases.map { rule in
            let entry = rule.documentation
            let padding = String(repeating: " ", count: width - rule.id.count)
            return "\(rule.id)\(padding)  \(entry.what) [\(entry.direction)]\n"
        }.joined()
    }

    /// The rules table, then each rule's example as a diff from the baseline to the current
    /// schema: the text between the markers of the `BreakingChanges` article.
    package static var markdown: String {
        var lines = [
            "| Id | What | Why | Direction | How to fix |",
            "|----|------|-----|-----------|------------|",
        ]
        for rule in allCases {
            let entry = rule.documentation
            let cells = ["`\(rule.id)`", entry.what, entry.why, entry.direction, entry.fix]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines += [
            "", "### Examples", "",
            "A change that fires each rule, as a diff from the baseline's schema to the current one, with the "
                + "finding it makes; a test runs each through the checker.",
        ]
        for rule in allCases {
            let example = rule.documentation.example
            let directions = example.directions.sorted().map(\.rawValue).joined(separator: ", ")
            let alongside = example.alongside.map { "`\($0.id)`" }.joined(separator: ", ")
            lines += [
                "",
                "**`\(rule.id)`** (\(example.severity.rawValue)" + (directions.isEmpty ? "" : ": \(directions)") + ")"
                    + (alongside.isEmpty ? "" : ", with \(alongside)") + ":",
                "", "```diff",
            ]
            lines += lineDiff(from: example.before, to: example.after)
            lines.append("```")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `before` turned into `after`, line by line: ` ` for a line both keep (nothing for an empty
    /// one), `-` for one only
    /// `before` has, `+` for one only `after` has (a longest common subsequence of lines).
    static func lineDiff(from before: String, to after: String) -> [String] {
        func lines(_ text: String) -> [Substring] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        let (old, new) = (lines(before), lines(after))
        // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in old.indices.reversed() {
            for j in new.indices.reversed() {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [String] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                // An empty line both keep stays empty: no trailing space in the article.
                result.append(old[i].isEmpty ? "" : " " + old[i])
                (i, j) = (i + 1, j + 1)
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                result.append("-" + old[i])
                i += 1
            } else {
                result.append("+" + new[j])
                j += 1
            }
        }
        return result
    }
}
