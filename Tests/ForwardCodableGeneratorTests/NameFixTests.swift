import Foundation
import Testing

@testable import ForwardCodableGenerator

/// The names that stay errors say how to keep the wire, and following that advice works: the test
/// renames the member at the diagnostic's location, writes the attribute or raw value the message
/// gives, generates again, and finds the same wire key, raw value or tag in the generated code.
@Suite("Name errors and their fixes")
struct NameFixTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var schema: String
        var id: DiagnosticID
        /// What the generated code holds once the fix is applied, as before it (the wire).
        var kept: String
        var testDescription: String { schema.split(separator: "\n").first.map(String.init) ?? schema }
    }

    static let examples: [Example] = [
        Example(
            schema: "record Site {\n    unknownFields: JSON\n}", id: .memberNameIsGenerated,
            kept: "\"unknownFields\","),
        Example(
            schema: "record Site {\n    explicitNulls: Int = 0\n}", id: .memberNameIsGenerated,
            kept: "\"explicitNulls\","),
        Example(
            schema: "enum Mode fallback a {\n    a\n    fallback\n}", id: .memberNameIsGenerated,
            kept: "= \"fallback\""),
        Example(
            schema: "union Block tag \"type\" {\n    unknown: Text\n}\nrecord Text {\n    body: String\n}",
            id: .memberNameIsGenerated, kept: "case \"unknown\":"),
        Example(
            schema: "record Post {\n    Status: String\n    status: Status\n}\nenum Status fallback a { a }",
            id: .memberNameIsUsedType, kept: "\"Status\","),
        Example(
            schema: "union Block tag \"type\" {\n    Text: Text\n}\nrecord Text {\n    body: String\n}",
            id: .memberNameIsUsedType, kept: "case \"Text\":"),
    ]

    @Test(arguments: examples)
    func followingTheFixKeepsTheWire(_ example: Example) throws {
        let path = "Schemas/Shapes.fcschema"
        let broken = Generator.generate([SchemaSource(path: path, text: example.schema)])
        let diagnostic = try #require(broken.diagnostics.first)
        #expect(broken.diagnostics.count == 1 && diagnostic.id == example.id)
        let fixed = try Self.apply(diagnostic, to: example.schema)
        let result = Generator.generate([SchemaSource(path: path, text: fixed)])
        #expect(result.diagnostics.isEmpty, "\(fixed)\n\(result.diagnostics)")
        #expect(try #require(result.files.first).contents.contains(example.kept), "\(fixed)")
    }

    @Test(arguments: ["Self", "Type", "Protocol"])
    func aKeywordTypeNameTakesTheSuggestedName(_ word: String) throws {
        let path = "Schemas/Shapes.fcschema"
        let schema = "record \(word) {\n    x: Int\n}\nrecord Canvas {\n    shape: \(word)?\n}"
        let diagnostic = try #require(Generator.generate([SchemaSource(path: path, text: schema)]).diagnostics.first)
        #expect(diagnostic.id == .typeNameIsKeyword)
        let suggestion = try #require(diagnostic.message.firstMatch(of: #/such as to '(\w+)'/#)?.1)
        #expect(suggestion == "Shape\(word)")
        let renamed = schema.replacingOccurrences(of: word, with: String(suggestion))
        let result = Generator.generate([SchemaSource(path: path, text: renamed)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// Renames the member at the diagnostic's location to `<name>Renamed` and writes what the
    /// message says keeps the wire: `@key(...)` or `@tag(...)` at the end of its line, `= "..."`
    /// after a case.
    static func apply(_ diagnostic: Diagnostic, to schema: String) throws -> String {
        var lines = schema.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = diagnostic.location.line - 1
        let line = lines[row]
        let start = line.index(line.startIndex, offsetBy: diagnostic.location.column - 1)
        let name = line[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        var fixed = line.replacingCharacters(in: start..<name.endIndex, with: name + "Renamed")
        if let attribute = diagnostic.message.firstMatch(of: #/keep the (?:wire key|tag) with (@\w+\("[^"]*"\))/#) {
            fixed += " " + attribute.1
        } else if let raw = diagnostic.message.firstMatch(of: #/keep the raw value with (= "[^"]*")/#) {
            fixed += " " + raw.1
        } else {
            throw Failure(message: "no fix in: \(diagnostic.message)")
        }
        lines[row] = fixed
        return lines.joined(separator: "\n")
    }

    struct Failure: Error {
        var message: String
    }
}
