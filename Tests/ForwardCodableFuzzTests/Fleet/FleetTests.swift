import ForwardCodable
import ForwardCodableGenerator
import Foundation
import Testing

/// A mixed-version fleet on one record type: clients of three generations of the `Card` schema
/// (modules FleetGen1, FleetGen2, FleetGen3) read one stored document, edit their own fields and
/// write it back, last writer wins. Nothing generation 3 (or a newer app) wrote may be lost
/// unless an edit addressed it. Sizes: `FC_FLEET_STEPS`, `FC_FLEET_SEEDS`, `FC_FUZZ_SEED`.
@Suite("Mixed-version fleet")
struct FleetTests {
    /// Fleets: all generations, mostly old clients, and the two older generations alone.
    static let fleets: [[Int]] = [[1, 2, 3], [1, 1, 2, 3], [1, 2, 2, 3, 3, 1], [1, 2]]

    @Test("read-edit-write steps in random order lose nothing generation 3 wrote", arguments: fleets)
    func atomicSteps(generations: [Int]) throws {
        var totals = FleetSimulation.Report()
        for run in 0..<FuzzSettings.fleetSeeds {
            let seed = FuzzSettings.seed &+ UInt64(run) &* 7_919
            let report = try FleetSimulation.run(
                seed: seed, steps: FuzzSettings.fleetSteps, generations: generations, staleReads: false)
            for failure in report.failures.prefix(5) {
                Issue.record("fleet \(generations), seed \(seed): \(failure)")
            }
            #expect(
                report.wrongWrites == 0 && report.lostLeaves == 0,
                "\(report.wrongWrites) of \(report.steps) writes wrong, \(report.lossyWrites) of them lost data; \(report.lostLeaves) leaves lost at the end"
            )
            totals.steps += report.steps
            totals.preservedLeaves += report.preservedLeaves
            totals.preservedDateLeaves += report.preservedDateLeaves
            totals.writesByGeneration.merge(report.writesByGeneration, uniquingKeysWith: +)
            totals.dateEditsByGeneration.merge(report.dateEditsByGeneration, uniquingKeysWith: +)
            // The final check must have had something to check, dates included.
            #expect(report.preservedLeaves > 10)
            #expect(report.preservedDateLeaves > 0)
            // Each generation that declares a date set one.
            #expect(generations.filter { $0 > 1 }.allSatisfy { report.dateEditsByGeneration[$0, default: 0] > 0 })
        }
        print(
            "Fleet \(generations): \(FuzzSettings.fleetSeeds) seeds, \(totals.steps) steps, writes by generation "
                + "\(Self.counts(totals.writesByGeneration)), date edits by generation "
                + "\(Self.counts(totals.dateEditsByGeneration)), \(totals.preservedLeaves) generation-3 leaves "
                + "(\(totals.preservedDateLeaves) of dates) verified at the end"
        )
    }

    /// `1: 12, 2: 7`: counts by generation.
    static func counts(_ counts: [Int: Int]) -> String {
        counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    }

    @Test("stale reads: every write is exactly what its writer read plus its edit")
    func staleReads() throws {
        for run in 0..<FuzzSettings.fleetSeeds {
            let seed = FuzzSettings.seed &+ 0xF1EE7 &+ UInt64(run)
            let report = try FleetSimulation.run(
                seed: seed, steps: FuzzSettings.fleetSteps, generations: [1, 2, 3, 1, 2, 3], staleReads: true)
            for failure in report.failures.prefix(5) {
                Issue.record("stale-read fleet, seed \(seed): \(failure)")
            }
            #expect(
                report.wrongWrites == 0,
                "\(report.wrongWrites) of \(report.steps) writes wrong, \(report.lossyWrites) of them lost data")
            #expect(report.staleWrites > 0)
        }
    }

    @Test("the fast path as every client's codec: nothing lost, fresh or stale reads")
    func fastPathClients() throws {
        try FleetValues.$codec.withValue(.fastPath) {
            for (index, staleReads) in [false, true].enumerated() {
                let seed = FuzzSettings.seed &+ 0xFA57 &+ UInt64(index)
                let report = try FleetSimulation.run(
                    seed: seed, steps: FuzzSettings.fleetSteps, generations: [1, 2, 3, 1, 2, 3],
                    staleReads: staleReads)
                for failure in report.failures.prefix(5) {
                    Issue.record("fast-path fleet, stale reads \(staleReads), seed \(seed): \(failure)")
                }
                let summary =
                    "\(report.wrongWrites) of \(report.steps) writes wrong, \(report.lossyWrites) of them lost data; "
                    + "\(report.lostLeaves) leaves lost at the end"
                #expect(report.wrongWrites == 0 && (staleReads || report.lostLeaves == 0), Comment(rawValue: summary))
                #expect(Set(report.writesByGeneration.keys).isSuperset(of: [1, 2, 3]))
                #expect(Set(report.dateEditsByGeneration.keys).isSuperset(of: [2, 3]))
                if !staleReads { #expect(report.preservedLeaves > 10 && report.preservedDateLeaves > 0) }
                print(
                    "Fast-path fleet (stale reads \(staleReads)): \(report.steps) steps, writes by generation "
                        + "\(Self.counts(report.writesByGeneration)), date edits by generation "
                        + "\(Self.counts(report.dateEditsByGeneration)), \(report.preservedLeaves) generation-3 "
                        + "leaves (\(report.preservedDateLeaves) of dates) verified")
            }
        }
    }

    @Test("each generation's checked-in code is what its schema generates", arguments: [1, 2, 3])
    func generatedCodeIsFresh(generation: Int) throws {
        let directory = PackagePaths.root.appendingPathComponent("Tests/Fleet/Gen\(generation)")
        let schemaPath = "Tests/Fleet/Gen\(generation)/Cards.fcschema"
        let text = try String(contentsOf: directory.appendingPathComponent("Cards.fcschema"), encoding: .utf8)
        let result = Generator.generate([SchemaSource(path: schemaPath, text: text)])
        #expect(result.diagnostics.isEmpty)
        let checkedIn = try String(
            contentsOf: directory.appendingPathComponent("Generated/Cards.swift"), encoding: .utf8)
        #expect(
            result.files.first?.contents == checkedIn,
            "Generated/Cards.swift of generation \(generation) is stale: regenerate it with generate-forward-codable"
        )
    }

    @Test(
        "every generation reads the seed and writes it back unchanged, on both codecs",
        arguments: FleetValues.Codec.allCases)
    func seedRoundTrips(codec: FleetValues.Codec) throws {
        let data = try FleetValues.encoder.encode(FleetSeed.document)
        let original = try FleetValues.decoder.decode(JSONValue.self, from: data)
        for client in FleetSimulation.clients {
            let written = try FleetValues.$codec.withValue(codec) {
                try FleetRoundTrip.rewrite(data, generation: client.generation)
            }
            #expect(
                try FleetValues.decoder.decode(JSONValue.self, from: written) == original,
                "generation \(client.generation)")
        }
    }
}
