/// A committed golden fixture: what version `version` of `record` wrote for its sample.
package struct FixtureSource: Hashable, Sendable {
    /// The record type.
    package var record: String
    /// The version the fixture was recorded at.
    package var version: Int
    /// The fixture's JSON text.
    package var text: String

    /// Creates a fixture.
    package init(record: String, version: Int, text: String) {
        self.record = record
        self.version = version
        self.text = text
    }
}
