import ForwardCodable

/// One mutation a user can make through a typed array view, described independently of the
/// view so that an oracle can apply it to the raw wire array.
enum ArrayMutation<Element: WireElement>: CustomStringConvertible {
    case set(Int, Element)
    case append(Element)
    case insert(Element, at: Int)
    case remove(at: Int)
    case removeFirst
    case removeLast
    case removeAllWhere(Element)
    case filterAssign(keeping: Element)
    case swapAt(Int, Int)
    case sort
    case reverse
    case replaceSubrange(Range<Int>, with: [Element])
    case assignSlice(Range<Int>, from: Range<Int>)
    case removeAll

    var description: String {
        switch self {
        case .set(let i, let value): "x[\(i)] = \(value)"
        case .append(let value): "x.append(\(value))"
        case .insert(let value, let i): "x.insert(\(value), at: \(i))"
        case .remove(let i): "x.remove(at: \(i))"
        case .removeFirst: "x.removeFirst()"
        case .removeLast: "x.removeLast()"
        case .removeAllWhere(let value): "x.removeAll { $0 == \(value) }"
        case .filterAssign(let value): "x = x.filter { $0 == \(value) }"
        case .swapAt(let i, let j): "x.swapAt(\(i), \(j))"
        case .sort: "x.sort(by: order)"
        case .reverse: "x.reverse()"
        case .replaceSubrange(let range, let values): "x.replaceSubrange(\(range), with: \(values))"
        case .assignSlice(let target, let source): "x[\(target)] = x[\(source)]"
        case .removeAll: "x.removeAll()"
        }
    }

    /// Every mutation that is valid on a view showing `count` elements, with `values` as the
    /// elements to write.
    static func all(count: Int, values: [Element]) -> [ArrayMutation] {
        var result: [ArrayMutation] = [.sort, .reverse, .removeAll]
        for value in values {
            result.append(.append(value))
            result.append(.removeAllWhere(value))
            result.append(.filterAssign(keeping: value))
            result += (0..<count).map { .set($0, value) }
            result += (0...count).map { .insert(value, at: $0) }
        }
        if count > 0 { result += [.removeFirst, .removeLast] }
        result += (0..<count).map { .remove(at: $0) }
        for i in 0..<count { result += (0..<count).map { .swapAt(i, $0) } }
        for lower in 0...count {
            for upper in lower...count {
                result.append(.replaceSubrange(lower..<upper, with: []))
                result.append(.replaceSubrange(lower..<upper, with: Array(values.prefix(1))))
                for source in 0...(count - (upper - lower)) where upper > lower {
                    result.append(.assignSlice(lower..<upper, from: source..<(source + upper - lower)))
                }
            }
        }
        return result
    }

    /// Applies the mutation through the view's API.
    func apply(to view: inout WireArray<Element>, order: (Element, Element) -> Bool) {
        switch self {
        case .set(let i, let value): view[i] = value
        case .append(let value): view.append(value)
        case .insert(let value, let i): view.insert(value, at: i)
        case .remove(let i): view.remove(at: i)
        case .removeFirst: view.removeFirst()
        case .removeLast: view.removeLast()
        case .removeAllWhere(let value): view.removeAll { $0 == value }
        case .filterAssign(let value): view = view.filter { $0 == value }
        case .swapAt(let i, let j): view.swapAt(i, j)
        case .sort: view.sort(by: order)
        case .reverse: view.reverse()
        case .replaceSubrange(let range, let values): view.replaceSubrange(range, with: values)
        case .assignSlice(let target, let source): view[target] = view[source]
        case .removeAll: view.removeAll()
        }
    }

    /// The oracle: the same mutation applied to the raw wire array, element by element, where
    /// the view's position `i` is the `i`-th wire element that has a typed value.
    func oracle(_ raw: [Element.Wire], order: (Element, Element) -> Bool) -> [Element.Wire] {
        var raw = raw
        let shown = raw.indices.filter { Element._view(of: raw[$0]) != nil }
        let end = raw.count
        func position(_ i: Int) -> Int { i < shown.count ? shown[i] : end }
        func wire(_ value: Element) -> Element.Wire { Element._wire(of: value) }
        func permute(_ order: [Int]) {
            let moved = order.map { raw[shown[$0]] }
            for (slot, element) in zip(shown, moved) { raw[slot] = element }
        }
        switch self {
        case .set(let i, let value): raw[shown[i]] = wire(value)
        case .append(let value): raw.append(wire(value))
        case .insert(let value, let i): raw.insert(wire(value), at: position(i))
        case .remove(let i): raw.remove(at: shown[i])
        case .removeFirst: raw.remove(at: shown[0])
        case .removeLast: raw.remove(at: shown[shown.count - 1])
        case .removeAllWhere(let value): raw.removeAll { Element._view(of: $0) == value }
        case .filterAssign(let value): raw.removeAll { Element._view(of: $0).map { $0 != value } ?? false }
        case .swapAt(let i, let j): raw.swapAt(shown[i], shown[j])
        case .sort:
            let views = shown.map { Element._view(of: raw[$0])! }
            var indices = Array(views.indices)
            // Insertion sort: stable by construction, independent of the library's sort.
            for k in indices.indices.dropFirst() {
                var m = k
                while m > 0, order(views[indices[m]], views[indices[m - 1]]) {
                    indices.swapAt(m, m - 1)
                    m -= 1
                }
            }
            permute(indices)
        case .reverse: permute(shown.indices.reversed())
        case .replaceSubrange(let range, let values):
            let inserted = values.map(wire)
            if range.isEmpty {
                raw.insert(contentsOf: inserted, at: position(range.lowerBound))
            } else {
                let start = shown[range.lowerBound]
                let stop = shown[range.upperBound - 1] + 1
                let hidden = (start..<stop).filter { !shown.contains($0) }.map { raw[$0] }
                raw.replaceSubrange(start..<stop, with: inserted + hidden)
            }
        case .assignSlice(let target, let source):
            let copied = source.map { raw[shown[$0]] }
            for (i, element) in zip(target, copied) { raw[shown[i]] = element }
        case .removeAll: raw.removeAll()
        }
        return raw
    }
}
