import Testing

@testable import ForwardCodableGenerator

/// `"keyStyle"` in `forward-codable.json`: the default key style of every schema, below a file's
/// and a record's `keys` and `@key`, and recorded in the lock.
@Suite struct ConfigurationKeyStyleTests {
    @Test(arguments: KeyStyle.allCases)
    func everyStyleParses(style: KeyStyle) {
        let (options, diagnostics) = Configuration.parse(#"{"keyStyle": "\#(style.rawValue)"}"#, path: "c.json")
        #expect(diagnostics.isEmpty)
        #expect(options.keyStyle == style)
    }

    @Test func theDefaultIsAsWritten() {
        #expect(Configuration.parse("{}", path: "c.json").options.keyStyle == .asWritten)
    }

    @Test func anUnknownStyleIsLocatedAndSuggestsTheNearestOne() {
        let text = "{\n  \"accessLevel\": \"public\",\n  \"keyStyle\": \"kebab_case\"\n}"
        let (options, diagnostics) = Configuration.parse(text, path: "c.json")
        #expect(options.keyStyle == .asWritten)
        #expect(
            diagnostics.map(\.description) == [
                "c.json:3:3: error: \"keyStyle\" must be \"as_written\", \"snake_case\", \"kebab-case\", not "
                    + "'kebab_case'; did you mean 'kebab-case'? [FC807]"
            ])
    }

    @Test func aStyleThatIsNoStringIsAnError() {
        let diagnostics = Configuration.parse(#"{"keyStyle": 1}"#, path: "c.json").diagnostics
        #expect(diagnostics.map(\.id) == [.invalidConfigurationKeyStyle])
    }

    @Test func theConfigurationStyleAppliesBelowFileRecordAndKey() throws {
        let plain = """
            record A {
                createdAt: Int
                displayName: String @key("display")
            }
            record B keys as_written {
                createdAt: Int
            }
            """
        let styled = """
            keys kebab-case
            record C {
                createdAt: Int
            }
            """
        let (model, diagnostics) = Generator.resolve([
            SchemaSource(path: "A.fcschema", text: plain, keyStyle: .snakeCase),
            SchemaSource(path: "C.fcschema", text: styled, keyStyle: .snakeCase),
        ])
        #expect(diagnostics.isEmpty)
        let records = try #require(model).records
        #expect(records["A"]?.fields.map(\.wireKey) == ["created_at", "display"])
        #expect(records["B"]?.fields.map(\.wireKey) == ["createdAt"])
        #expect(records["C"]?.fields.map(\.wireKey) == ["created-at"])
    }

    @Test func theLockRecordsTheStyleAndReadsItBack() throws {
        let sources = [
            SchemaSource(path: "Schemas/A.fcschema", text: "record A {\n    x: Int\n}\n", keyStyle: .snakeCase),
            SchemaSource(path: "Schemas/B.fcschema", text: "record B {\n    y: Int\n}\n"),
        ]
        let text = LockFile.render(sources)
        #expect(text.contains("=== Schemas/A.fcschema (3 lines, keys snake_case)\n"))
        #expect(text.contains("=== Schemas/B.fcschema (3 lines)\n"))
        let entries = try LockFile.parse(text, path: "lock").get()
        #expect(entries.map(\.source) == sources)
    }

    @Test func aLockHeaderWithAnUnknownStyleIsMalformed() {
        let text = "=== Schemas/A.fcschema (1 lines, keys camel)\nrecord A {}\n"
        guard case .failure(let error) = LockFile.parse(text, path: "lock") else {
            Issue.record("an unknown style was read")
            return
        }
        #expect(error.diagnostic.id == .malformedLock)
    }
}
