/// A problem found in a schema, at a location.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// Generation fails.
        case error
        /// Generation succeeds; something deserves a look.
        case warning
        /// Extra information attached to the diagnostic before it.
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// What is wrong, and where possible how to fix it.
    public var message: String
    /// Where it is.
    public var location: SourceLocation

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// Creates an error.
    public static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// Creates a warning.
    public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// Creates a note.
    public static func note(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }

    /// `path:line:column: error: message`, as SwiftPM and Xcode show it.
    public var description: String {
        "\(location): \(severity.rawValue): \(message)"
    }
}

/// Collects the diagnostics of a run, in the order they were found.
struct DiagnosticBag {
    private(set) var diagnostics: [Diagnostic] = []

    var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(.warning(message, at: location))
    }

    mutating func note(_ message: String, at location: SourceLocation) {
        diagnostics.append(.note(message, at: location))
    }

    mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }
}
