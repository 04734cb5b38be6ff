import Testing

@testable import ForwardCodableGenerator

/// A union's generated enum, and `add variant` in a record's history.
@Suite struct UnionGenerationTests {
    static let schema = """
        union Block tag "type" {
            text: Text
            table: Text @tag("tbl")
            divider
        }

        record Text {
            body: String
        }

        record Page version 2 stamp "v" {
            blocks: [Block] = []
            variant: Int = 0

            since 2 {
                add variant Block.table
                add variant
            }
        }

        """

    @Test func addVariantIsListedInTheStepAndAFieldNamedVariantStillAdds() throws {
        let result = Generator.generate([SchemaSource(path: "Schemas/Blocks.fcschema", text: Self.schema)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let text = try #require(result.files.first).contents
        #expect(text.contains("/// - adds variant Block.table (no data changes)."))
        #expect(text.contains("indirect enum Block: Hashable, Sendable {"))
        #expect(text.contains("case \"tbl\": self = .table(try variants.payload(Text.self))"))
        #expect(text.contains("case divider(otherFields: [String: JSONValue] = [:])"))
        #expect(text.contains("case unknown(UnknownVariant)"))
    }
}
