import Testing

@testable import ForwardCodableGenerator

/// A text whose locations are marked in place with 1️⃣ … 9️⃣, as swift-syntax's tests mark theirs:
/// the markers are removed, and the line and column of each (counted in Unicode scalars of the
/// text without markers, as diagnostics count) recorded. No location is counted by hand.
struct MarkedText {
    /// The markers a text may hold.
    static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without its markers.
    let text: String
    /// `line:column` of each marker.
    let locations: [String: String]

    init(_ marked: String) {
        var text = ""
        var locations: [String: String] = [:]
        var line = 1
        var column = 1
        for character in marked {
            if Self.markers.contains(character) {
                precondition(locations[String(character)] == nil, "marker \(character) is used twice")
                locations[String(character)] = "\(line):\(column)"
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        self.text = text
        self.locations = locations
    }
}

/// One diagnostic a test expects: its catalog id, where (a marker, or `path:line:column` for
/// another file), its message, and its notes.
struct ExpectedDiagnostic: Sendable {
    var id: DiagnosticID
    var marker: String
    var message: String
    var notes: [ExpectedNote]

    /// One note: where, and its message.
    struct ExpectedNote: Sendable {
        var marker: String
        var message: String

        static func note(at marker: String, _ message: String) -> ExpectedNote {
            ExpectedNote(marker: marker, message: message)
        }
    }

    /// The diagnostic `id`, with its severity from the catalog.
    static func diagnostic(
        _ id: DiagnosticID, at marker: String = "1️⃣", _ message: String, notes: [ExpectedNote] = []
    ) -> ExpectedDiagnostic {
        ExpectedDiagnostic(id: id, marker: marker, message: message, notes: notes)
    }
}

/// A text and the diagnostics it must produce: the unit of the diagnostic tests and of the
/// catalog's coverage.
struct DiagnosticExample: Sendable, CustomTestStringConvertible {
    /// What produces diagnostics from a text: the generator, or one of the file parsers.
    enum Producer: Sendable {
        /// The generator, with the text as `Test.fcschema`.
        case schema
        /// The generator, with the text as `Test.fcschema` after other schema files (path, text).
        case schemasAfter([SchemaSource])
        /// `forward-codable.json`.
        case configuration
        /// A breaking-change lock.
        case lock
        /// `forward-codable.json` whose ignores apply to the check of a schema pair (baseline,
        /// current): its diagnostics, then the warnings of the ignores that match no finding.
        case ignoresOfCheck(old: String, new: String)
    }

    /// The path every example's text has.
    static let path = "Test.fcschema"

    var name: String
    var marked: String
    var expected: [ExpectedDiagnostic]
    var producer: Producer = .schema

    var testDescription: String { name }

    /// The diagnostics the text produces.
    func produce() -> [Diagnostic] {
        let text = MarkedText(marked).text
        switch producer {
        case .schema:
            return Generator.generate([SchemaSource(path: Self.path, text: text)]).diagnostics
        case .schemasAfter(let others):
            return Generator.generate(others + [SchemaSource(path: Self.path, text: text)]).diagnostics
        case .configuration:
            return Configuration.parse(text, path: Self.path).diagnostics
        case .lock:
            guard case .failure(let error) = LockFile.parse(text, path: Self.path) else { return [] }
            return [error.diagnostic]
        case .ignoresOfCheck(let old, let new):
            let settings = Configuration.read(text, path: Self.path)
            var report = CompatibilityChecker.check(
                baseline: [SchemaSource(path: "Old.fcschema", text: old)],
                current: [SchemaSource(path: "New.fcschema", text: new)])
            return settings.diagnostics + report.diagnostics + report.apply(settings.ignores)
        }
    }

    /// The produced diagnostics as lines: `FC401 error 2:5: message`, then `  note 1:5: message`.
    /// A location in `Test.fcschema` is shown as `line:column`, any other with its path.
    static func lines(of diagnostics: [Diagnostic]) -> [String] {
        func place(_ location: ForwardCodableGenerator.SourceLocation) -> String {
            let lineColumn = "\(location.line):\(location.column)"
            return location.file == path ? lineColumn : "\(location.file):\(lineColumn)"
        }
        return diagnostics.flatMap { diagnostic in
            [
                "\(diagnostic.id.code) \(diagnostic.severity.rawValue) \(place(diagnostic.location)): \(diagnostic.message)"
            ]
                + diagnostic.notes.map { "  note \(place($0.location)): \($0.message)" }
        }
    }

    /// The expected diagnostics as lines, with markers turned into `line:column`.
    func expectedLines() -> [String] {
        let locations = MarkedText(marked).locations
        func place(_ marker: String) -> String { locations[marker] ?? marker }
        return expected.flatMap { diagnostic in
            [
                "\(diagnostic.id.code) \(diagnostic.id.severity.rawValue) \(place(diagnostic.marker)): \(diagnostic.message)"
            ]
                + diagnostic.notes.map { "  note \(place($0.marker)): \($0.message)" }
        }
    }
}

/// Expects `marked` (a schema with markers) to produce exactly `expected`, in order.
func assertDiagnostics(
    _ marked: String, _ expected: [ExpectedDiagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let example = DiagnosticExample(name: "inline", marked: marked, expected: expected)
    #expect(
        DiagnosticExample.lines(of: example.produce()) == example.expectedLines(), sourceLocation: sourceLocation)
}
