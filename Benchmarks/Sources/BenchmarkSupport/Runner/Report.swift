import Foundation

/// Renders results as Markdown: the data sets, decode and encode tables, the generator's
/// throughput, and the targets.
public enum Report {
    /// The whole report.
    public static func markdown(_ results: BenchmarkResults) -> String {
        var lines: [String] = []
        let options = results.options
        lines.append(
            "Release build, \(options.records) records per data set, median of \(options.runs) timed runs after one untimed run."
        )
        lines.append(
            "JSONDecoder and JSONEncoder with default options. Ratios are time against (a) on the same data set (lower is faster)."
        )
        if let machine = results.machine {
            lines.append("Machine: \(machine).")
        }
        if let start = results.loadAtStart, let end = results.loadAtEnd {
            lines.append(
                "Load average (1 minute): \(fixed(start, 2)) at the start, \(fixed(end, 2)) at the end; \(Int(results.totalSeconds.rounded())) s in all."
            )
        }
        lines.append("")
        lines.append(contentsOf: dataSetTable(results))
        lines.append("")
        lines.append("### Decode")
        lines.append("")
        lines.append(contentsOf: timingTable(results, encode: false))
        lines.append("")
        lines.append("### Encode")
        lines.append("")
        lines.append(contentsOf: timingTable(results, encode: true))
        if let generator = results.generator {
            lines.append("")
            lines.append("### Generator")
            lines.append("")
            lines.append(
                "\(generator.schemas) schemas (\(generator.generatedLines) lines of Swift) in \(fixed(generator.timing.median * 1000, 0)) ms "
                    + "(min \(fixed(generator.timing.min * 1000, 0)), max \(fixed(generator.timing.max * 1000, 0))): "
                    + "**\(fixed(generator.schemasPerSecond, 0)) schemas/s**."
            )
        }
        if let edits = results.edits {
            lines.append("")
            lines.append(contentsOf: editTable(edits))
        }
        if let peak = results.processPeak {
            lines.append("")
            lines.append("Peak resident memory of the whole run: \(fixed(Double(peak) / 1_000_000, 0)) MB.")
        }
        let targets = Targets.evaluate(results)
        if !targets.isEmpty {
            lines.append("")
            lines.append("### Targets")
            lines.append("")
            lines.append("| Target | Measured | Met |")
            lines.append("|---|---|---|")
            for target in targets {
                lines.append("| \(target.name) | \(target.measured) | \(target.isMet ? "yes" : "**no**") |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dataSetTable(_ results: BenchmarkResults) -> [String] {
        var lines = [
            "| Data set | Elements | MB | Undeclared keys | Bytes in undeclared keys | Unknown enum values |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for dataSet in results.dataSets {
            let statistics = dataSet.statistics
            lines.append(
                "| \(dataSet.kind.title) | \(dataSet.count) | \(fixed(Double(dataSet.bytes) / 1_000_000, 1)) "
                    + "| \(percent(statistics.unknownKeyShare)) | \(percent(Double(statistics.unknownBytes) / Double(dataSet.bytes))) "
                    + "| \(percent(statistics.unknownEnumShare)) |"
            )
        }
        return lines
    }

    private static func timingTable(_ results: BenchmarkResults, encode: Bool) -> [String] {
        var lines = [
            "| Data set | Codec | MB | Median ms | Min ms | Max ms | MB/s | vs (a) | Peak RSS growth MB |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        var footnote = false
        for dataSet in results.dataSets {
            let reference = Reference.synthesized(for: dataSet, in: results)
            for codec in dataSet.codecs {
                if let failure = codec.failure {
                    lines.append("| \(dataSet.kind.title) | \(codec.kind.title) | | \(failure) | | | | | |")
                    continue
                }
                let timing = encode ? codec.encode : codec.decode
                let bytes = Double(encode ? codec.outputBytes : dataSet.bytes) / 1_000_000
                var ratio = ""
                if let reference,
                    let base = encode ? reference.result.encode.measuredMedian : reference.result.decode.measuredMedian,
                    base > 0
                {
                    ratio = fixed(timing.median / base, 2) + "x" + (reference.isSameDataSet ? "" : "†")
                    footnote = footnote || !reference.isSameDataSet
                }
                let peak =
                    (encode ? codec.encodePeakGrowth : codec.decodePeakGrowth).map { fixed(Double($0) / 1_000_000, 0) }
                    ?? "n/a"
                lines.append(
                    "| \(dataSet.kind.title) | \(codec.kind.title) | \(fixed(bytes, 1)) | \(fixed(timing.median * 1000, 0)) "
                        + "| \(fixed(timing.min * 1000, 0)) | \(fixed(timing.max * 1000, 0)) | \(fixed(bytes / timing.median, 1)) "
                        + "| \(ratio) | \(peak) |"
                )
            }
        }
        if footnote {
            lines.append("")
            lines.append(
                "† (a) cannot read this data set; the ratio is against (a) on the data set with the same records and known enum values."
            )
        }
        return lines
    }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "n/a" }
        return String(format: "%.\(digits)f", value)
    }

    static func percent(_ share: Double) -> String {
        fixed(share * 100, 1) + "%"
    }
}

/// The (a) measurement a row is compared with.
struct Reference {
    let result: CodecResult
    /// Whether it ran on the row's own data set, rather than on its known-enum twin.
    let isSameDataSet: Bool

    static func synthesized(for dataSet: DataSetResult, in results: BenchmarkResults) -> Reference? {
        if let own = dataSet.codec(.synthesized), own.failure == nil {
            return Reference(result: own, isSameDataSet: true)
        }
        if dataSet.kind == .unknownEnums, let twin = results.dataSet(.plain)?.codec(.synthesized), twin.failure == nil {
            return Reference(result: twin, isSameDataSet: false)
        }
        return nil
    }
}

extension Timing {
    /// `nil` when nothing was timed, so a ratio is left blank.
    var measuredMedian: Double? {
        seconds.isEmpty ? nil : median
    }
}
