/// The "did you mean" of diagnostics and command lines.
package enum Suggestions {
    /// `; did you mean 'x'?` when a candidate is a case change or at most two edits away from
    /// `text`, otherwise nothing.
    package static func didYouMean(_ text: String, among candidates: [String]) -> String {
        let lowered = text.lowercased()
        if let match = candidates.first(where: { $0.lowercased() == lowered }) {
            return "; did you mean '\(match)'?"
        }
        let scored = candidates.map { (candidate: $0, distance: editDistance($0, text)) }.filter { $0.distance <= 2 }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return "" }
        return "; did you mean '\(best.candidate)'?"
    }

    /// The number of single-character insertions, deletions and substitutions that turn `a`
    /// into `b`.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
