/// What one codec measured on one data set.
struct CodecResult: Sendable {
    let kind: CodecKind
    var decode = Timing()
    var encode = Timing()
    /// Why the codec could not read (or write) the data set, such as "`dataCorrupted` at
    /// `[0].connectionMethod`"; `nil` when it could.
    var failure: String?
    /// How much the resident memory grew at its peak while decoding, in bytes.
    var decodePeakGrowth: Int?
    /// How much the resident memory grew at its peak while encoding, in bytes.
    var encodePeakGrowth: Int?
    /// The size of the encoded output, in bytes.
    var outputBytes = 0
}

/// What every codec measured on one data set.
struct DataSetResult: Sendable {
    let kind: DataSet.Kind
    let count: Int
    let bytes: Int
    let statistics: DataSetStatistics
    var codecs: [CodecResult]
    /// The process's peak resident memory while this data set was measured, in bytes.
    var peak: Int?

    func codec(_ kind: CodecKind) -> CodecResult? {
        codecs.first { $0.kind == kind }
    }
}

/// The generator's throughput on a synthetic project.
struct GeneratorResult: Sendable {
    let schemas: Int
    let generatedBytes: Int
    let generatedLines: Int
    var timing = Timing()

    var schemasPerSecond: Double {
        Double(schemas) / timing.median
    }
}

/// Everything one run of the benchmark measured.
public struct BenchmarkResults: Sendable {
    let options: BenchmarkOptions
    var dataSets: [DataSetResult] = []
    var generator: GeneratorResult?
    var edits: EditResult?
    /// The process's peak resident memory over the whole run, in bytes: the highest of the
    /// peaks of each measurement, since each one starts a new peak.
    var processPeak: Int?
    /// The 1-minute load average when the run started and when it ended.
    var loadAtStart: Double?
    var loadAtEnd: Double?
    /// Wall-clock seconds of the whole run.
    var totalSeconds = 0.0
    /// The processor and the number of cores, where the system tells them.
    var machine: String?

    func dataSet(_ kind: DataSet.Kind) -> DataSetResult? {
        dataSets.first { $0.kind == kind }
    }
}
