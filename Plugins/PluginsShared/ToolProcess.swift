// Shared by every command plugin (see PluginPaths.swift).

import Foundation

/// Runs `forward-codable` from a command plugin.
enum ToolProcess {
    /// Runs `tool` with `arguments` in `directory`, its output going straight to the plugin's, and
    /// returns its exit status.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
