/// Renames an enum raw value throughout a wire form, for `rename case` migrations.
@_spi(ForwardCodableGenerated)
public protocol RawValueRenaming {
    /// The same wire form with every raw value `old` replaced by `new`.
    func renamingRawValue(_ old: String, to new: String) -> Self
}

@_spi(ForwardCodableGenerated)
extension String: RawValueRenaming {
    /// `new` if this is `old`, otherwise unchanged.
    public func renamingRawValue(_ old: String, to new: String) -> String {
        self == old ? new : self
    }
}

@_spi(ForwardCodableGenerated)
extension Optional: RawValueRenaming where Wrapped: RawValueRenaming {
    /// The wrapped wire form, renamed.
    public func renamingRawValue(_ old: String, to new: String) -> Wrapped? {
        map { $0.renamingRawValue(old, to: new) }
    }
}

@_spi(ForwardCodableGenerated)
extension Array: RawValueRenaming where Element: RawValueRenaming {
    /// Every element, renamed.
    public func renamingRawValue(_ old: String, to new: String) -> [Element] {
        map { $0.renamingRawValue(old, to: new) }
    }
}

@_spi(ForwardCodableGenerated)
extension Dictionary: RawValueRenaming where Value: RawValueRenaming {
    /// Every value, renamed.
    public func renamingRawValue(_ old: String, to new: String) -> [Key: Value] {
        mapValues { $0.renamingRawValue(old, to: new) }
    }
}
