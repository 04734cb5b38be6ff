/// A problem found in a schema, at a location: one entry of the catalog (``DiagnosticID``),
/// with the notes that point at related places.
///
/// Every diagnostic the generator produces comes from a named constructor of the catalog, so its
/// ``id`` is stable across releases even when the wording of its ``message`` improves.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    package enum Severity: String, Hashable, Sendable {
        /// Generation fails.
        case error
        /// Generation succeeds; something legal but suspicious deserves a look.
        case warning
        /// Extra information attached to a diagnostic: the severity of its ``Diagnostic/notes``.
        case note
    }

    /// Which catalog entry it is, such as `FC401` (``DiagnosticID/duplicateField``).
    package var id: DiagnosticID
    /// What is wrong, and where possible how to fix it.
    package var message: String
    /// Where it is.
    package var location: SourceLocation
    /// Related places, such as the first declaration of a duplicate, printed right after it.
    package var notes: [DiagnosticNote]

    /// How serious it is: decided by its ``id``.
    package var severity: Severity { id.severity }

    /// Creates the diagnostic of a catalog message at `location`.
    package init(_ message: DiagnosticMessage, at location: SourceLocation) {
        self.id = message.id
        self.message = message.text
        self.location = location
        self.notes = message.notes
    }

    /// `path:line:column: error: message [FC401]`, as SwiftPM and Xcode show it with the ``id`` to
    /// look up, then one `path:line:column: note: message` line per note.
    package var description: String {
        ([firstLine] + notes.map(\.description)).joined(separator: "\n")
    }

    /// The diagnostic's own line, without its notes, ending with its id in brackets.
    package var firstLine: String {
        "\(location): \(severity.rawValue): \(message) [\(id.code)]"
    }

    /// The same diagnostic with its location and its notes' locations transformed, such as to show
    /// the paths as the user gave them.
    package func relocated(_ transform: (SourceLocation) -> SourceLocation) -> Diagnostic {
        var moved = self
        moved.location = transform(location)
        for index in moved.notes.indices { moved.notes[index].location = transform(notes[index].location) }
        return moved
    }
}

/// Extra information attached to a ``Diagnostic``, at a location of its own.
package struct DiagnosticNote: Hashable, Sendable, CustomStringConvertible {
    /// What the location shows, such as `'name' is first declared here`.
    package var message: String
    /// The related place.
    package var location: SourceLocation

    /// Creates a note.
    package init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `path:line:column: note: message`.
    package var description: String {
        "\(location): note: \(message)"
    }
}

/// A catalog entry with its arguments filled in: an id, the text and the notes, not yet placed.
/// Made only by the named constructors of the catalog (`DiagnosticCatalog+*.swift`).
package struct DiagnosticMessage: Hashable, Sendable {
    /// The catalog entry.
    package let id: DiagnosticID
    /// The message text.
    package let text: String
    /// The notes to attach.
    package let notes: [DiagnosticNote]

    init(_ id: DiagnosticID, _ text: String, notes: [DiagnosticNote] = []) {
        self.id = id
        self.text = text
        self.notes = notes
    }
}

/// Collects the diagnostics of a run, in the order they were found.
struct DiagnosticBag {
    private(set) var diagnostics: [Diagnostic] = []

    var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// Reports a catalog message at `location`.
    mutating func emit(_ message: DiagnosticMessage, at location: SourceLocation) {
        diagnostics.append(Diagnostic(message, at: location))
    }

    mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Diagnostics in the order they are shown: by location, then by id and message, which keeps
    /// every diagnostic with its notes. Duplicates are not removed: a producer never reports one
    /// problem twice, and a test checks it.
    static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { ($0.location, $0.id.rawValue, $0.message) < ($1.location, $1.id.rawValue, $1.message) }
    }
}
