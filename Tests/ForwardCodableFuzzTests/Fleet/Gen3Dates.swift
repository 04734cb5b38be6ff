import FleetGen3
import ForwardCodable
import SeededRandom

/// Generation 3's edits of its dates, as app code makes them: `updatedAt` set to a date with
/// milliseconds or microseconds (or cleared), and the list `seenAt` edited through `Formatted`
/// values, sorted and matched by their dates.
enum Gen3Dates {
    static func editUpdatedAt(_ card: inout Card, random: inout SeededGenerator) -> FleetEdit {
        if random.chance(0.15) {
            card.updatedAt = nil
            return .clear(3, [.key("updatedAt")])
        }
        let (date, wire) = FleetDates.precise(&random)
        card.updatedAt = date
        return .set(3, [.key("updatedAt")], wire)
    }

    static func editSeenAt(_ seen: inout [Formatted<ISO8601DateTime>], random: inout SeededGenerator) -> FleetEdit {
        let path: [FleetPathComponent] = [.key("seenAt")]
        func edit(_ operation: FleetArrayOperation) -> FleetEdit {
            FleetEdit(generation: 3, path: path, operation: .array(operation, shown: .all))
        }
        let count = seen.count
        let room = FleetValues.maximumCount - count
        switch random.int(0...7) {
        case 0 where count > 0:
            let index = random.int(0...(count - 1))
            let (date, wire) = FleetDates.precise(&random)
            seen[index] = Formatted(date)
            return .set(3, path + [.index(index)], wire)
        case 1 where room > 0:
            let index = random.int(0...count)
            let (date, wire) = FleetDates.precise(&random)
            seen.insert(Formatted(date), at: index)
            return edit(.insert(wire, before: index))
        case 2 where count > 0:
            let index = random.int(0...(count - 1))
            seen.remove(at: index)
            return edit(.remove(index))
        case 3 where count > 1:
            let (i, j) = (random.int(0...(count - 1)), random.int(0...(count - 1)))
            seen.swapAt(i, j)
            return edit(.swap(i, j))
        case 4 where count > 1:
            // By date, not by text: texts of one instant in other offsets or digits are ties.
            let descending = random.chance(0.5)
            seen.sort { descending ? $1.value < $0.value : $0.value < $1.value }
            return edit(.sort(FleetDates.chronological, descending: descending))
        case 5 where count > 0:
            // Every text of the same instant as the one picked, whatever its offset or digits.
            let picked = seen[random.int(0...(count - 1))]
            seen.removeAll { $0.value == picked.value }
            return edit(.removeAll(FleetDates.chronological, equalTo: FleetDates.instantKey(picked.wireText)))
        case 6 where count > 1:
            seen.reverse()
            return edit(.reverse)
        default:
            guard room > 0 else {
                seen.removeFirst()
                return edit(.remove(0))
            }
            let (date, wire) = FleetDates.precise(&random)
            seen.append(Formatted(date))
            return edit(.append(wire))
        }
    }
}
