/// The performance targets, checked against one run's results.
struct Target {
    let name: String
    let measured: String
    let isMet: Bool
}

enum Targets {
    /// Every target whose measurements the run has.
    static func evaluate(_ results: BenchmarkResults) -> [Target] {
        var targets: [Target] = []
        if let target = ratio(
            results, .plain, encode: false, limit: 1.20, "(c) decode, no unknown keys: at most 1.20x (a)")
        {
            targets.append(target)
        }
        if let target = ratio(
            results, .unknownKeys, encode: false, limit: 1.6, "(c) decode, 30% unknown keys: at most 1.6x (a)")
        {
            targets.append(target)
        }
        if let target = ratio(
            results, .plain, encode: true, limit: 1.05, "(c) encode, no unknown keys: at most 1.05x (a)")
        {
            targets.append(target)
        }
        if let known = results.dataSet(.plain)?.codec(.generated)?.decode, !known.seconds.isEmpty,
            let unknown = results.dataSet(.unknownEnums)?.codec(.generated)?.decode, !unknown.seconds.isEmpty
        {
            // The two data sets hold the same records; only the enum values differ. Compared on the
            // fastest run of each, the estimate least disturbed by other load, with 2% for noise.
            let ratio = unknown.min / known.min
            targets.append(
                Target(
                    name: "(c) decoding unknown enum values costs no more than known ones",
                    measured:
                        "\(Report.fixed(ratio, 2))x the time of the same records with known values (fastest runs)",
                    isMet: ratio <= 1.02
                )
            )
        }
        let fastTargets: [(DataSet.Kind, Bool, Double, String)] = [
            (.plain, false, 0.15, "(e) decode, no unknown keys: at most 0.15x (a)"),
            (.unknownKeys, false, 0.35, "(e) decode, 30% unknown keys: at most 0.35x (a)"),
            (.versioned, false, 0.35, "(e) decode, versioned with a 2-step migration: at most 0.35x (a)"),
            (.plain, true, 0.10, "(e) encode, no unknown keys: at most 0.10x (a)"),
            (.unknownKeys, true, 0.25, "(e) encode, 30% unknown keys (writing everything): at most 0.25x (a)"),
            (.timestamps, false, 0.15, "(e) decode, RFC 3339 timestamps: at most 0.15x (a) with its date strategy"),
            (.timestamps, true, 0.10, "(e) encode, RFC 3339 timestamps: at most 0.10x (a) with its date strategy"),
        ]
        for (kind, encode, limit, name) in fastTargets {
            if let target = ratio(results, kind, of: .fastPath, encode: encode, limit: limit, name) {
                targets.append(target)
            }
        }
        if let generator = results.generator {
            targets.append(
                Target(
                    name: "Generator: at least 1,000 schemas/s",
                    measured: "\(Report.fixed(generator.schemasPerSecond, 0)) schemas/s",
                    isMet: generator.schemasPerSecond >= 1000
                )
            )
        }
        return targets
    }

    private static func ratio(
        _ results: BenchmarkResults, _ kind: DataSet.Kind, of codec: CodecKind = .generated, encode: Bool,
        limit: Double, _ name: String
    ) -> Target? {
        guard let dataSet = results.dataSet(kind),
            let generated = dataSet.codec(codec), let synthesized = dataSet.codec(.synthesized),
            let mine = encode ? generated.encode.measuredMedian : generated.decode.measuredMedian,
            let base = encode ? synthesized.encode.measuredMedian : synthesized.decode.measuredMedian
        else { return nil }
        let ratio = mine / base
        return Target(name: name, measured: "\(Report.fixed(ratio, 2))x", isMet: ratio <= limit)
    }
}
