import ForwardCodableGenerator

/// `forward-codable breaking --update-lock [--release NAME]`: record the schemas in the lock.
extension BreakingCommand {
    /// Records `sources` in the lock at `path`. With `release`, as that release: appended to the
    /// lock's history, or, for a name it holds, kept when the schemas are the same and replaced
    /// in place with `force` (refused without). Without, as the lock's one unnamed release, as
    /// before releases had names; a lock of named releases is then refused with advice, so that
    /// the contract of a release in the field is never replaced by mistake.
    ///
    /// Refused too, unless `force`, when the schemas break against a release the lock holds
    /// (from `since` on): the findings are printed and nothing is written, as protolock refuses. A
    /// break that one of `ignores` (the configuration's) matches does not refuse it.
    static func updateLock(
        _ sources: [SchemaSource],
        at path: String,
        release: String?,
        since: String?,
        options: CompatibilityOptions,
        ignores: [CompatibilityIgnore],
        force: Bool
    ) throws -> ExitStatus {
        let diagnostics = CompatibilityChecker.check(baseline: [], current: sources).diagnostics
        for diagnostic in diagnostics { Console.error(diagnostic.description) }
        if diagnostics.contains(where: { $0.severity == .error }) { return .schemaError }
        // A malformed lock is replaced by a plain --update-lock, as its error advises; a release
        // is never appended to it.
        var existing: Baseline?
        if FileSystem.exists(path) {
            do {
                existing = try Baseline.lock(path)
            } catch {
                guard release == nil, since == nil else { throw error }
            }
        }
        let recorded = existing?.releases ?? []
        var releases = recorded.map { (name: $0.name, sources: $0.sources) }
        if let release {
            if let index = recorded.firstIndex(where: { $0.name == release }) {
                if LockFile.render(recorded[index].sources) == LockFile.render(sources) {
                    Console.out("kept \(path) (release \(release) is recorded with these schemas)")
                    return .success
                }
                guard force else {
                    return usage(
                        "\(path) already holds release \(release), with other schemas; record these under a new "
                            + "name, or replace the schemas of \(release) with --update-lock --release \(release) --force"
                    )
                }
                releases[index].sources = sources
            } else {
                releases.append((release, sources))
            }
        } else {
            let names = recorded.compactMap(\.name)
            guard names.isEmpty else {
                return usage(
                    "\(path) holds releases \(names.joined(separator: ", ")): name the release you record with "
                        + "--update-lock --release NAME (a new name is appended; a recorded one is replaced with "
                        + "--force)")
            }
            releases = [(nil, sources)]
        }
        if let existing {
            let checked: [Baseline.Release]
            do {
                checked = try ReleaseCheck.releases(of: existing, since: since, against: path)
            } catch {
                return usage(error.message)
            }
            var report = force ? nil : ReleaseCheck.judge(sources, against: checked, options: options).report
            _ = report?.apply(ignores)
            if let report, report.isBreaking {
                Console.write(report.text(verbose: false))
                let against = existing.releases.contains { $0.name != nil } ? "releases it holds" : "release it holds"
                Console.error(
                    "error: not recording \(path): the schemas break against the \(against) (\(report.summary)); "
                        + "fix the changes above, or record them all the same with --update-lock --force")
                return .breaking
            }
        } else if since != nil {
            return usage("--since-release chooses among the releases of \(path), which does not exist yet")
        }
        let changed = try FileSystem.writeIfChanged(LockFile.render(releases: releases), to: path)
        let verb = changed ? "wrote" : "kept"
        guard let release else {
            Console.out("\(verb) \(path) (\(sources.count) schema(s))")
            return .success
        }
        let names = releases.map { $0.name ?? "(unnamed)" }.joined(separator: ", ")
        Console.out("\(verb) \(path) (release \(release), \(sources.count) schema(s); releases \(names))")
        return .success
    }
}
