import Foundation

/// Paths inside this package, found from this file's location.
enum PackagePaths {
    /// The package root.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }
}
