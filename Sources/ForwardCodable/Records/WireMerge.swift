/// How an assignment to a typed collection view is written back to its wire form.
///
/// A collection view shows only what this version understands. When you assign a new value, the
/// merge compares it with what the view showed before, and applies only your change to the
/// stored wire form:
///
/// - an element you left in place keeps its wire form exactly, even when it displays as a
///   fallback (an unknown enum value stays unknown);
/// - an element you replaced writes the new value's wire form (for a nested collection, merged
///   the same way);
/// - an element you inserted writes its wire form; an element you removed is removed;
/// - an element the view could not show (a record that failed to decode) stays where it was: you
///   could not see it, so you could not have meant to change it;
/// - among equal-looking neighbours, which the view cannot tell apart, those whose wire form
///   holds nothing more than the view shows are removed or replaced first.
public enum WireMerge {
    /// Merges an assigned array view into the previous wire form.
    public static func array<Element: WireElement>(
        _ assigned: [Element],
        replacing previous: [Element.Wire]
    ) -> [Element.Wire] {
        let views = previous.map(Element.view(of:))
        let shown = views.compactMap { $0 }
        if shown == assigned, shown.count == previous.count { return previous }

        let difference = assigned.difference(from: shown)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        if !removed.isEmpty {
            removed = keepingHiddenWire(
                removed, shown: shown, wires: zip(previous, views).compactMap { $1 == nil ? nil : $0 })
        }

        var result: [Element.Wire] = []
        result.reserveCapacity(Swift.max(previous.count, assigned.count))
        var next = 0
        var shownOffset = 0
        for (wire, view) in zip(previous, views) {
            guard view != nil else {
                result.append(wire)
                continue
            }
            defer { shownOffset += 1 }
            if removed.contains(shownOffset) {
                if next < assigned.count, inserted.contains(next) {
                    result.append(assigned[next].wire(replacing: wire))
                    next += 1
                }
                continue
            }
            while next < assigned.count, inserted.contains(next) {
                result.append(assigned[next].wire(replacing: nil))
                next += 1
            }
            result.append(wire)
            next += 1
        }
        while next < assigned.count {
            result.append(assigned[next].wire(replacing: nil))
            next += 1
        }
        return result
    }

    /// Among equal elements standing next to each other, removes first those whose wire form
    /// holds nothing the view does not show.
    ///
    /// Removing one of `[.ssh, .ssh]`, where the first shows `"quic"` (unknown to this version)
    /// through the fallback, gives the same view whichever goes; the difference algorithm may pick
    /// either, and this keeps `"quic"`.
    private static func keepingHiddenWire<Element: WireElement>(
        _ removed: Set<Int>,
        shown: [Element],
        wires: [Element.Wire]
    ) -> Set<Int> {
        var result = removed
        var start = 0
        while start < shown.count {
            var end = start + 1
            while end < shown.count, shown[end] == shown[start] { end += 1 }
            let run = start..<end
            let removals = run.filter(removed.contains).count
            if removals > 0, removals < run.count {
                let plain = run.filter { shown[$0].wire(replacing: nil) == wires[$0] }
                let hidden = run.filter { shown[$0].wire(replacing: nil) != wires[$0] }
                result.subtract(run)
                result.formUnion((plain + hidden.reversed()).prefix(removals))
            }
            start = end
        }
        return result
    }

    /// Merges an assigned dictionary view into the previous wire form.
    public static func dictionary<Value: WireElement>(
        _ assigned: [String: Value],
        replacing previous: [String: Value.Wire]
    ) -> [String: Value.Wire] {
        var result: [String: Value.Wire] = [:]
        result.reserveCapacity(Swift.max(previous.count, assigned.count))
        for (key, wire) in previous where assigned[key] == nil && Value.view(of: wire) == nil {
            result[key] = wire
        }
        for (key, value) in assigned {
            guard let old = previous[key] else {
                result[key] = value.wire(replacing: nil)
                continue
            }
            result[key] = Value.view(of: old) == value ? old : value.wire(replacing: old)
        }
        return result
    }
}
