import Foundation
import Testing

@testable import ForwardCodableGenerator

/// The rename that FC211 advises, applied to the schema: the warning goes, and every document reads
/// and writes the same, since a type's name is not on the wire. What `forward-codable breaking`
/// says about it is pinned too, since the message and SchemaLanguage.md repeat it.
@Suite struct LibraryTypeRenameTests {
    typealias Renames = LibraryTypeRenames

    @Test(arguments: ["Unit", "Measurement", "Operation", "Duration"])
    func theAdvisedRenameEndsTheWarningAndKeepsTheWire(_ name: String) throws {
        let original = generate(Renames.recipes, path: Renames.path)
        let warning = try #require(original.diagnostics.first { $0.message.contains(" '\(name)' has the name") })
        let suggestion = try #require(Renames.suggestion(in: warning.message))
        let renamedText = try Renames.rename(name, to: suggestion, in: Renames.recipes)
        let renamed = generate(renamedText, path: Renames.path)
        #expect(renamed.diagnostics.count == original.diagnostics.count - 1)
        #expect(!renamed.diagnostics.contains { $0.message.contains("'\(name)'") })
        try Renames.expectSameWire(Renames.recipes, renamedText, renames: [suggestion: name])

        let report = CompatibilityChecker.check(
            baseline: [SchemaSource(path: "Old/Recipes.fcschema", text: Renames.recipes)],
            current: [SchemaSource(path: Renames.path, text: renamedText)])
        let findings = report.findings.filter { $0.severity != .safe }.map { "\($0.rule.id) \($0.message)" }
        #expect(findings.isEmpty, "a renamed record, enum or union of the same shape is no change")
        #expect(report.diagnostics.count == 3)
        #expect(!report.diagnostics.contains { $0.location.file.hasPrefix("Old/") }, "nor the baseline's warnings")
    }

    @Test func everyAdvisedRenameAtOnceLeavesNoWarningAndTheSameWire() throws {
        let original = generate(Renames.recipes, path: Renames.path)
        var text = Renames.recipes
        var renames: [String: String] = [:]
        for diagnostic in original.diagnostics {
            let name = try #require(diagnostic.message.split(separator: "'").dropFirst().first.map(String.init))
            let suggestion = try #require(Renames.suggestion(in: diagnostic.message))
            text = try Renames.rename(name, to: suggestion, in: text)
            renames[suggestion] = name
        }
        #expect(renames.count == 4)
        #expect(generate(text, path: Renames.path).diagnostics.isEmpty)
        try Renames.expectSameWire(Renames.recipes, text, renames: renames)
        // Renamed together, every type is matched to its old self by its wire shape.
        let report = CompatibilityChecker.check(
            baseline: [SchemaSource(path: "Old/Recipes.fcschema", text: Renames.recipes)],
            current: [SchemaSource(path: Renames.path, text: text)])
        #expect(report.findings.filter { $0.severity == .error }.map(\.rule.id) == [])
        #expect(report.diagnostics.isEmpty)
    }
}

/// The schema and the helpers of the rename tests.
enum LibraryTypeRenames {
    static let path = "Schemas/Recipes.fcschema"

    /// A Foundation enum, record and union and a standard library versioned record, in every position.
    static let recipes = """
        keys snake_case

        /// A recipe: a type named like one of Foundation or of the standard library in every position.
        record Recipe {
            title: String @sample("Bread")
            unit: Unit = .gram
            amounts: [Measurement] = []
            steps: [Operation] = []
            rest: Duration?
            byName: [String: Measurement] = [:]
        }

        enum Unit fallback gram {
            gram
            kilogram = "kg"
        }

        record Measurement {
            value: Double @key("v")
            unit: Unit = .kilogram
        }

        union Operation tag "kind" content "data" {
            weigh: Measurement @tag("w")
            wait: Duration
            stir
        }

        record Duration version 2 stamp "schema" {
            seconds: Int = 0
            label: String = "" @sample("proof")

            since 2 {
                add label
            }
        }

        """

    /// The name after "such as to" in an FC211 message.
    static func suggestion(in message: String) -> String? {
        guard let start = message.range(of: "such as to '")?.upperBound else { return nil }
        return message[start...].split(separator: "'").first.map(String.init)
    }

    /// `text` with every whole word `name` replaced by `new`.
    static func rename(_ name: String, to new: String, in text: String) throws -> String {
        text.replacing(try Regex("\\b\(name)\\b"), with: new)
    }

    /// The generated Swift of `original` and `renamed` differ only in the names (`renames`: new to
    /// old), their line breaks and `///`; their string literals (wire keys, raw values, tags,
    /// stamps) not even in that; and they record the same fixtures, the documents of every
    /// record at every version.
    static func expectSameWire(_ original: String, _ renamed: String, renames: [String: String]) throws {
        // Also the lowercase form that names a migration's parameter (`_ duration: V1`).
        func restored(_ text: String) -> String {
            renames.reduce(text) {
                $0.replacingOccurrences(of: $1.key, with: $1.value)
                    .replacingOccurrences(of: $1.key.lowercasedFirst, with: $1.value.lowercasedFirst)
            }
        }
        let old = try #require(generate(original, path: path).files.first?.contents)
        let new = restored(try #require(generate(renamed, path: path).files.first?.contents))
        #expect(stringLiterals(in: new) == stringLiterals(in: old))
        #expect(squeezed(new) == squeezed(old))
        let oldFixtures = Generator.recordFixtures([SchemaSource(path: path, text: original)], allVersions: true)
        let newFixtures = Generator.recordFixtures([SchemaSource(path: path, text: renamed)], allVersions: true)
        #expect(oldFixtures.fixtures.count == 4)
        #expect(
            newFixtures.fixtures.map { "\(restored($0.relativePath))\n\($0.text)" }.sorted()
                == oldFixtures.fixtures.map { "\($0.relativePath)\n\($0.text)" }.sorted())
    }

    private static func stringLiterals(in swift: String) -> [String] {
        swift.matches(of: #/"(?:[^"\\\n]|\\.)*"/#).map { String($0.output) }
    }

    /// The text without whitespace and `///`, which line breaks move around.
    private static func squeezed(_ swift: String) -> String {
        swift.replacingOccurrences(of: "///", with: "").filter { !$0.isWhitespace }
    }
}
