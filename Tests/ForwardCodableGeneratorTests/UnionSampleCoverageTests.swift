import ForwardCodable
import Testing

@testable import ForwardCodableGenerator

/// The samples of a record cover every variant of each union it holds, so that its contract
/// tests see every payload: a collection of a union holds one element per variant (the golden
/// fixture then pins each payload), and a union held only in single positions gets one more
/// sample per other variant, which the record's round trip reads and writes.
@Suite struct UnionSampleCoverageTests {
    static let schema = """
        union Block tag "type" {
            paragraph: Paragraph
            image: Picture @tag("img")
            divider
        }
        union Attachment tag "kind" content "data" {
            file: FileRef
            link: LinkRef
        }
        record Paragraph {
            text: String
        }
        record Picture {
            url: URL
        }
        record FileRef {
            name: String
        }
        record LinkRef {
            href: URL
        }
        record Page {
            cover: Block
            blocks: [Block] = []
            named: [String: Block] = [:]
            attachment: Attachment?
        }

        """

    static func documents() throws -> (SampleDocuments, RecordModel) {
        let model = try #require(Generator.resolve([SchemaSource(path: "B.fcschema", text: schema)]).model)
        return (SampleDocuments(model: model), try #require(model.records["Page"]))
    }

    static func tags(_ value: JSONValue?, key: String) -> [String] {
        switch value {
        case .object(let members)?:
            var own: [String] = []
            if case .string(let tag)? = members[key] { own = [tag] }
            return own + members.keys.sorted().flatMap { tags(members[$0], key: key) }
        case .array(let elements)?: return elements.flatMap { tags($0, key: key) }
        default: return []
        }
    }

    @Test func collectionsOfAUnionHoldEveryVariantTheFirstFirst() throws {
        let (documents, page) = try Self.documents()
        let sample = documents.sample(of: page)
        #expect(Self.tags(sample["blocks"], key: "type") == ["paragraph", "img", "divider"])
        #expect(Set(Self.tags(sample["named"], key: "type")) == ["paragraph", "img", "divider"])
        #expect(Self.tags(sample["cover"], key: "type") == ["paragraph"])
    }

    @Test func aUnionInSinglePositionsOnlyGetsASamplePerOtherVariant() throws {
        let (documents, page) = try Self.documents()
        let samples = [documents.sample(of: page)] + documents.variantSamples(of: page)
        #expect(samples.map { Self.tags($0["attachment"], key: "kind") } == [["file"], ["link"]])
    }

    /// The case: a key renamed in the payload of the second variant changes the golden
    /// fixture of the record that holds the union in a list, not only the payload's own.
    @Test func aPayloadKeyRenamedInAVariantChangesTheContainersFixture() throws {
        func fixture(_ text: String) throws -> String? {
            let (fixtures, diagnostics) = Generator.recordFixtures([SchemaSource(path: "B.fcschema", text: text)])
            #expect(diagnostics.isEmpty)
            return fixtures.first { $0.record == "Page" }?.text
        }
        let renamed = Self.schema.replacingOccurrences(of: "    url: URL\n", with: "    url: URL @key(\"src\")\n")
        #expect(renamed != Self.schema)
        #expect(try fixture(renamed) != fixture(Self.schema))
    }

    @Test func theGeneratedTestsRoundTripEveryVariantSample() throws {
        let result = Generator.generate([SchemaSource(path: "B.fcschema", text: Self.schema)], outputs: .contractTests)
        let tests = try #require(result.testFiles.first?.contents)
        #expect(tests.contains("static let pageVariants: [JSONValue] = ["))
        #expect(tests.contains("for document in ContractDocuments.pageVariants {"))
    }
}
