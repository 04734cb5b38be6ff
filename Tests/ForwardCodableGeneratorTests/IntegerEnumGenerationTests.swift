import Testing

@testable import ForwardCodableGenerator

/// An `Int` enum's generated Swift: the raw type in the enum, the storage, the decoding and a
/// `rename case` migration.
@Suite struct IntegerEnumGenerationTests {
    static let schema = """
        record Ticket version 2 stamp "v" {
            level: Level = .high
            previous: Level?
            history: [Level] = [.low]

            since 2 {
                rename case Level 9 -> -2
            }
        }

        enum Level: Int fallback low { low = 0, high = -2 }

        """

    @Test func theRawTypeReachesEveryPlaceThatStoresOrSpellsARawValue() throws {
        let result = generate(Self.schema)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let text = try #require(result.files.first).contents
        #expect(text.contains("public enum Level: Int, ForwardEnum {"))
        #expect(text.contains("    case high = -2"))
        #expect(text.contains("private(set) var levelRaw: Int {\n"))
        #expect(text.contains("private(set) var previousRaw: Int?\n"))
        #expect(text.contains("var history: WireArray<Level>"))
        #expect(text.contains("levelRaw = try fields.decodeIfPresent(Int.self)"))
        #expect(text.contains("levelRaw ?? fields.defaulted(Level.high.rawValue, .level, absent: &absentDefaults)"))
        #expect(text.contains("previousRaw = try fields.decodeIfPresent(Int.self, nulls: &self.explicitNulls)"))
        #expect(text.contains(".renamingRawValue(9, to: -2)"))
        #expect(text.contains("/// - renames Level value 9 to -2."))
        #expect(!text.contains("\"9\""))
    }

    @Test func theSampleAndTheFutureDocumentHoldIntegers() throws {
        let model = try #require(Generator.resolve([SchemaSource(path: "T.fcschema", text: Self.schema)]).model)
        let documents = SampleDocuments(model: model)
        let ticket = try #require(model.records["Ticket"])
        // A default is no sample: the first case.
        #expect(documents.sample(of: ticket)["level"] == .int(0))
        #expect(documents.sample(of: ticket)["history"] == .array([.int(0)]))
        #expect(documents.future(of: ticket)["level"] == .int(1000))
        #expect(documents.future(of: ticket)["history"] == .array([.int(1000)]))
    }
}
