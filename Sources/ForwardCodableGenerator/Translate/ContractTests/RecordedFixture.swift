/// A golden fixture to write: the canonical encoding of a record's known-only sample.
package struct RecordedFixture: Hashable, Sendable {
    /// The record type.
    package var record: String
    /// The version it records.
    package var version: Int
    /// The JSON text, canonical (`.sortedKeys`), with a final newline.
    package var text: String

    /// The path under the fixtures folder: `Host/v1.json`.
    package var relativePath: String {
        "\(record)/v\(version).json"
    }
}
