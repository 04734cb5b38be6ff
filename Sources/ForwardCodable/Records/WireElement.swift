/// A value that can stand inside a typed collection view, and whose wire form can hold more than
/// the typed value shows.
///
/// Generated enums and records conform, and so do `Optional` of a conforming type and the
/// collection views ``WireArray`` and ``WireDictionary`` themselves, so views nest to any depth:
/// `[String: [Color]]` is viewed as `WireDictionary<WireArray<Color>>`.
///
/// A collection view stores the wire form of every element. Reading an element shows its typed
/// value; writing an element writes that value's wire form at exactly the position you addressed.
/// Nothing is ever inferred by comparing old and new values. See <doc:TypedViews>.
///
/// The requirements are underscored: generated code and the views call them, apps do not.
public protocol WireElement: Equatable {
    /// The stored form, exactly as it is read and written.
    associatedtype Wire: Codable, Hashable, Sendable

    /// The typed value of `wire`, or `nil` when it has none (a record that failed to decode).
    static func _view(of wire: Wire) -> Self?

    /// The wire form that `value` writes where it is assigned.
    ///
    /// An enum writes its raw value; a record or a collection view writes the wire form it
    /// carries, unknown values included.
    static func _wire(of value: Self) -> Wire

    /// Whether every wire form has a typed value, so that a collection never hides an element.
    static var _viewsEveryWire: Bool { get }

    /// The enum raw values in `wire` that this version does not know, each with its path inside
    /// `wire` (`[2]`, `.key`, or empty for `wire` itself): what a decode report counts.
    static func _unknownValues(in wire: Wire) -> [(path: String, raw: String)]
}

extension WireElement {
    /// `false`: some wire forms may have no typed value.
    public static var _viewsEveryWire: Bool { false }

    /// None: a record reports its own fields as it decodes.
    public static func _unknownValues(in wire: Wire) -> [(path: String, raw: String)] { [] }
}

/// A ``WireElement`` whose wire form always has a typed value.
///
/// Enums show their fallback case for a raw value this version does not know; collection views
/// show the elements they can and keep the rest in their wire form.
public protocol WireBacked: WireElement {
    /// The typed value of `wire`.
    init(wire: Wire)
}

extension WireBacked {
    /// Always the typed value: ``init(wire:)`` cannot fail.
    @inlinable
    public static func _view(of wire: Wire) -> Self? {
        Self(wire: wire)
    }

    /// `true`: every wire form has a typed value.
    public static var _viewsEveryWire: Bool { true }
}

extension Optional: WireElement where Wrapped: WireElement {
    /// `nil`, or the wire form of the wrapped value.
    public typealias Wire = Wrapped.Wire?

    /// `.some(nil)` for a `nil` wire value; `nil` when the wrapped wire value has no typed value.
    public static func _view(of wire: Wrapped.Wire?) -> Wrapped?? {
        guard let wire else { return .some(nil) }
        guard let value = Wrapped._view(of: wire) else { return nil }
        return .some(value)
    }

    /// `nil` for `nil`, otherwise the wrapped value's wire form.
    public static func _wire(of value: Wrapped?) -> Wrapped.Wire? {
        value.map(Wrapped._wire(of:))
    }

    /// Whether the wrapped type views every wire form.
    public static var _viewsEveryWire: Bool { Wrapped._viewsEveryWire }

    /// The wrapped value's unknown enum values; none for `nil`.
    public static func _unknownValues(in wire: Wrapped.Wire?) -> [(path: String, raw: String)] {
        wire.map(Wrapped._unknownValues(in:)) ?? []
    }
}
