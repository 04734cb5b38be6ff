/// What an importer makes of a contract written elsewhere (an OpenAPI document, a JSON Schema,
/// sample documents): the declarations of one schema file, each with the place it came from, and
/// the problems met on the way. ``text`` writes it in the schema language.
package struct ImportedSchema: Equatable, Sendable {
    /// Where the declarations came from, for the file's first comment: `todo.openapi.json`.
    package var origin: String
    /// The file's key style, when every field's wire key follows it (`keys snake_case`).
    var keyStyle: KeyStyle = .asWritten
    var records: [ImportedRecord] = []
    var enums: [ImportedEnum] = []
    var unions: [ImportedUnion] = []
    /// App types the fields name that no declaration of the input describes (`external Money`).
    var externals: [String] = []
    /// The input's own examples of whole records that hold, for the contract tests to read.
    package var examples: [ImportedExample] = []
    /// What could not be expressed, or was chosen for the user, at its place in the input.
    package var diagnostics: [ImportDiagnostic] = []

    /// Whether any diagnostic is an error: the text is then not written.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Every declared type name.
    var typeNames: Set<String> {
        Set(records.map(\.name)).union(enums.map(\.name)).union(unions.map(\.name))
    }
}

/// A record to declare.
struct ImportedRecord: Equatable, Sendable {
    var name: String
    /// Where it came from: a JSON pointer (`#/components/schemas/Task`), or a sample's key path.
    var source: String
    var docs: [String] = []
    var fields: [ImportedField] = []
    /// Keys of removed fields that must not be reused (`reserved "notes"`).
    var reserved: [String] = []
}

/// A field of an imported record.
struct ImportedField: Equatable, Sendable {
    var name: String
    /// The key on the wire.
    var key: String
    /// The type as the schema language writes it, `?` included: `[Tag]?`, `Date`.
    var type: String
    /// `@format(iso8601)`, when the type has one.
    var format: String? = nil
    /// The default as the schema language writes it: `"draft"`, `.normal`, `0`, `[]`.
    var defaultValue: String? = nil
    /// Attributes after the format: `@strict`, `@deprecated`, `@sample(…)`.
    var attributes: [String] = []
    var docs: [String] = []
}

/// An enum to declare.
struct ImportedEnum: Equatable, Sendable {
    var name: String
    var source: String
    var docs: [String] = []
    /// `true` for integer raw values (`enum Level: Int`).
    var isInteger = false
    /// Each case's Swift name and raw value (the wire text: a string's contents, an integer's digits).
    var cases: [(name: String, raw: String)]
    var fallback: String
    /// The cases marked `@deprecated`.
    var deprecated: Set<String> = []
    /// The doc comment lines of each case that has one, by case name (a `const`'s `description`).
    var caseDocs: [String: [String]] = [:]
    /// `fallback x display`: the fallback is no case, and no wire value.
    var displayFallback = false

    static func == (lhs: ImportedEnum, rhs: ImportedEnum) -> Bool {
        lhs.name == rhs.name && lhs.source == rhs.source && lhs.docs == rhs.docs && lhs.isInteger == rhs.isInteger
            && lhs.cases.map(\.name) == rhs.cases.map(\.name) && lhs.cases.map(\.raw) == rhs.cases.map(\.raw)
            && lhs.fallback == rhs.fallback && lhs.deprecated == rhs.deprecated && lhs.caseDocs == rhs.caseDocs
            && lhs.displayFallback == rhs.displayFallback
    }
}

/// A union to declare: a tag key, and a variant per tag with its payload record; or, untagged,
/// a variant per shape (`id: String`, `customer: Customer`), told apart by the JSON itself.
struct ImportedUnion: Equatable, Sendable {
    var name: String
    var source: String
    var docs: [String] = []
    /// The tag's key; `nil` for an untagged union.
    var tagKey: String?
    /// The key of the payload of an adjacently tagged union.
    var contentKey: String? = nil
    var variants: [ImportedVariant]

    /// `untagged`: no tag key; each variant's `payload` is its type as the schema writes it.
    var isUntagged: Bool { tagKey == nil }
}

/// A variant of an imported union: its Swift name, its tag on the wire, its payload record (an
/// untagged union's variants have no tag, and their payload is any variant type: `String`, `[Tag]`).
struct ImportedVariant: Equatable, Sendable {
    var name: String
    var tag: String?
    var payload: String?
    var docs: [String] = []
}

/// A problem an importer met, at its place in the input file and its JSON pointer:
/// `todo.openapi.json:14:9: warning: 'not' cannot be expressed; the field reads any JSON [#/components/schemas/Task/properties/x]`.
package struct ImportDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Errors stop the import; warnings name what was chosen or kept as `JSON`.
    package enum Severity: String, Hashable, Sendable {
        /// The input cannot be read as its kind: nothing is written.
        case error
        /// Something was chosen, or read as `JSON`: the schema is written.
        case warning
    }

    /// How serious it is.
    package var severity: Severity
    /// What was met, and what the import did about it.
    package var message: String
    /// The line and column in the input file.
    package var location: SourceLocation
    /// The JSON pointer of the construct, such as `#/components/schemas/Task/properties/due`.
    package var pointer: String

    /// The error of a text that is not JSON, at its place.
    init(_ failure: StrictJSON.Failure, in path: String) {
        self.init(
            severity: .error, message: failure.message,
            location: SourceLocation(file: path, line: failure.line, column: failure.column), pointer: "#")
    }

    /// Creates a diagnostic.
    package init(severity: Severity, message: String, location: SourceLocation, pointer: String) {
        self.severity = severity
        self.message = message
        self.location = location
        self.pointer = pointer
    }

    /// `path:line:column: severity: message [pointer]`; for a command-line option, which has no
    /// line or pointer, `--option value: severity: message`.
    package var description: String {
        let place = location.line == 0 ? location.file : location.description
        return "\(place): \(severity.rawValue): \(message)" + (pointer.isEmpty ? "" : " [\(pointer)]")
    }
}

/// A document of the input's own examples that holds for its record: what the generated contract
/// tests read and write back (`Fixtures/<Record>/examples/<name>.json`).
package struct ImportedExample: Hashable, Sendable {
    /// The record the example is a document of.
    package var record: String
    /// The file's name without `.json`: the example's name in the input, made a file name.
    package var name: String
    /// The example as compact JSON, members in the order written, and a line break.
    package var text: String

    /// The path of its file below a fixtures folder: `Channel/examples/get-channel-200-text.json`.
    package var relativePath: String { "\(record)/examples/\(name).json" }

    /// `get_channel 200 text` → `get_channel-200-text`: letters, digits, `_` and `-` kept, every
    /// other run of characters one `-`.
    static func fileName(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" || character == "-" {
                result.append(character)
            } else if result.last != "-" {
                result.append("-")
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        while result.hasPrefix("-") { result.removeFirst() }
        return result.isEmpty ? "example" : result
    }
}
