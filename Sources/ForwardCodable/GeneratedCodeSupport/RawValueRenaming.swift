/// Renames an enum raw value throughout a wire form, for `rename case` migrations.
@_spi(ForwardCodableGenerated)
public protocol RawValueRenaming {
    /// The raw value type inside the wire form: `String`, or `Int` for an `Int`-backed enum.
    associatedtype RenamedRawValue: Equatable

    /// The same wire form with every raw value `old` replaced by `new`.
    func renamingRawValue(_ old: RenamedRawValue, to new: RenamedRawValue) -> Self
}

@_spi(ForwardCodableGenerated)
extension String: RawValueRenaming {
    /// `new` if this is `old`, otherwise unchanged.
    public func renamingRawValue(_ old: String, to new: String) -> String {
        self == old ? new : self
    }
}

@_spi(ForwardCodableGenerated)
extension Int: RawValueRenaming {
    /// `new` if this is `old`, otherwise unchanged: the raw value of an `Int`-backed enum.
    public func renamingRawValue(_ old: Int, to new: Int) -> Int {
        self == old ? new : self
    }
}

@_spi(ForwardCodableGenerated)
extension Optional: RawValueRenaming where Wrapped: RawValueRenaming {
    /// The wrapped wire form, renamed.
    public func renamingRawValue(
        _ old: Wrapped.RenamedRawValue, to new: Wrapped.RenamedRawValue
    ) -> Wrapped? {
        map { $0.renamingRawValue(old, to: new) }
    }
}

@_spi(ForwardCodableGenerated)
extension Array: RawValueRenaming where Element: RawValueRenaming {
    /// Every element, renamed.
    public func renamingRawValue(
        _ old: Element.RenamedRawValue, to new: Element.RenamedRawValue
    ) -> [Element] {
        map { $0.renamingRawValue(old, to: new) }
    }
}

@_spi(ForwardCodableGenerated)
extension Dictionary: RawValueRenaming where Value: RawValueRenaming {
    /// Every value, renamed.
    public func renamingRawValue(
        _ old: Value.RenamedRawValue, to new: Value.RenamedRawValue
    ) -> [Key: Value] {
        mapValues { $0.renamingRawValue(old, to: new) }
    }
}
