import ForwardCodable
import Testing

@testable import ForwardCodableGenerator

/// An untagged union's generated code and samples: each variant's sample selects that variant
/// (a record whose optional fields hold the keys another variant requires shows only its required
/// ones), the future document holds a value no variant takes, and the generated selection rule
/// names each variant's kind and required keys.
@Suite struct UntaggedUnionGenerationTests {
    static let schema = """
        union QuoteRef untagged {
            full: Quote
            brief: Brief
            id: String
            many: [Brief]
        }
        union Amount untagged {
            cents: Int
            units: Double
        }
        record Quote {
            id: String
            text: String
        }
        record Brief {
            id: String
            text: String?
            url: URL?
        }
        record Post {
            quote: QuoteRef
            quotes: [QuoteRef] = []
            amount: Amount?
        }

        """

    static func model() throws -> SchemaModel {
        try #require(Generator.resolve([SchemaSource(path: "Q.fcschema", text: schema)]).model)
    }

    @Test func everyVariantSampleSelectsItsVariant() throws {
        let model = try Self.model()
        let documents = SampleDocuments(model: model)
        let union = try #require(model.unions["QuoteRef"])
        let post = try #require(model.records["Post"])
        var shown: [String] = []
        var values: [JSONValue] = []
        for index in union.variants.indices {
            var chosen = documents
            chosen.variantChoice["QuoteRef"] = index
            let value = try #require(chosen.sample(of: post)["quote"])
            values.append(value)
            shown.append(try #require(model.selectedVariant(of: union, for: value)?.name, "\(value)"))
            // The record's round trip reads each: it is one of its samples.
            #expect(
                ([documents.sample(of: post)] + documents.variantSamples(of: post)).contains(chosen.sample(of: post)))
        }
        #expect(shown == ["full", "brief", "id", "many"])
        let listed = try #require(documents.sample(of: post)["quotes"]?.arrayValue)
        #expect(listed.map { model.selectedVariant(of: union, for: $0)?.name } == ["full", "brief", "id", "many"])
        // Brief's optional `text` would make its sample a full quote: it shows its required keys.
        #expect(values[1] == ["id": "id sample"])
    }

    @Test func theFutureDocumentHoldsAValueNoVariantTakes() throws {
        let model = try Self.model()
        let post = try #require(model.records["Post"])
        let future = SampleDocuments(model: model).future(of: post)
        for (key, union) in [("quote", "QuoteRef"), ("amount", "Amount")] {
            let value = try #require(future[key])
            #expect(model.selectedVariant(of: try #require(model.unions[union]), for: value) == nil, "\(key): \(value)")
        }
        #expect(future["quote"]?.objectValue?["addedLater"] == true)
    }

    @Test func theGeneratedRuleNamesEachVariantsKindAndKeys() {
        let text = swift(Self.schema)
        #expect(text.contains("public indirect enum QuoteRef: Hashable, Sendable {"))
        #expect(text.contains("case many([Brief])") || text.contains("case many(WireArray<Brief>)"))
        #expect(text.contains("case unknown(UnknownShape)"))
        #expect(text.contains(".object(\"full\", required: [\"id\", \"text\"]),"))
        #expect(text.contains(".object(\"brief\", required: [\"id\"]),"))
        #expect(text.contains(".string(\"id\"),\n            .array(\"many\"),"))
        #expect(text.contains(".integer(\"cents\"),\n            .number(\"units\"),"))
        #expect(text.contains("case \"many\": self = .many(try variants.decode(WireArray<Brief>.self))"))
    }

    /// A versioned record is selected by the keys every version requires, and by its stamp when
    /// unstamped documents are refused.
    @Test func aVersionedRecordIsSelectedByTheKeysEveryVersionRequires() throws {
        let text = """
            union Ref untagged {
                doc: Doc
            }
            record Doc version 2 stamp "v" unstamped reject {
                id: String
                title: String
                since 2 {
                    add title hook
                }
            }
            """
        let model = try #require(Generator.resolve([SchemaSource(path: "V.fcschema", text: text)]).model)
        #expect(model.records["Doc"]?.selectionKeys == ["v", "id"])
    }
}
