import Testing

@testable import ForwardCodableGenerator

/// The deliberate-edit test says what it edits: an enum where the record has one, otherwise the
/// record's first `String` field.
@Suite struct DeliberateEditTitleTests {
    private static let schema = """
        record Tagged {
            name: String
            mode: Mode = .fast
        }

        record Plain {
            name: String
            count: Int = 0
        }

        enum Mode fallback fast {
            fast
            slow
        }
        """

    @Test func theTitleNamesAnEnumOnlyWhenTheEditSetsOne() throws {
        let result = Generator.generate(
            [SchemaSource(path: "Edits.fcschema", text: Self.schema)], outputs: .contractTests)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let tests = try #require(result.testFiles.first).contents
        #expect(tests.contains("\"Tagged: setting a typed enum overwrites its raw value, and nothing else changes\""))
        #expect(tests.contains("\"Plain: setting a field writes that change, and nothing else changes\""))
        #expect(!tests.contains("Plain: setting a typed enum"))
        #expect(tests.contains("$0.name = \"edited by a test\""))
    }
}
