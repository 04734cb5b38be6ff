// Shared by every plugin (see PluginPaths.swift).

/// A failure the plugins report to SwiftPM, which prints it as `error: <message>`.
struct PluginError: Error, CustomStringConvertible {
    /// What went wrong and how to fix it.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
