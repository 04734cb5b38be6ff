import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Every example text in `DiagnosticExamples+*.swift`, with its locations marked in the text.
enum DiagnosticExamples {
    static let all: [DiagnosticExample] =
        syntax + declarations + fields + values + versions + files + keyStyles + deprecation + unions + unionHistory
        + untaggedUnions
        + integerEnums + formats + libraryTypes + ignores + displayFallbacks
}

/// The catalog: every example produces exactly the diagnostics it expects, at its markers and with
/// its notes; every id is produced by some example; no problem is reported twice.
@Suite struct DiagnosticCatalogTests {
    @Test(arguments: DiagnosticExamples.all)
    func example(_ example: DiagnosticExample) {
        let produced = example.produce()
        #expect(DiagnosticExample.lines(of: produced) == example.expectedLines())
        #expect(Set(produced).count == produced.count, "a diagnostic is reported twice")
    }

    @Test func everyIdIsUniqueAndWellFormed() {
        let codes = DiagnosticID.allCases.map(\.code)
        #expect(Set(codes).count == codes.count)
        let names = DiagnosticID.allCases.map(\.name)
        #expect(Set(names).count == names.count)
        for code in codes {
            #expect(code.count == 5 && code.hasPrefix("FC") && code.dropFirst(2).allSatisfy(\.isNumber), "\(code)")
        }
    }

    @Test func everyIdIsProducedByAnExample() {
        let produced = Set(DiagnosticExamples.all.flatMap { $0.expected.map(\.id) })
        let dead = DiagnosticID.allCases.filter { !produced.contains($0) }
        #expect(dead.isEmpty, "catalog entries no example produces: \(dead.map(\.name))")
    }

    /// The table a user looks an id up in: one row per id, with its severity.
    @Test func everyIdIsListedInTheSchemaLanguageArticle() throws {
        let article = try String(
            contentsOf: repositoryRoot.appending(path: "Sources/ForwardCodable/ForwardCodable.docc/SchemaLanguage.md"),
            encoding: .utf8)
        let unlisted = DiagnosticID.allCases.filter {
            !article.contains("\n| `\($0.code)` | \($0.severity.rawValue) | ")
        }
        #expect(unlisted.isEmpty, "ids missing from the table in SchemaLanguage.md: \(unlisted.map(\.code))")
    }

    @Test func warningsDoNotFailGeneration() {
        let warned = generate("record R {\n    port: Int = 22 @sample(22)\n    /// Dangling.\n}")
        #expect(warned.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(!warned.hasErrors)
        #expect(warned.files.count == 1)
        #expect(generate("record R {\n    port: Int = 22 @sample(23)\n}").diagnostics.isEmpty)
    }

    @Test func notesPrintRightAfterTheirDiagnostic() {
        let result = generate("record Site {\n    name: String\n    name: Int\n}", path: "Schemas/Hosts.fcschema")
        #expect(
            result.diagnostics.map(\.description) == [
                "Schemas/Hosts.fcschema:3:5: error: duplicate field 'name' in record 'Site' [FC401]\n"
                    + "Schemas/Hosts.fcschema:2:5: note: 'name' is first declared here"
            ])
    }
}
