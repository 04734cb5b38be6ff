/// The typed view of a JSON array whose elements can hold more than this version understands,
/// stored as the wire form of each element.
///
/// A generated record stores `colors: [Color]` as `WireArray<Color>` and `hosts: [Host]` as
/// `WireArray<Host>`. The array reads like a Swift array of typed values, and every operation
/// acts on the stored wire elements by position:
///
/// ```swift
/// // wire: ["red", "ultraviolet", "green"]  ("ultraviolet" comes from a newer app)
/// for color in card.colors { … }       // .red, .gray (the fallback), .green
/// card.colors[2] = .blue               // ["red", "ultraviolet", "blue"]
/// card.colors.append(.red)             // ["red", "ultraviolet", "blue", "red"]
/// card.colors.removeAll { $0 == .red } // ["ultraviolet", "blue"]
/// card.colors.swapAt(0, 1)             // ["blue", "ultraviolet"]
/// ```
///
/// Writing an element writes that element's wire form and touches no other position; an element
/// you never wrote keeps its wire form exactly, even when it shows as a fallback. Nothing is
/// inferred by comparing old and new values.
///
/// Elements whose wire form has no typed value (a record that failed to decode, kept as
/// ``Resilient/undecodable(_:)``) are hidden: indices count only the elements the view shows,
/// and the hidden ones stay in the wire form, in place, through every edit that does not replace
/// the whole array. See <doc:TypedViews> for what each operation writes.
///
/// Two views are equal when their wire forms are equal: a value from a newer app is not the
/// fallback it shows as.
public struct WireArray<Element: WireElement>: Sendable {
    /// The stored elements, exactly as read and as they will be written, hidden ones included.
    @inlinable public var wire: [Element.Wire] { storage }

    /// The wire elements; see ``wire``.
    @usableFromInline var storage: [Element.Wire]

    /// The ascending positions in ``wire`` of the elements without a typed value; always empty
    /// when `Element` views every wire form.
    @usableFromInline var hidden: [Int]

    /// The view of `wire`, exactly as given.
    @inlinable
    public init(wire: [Element.Wire]) {
        self.storage = wire
        self.hidden = Self.hiddenPositions(in: wire)
    }

    /// A view whose wire form is written from `elements`: a deliberate overwrite.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.storage = elements.map(Element._wire(of:))
        self.hidden = []
    }

    @inlinable
    static func hiddenPositions(in wire: [Element.Wire]) -> [Int] {
        guard !Element._viewsEveryWire else { return [] }
        return wire.indices.filter { Element._view(of: wire[$0]) == nil }
    }

    /// The position in ``wire`` of the element the view shows at `offset`, or `wire.count` for
    /// the end. With `h` hidden elements, O(log h).
    @inlinable
    func wirePosition(_ offset: Int) -> Int {
        guard !hidden.isEmpty else { return offset }
        // hidden[j] - j (the shown elements before hidden[j]) never decreases: count the hidden
        // elements that stand before the shown element `offset`.
        var low = 0
        var high = hidden.count
        while low < high {
            let middle = (low + high) / 2
            if hidden[middle] - middle <= offset { low = middle + 1 } else { high = middle }
        }
        return offset + low
    }

    /// The number of hidden elements before wire position `position`.
    private func hiddenCount(before position: Int) -> Int {
        var low = 0
        var high = hidden.count
        while low < high {
            let middle = (low + high) / 2
            if hidden[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Replaces the wire elements in `positions` with `replacement`, keeping `hidden` in step:
    /// the one primitive behind every structural edit.
    private mutating func replaceWire(_ positions: Range<Int>, with replacement: [Element.Wire]) {
        storage.replaceSubrange(positions, with: replacement)
        guard !hidden.isEmpty else { return }
        let first = hiddenCount(before: positions.lowerBound)
        let last = hiddenCount(before: positions.upperBound)
        let shift = replacement.count - positions.count
        hidden.removeSubrange(first..<last)
        for index in first..<hidden.count { hidden[index] += shift }
    }

    /// Recomputes the hidden positions after an edit that moved wire elements wholesale.
    private mutating func rescan() {
        hidden = Self.hiddenPositions(in: wire)
    }
}

// MARK: - Collection

extension WireArray: RandomAccessCollection, MutableCollection {
    /// Always 0.
    @inlinable public var startIndex: Int { 0 }

    /// The number of elements the view shows.
    @inlinable public var endIndex: Int { wire.count - hidden.count }

    /// The typed element at `position`; setting it writes that element's wire form there and
    /// nowhere else.
    @inlinable
    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < endIndex, "WireArray index out of range")
            return Element._view(of: wire[wirePosition(position)])!
        }
        set {
            precondition(position >= 0 && position < endIndex, "WireArray index out of range")
            storage[wirePosition(position)] = Element._wire(of: newValue)
        }
    }

    /// The elements in `bounds`. Assigning a slice of a view copies the wire form of each of
    /// its elements, so `a[0..<2] = a[2..<4]` moves unknown values too.
    public subscript(bounds: Range<Int>) -> Slice<WireArray<Element>> {
        get { Slice(base: self, bounds: bounds) }
        set {
            precondition(bounds.count == newValue.count, "WireArray slice assignment changes the count")
            for (target, source) in zip(bounds, newValue.indices) {
                storage[wirePosition(target)] = newValue.base.wire[newValue.base.wirePosition(source)]
            }
        }
    }

    /// Exchanges the wire forms at `i` and `j`.
    @inlinable
    public mutating func swapAt(_ i: Int, _ j: Int) {
        precondition(indices.contains(i) && indices.contains(j), "WireArray index out of range")
        storage.swapAt(wirePosition(i), wirePosition(j))
    }
}

// MARK: - RangeReplaceableCollection

extension WireArray: RangeReplaceableCollection {
    /// An empty view.
    public init() {
        self.init(wire: [])
    }

    /// Replaces the shown elements in `subrange` with `newElements`, written as their wire forms.
    ///
    /// Hidden elements inside the range stay, after the inserted elements; an empty range inserts
    /// just before the element the view shows at `subrange.lowerBound` (or at the very end).
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Element {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= endIndex, "WireArray range out of bounds")
        let inserted = newElements.map(Element._wire(of:))
        let start = subrange.lowerBound == endIndex ? wire.count : wirePosition(subrange.lowerBound)
        guard !subrange.isEmpty else {
            replaceWire(start..<start, with: inserted)
            return
        }
        let end = wirePosition(subrange.upperBound - 1) + 1
        let kept = hidden.filter { (start..<end).contains($0) }.map { wire[$0] }
        replaceWire(start..<end, with: inserted + kept)
        if !kept.isEmpty { rescan() }
    }

    /// Removes every element, hidden ones included.
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        storage.removeAll(keepingCapacity: keepCapacity)
        hidden.removeAll()
    }

    /// Removes the shown elements that satisfy `shouldBeRemoved`; every other wire element,
    /// hidden ones included, keeps its order.
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        try storage.removeAll { wire in
            guard let element = Element._view(of: wire) else { return false }
            return try shouldBeRemoved(element)
        }
        if !hidden.isEmpty { rescan() }
    }

    /// Reserves room for `n` wire elements.
    public mutating func reserveCapacity(_ n: Int) {
        storage.reserveCapacity(n)
    }
}
