/// A record whose documents carry a version stamp, and that migrates older documents to the
/// current version as it decodes them.
///
/// ```swift
/// let note = try JSONDecoder().decode(Note.self, from: #"{"schema":1,"text":"Harbor build 418"}"#.data(using: .utf8)!)
/// note.build        // 418, computed by the hook `Note.migrateBuild(from:)`
/// note.wireVersion  // 3: written back as the current version
/// ```
///
/// Migration runs inside `init(from:)`, so a versioned record migrates wherever it is decoded:
/// at the top of a document, nested in another record, or inside an array.
public protocol VersionedRecord: ForwardRecord {
    /// The version this app writes.
    static var currentVersion: Int { get }
    /// The oldest version this app can read (migrate from).
    static var oldestVersion: Int { get }
    /// The wire key that holds the version, such as `"schema"`.
    static var versionKey: String { get }

    /// The version this value is written with: the version it was read at when that is newer
    /// than ``currentVersion``, otherwise ``currentVersion``. Re-encoding never lowers a stamp.
    var wireVersion: Int { get }
}

extension VersionedRecord {
    /// The versions this app can read: ``oldestVersion`` through ``currentVersion``.
    public static var supportedVersions: ClosedRange<Int> {
        oldestVersion...currentVersion
    }
}
