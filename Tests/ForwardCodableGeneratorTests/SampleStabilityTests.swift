import ForwardCodable
import Foundation
import Testing

@testable import ForwardCodableGenerator

/// A field's sample comes from its `@sample` or a deterministic value of its type, so following
/// the checker's advice (give a field a default) moves no sample and turns no golden test red.
/// A committed fixture that holds a field's default keeps it: fixtures recorded before this rule
/// stay as they are.
@Suite struct SampleStabilityTests {
    static let fields = [
        ("name: String", " = \"Untitled\""), ("port: Int", " = 22"), ("on: Bool", " = false"),
        ("ratio: Double", " = 0.5"), ("id: UUID", " = \"00000000-0000-0000-0000-000000000000\""),
        ("tags: [String]", " = [\"a\"]"), ("at: Date @format(iso8601)", " = \"1970-01-01T00:00:00Z\""),
        ("mode: Mode", " = .slow"),
    ]

    static func sample(_ text: String, fixtures: [FixtureSource] = []) throws -> JSONValue {
        let (model, diagnostics) = Generator.resolve([SchemaSource(path: "S.fcschema", text: text)])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let record = try #require(model?.records["Site"])
        return SampleDocuments(model: try #require(model), fixtures: fixtures).sample(of: record)
    }

    static func schema(_ field: String) -> String {
        "record Site {\n    \(field)\n}\nenum Mode fallback fast { fast, slow }\n"
    }

    /// `name: String = "Untitled"` with its attributes after the default.
    static func defaulted(_ line: String, _ value: String) -> String {
        guard let at = line.firstIndex(of: "@") else { return line + value }
        return String(line[..<line.index(before: at)]) + value + " " + line[at...]
    }

    @Test(arguments: fields) func aDefaultAddedMovesNoSample(_ field: (String, String)) throws {
        let (line, value) = field
        let before = try Self.sample(Self.schema(line))
        #expect(try Self.sample(Self.schema(Self.defaulted(line, value))) == before)
        let fixture = FixtureSource(record: "Site", version: 1, text: try CanonicalText.of(before))
        #expect(try Self.sample(Self.schema(Self.defaulted(line, value)), fixtures: [fixture]) == before)
    }

    @Test func aFixtureThatHoldsTheDefaultKeepsIt() throws {
        let fixture = FixtureSource(record: "Site", version: 1, text: #"{"port":22}"#)
        #expect(try Self.sample(Self.schema("port: Int = 22"), fixtures: [fixture]) == ["port": 22])
        #expect(try Self.sample(Self.schema("port: Int = 22")) == ["port": 7])
    }
}

/// JSON text of a value, keys sorted.
enum CanonicalText {
    static func of(_ value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
