/// A committed golden fixture: what version `version` of `record` wrote for its sample.
public struct FixtureSource: Hashable, Sendable {
    /// The record type.
    public var record: String
    /// The version the fixture was recorded at.
    public var version: Int
    /// The fixture's JSON text.
    public var text: String

    /// Creates a fixture.
    public init(record: String, version: Int, text: String) {
        self.record = record
        self.version = version
        self.text = text
    }
}
