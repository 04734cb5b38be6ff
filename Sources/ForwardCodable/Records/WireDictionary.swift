/// The typed view of a JSON object whose values can hold more than this version understands,
/// stored as the wire form of each value.
///
/// A generated record stores `roles: [String: Role]` as `WireDictionary<Role>` and
/// `byDay: [String: [Color]]` as `WireDictionary<WireArray<Color>>`. Reading a key shows its
/// typed value; writing a key writes that value's wire form under that key and touches no other:
///
/// ```swift
/// // wire: ["alice": "owner", "bob": "auditor"]  ("auditor" comes from a newer app)
/// workspace.groupRoles["alice"]            // .owner
/// workspace.groupRoles["bob"]              // .viewer, the fallback; "auditor" stays on the wire
/// workspace.groupRoles["carol"] = .editor  // adds "carol": "editor"
/// workspace.byDay["mon"]![1] = .red        // writes position 1 of "mon" only
/// ```
///
/// Entries whose wire form has no typed value (a record that failed to decode) are hidden: the
/// view does not show them, and they stay in the wire form unless you set or remove their key.
/// Iteration order is the dictionary's, as with `Dictionary`.
public struct WireDictionary<Value: WireElement>: Sendable {
    /// The stored entries, exactly as read and as they will be written, hidden ones included.
    public internal(set) var wire: [String: Value.Wire]

    /// The view of `wire`, exactly as given.
    public init(wire: [String: Value.Wire]) {
        self.wire = wire
    }

    /// A view whose wire form is written from `dictionary`: a deliberate overwrite.
    public init(_ dictionary: [String: Value]) {
        self.wire = dictionary.mapValues(Value._wire(of:))
    }

    /// The typed value for `key`, or `nil` when there is none or it has no typed value.
    ///
    /// Setting a value writes its wire form under `key`; setting `nil` removes the key. A
    /// mutation in place (`byDay["mon"]![1] = .red`, `roles["bob"]?.toggle()`) writes back only
    /// when the key had a typed value.
    public subscript(key: String) -> Value? {
        get { wire[key].flatMap(Value._view(of:)) }
        set { wire[key] = newValue.map(Value._wire(of:)) }
        _modify {
            let stored = wire.removeValue(forKey: key)
            var value = stored.flatMap(Value._view(of:))
            if let stored, value == nil { wire[key] = stored }  // hidden: it stays unless set
            // A shown entry left `nil` by the mutation stays removed; otherwise the value is written.
            defer { if let value { wire[key] = Value._wire(of: value) } }
            yield &value
        }
    }

    /// The typed value for `key`, or `defaultValue` (written on mutation) when there is none.
    public subscript(key: String, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[key] ?? defaultValue() }
        set { wire[key] = Value._wire(of: newValue) }
    }

    /// Removes `key`, hidden or not, and returns the typed value it showed.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> Value? {
        wire.removeValue(forKey: key).flatMap(Value._view(of:))
    }

    /// Writes `value` under `key` and returns the typed value it replaces.
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: String) -> Value? {
        wire.updateValue(Value._wire(of: value), forKey: key).flatMap(Value._view(of:))
    }

    /// The keys of the entries the view shows.
    public var keys: [String] {
        map(\.key)
    }

    /// The typed values the view shows.
    public var values: [Value] {
        map(\.value)
    }

    /// The shown entries that satisfy `isIncluded`, each with its wire form; hidden entries stay.
    public func filter(_ isIncluded: ((key: String, value: Value)) throws -> Bool) rethrows -> WireDictionary<Value> {
        var result = self
        try result.removeAll { try !isIncluded($0) }
        return result
    }

    /// Removes the shown entries that satisfy `shouldBeRemoved`; hidden entries stay.
    public mutating func removeAll(where shouldBeRemoved: ((key: String, value: Value)) throws -> Bool) rethrows {
        for (key, stored) in wire {
            guard let value = Value._view(of: stored) else { continue }
            if try shouldBeRemoved((key, value)) { wire[key] = nil }
        }
    }

    /// Removes every entry, hidden ones included.
    public mutating func removeAll() {
        wire.removeAll()
    }
}

