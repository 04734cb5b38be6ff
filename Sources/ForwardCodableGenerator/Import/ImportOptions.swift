/// What the user decides for an import that the input cannot tell.
package struct ImportOptions: Equatable, Sendable {
    /// The fallback case of each enum, by enum name: `["Status": "unknown"]` (a case name or a raw
    /// value). An enum without one takes its first case, with a warning that says how to choose.
    package var fallbacks: [String: String] = [:]
    /// Samples only: declare an enum for a string field with few distinct values.
    package var inferEnums = false
    /// Samples only: the most distinct values a string field may have to become an enum.
    package var maxEnumValues = 8

    /// Creates options.
    package init(fallbacks: [String: String] = [:], inferEnums: Bool = false, maxEnumValues: Int = 8) {
        self.fallbacks = fallbacks
        self.inferEnums = inferEnums
        self.maxEnumValues = maxEnumValues
    }
}
