import Foundation

extension CalendarDate {
    /// The day that `date` falls on in `timeZone`.
    ///
    /// A date before 0000-01-01 or after 9999-12-31 there gives that first or last day; a NaN
    /// date gives 1970-01-01.
    public init(_ date: Date, in timeZone: TimeZone) {
        let interval = date.timeIntervalSince1970
        guard !interval.isNaN else {
            self.init(daysSince1970: 0)
            return
        }
        let limit = Double(CivilTime.limitSeconds)
        let seconds = Int64(min(max(interval, -limit), limit).rounded(.down))
        let local = seconds + Self.offset(of: timeZone, at: seconds)
        self.init(daysSince1970: CivilTime.floorDivide(local, 86_400))
    }

    /// The instant that starts the day in `timeZone`: its midnight there, or, when the zone's
    /// clocks skip midnight that day, the first instant after the skip.
    ///
    /// When midnight happens twice (clocks turned back across it), the first one.
    public func date(in timeZone: TimeZone) -> Date {
        Date(timeIntervalSince1970: Double(Self.startOfDay(daysSince1970 * 86_400, in: timeZone)))
    }

    /// The seconds east of UTC of `timeZone` at `seconds` after 1970.
    private static func offset(of timeZone: TimeZone, at seconds: Int64) -> Int64 {
        Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))))
    }

    /// The first instant, in seconds after 1970, whose local time in `timeZone` is at or after
    /// `midnight` (local seconds after 1970 of a day's start).
    private static func startOfDay(_ midnight: Int64, in timeZone: TimeZone) -> Int64 {
        func local(_ instant: Int64) -> Int64 { instant + offset(of: timeZone, at: instant) }
        // The offsets in effect around the day; midnight is `midnight - offset` for one of them,
        // unless the clocks skipped it.
        var offsets: [Int64] = []
        for probe in [midnight - 86_400, midnight, midnight + 86_400] {
            let first = offset(of: timeZone, at: probe)
            if !offsets.contains(first) { offsets.append(first) }
            let again = offset(of: timeZone, at: midnight - first)
            if !offsets.contains(again) { offsets.append(again) }
        }
        let candidates = offsets.map { midnight - $0 }
        if let first = candidates.filter({ local($0) == midnight }).min() { return first }
        // Skipped: search between an instant still before midnight and one after it.
        guard var before = candidates.filter({ local($0) < midnight }).max(),
            var after = candidates.filter({ local($0) > midnight && $0 > before }).min()
        else { return midnight - offset(of: timeZone, at: midnight) }
        while after - before > 1 {
            let middle = before + (after - before) / 2
            if local(middle) < midnight { before = middle } else { after = middle }
        }
        return after
    }
}
