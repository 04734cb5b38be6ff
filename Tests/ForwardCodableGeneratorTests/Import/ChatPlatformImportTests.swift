import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Tests/Import/OpenAPI/ChatPlatform.openapi.json, written in the style of a chat platform's public
/// OpenAPI 3.1 document: enums as `oneOf` of titled `const`s (integers and strings, one open),
/// `x-enum-varnames`, polymorphic objects told apart by a `const` property without a
/// `discriminator` (strings, and integers), expandable fields (an ID or the object), a `oneOf`
/// nothing tells apart, a schema many references reach, and examples that contradict their schema.
@Suite struct ChatPlatformImportTests {
    static let document = "ChatPlatform.openapi.json"

    static func imported() throws -> ImportedSchema {
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Import/OpenAPI/\(document)"), encoding: .utf8)
        return JSONSchemaImport.openAPI(text, path: document)
    }

    /// Every declaration, by the place it comes from, as the schema's first line declares it.
    @Test func eachSchemaMapsToItsDeclaration() throws {
        let imported = try Self.imported()
        let lines = imported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var declared: [String: String] = [:]
        for (index, line) in lines.enumerated() where line.hasPrefix("// From ") {
            let source = String(line.dropFirst("// From ".count).dropLast())
            declared[source] = lines[(index + 1)...].first { !$0.hasPrefix("///") }
        }
        let schemas = "#/components/schemas/"
        #expect(
            declared == [
                schemas + "ChannelTypes": "enum ChannelTypes: Int fallback guildText {",
                schemas + "MessageFlags": "enum MessageFlags: Int fallback crossposted {",
                schemas + "Type": #"enum TypeEnum fallback human { human = "user", bot }"#,
                schemas + "Verification": "enum Verification fallback none {",
                schemas + "StickerFormat": "enum StickerFormat: Int fallback png {",
                schemas + "Channel": "record Channel {",
                schemas + "Guild": "record Guild {",
                schemas + "User": "record User {",
                schemas + "Invite": "record Invite {",
                schemas + "ButtonComponent": "record ButtonComponent {",
                schemas + "ActionRowComponent": "record ActionRowComponent {",
                schemas + "TextEmbed": "record TextEmbed {",
                schemas + "ImageEmbed": "record ImageEmbed {",
                schemas + "Message": "record Message {",
                schemas + "Sticker": "record Sticker {",
                schemas + "MessageComponent": "union MessageComponent untagged {",
                schemas + "Channel/properties/guild": "union GuildRef untagged {",
                schemas + "Guild/properties/owner": "union UserRef untagged {",
                schemas + "Message/properties/embeds/items": #"union MessageEmbed tag "kind" {"#,
                schemas + "Message/properties/nonce": "union MessageNonce untagged {",
            ], "\(imported.text)")
        // `Snowflake` (a string with a pattern) is written where it is used; `Accent` reads any JSON.
        #expect(imported.text.contains("record Channel {\n    id: String\n    type: ChannelTypes\n"))
        #expect(imported.text.contains("    guild: GuildRef?\n}"))
        #expect(
            imported.text.contains("record Invite {\n    code: String\n    guild: GuildRef?\n    inviter: UserRef?\n"))
        #expect(imported.text.contains("union GuildRef untagged {\n    id: String\n    guild: Guild\n}"))
        #expect(
            imported.text.contains("union MessageEmbed tag \"kind\" {\n    text: TextEmbed\n    image: ImageEmbed\n}"))
        #expect(
            imported.text.contains(
                "enum ChannelTypes: Int fallback guildText {\n    /// A text channel within a server\n    guildText = 0\n"
            ))
        #expect(
            imported.text.contains("record ButtonComponent {\n    type: Int\n    style: Int\n    label: String?\n}"))
        #expect(imported.text.contains("    accent: JSON?\n"))
    }

    /// Every warning, at its line, column and JSON pointer: each once, however many references
    /// reach its place, with the count.
    @Test func everyWarningIsAtItsPointerOnce() throws {
        let imported = try Self.imported()
        let schemas = "#/components/schemas/"
        let paths = "#/paths/"
        #expect(
            imported.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.pointer)" } == [
                "86:18 \(schemas)ChannelTypes/oneOf",
                "111:17 \(schemas)MessageFlags/enum",
                "129:17 \(schemas)Type/enum",
                "289:18 \(schemas)Verification/anyOf",
                "480:18 \(schemas)StickerFormat/oneOf",
                "281:11 \(schemas)Accent/oneOf/1",
                "352:18 \(schemas)MessageComponent/oneOf",
                "82:20 \(schemas)Snowflake/pattern",
                "317:22 \(schemas)ButtonComponent/properties/type/const",
                "390:23 \(schemas)ImageEmbed/properties/url/format",
                "231:24 \(schemas)User/properties/username/example",
                "472:11 \(schemas)Message/examples/1",
                "527:28 \(schemas)Sticker/examples/0/format_type",
                "528:26 \(schemas)Sticker/examples/0/available",
                "529:27 \(schemas)Sticker/examples/0/created_at",
                "33:34 \(paths)~1channels~1{channel_id}/get/responses/200/content/application~1json/examples/voice/value/"
                    + "bitrate",
                "68:36 \(paths)~1guilds~1{guild_id}~1stickers/get/responses/200/content/application~1json/example/1/"
                    + "format_type",
            ])
        #expect(imported.diagnostics.allSatisfy { $0.severity == .warning })
        let messages = imported.diagnostics.map(\.message)
        #expect(
            messages[5]
                == "the options of 'oneOf' cannot be told apart without a tag (oneOf/0 and oneOf/1 are both a string); "
                + "the field reads any JSON (3 references reach it)")
        #expect(
            messages[7]
                == "'pattern' is not checked by the generated readers, which read and keep any value of the type "
                + "(8 references reach it)")
        #expect(
            Array(messages[10...]) == [
                "the example contradicts its schema: an integer where #/components/schemas/User/properties/username "
                    + "says string",
                "the example contradicts its schema: the required key 'channel_id' of #/components/schemas/Message is "
                    + "missing",
                "the example contradicts its schema: 4 is not one of the values of #/components/schemas/StickerFormat "
                    + "(1, 2, 3)",
                "the example contradicts its schema: null where #/components/schemas/Sticker/properties/available "
                    + "takes no null",
                "the example contradicts its schema: \"last week\" is not an RFC 3339 date-time "
                    + "(#/components/schemas/Sticker/properties/created_at)",
                "the example contradicts its schema: a string where #/components/schemas/Channel/properties/bitrate "
                    + "says integer",
                "the example contradicts its schema: \"PNG\" is not one of the values of "
                    + "#/components/schemas/StickerFormat (1, 2, 3)",
            ])
    }

    /// The examples that hold are kept as documents of their records, named after their place.
    @Test func theExamplesThatHoldAreKept() throws {
        let imported = try Self.imported()
        #expect(
            imported.examples.map(\.relativePath) == [
                "Guild/examples/schema.json", "Message/examples/schema-1.json",
                "Channel/examples/get_channel-200-text.json", "Sticker/examples/list_guild_stickers-200-1.json",
            ])
        #expect(
            imported.examples.first { $0.record == "Channel" }?.text
                == #"{"id":"1001","type":0,"name":"general","bitrate":null}"# + "\n")
    }

    /// The import resolves as a schema once the language reads untagged unions.
    @Test(.enabled(if: UnionImportTests.untaggedUnionsAvailable))
    func theImportGenerates() throws {
        let imported = try Self.imported()
        let result = Generator.generate([SchemaSource(path: "ChatPlatform.fcschema", text: imported.text)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}
