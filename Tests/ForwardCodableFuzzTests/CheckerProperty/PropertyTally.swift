/// The counts the checker's property test prints: per mutation, direction and verdict, how many
/// pairs, and how many of them broke a document.
struct PropertyTally {
    private var counts: [String: (pairs: Int, broke: Int)] = [:]
    private var drawn: Set<PropertyMutation> = []
    private(set) var pairs = 0

    mutating func add(_ judge: PropertyJudge) {
        pairs += judge.batch.pairs.count
        for judged in judge.judged {
            drawn.insert(judged.mutation)
            let key = "\(judged.mutation.rawValue) \(judged.direction.rawValue) \(judged.verdict.rawValue)"
            counts[key, default: (0, 0)].pairs += 1
            if judged.broke { counts[key, default: (0, 0)].broke += 1 }
        }
    }

    /// The mutations no pair drew.
    var missing: [PropertyMutation] { PropertyMutation.allCases.filter { !drawn.contains($0) } }

    func print(seed: UInt64, seconds: Double) {
        Swift.print(
            "Checker property: seed \(seed), \(pairs) schema pairs, swiftc \(String(format: "%.1f", seconds)) s; "
                + "per mutation, direction and verdict: pairs (pairs with a broken document)")
        for (key, count) in counts.sorted(by: { $0.key < $1.key }) {
            Swift.print("  \(key): \(count.pairs) (\(count.broke) broke)")
        }
    }
}
