import ForwardCodable
import Foundation
import SeededRandom
import Testing

/// Random schemas produce generated code that compiles warning-free in Swift 6 mode, and that
/// round-trips random future documents with nothing lost.
///
/// The schemas of a batch are generated in-process and compiled with one `swiftc` invocation,
/// together with a driver, against the runtime compiled once from `Sources/ForwardCodable`.
/// Sizes: `FC_FUZZ_SCHEMAS`, `FC_FUZZ_SCHEMAS_PER_COMPILE`, `FC_FUZZ_DOCUMENTS`, `FC_FUZZ_SEED`.
@Suite("Random schemas")
struct RandomSchemaRoundTripTests {
    @Test("generated code compiles and round-trips future documents losslessly")
    func randomSchemasCompileAndRoundTrip() throws {
        let toolchain = try SwiftToolchain.locate()
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("forward-codable-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let runtime = try SwiftToolchain.sharedRuntime()
        // A failing batch keeps its files, and a copy of the runtime it was compiled against (the
        // shared one is removed when the test process exits), to compile it again by hand.
        var keepWork = false
        defer {
            if keepWork {
                try? FileManager.default.copyItem(at: runtime.directory, to: work.appendingPathComponent("runtime"))
            } else {
                try? FileManager.default.removeItem(at: work)
            }
        }
        var random = SeededGenerator(seed: FuzzSettings.seed)
        var totals = (schemas: 0, records: 0, documents: 0, compileSeconds: runtime.seconds)
        var first = 0
        var tally = FuzzConstructTally()
        while first < FuzzSettings.schemaCount {
            let count = min(FuzzSettings.schemasPerCompile, FuzzSettings.schemaCount - first)
            let batch = RandomSchemaBatch(
                firstIndex: first, count: count, documentsPerRecord: FuzzSettings.documentsPerRecord, random: &random
            )
            first += count
            for rejection in batch.rejections {
                Issue.record("the generator refused a valid random schema (seed \(FuzzSettings.seed)): \(rejection)")
            }
            let directory = work.appendingPathComponent("batch-\(first)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let (sources, documents) = try batch.write(to: directory)
            let driver = directory.appendingPathComponent("driver")
            let compile = try toolchain.buildExecutable(
                sources, runtime: runtime.directory, output: driver, moduleName: "FuzzBatch")
            totals.compileSeconds += compile.seconds
            guard compile.status == 0 else {
                keepWork = true
                let culprits = batch.schemasMentioned(in: compile.output)
                Issue.record(
                    """
                    generated code of random schemas \(culprits) does not compile (seed \(FuzzSettings.seed), \
                    files kept in \(directory.path)):
                    \(compile.output.prefix(6_000))
                    \(culprits.prefix(2).map(batch.schemaText).joined(separator: "\n"))
                    """
                )
                continue
            }
            let run = try SwiftToolchain.run(driver, [documents.path], in: directory)
            let report = DriverReport(output: run.output)
            #expect(
                report.checked == batch.documents.count,
                "the driver checked \(report.checked) of \(batch.documents.count) documents:\n\(run.output.prefix(2_000))"
            )
            if run.status != 0 || !report.failures.isEmpty {
                keepWork = true
                let details = report.describe(report.failures.prefix(5), batch: batch)
                Issue.record(
                    """
                    \(report.failures.count) of \(batch.documents.count) round trips lost or changed data (seed \(FuzzSettings.seed), \
                    files kept in \(directory.path)):
                    \(details)
                    """
                )
            }
            for schema in batch.schemas { tally.add(schema) }
            totals.schemas += batch.schemas.count
            totals.records += batch.schemas.map(\.records.count).reduce(0, +)
            totals.documents += report.checked
        }
        print(
            "Random schemas: seed \(FuzzSettings.seed), \(totals.schemas) schemas (\(totals.records) record types) generated and "
                + "compiled, \(totals.documents) future documents round-tripped, swiftc \(String(format: "%.1f", totals.compileSeconds)) s"
        )
        print("Random schemas drawn per construct: \(tally.summary)")
        #expect(totals.schemas == FuzzSettings.schemaCount)
        // Each schema features newer constructs by its index: six schemas draw them all.
        if FuzzSettings.schemaCount >= 6 {
            #expect(tally.missing.isEmpty, "constructs no random schema drew: \(tally.missing)")
        }
    }
}
