import Testing

@testable import ForwardCodableGenerator

/// The lock's release history: its format, and one check against several releases whose
/// findings are merged and name the releases they were found against.
@Suite struct LockReleaseTests {
    static let release10 = [
        SchemaSource(path: "Schemas/Sites.fcschema", text: "record Site {\n    name: String\n    port: Int\n}\n")
    ]
    static let release11 = [
        SchemaSource(path: "Schemas/Sites.fcschema", text: "record Site {\n    name: String\n    port: Int = 22\n}\n")
    ]
    static let release12 = [SchemaSource(path: "Schemas/Sites.fcschema", text: "record Site {\n    name: String?\n}\n")]

    @Test func releasesRoundTripAndMapLocationsIntoTheirOwnSection() throws {
        let text = LockFile.render(releases: [(nil, Self.release10), ("1.0", Self.release10), ("1.1", Self.release11)])
        let releases = try LockFile.releases(text, path: "lock").get()
        #expect(releases.map(\.name) == [nil, "1.0", "1.1"])
        #expect(releases.map(\.sources) == [Self.release10, Self.release10, Self.release11])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[releases[1].headerLine - 1] == "### release 1.0")
        let port = SourceLocation(file: "Schemas/Sites.fcschema", line: 3, column: 5)
        for release in releases {
            let mapped = LockFile.lockLocation(port, in: release.entries, lockPath: "lock")
            #expect(lines[mapped.line - 1].hasPrefix("    port: Int"))
            #expect(mapped.line > release.headerLine)
        }
        // `parse` reads the latest release.
        #expect(try LockFile.parse(text, path: "lock").get().map(\.source) == Self.release11)
    }

    @Test func aLockWithoutReleaseHeadersIsOneUnnamedRelease() throws {
        let text = LockFile.render(Self.release10)
        #expect(text == LockFile.render(releases: [(nil, Self.release10)]))
        #expect(!text.contains("###"))
        let releases = try LockFile.releases(text, path: "lock").get()
        #expect(releases.map(\.name) == [nil])
        #expect(releases.first?.sources == Self.release10)
        #expect(try LockFile.releases("# comments only\n", path: "lock").get().isEmpty)
    }

    /// Each tail follows a well-formed release 0.9 (lines 1-4): a header that is not
    /// `### release NAME`, a release with no schema, a name recorded twice.
    @Test(arguments: [
        "### releas 1.0\n", "### release\n", "### release 1.0 beta\n", "### release -1\n",
        "### release 1.0\n### release 1.1\n=== A.fcschema (1 lines)\nrecord A {}\n", "### release 1.0\n",
        "### release 0.9\n=== A.fcschema (1 lines)\nrecord A {}\n",
    ])
    func aMalformedReleaseSectionIsALocatedError(_ tail: String) {
        let text = "# lock\n### release 0.9\n=== A.fcschema (1 lines)\nrecord A {}\n" + tail
        guard case .failure(let error) = LockFile.releases(text, path: "lock") else {
            Issue.record("read: \(text)")
            return
        }
        #expect(error.diagnostic.id == .malformedLock)
        #expect(error.diagnostic.location == SourceLocation(file: "lock", line: 5, column: 1), "\(text)")
    }

    /// The 1.0/1.1/1.2 story in the core: each release is judged, and one change seen against
    /// both is one finding naming both, at the oldest release's location.
    @Test func findingsAgainstSeveralReleasesAreMergedAndNameThem() {
        let reports = CompatibilityChecker.check(baselines: [Self.release10, Self.release11], current: Self.release12)
        #expect(reports.count == 2)
        for (report, baseline) in zip(reports, [Self.release10, Self.release11]) {
            #expect(report == CompatibilityChecker.check(baseline: baseline, current: Self.release12))
        }
        let merged = CompatibilityReport.merging([("1.0", reports[0]), ("1.1", reports[1])])
        let breaking = merged.findings.filter { $0.severity == .error }
        #expect(breaking.map(\.rule) == [.fieldRemoved, .fieldMadeOptional])
        #expect(breaking.map(\.releases) == [["1.0"], ["1.0", "1.1"]])
        let oldest = reports[0].findings.first { $0.rule == .fieldMadeOptional }?.oldLocation
        #expect(breaking.last?.oldLocation == oldest)
        #expect(merged.text(verbose: false).contains("[FIELD_REMOVED: forward; release 1.0]\n"))
        #expect(merged.text(verbose: false).contains("[FIELD_MADE_OPTIONAL: forward; releases 1.0, 1.1]\n"))
        // Unnamed: printed as before.
        let single = CompatibilityReport.merging([(nil, reports[0])])
        #expect(single.findings == reports[0].findings)
    }

    @Test func releaseNames() {
        for name in ["1.0", "v2.3.1", "2026-05", "1.0.0-beta+7", "R_1"] {
            #expect(LockFile.isReleaseName(name), "\(name)")
        }
        for name in ["", "-1", "1.0 beta", "a,b", "(unnamed)", ".1"] {
            #expect(!LockFile.isReleaseName(name), "\(name)")
        }
    }
}
