/// A golden fixture to write: the canonical encoding of a record's known-only sample.
public struct RecordedFixture: Hashable, Sendable {
    /// The record type.
    public var record: String
    /// The version it records.
    public var version: Int
    /// The JSON text, canonical (`.sortedKeys`), with a final newline.
    public var text: String

    /// The path under the fixtures folder: `Host/v1.json`.
    public var relativePath: String {
        "\(record)/v\(version).json"
    }
}
