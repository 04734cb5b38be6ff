/// A value that may stand inside a collection in its wire form, and whose wire form can hold
/// more than the typed value shows.
///
/// Generated enums and records conform, and so do `Optional`, `Array` and `[String: ...]` of
/// conforming elements, at any depth. A generated record stores such a field as its wire form
/// (`connectionMethodRaw: String`, `tagsRaw: [String]`, `hostsRaw: [Resilient<Host>]`) and
/// exposes the typed value as a computed view:
///
/// ```swift
/// public var tags: [Tag] {
///     get { [Tag](wire: tagsRaw) }
///     set { tagsRaw = newValue.wire(replacing: tagsRaw) }
/// }
/// ```
///
/// The view shows what this version understands; assigning it writes back what you changed and
/// keeps the wire form of everything you left alone. See <doc:TypedViews>.
public protocol WireElement: Equatable {
    /// The stored form, exactly as it is read and written.
    associatedtype Wire: Codable, Hashable, Sendable

    /// The typed value of `wire`, or `nil` when it has none (a record that failed to decode).
    static func view(of wire: Wire) -> Self?

    /// The wire form of this value after a deliberate assignment over `previous`.
    ///
    /// An enum always writes its own raw value. Collections keep the wire form of every element
    /// the assignment left unchanged, including values this version does not know.
    func wire(replacing previous: Wire?) -> Wire
}

/// A ``WireElement`` whose wire form always has a typed value, so it can be a record's field.
///
/// Enums fall back to their fallback case for display; collections show the elements they can
/// and keep the rest in the wire form.
public protocol WireBacked: WireElement {
    /// The typed value of `wire`.
    init(wire: Wire)
}

extension WireBacked {
    /// Always the typed value: ``init(wire:)`` cannot fail.
    public static func view(of wire: Wire) -> Self? {
        Self(wire: wire)
    }
}

extension Optional: WireElement where Wrapped: WireElement {
    /// `nil`, or the wire form of the wrapped value.
    public typealias Wire = Wrapped.Wire?

    /// `.some(nil)` for a `nil` wire value; `nil` when the wrapped wire value has no typed value.
    public static func view(of wire: Wrapped.Wire?) -> Wrapped?? {
        guard let wire else { return .some(nil) }
        guard let value = Wrapped.view(of: wire) else { return nil }
        return .some(value)
    }

    /// `nil` for `nil`; otherwise the wrapped value's wire form over the previous one.
    public func wire(replacing previous: Wrapped.Wire??) -> Wrapped.Wire? {
        guard let value = self else { return nil }
        return value.wire(replacing: previous.flatMap { $0 })
    }
}

extension Optional: WireBacked where Wrapped: WireBacked {
    /// `nil` for `nil`, otherwise the wrapped typed value.
    public init(wire: Wrapped.Wire?) {
        self = wire.map(Wrapped.init(wire:))
    }
}

extension Array: WireElement where Element: WireElement {
    /// The wire form of each element, in order.
    public typealias Wire = [Element.Wire]

    /// The elements that have a typed value; never `nil`.
    public static func view(of wire: [Element.Wire]) -> [Element]? {
        Self(wire: wire)
    }

    /// Applies the change from the previous view to the previous wire form: kept elements keep
    /// their wire form, inserted ones write theirs, removed ones go, and elements without a typed
    /// value stay where they were. See ``WireMerge``.
    public func wire(replacing previous: [Element.Wire]?) -> [Element.Wire] {
        WireMerge.array(self, replacing: previous ?? [])
    }
}

extension Array: WireBacked where Element: WireElement {
    /// The elements that have a typed value, in order. Elements without one (records that failed
    /// to decode) stay in the wire form only.
    public init(wire: [Element.Wire]) {
        self = wire.compactMap(Element.view(of:))
    }
}

extension Dictionary: WireElement where Key == String, Value: WireElement {
    /// The wire form of each value.
    public typealias Wire = [String: Value.Wire]

    /// The entries that have a typed value; never `nil`.
    public static func view(of wire: [String: Value.Wire]) -> [String: Value]? {
        Self(wire: wire)
    }

    /// Entries equal to what the previous view showed keep their wire form; changed and new
    /// entries write theirs; removed entries go. Entries without a typed value stay unless this
    /// dictionary sets their key.
    public func wire(replacing previous: [String: Value.Wire]?) -> [String: Value.Wire] {
        WireMerge.dictionary(self, replacing: previous ?? [:])
    }
}

extension Dictionary: WireBacked where Key == String, Value: WireElement {
    /// The entries that have a typed value.
    public init(wire: [String: Value.Wire]) {
        self = wire.compactMapValues(Value.view(of:))
    }
}