// MARK: - Collection

extension WireDictionary: Collection {
    /// A position in the view: an entry with a typed value.
    public struct Index: Comparable, Sendable {
        fileprivate var base: [String: Value.Wire].Index

        /// Orders as the dictionary's indices do.
        public static func < (lhs: Index, rhs: Index) -> Bool {
            lhs.base < rhs.base
        }
    }

    /// The first shown entry.
    public var startIndex: Index {
        shown(from: wire.startIndex)
    }

    /// Past the last entry.
    public var endIndex: Index {
        Index(base: wire.endIndex)
    }

    /// The number of shown entries.
    public var count: Int {
        Value._viewsEveryWire ? wire.count : wire.values.lazy.filter { Value._view(of: $0) != nil }.count
    }

    /// The next shown entry.
    public func index(after position: Index) -> Index {
        shown(from: wire.index(after: position.base))
    }

    /// The key and typed value at `position`.
    public subscript(position: Index) -> (key: String, value: Value) {
        let (key, stored) = wire[position.base]
        return (key, Value._view(of: stored)!)
    }

    private func shown(from start: [String: Value.Wire].Index) -> Index {
        var base = start
        if !Value._viewsEveryWire {
            while base != wire.endIndex, Value._view(of: wire[base].value) == nil { base = wire.index(after: base) }
        }
        return Index(base: base)
    }
}

// MARK: - Conformances

extension WireDictionary: WireBacked {
    /// The wire form the view carries, unknown values and hidden entries included.
    public static func _wire(of value: WireDictionary<Value>) -> [String: Value.Wire] {
        value.wire
    }

    /// The values' unknown enum values, under their keys (`.key`), in key order.
    public static func _unknownValues(in wire: [String: Value.Wire]) -> [(path: String, raw: String)] {
        wire.keys.sorted().flatMap { key in
            Value._unknownValues(in: wire[key]!).map { (".\(key)" + $0.path, $0.raw) }
        }
    }

    /// Whether the wire forms are equal: an unknown value is not equal to the fallback it shows as.
    public static func == (lhs: WireDictionary<Value>, rhs: WireDictionary<Value>) -> Bool {
        lhs.wire == rhs.wire
    }
}

extension WireDictionary: Hashable {
    /// Hashes the wire form.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wire)
    }
}

extension WireDictionary: Codable {
    /// Decodes the wire form: a JSON object of the values' wire forms.
    public init(from decoder: any Decoder) throws {
        self.init(wire: try [String: Value.Wire](from: decoder))
    }

    /// Encodes the wire form, exactly as read or written.
    public func encode(to encoder: any Encoder) throws {
        try wire.encode(to: encoder)
    }
}

extension WireDictionary: ExpressibleByDictionaryLiteral {
    /// A view written from typed values: a deliberate overwrite. A repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, Value)...) {
        self.init(wire: [:])
        for (key, value) in elements { wire[key] = Value._wire(of: value) }
    }
}

extension WireDictionary: CustomStringConvertible, CustomDebugStringConvertible {
    /// The typed entries, as a dictionary prints them.
    public var description: String {
        Dictionary(uniqueKeysWithValues: map { ($0.key, $0.value) }).description
    }

    /// The wire form.
    public var debugDescription: String {
        "WireDictionary(wire: \(wire))"
    }
}

@_spi(ForwardCodableGenerated)
extension WireDictionary: RawValueRenaming where Value.Wire: RawValueRenaming {
    /// Every value's wire form, renamed.
    public func renamingRawValue(
        _ old: Value.Wire.RenamedRawValue, to new: Value.Wire.RenamedRawValue
    ) -> WireDictionary<Value> {
        WireDictionary(wire: wire.renamingRawValue(old, to: new))
    }
}
