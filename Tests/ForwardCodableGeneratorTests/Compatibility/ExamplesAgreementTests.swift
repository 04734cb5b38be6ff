import Foundation
import Testing

@testable import ForwardCodableGenerator

/// The checker agrees with the fixtures: on the example schemas, a change it calls safe in a
/// direction keeps every fixture readable in that direction, and a change it calls breaking
/// makes some fixture unreadable. Backward: the committed fixtures in `Schemas/Fixtures` (what
/// older versions wrote) read by the changed schemas. Forward: the fixtures the changed schemas
/// record (what this version writes) read by the committed schemas.
@Suite struct ExamplesAgreementTests {
    static let schemas: [SchemaSource] = {
        let folder = repositoryRoot.appendingPathComponent("Schemas")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".fcschema") }.sorted().map { name in
            SchemaSource(
                path: "Schemas/\(name)",
                text: (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "")
        }
    }()

    /// The committed fixtures, as (record, version, document).
    static let fixtures: [(record: String, version: Int, json: FixtureJSON)] = {
        let folder = repositoryRoot.appendingPathComponent("Schemas/Fixtures")
        var result: [(String, Int, FixtureJSON)] = []
        for record in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
            let recordFolder = folder.appendingPathComponent(record)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: recordFolder.path)) ?? []).sorted() {
                guard let version = Int(name.dropFirst().dropLast(5)),
                    let text = try? String(contentsOf: recordFolder.appendingPathComponent(name), encoding: .utf8),
                    let json = try? FixtureJSON.parse(text)
                else { continue }
                result.append((record, version, json))
            }
        }
        return result
    }()

    /// A change to one example schema: the file, and the text replaced.
    struct Change: CustomStringConvertible, Sendable {
        var description: String
        var file: String
        var edits: [(String, String)]
        /// The verdict expected of both the checker and the fixtures, per direction.
        var breaksBackward: Bool
        var breaksForward: Bool

        var sources: [SchemaSource] {
            ExamplesAgreementTests.schemas.map { source in
                guard source.path == "Schemas/\(file)" else { return source }
                var text = source.text
                for (old, new) in edits {
                    precondition(text.contains(old), "\(description): no '\(old)' in \(file)")
                    text = text.replacingOccurrences(of: old, with: new)
                }
                return SchemaSource(path: source.path, text: text)
            }
        }
    }

    static let changes: [Change] = [
        Change(
            description: "optional field added", file: "Hosts.fcschema",
            edits: [("    tags: [String] = []\n", "    tags: [String] = []\n    nickname: String?\n")],
            breaksBackward: false, breaksForward: false),
        Change(
            description: "enum case added", file: "Hosts.fcschema",
            edits: [("    et = \"eternal-terminal\"\n", "    et = \"eternal-terminal\"\n    telnet\n")],
            breaksBackward: false, breaksForward: false),
        Change(
            description: "required to defaulted", file: "Tasks.fcschema",
            edits: [("    title: String @sample(\"Ship it\")", "    title: String = \"\" @sample(\"Ship it\")")],
            breaksBackward: false, breaksForward: false),
        Change(
            description: "recorded rename in a new version", file: "Documents.fcschema",
            edits: [
                ("record Document version 3", "record Document version 4"),
                ("    title: String @sample", "    headline: String @sample"),
                (
                    "        add case DocumentStatus.archived\n    }\n",
                    "        add case DocumentStatus.archived\n    }\n    since 4 {\n        rename title -> headline\n    }\n"
                ),
            ],
            breaksBackward: false, breaksForward: true),
        Change(
            description: "required field added", file: "Hosts.fcschema",
            edits: [("    tags: [String] = []\n", "    tags: [String] = []\n    owner: String @sample(\"ops\")\n")],
            breaksBackward: true, breaksForward: false),
        Change(
            description: "type changed", file: "Workspaces.fcschema",
            edits: [("    createdAt: Date @sample(0)", "    createdAt: String @sample(\"2026\")")],
            breaksBackward: true, breaksForward: true),
        Change(
            description: "single value became a list", file: "Notes.fcschema",
            edits: [("    text: String @sample(\"Harbor build 418\")", "    text: [String] = []")],
            breaksBackward: true, breaksForward: true),
        Change(
            description: "unrecorded rename", file: "Documents.fcschema",
            edits: [
                ("    title: String @sample", "    headline: String @sample"),
                ("rename heading -> title", "rename heading -> headline"),
            ],
            breaksBackward: true, breaksForward: true),
        Change(
            description: "recorded step edited", file: "Documents.fcschema",
            edits: [("rename heading -> title", "rename header -> title")],
            breaksBackward: true, breaksForward: false),
    ]

    @Test func theCommittedSchemasAreSafeAgainstTheLock() throws {
        let lockPath = "Schemas/forward-codable.lock"
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(lockPath), encoding: .utf8)
        let entries = try LockFile.parse(text, path: lockPath).get()
        let report = CompatibilityChecker.check(baseline: entries.map(\.source), current: Self.schemas)
        #expect(report.diagnostics.isEmpty)
        #expect(!report.isBreaking, "\(report.text(verbose: false))")
        #expect(Self.fixtures.count >= 15)
        let model = try #require(Generator.resolve(Self.schemas).model)
        for fixture in Self.fixtures {
            #expect(
                FixtureReadability(model: model).failure(reading: fixture.json, as: fixture.record) == nil,
                "\(fixture.record)/v\(fixture.version).json")
        }
    }

    @Test(arguments: changes) func theCheckerAndTheFixturesAgree(_ change: Change) throws {
        let sources = change.sources
        let report = CompatibilityChecker.check(baseline: Self.schemas, current: sources)
        #expect(report.diagnostics.isEmpty)
        let errors = report.findings.filter { $0.severity == .error }
        let checkerBackward = errors.contains { $0.directions.contains(.backward) }
        let checkerForward = errors.contains { $0.directions.contains(.forward) }

        let newModel = try #require(Generator.resolve(sources).model)
        let oldModel = try #require(Generator.resolve(Self.schemas).model)
        let backwardFailures = Self.fixtures.compactMap {
            FixtureReadability(model: newModel).failure(reading: $0.json, as: $0.record)
        }
        let written = try Generator.recordFixtures(sources).fixtures.map {
            (record: $0.record, json: try FixtureJSON.parse($0.text))
        }
        let forwardFailures = written.compactMap { fixture in
            oldModel.records[fixture.record] == nil
                ? nil : FixtureReadability(model: oldModel).failure(reading: fixture.json, as: fixture.record)
        }
        #expect(checkerBackward == change.breaksBackward, "checker, backward: \(report.text(verbose: false))")
        #expect(!backwardFailures.isEmpty == change.breaksBackward, "fixtures, backward: \(backwardFailures)")
        #expect(checkerForward == change.breaksForward, "checker, forward: \(report.text(verbose: false))")
        #expect(!forwardFailures.isEmpty == change.breaksForward, "fixtures, forward: \(forwardFailures)")
    }

    /// The schema of one generation of the fleet in `Tests/Fleet`.
    static func fleetCards(_ generation: Int) throws -> [SchemaSource] {
        let path = "Tests/Fleet/Gen\(generation)/Cards.fcschema"
        return [
            SchemaSource(
                path: path, text: try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8))
        ]
    }

    /// `Tests/Fleet` holds three generations of one schema that the fuzz tests run together as a
    /// mixed-version fleet, each reading what the others write: the checker must call each step safe.
    @Test func theFleetGenerationsAreSafeStepByStep() throws {
        for generation in [2, 3] {
            let report = CompatibilityChecker.check(
                baseline: try Self.fleetCards(generation - 1), current: try Self.fleetCards(generation))
            #expect(report.diagnostics.isEmpty)
            #expect(report.findings.allSatisfy { $0.severity == .safe }, "\(report.text(verbose: false))")
            #expect(report.findings.contains { $0.rule == .enumCaseAdded }, "each generation adds cases")
            #expect(report.findings.contains { $0.rule == .fieldAdded }, "each generation adds a date field")
        }
    }

    /// Generations 2 and 3 write `updatedAt` in one format, at different precisions; a generation 3
    /// that changed the format would break the fleet both ways.
    @Test func changingTheFleetDateFormatIsBreaking() throws {
        var changed = try Self.fleetCards(3)
        let field = "updatedAt: Date? @format(iso8601)"
        #expect(changed[0].text.contains(field))
        changed[0].text = changed[0].text.replacingOccurrences(
            of: field, with: "updatedAt: Date? @format(epochMilliseconds)")
        let report = CompatibilityChecker.check(baseline: try Self.fleetCards(2), current: changed)
        let finding = report.findings.first { $0.rule == .fieldFormatChanged }
        #expect(finding != nil && finding?.severity != .safe, "\(report.text(verbose: false))")
    }
}
