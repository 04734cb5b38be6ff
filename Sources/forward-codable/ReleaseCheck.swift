import ForwardCodableGenerator

/// Judges the current schemas against every release a baseline holds (Schema Registry's
/// `*_TRANSITIVE` modes), or against those from `--since-release` on, as one report.
enum ReleaseCheck {
    /// The releases of `baseline` from `since` on (all without it). A name the lock does not hold
    /// is a usage error that names the releases it does, with a did-you-mean.
    static func releases(of baseline: Baseline, since: String?, against: String) throws(UsageError)
        -> [Baseline.Release]
    {
        guard let since else { return baseline.releases }
        guard baseline.isLock else {
            throw UsageError(
                "--since-release chooses among the releases of a lock file; '\(against)' is a folder or a git ref")
        }
        let names = baseline.releases.compactMap(\.name)
        guard let index = baseline.releases.firstIndex(where: { $0.name == since }) else {
            if names.isEmpty {
                throw UsageError(
                    "--since-release '\(since)' is not a release of \(against): it holds no named release (it was "
                        + "recorded before releases had names); record releases with "
                        + "'forward-codable breaking --update-lock --release NAME'")
            }
            throw UsageError(
                "--since-release '\(since)' is not a release of \(against); its releases: "
                    + names.joined(separator: ", ") + Suggestions.didYouMean(since, among: names))
        }
        return Array(baseline.releases[index...])
    }

    /// The current schemas judged against each of `releases`, merged into one report whose
    /// baseline locations are the releases' own (each in its section of a lock), and the releases
    /// that share no type with the current schemas (nothing was checked against those).
    static func judge(
        _ current: [SchemaSource], against releases: [Baseline.Release], options: CompatibilityOptions
    ) -> (report: CompatibilityReport, unrelated: [Baseline.Release]) {
        let reports = CompatibilityChecker.check(baselines: releases.map(\.sources), current: current, options: options)
        let unrelated = zip(releases, reports).filter {
            !$1.hasSchemaErrors && !$1.currentTypes.isEmpty && $1.sharedTypes.isEmpty
        }
        let report = CompatibilityReport.merging(
            zip(releases, reports).map { release, report in
                (release.label, report.relocatingBaseline(release.display))
            })
        return (report, unrelated.map(\.0))
    }

    /// `the baseline 'X'`, or `release 1.0 of 'X'`.
    static func describe(_ release: Baseline.Release, of against: String) -> String {
        release.label.map { "release \($0) of '\(against)'" } ?? "the baseline '\(against)'"
    }
}
