import Foundation
import Testing

@testable import BenchmarkSupport

/// The runner on a tiny run: what it measures and reports, never how fast.
@Suite("Runner")
struct RunnerTests {
    @Test("A run measures every codec on every data set and reports each one")
    func smallRun() throws {
        var options = BenchmarkOptions()
        options.records = 30
        options.runs = 1
        options.generatorSchemas = 12
        options.floorDataSets = Set(DataSet.Kind.allCases)
        let results = BenchmarkRunner.run(options) { _ in }
        #expect(results.dataSets.map(\.kind) == DataSet.Kind.allCases)
        let floors: [CodecKind] = [.serialization, .jsonValue, .parseOnly]
        for dataSet in results.dataSets {
            let expected: [CodecKind] =
                switch dataSet.kind {
                case .timestamps, .untagged: [.synthesized, .generated, .fastPath] + floors
                case .externalMoney: [.synthesized, .generated, .fastPath, .fastPathDirect, .fastPathInline] + floors
                default: [.synthesized, .article, .generated, .fastPath] + floors
                }
            #expect(dataSet.codecs.map(\.kind) == expected, "\(dataSet.kind)")
        }
        let synthesized = try #require(results.dataSet(.unknownEnums)?.codec(.synthesized))
        #expect(synthesized.failure?.contains("dataCorrupted") == true)
        #expect(synthesized.decode.seconds.isEmpty)
        for dataSet in results.dataSets {
            for codec in dataSet.codecs where !(dataSet.kind == .unknownEnums && codec.kind == .synthesized) {
                #expect(codec.failure == nil, "\(dataSet.kind) \(codec.kind)")
                #expect(codec.decode.seconds.count == 1 && codec.encode.seconds.count == 1)
                #expect(codec.outputBytes > 0)
            }
        }
        #expect(results.generator?.schemas == 12)

        let report = Report.markdown(results)
        #expect(report.contains("| no unknown keys | (c) generated |"))
        #expect(report.contains("| RFC 3339 timestamps | (e) fast path |"))
        #expect(report.contains("| external type (Money) | (e1) fast path, money adopting FastJSONCodable |"))
        #expect(report.contains("throws `dataCorrupted` at `["))
        #expect(report.contains("† (a) cannot read this data set"))
        #expect(Targets.evaluate(results).count == 12)
    }

    @Test("Options parse; mistakes are usage errors")
    func options() throws {
        let options = try BenchmarkOptions(arguments: [
            "--records", "10", "--runs", "3", "--data-sets", "plain,versioned", "--codecs", "a,c", "--floors", "none",
            "--schemas", "0",
        ])
        #expect(options.records == 10)
        #expect(options.runs == 3)
        #expect(options.dataSets == [.plain, .versioned])
        #expect(options.codecs == [.synthesized, .generated])
        #expect(options.floorDataSets.isEmpty)
        #expect(options.generatorSchemas == 0)
        #expect(throws: UsageError.self) { try BenchmarkOptions(arguments: ["--records", "0"]) }
        #expect(throws: UsageError.self) { try BenchmarkOptions(arguments: ["--data-sets", "plain,nope"]) }
        #expect(throws: UsageError.self) { try BenchmarkOptions(arguments: ["--runs"]) }
        #expect(throws: UsageError.self) { try BenchmarkOptions(arguments: ["--fast"]) }
    }

    @Test("The synthetic project resolves, with references across files")
    func syntheticProject() {
        let sources = SyntheticProject.sources(count: 25)
        #expect(sources.count == 25)
        #expect(sources[3].text.contains("previous: Item2?"))
        #expect(GeneratorThroughput.measure(schemas: 25, runs: 1).generatedLines > 25)
    }
}
