import ForwardCodable
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the benchmark: every codec on every data set, in one process.
public enum BenchmarkRunner {
    /// Runs what `options` asks for; `progress` receives a line per step.
    public static func run(_ options: BenchmarkOptions, progress: (String) -> Void) -> BenchmarkResults {
        let clock = ContinuousClock()
        let start = clock.now
        var results = BenchmarkResults(options: options)
        results.loadAtStart = loadAverage()
        results.machine = machine()
        for kind in options.dataSets {
            progress("building \(kind.rawValue): \(options.records) records")
            let dataSet = DataSet(kind, count: options.records, seed: options.seed)
            let codecs = Codec.all(for: kind, floors: options.floorDataSets.contains(kind))
                .filter { options.codecs.contains($0.kind) }
            let result = measure(dataSet, codecs, runs: options.runs, progress: progress)
            results.processPeak = max(results.processPeak ?? 0, result.peak ?? 0)
            results.dataSets.append(result)
        }
        if options.edits > 0 {
            progress("edits: \(options.edits) elements")
            results.edits = EditThroughput.measure(count: options.edits, runs: options.runs)
        }
        if options.generatorSchemas > 0 {
            progress("generator: \(options.generatorSchemas) schemas")
            results.generator = GeneratorThroughput.measure(schemas: options.generatorSchemas, runs: options.runs)
        }
        results.processPeak = max(results.processPeak ?? 0, MemoryProbe.peakBytes() ?? 0)
        results.loadAtEnd = loadAverage()
        let elapsed = (clock.now - start).components
        results.totalSeconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return results
    }

    /// One untimed run per codec that also measures memory, then `runs` timed rounds. Each
    /// round runs every codec once, so a burst of load on a shared machine hits them alike.
    static func measure(_ dataSet: DataSet, _ codecs: [Codec], runs: Int, progress: (String) -> Void) -> DataSetResult {
        var results = codecs.map { CodecResult(kind: $0.kind) }
        var peak: Int?
        for (index, codec) in codecs.enumerated() {
            progress("  \(dataSet.kind.rawValue): \(codec.kind.title), untimed run")
            measureMemory(of: codec, on: dataSet, into: &results[index])
            peak = max(peak ?? 0, MemoryProbe.peakBytes() ?? 0)
        }
        for round in 1...runs {
            progress("  \(dataSet.kind.rawValue): round \(round) of \(runs)")
            for (index, codec) in codecs.enumerated() where results[index].failure == nil {
                do {
                    let batch = try timedDecode(&results[index].decode) { try codec.decode(dataSet.bytes) }
                    let encode = batch.prepareEncoding()
                    _ = try timedEncode(&results[index].encode) { try encode() }
                } catch {
                    results[index].failure = describe(error)
                }
            }
        }
        return DataSetResult(
            kind: dataSet.kind,
            count: dataSet.count,
            bytes: dataSet.bytes.count,
            statistics: dataSet.statistics,
            codecs: results,
            peak: max(peak ?? 0, MemoryProbe.peakBytes() ?? 0)
        )
    }

    private static func measureMemory(of codec: Codec, on dataSet: DataSet, into result: inout CodecResult) {
        do {
            MemoryProbe.resetPeak()
            let before = MemoryProbe.currentBytes()
            let batch = try codec.decode(dataSet.bytes)
            result.decodePeakGrowth = growth(since: before)
            let encode = batch.prepareEncoding()
            MemoryProbe.resetPeak()
            let beforeEncoding = MemoryProbe.currentBytes()
            result.outputBytes = try encode().count
            result.encodePeakGrowth = growth(since: beforeEncoding)
        } catch {
            result.failure = describe(error)
        }
    }

    private static func growth(since before: Int?) -> Int? {
        guard let before, let peak = MemoryProbe.peakBytes() else { return nil }
        return max(0, peak - before)
    }

    /// "throws `dataCorrupted` at `[0].connectionMethod`".
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "throws \(type(of: error))" }
        let (name, context): (String, DecodingError.Context?) =
            switch error {
            case .dataCorrupted(let context): ("dataCorrupted", context)
            case .keyNotFound(_, let context): ("keyNotFound", context)
            case .typeMismatch(_, let context): ("typeMismatch", context)
            case .valueNotFound(_, let context): ("valueNotFound", context)
            @unknown default: ("DecodingError", nil)
            }
        let path = context.map { DecodingFailure.render($0.codingPath) } ?? ""
        return path.isEmpty ? "throws `\(name)`" : "throws `\(name)` at `\(path)`"
    }

    /// "Intel(R) Xeon(R) ..., 2 cores", from `/proc/cpuinfo` where there is one.
    static func machine() -> String? {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard let cpuInfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = cpuInfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let model = line.split(separator: ":", maxSplits: 1).last
        else { return "\(cores) cores" }
        return "\(model.trimmingCharacters(in: .whitespaces)), \(cores) cores"
    }

    /// The 1-minute load average.
    static func loadAverage() -> Double? {
        var loads = [0.0, 0.0, 0.0]
        return getloadavg(&loads, 3) >= 1 ? loads[0] : nil
    }
}
