// Hand-written next to the checked-in generated code in Generated/.
@_exported import ForwardCodable

extension AppPreferences {
    /// The preferences of a fresh install.
    public static let fresh = AppPreferences()
}
