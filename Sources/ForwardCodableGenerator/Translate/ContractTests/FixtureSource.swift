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

/// A committed example document of a record, `Fixtures/<Record>/examples/<name>.json`: a document
/// written elsewhere (an OpenAPI document's own example, as `import openapi --examples` keeps it)
/// that the record must read and write back exactly, on both codecs.
package struct ExampleSource: Hashable, Sendable {
    /// The record type.
    package var record: String
    /// The example's name: its file name without `.json`.
    package var name: String
    /// The document's JSON text.
    package var text: String

    /// Creates an example.
    package init(record: String, name: String, text: String) {
        self.record = record
        self.name = name
        self.text = text
    }
}
