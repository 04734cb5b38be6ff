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

    /// A record that holds a union of itself, optional or required, gets contract tests: the
    /// sample ends instead of recursing until the stack is gone.
    @Test func aRecordInsideItsOwnUnionHasAFiniteSample() throws {
        let text = """
            record A {
                name: String
                u: UA?
            }
            record B {
                b: UB
            }
            union UA tag "t" {
                p: A
            }
            union UB tag "t" {
                q: B
            }
            """
        var options = GeneratorOptions(modelModule: "M")
        options.fastJSON = true
        let result = Generator.generate([SchemaSource(path: "Rec.fcschema", text: text)], options: options)
        #expect(!result.hasErrors)
        let model = try #require(Generator.resolve([SchemaSource(path: "Rec.fcschema", text: text)]).model)
        let samples = SampleDocuments(model: model)
        let a = samples.sample(of: try #require(model.records["A"]))
        #expect(a["u"]?["u"]?["u"] == .null)
        #expect(samples.sample(of: try #require(model.records["B"])) != .null)
    }
}
