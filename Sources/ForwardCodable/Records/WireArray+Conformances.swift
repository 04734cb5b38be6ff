extension WireArray: WireBacked {
    /// The wire form the view carries, unknown values and hidden elements included.
    public static func _wire(of value: WireArray<Element>) -> [Element.Wire] {
        value.wire
    }

    /// The elements' unknown enum values, under their positions (`[2]`).
    public static func _unknownValues(in wire: [Element.Wire]) -> [(path: String, raw: String)] {
        wire.enumerated().flatMap { index, element in
            Element._unknownValues(in: element).map { ("[\(index)]" + $0.path, $0.raw) }
        }
    }
}

extension WireArray: Hashable {
    /// Whether the wire forms are equal: an unknown value is not equal to the fallback it shows as.
    public static func == (lhs: WireArray<Element>, rhs: WireArray<Element>) -> Bool {
        lhs.wire == rhs.wire
    }

    /// Hashes the wire form.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wire)
    }
}

extension WireArray: Codable {
    /// Decodes the wire form: a JSON array of the elements' wire forms.
    public init(from decoder: any Decoder) throws {
        self.init(wire: try [Element.Wire](from: decoder))
    }

    /// Encodes the wire form, exactly as read or written.
    public func encode(to encoder: any Encoder) throws {
        try wire.encode(to: encoder)
    }
}

extension WireArray: ExpressibleByArrayLiteral {
    /// A view written from typed elements: a deliberate overwrite.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension WireArray: CustomStringConvertible, CustomDebugStringConvertible {
    /// The typed elements, as an array prints them.
    public var description: String {
        Array(self).description
    }

    /// The wire form.
    public var debugDescription: String {
        "WireArray(wire: \(wire))"
    }
}

// MARK: - Edits that keep wire forms

extension WireArray {
    /// The shown elements that satisfy `isIncluded`, each with its wire form; hidden elements
    /// stay, in place. `colors = colors.filter { … }` removes exactly what the predicate rejects.
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> WireArray<Element> {
        var result = self
        try result.removeAll { try !isIncluded($0) }
        return result
    }

    /// Sorts the shown elements by `areInIncreasingOrder`, moving each element's wire form with
    /// it; the sort is stable, and hidden elements keep their positions.
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        let positions = indices.map(wirePosition)
        let elements = Array(self)
        let order = try elements.indices.sorted { a, b in
            if try areInIncreasingOrder(elements[a], elements[b]) { return true }
            if try areInIncreasingOrder(elements[b], elements[a]) { return false }
            return a < b
        }
        let moved = order.map { wire[positions[$0]] }
        for (position, element) in zip(positions, moved) { storage[position] = element }
    }

    /// A sorted copy that keeps every wire form; see ``sort(by:)``.
    public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> WireArray<Element> {
        var result = self
        try result.sort(by: areInIncreasingOrder)
        return result
    }
}

extension WireArray where Element: Comparable {
    /// Sorts the shown elements in increasing order, moving each wire form with its element.
    public mutating func sort() {
        sort(by: <)
    }

    /// A copy sorted in increasing order that keeps every wire form.
    public func sorted() -> WireArray<Element> {
        sorted(by: <)
    }
}

@_spi(ForwardCodableGenerated)
extension WireArray: RawValueRenaming where Element.Wire: RawValueRenaming {
    /// Every element's wire form, renamed.
    public func renamingRawValue(
        _ old: Element.Wire.RenamedRawValue, to new: Element.Wire.RenamedRawValue
    ) -> WireArray<Element> {
        WireArray(wire: wire.renamingRawValue(old, to: new))
    }
}
