import ForwardCodable
import SeededRandom

/// What a client sorts and matches the elements of one of its typed arrays by: the key its typed
/// values show (through the generated API), and the same key described on the JSON.
struct FleetOrder<Element> {
    let key: (Element) -> String
    let json: FleetSortKey
}

/// Random edits of a client's typed array through the typed view, as ordinary Swift code writes
/// them (`tags[i] = x`, `insert(_:at:)`, `sort(by:)`, `x = x.filter { … }`), each described as
/// what it does to the JSON the client read.
enum FleetArrayEdits {
    /// Makes one random edit of `array`, stored at `path`, and describes it.
    ///
    /// - Parameters:
    ///   - shown: which JSON elements the view shows (all, or the objects for records).
    ///   - make: a new element and its wire form.
    static func edit<Element: WireElement>(
        _ array: inout WireArray<Element>, at path: [FleetPathComponent], generation: Int, shown: FleetShown,
        order: FleetOrder<Element>, random: inout SeededGenerator,
        make: (inout SeededGenerator) -> (value: Element, wire: JSONValue)
    ) -> FleetEdit {
        let count = array.count
        let room = FleetValues.maximumCount - count
        func edit(_ operation: FleetArrayOperation) -> FleetEdit {
            FleetEdit(generation: generation, path: path, operation: .array(operation, shown: shown))
        }
        func position(_ limit: Int) -> Int { random.int(0...limit) }

        switch random.int(0...10) {
        case 0 where count > 0:
            let index = position(count - 1)
            let (value, wire) = make(&random)
            array[index] = value
            let element: FleetPathComponent = shown == .all ? .index(index) : .shown(index)
            return FleetEdit(generation: generation, path: path + [element], operation: .set(wire))
        case 1 where room > 0:
            let index = position(count)
            let (value, wire) = make(&random)
            array.insert(value, at: index)
            return edit(.insert(wire, before: index))
        case 2 where count > 0:
            let index = position(count - 1)
            array.remove(at: index)
            return edit(.remove(index))
        case 3 where count > 0:
            if random.chance(0.5) {
                array.removeFirst()
                return edit(.remove(0))
            }
            array.removeLast()
            return edit(.remove(count - 1))
        case 4 where count > 1:
            let (i, j) = (position(count - 1), position(count - 1))
            array.swapAt(i, j)
            return edit(.swap(i, j))
        case 5 where count > 1:
            array.reverse()
            return edit(.reverse)
        case 6 where count > 1:
            let (key, json) = (order.key, order.json)
            let descending = random.chance(0.5)
            if descending {
                array.sort { json.precedes(key($1), key($0)) }
            } else {
                array.sort { json.precedes(key($0), key($1)) }
            }
            return edit(.sort(json, descending: descending))
        case 7 where count > 0:
            let value = order.key(array[position(count - 1)])
            if random.chance(0.5) {
                array.removeAll { order.key($0) == value }
            } else {
                array = array.filter { order.key($0) != value }
            }
            return edit(.removeAll(order.json, equalTo: value))
        case 8 where count > 0:
            let lower = position(count - 1)
            let upper = random.int(lower...count)
            let added = random.int(0...max(0, min(2, room + upper - lower)))
            let news = (0..<added).map { _ in make(&random) }
            array.replaceSubrange(lower..<upper, with: news.map(\.value))
            return edit(.replace(lower..<upper, with: news.map(\.wire)))
        default:
            guard room > 0 else {
                array.removeFirst()
                return edit(.remove(0))
            }
            let (value, wire) = make(&random)
            array.append(value)
            return edit(.append(wire))
        }
    }
}
