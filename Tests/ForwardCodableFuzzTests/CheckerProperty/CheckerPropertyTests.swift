import ForwardCodable
import ForwardCodableGenerator
import Foundation
import SeededRandom
import Testing

/// The breaking-change checker agrees with the generated code: for random schema pairs that
/// differ by one change, a direction the checker calls safe breaks no document, and a direction
/// it calls breaking (an error) breaks at least one. Documents written by the old types are read
/// by the new ones (backward) and the reverse (forward), with `JSONDecoder` and
/// `ForwardJSONDecoder`; "breaks" is a ``PropertyOutcome`` other than `ok`. A warning is a change
/// of behaviour the checker leaves to the team: its pairs are counted, with how many broke, and
/// not held to either side.
///
/// Sizes: `FC_PROPERTY_PAIRS`, `FC_PROPERTY_PAIRS_PER_COMPILE`, `FC_PROPERTY_DOCUMENTS`, `FC_FUZZ_SEED`.
@Suite("Checker property")
struct CheckerPropertyTests {
    @Test("the checker's verdict per direction agrees with what the generated code does")
    func verdictsAgreeWithGeneratedCode() throws {
        let toolchain = try SwiftToolchain.locate()
        let runtime = try SwiftToolchain.sharedRuntime()
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("forward-codable-property-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        var keepWork = false
        defer {
            if keepWork {
                try? FileManager.default.copyItem(at: runtime.directory, to: work.appendingPathComponent("runtime"))
            } else {
                try? FileManager.default.removeItem(at: work)
            }
        }
        let seed = FuzzSettings.seed
        var random = SeededGenerator(seed: seed)
        // The catalogue in a seeded order that strides across it by a prime that does not divide
        // its size, so that the short run draws fields, numbers, enums and unions alike; the long
        // run covers it three times.
        let catalogue = PropertyMutation.allCases
        let start = Int(seed % UInt64(catalogue.count))
        let stride = [7, 11, 13, 1].first { catalogue.count % $0 != 0 } ?? 1
        let mutations = catalogue.indices.map { catalogue[(start + $0 * stride) % catalogue.count] }
        var tally = PropertyTally()
        var seconds = 0.0
        var first = 0
        while first < FuzzSettings.propertyPairs {
            let count = min(FuzzSettings.propertyPairsPerCompile, FuzzSettings.propertyPairs - first)
            let batch = PropertyBatch(
                indices: first..<(first + count), mutations: mutations,
                documentsPerSide: FuzzSettings.propertyDocuments, random: &random)
            first += count
            for rejection in batch.rejections { Issue.record("seed \(seed): \(rejection)") }
            let directory = work.appendingPathComponent("batch-\(first)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let compile = try batch.compile(in: directory, toolchain: toolchain, runtime: runtime.directory)
            seconds += compile.seconds
            guard compile.status == 0 else {
                keepWork = true
                Issue.record(
                    "the pairs' generated code does not compile (seed \(seed), files in \(directory.path)):\n\(compile.output.prefix(6_000))"
                )
                continue
            }
            let run = try SwiftToolchain.run(
                directory.appendingPathComponent("driver"), [directory.appendingPathComponent("documents.tsv").path],
                in: directory)
            var judge = PropertyJudge(batch: batch, seed: seed)
            judge.read(run.output)
            if !judge.problems.isEmpty || run.status != 0 {
                keepWork = true
                let problems = judge.problems.prefix(8).joined(separator: "\n\n")
                Issue.record("seed \(seed), files in \(directory.path), driver status \(run.status):\n\(problems)")
            }
            tally.add(judge)
        }
        tally.print(seed: seed, seconds: seconds)
        #expect(tally.pairs == FuzzSettings.propertyPairs, "pairs judged: \(tally.pairs)")
        if FuzzSettings.propertyPairs >= PropertyMutation.allCases.count {
            #expect(tally.missing.isEmpty, "mutations no pair drew: \(tally.missing)")
        }
    }
}
