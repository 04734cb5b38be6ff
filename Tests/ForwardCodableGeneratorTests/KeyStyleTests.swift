import Testing

@testable import ForwardCodableGenerator

/// How key styles turn Swift names into wire keys: the table of `SchemaLanguage.md`.
struct KeyStyleTests {
    @Test(
        arguments: [
            ("createdAt", "created_at"),
            ("id", "id"),
            ("userID", "user_id"),
            ("userIDs", "user_ids"),
            ("URLString", "url_string"),
            ("htmlURL", "html_url"),
            ("allURLsValid", "all_urls_valid"),
            ("isAString", "is_a_string"),
            ("url2x", "url2x"),
            ("url2X", "url2_x"),
            ("utf8String", "utf8_string"),
            ("sha256", "sha256"),
            ("created_at", "created_at"),
            ("createdAt_UTC", "created_at_utc"),
            ("HTTPSProxy", "https_proxy"),
        ])
    func snakeCase(name: String, key: String) {
        #expect(KeyStyle.snakeCase.wireKey(for: name) == key)
        #expect(KeyStyle.kebabCase.wireKey(for: name) == key.replacingOccurrences(of: "_", with: "-"))
        #expect(KeyStyle.asWritten.wireKey(for: name) == name)
    }

    @Test func recordStyleOverridesFileStyleAndKeyWins() throws {
        let schema = """
            keys kebab-case
            record A {
                createdAt: Int
            }
            record B keys snake_case version 2 stamp "v" {
                createdAt: Int
                displayName: String @key("name")
                since 2 {
                    rename oldName -> createdAt
                    remove deletedAt: Int = 0
                }
            }
            record C keys as_written {
                createdAt: Int
            }
            """
        let (model, diagnostics) = Generator.resolve([SchemaSource(path: "S.fcschema", text: schema)])
        #expect(diagnostics.isEmpty)
        let records = try #require(model).records
        #expect(records["A"]?.fields.map(\.wireKey) == ["created-at"])
        #expect(records["B"]?.fields.map(\.wireKey) == ["created_at", "name"])
        #expect(records["C"]?.fields.map(\.wireKey) == ["createdAt"])
        let old = try #require(records["B"]?.versioning?.snapshots.first)
        #expect(old.fields.map(\.wireKey).sorted() == ["deleted_at", "name", "old_name"])
    }
}
