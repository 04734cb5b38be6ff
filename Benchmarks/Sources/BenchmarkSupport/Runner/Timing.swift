import Foundation

/// The durations of repeated runs of one measurement.
struct Timing: Sendable {
    /// Seconds per run, in the order they ran.
    private(set) var seconds: [Double] = []

    mutating func record(_ duration: Duration) {
        let (whole, attoseconds) = duration.components
        seconds.append(Double(whole) + Double(attoseconds) / 1e18)
    }

    /// The median; for an even count, the mean of the two middle runs.
    var median: Double {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    var min: Double { seconds.min() ?? .nan }
    var max: Double { seconds.max() ?? .nan }
}

/// Runs `body` once and returns its result with the time it took.
func measured<Result>(_ timing: inout Timing, _ body: () throws -> Result) rethrows -> Result {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    timing.record(clock.now - start)
    return result
}

// One entry point per kind of measurement, never inlined, so that a profiler can collect one
// kind alone: `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*timedDecode*'`.
// `instruction-counts.sh` next to the executable does that.

/// Times one decode of a whole data set.
@inline(never)
func timedDecode(_ timing: inout Timing, _ body: () throws -> DecodedBatch) rethrows -> DecodedBatch {
    try measured(&timing, body)
}

/// Times one encode of a whole data set.
@inline(never)
func timedEncode(_ timing: inout Timing, _ body: () throws -> Data) rethrows -> Data {
    try measured(&timing, body)
}
