import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Enums as OpenAPI 3.1 and JSON Schema write them, and the names their cases get.
@Suite struct ConstEnumImportTests {
    static func importing(_ schemas: String, _ options: ImportOptions = ImportOptions()) -> ImportedSchema {
        JSONSchemaImport.openAPI(
            ##"{"openapi": "3.1.0", "components": {"schemas": {"## + schemas + "}}}", path: "api.json", options: options
        )
    }

    /// Expects `text` to resolve as a schema, when it has no untagged union (which the language
    /// reads once the untagged unions land).
    static func expectGenerates(_ imported: ImportedSchema, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = Generator.generate([SchemaSource(path: "Api.fcschema", text: imported.text)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)\n\(imported.text)", sourceLocation: sourceLocation)
    }

    @Test func integerConstsWithTitlesAreAnIntEnumDocumentedByTheirDescriptions() {
        let imported = Self.importing(
            ##""ChannelTypes": {"type": "integer", "format": "int32", "oneOf": ["##
                + ##"{"title": "GUILD_TEXT", "description": "A text channel", "const": 0}, "##
                + ##"{"title": "DM", "const": 1}, {"title": "GUILD_VOICE", "const": 2, "description": ""}, "##
                + ##"{"title": "GUILD_NEWS_THREAD", "description": "A thread\nin a news channel", "const": 10}]}"##,
            ImportOptions(fallbacks: ["ChannelTypes": "dm"]))
        #expect(
            imported.text.hasSuffix(
                """
                // From #/components/schemas/ChannelTypes.
                enum ChannelTypes: Int fallback dm {
                    /// A text channel
                    guildText = 0
                    dm = 1
                    guildVoice = 2
                    /// A thread
                    /// in a news channel
                    guildNewsThread = 10
                }

                """), "\(imported.text)")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        Self.expectGenerates(imported)
    }

    @Test func stringConstsInAnyOfWithAnOpenOptionAreAnEnum() {
        // "Or any other string": every enum of the language keeps values it does not know.
        let imported = Self.importing(
            ##""Level": {"type": "string", "anyOf": [{"const": "NONE", "title": "NONE"}, "##
                + ##"{"const": "very-high", "description": "Phone verified"}, {"type": "string"}]}, "##
                + ##""Guild": {"type": "object", "properties": {"level": {"oneOf": [{"type": "null"}, "##
                + ##"{"$ref": "#/components/schemas/Level"}]}, "inline": {"oneOf": [{"const": 1}, {"const": 2}]}}}"##,
            ImportOptions(fallbacks: ["Level": "NONE", "GuildInline": "value1"]))
        #expect(imported.text.contains("record Guild {\n    level: Level?\n    inline: GuildInline?\n}"))
        #expect(imported.text.contains("enum Level fallback none {\n    none = \"NONE\"\n    /// Phone verified\n"))
        #expect(imported.text.contains("enum GuildInline: Int fallback value1 { value1 = 1, value2 = 2 }"))
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        Self.expectGenerates(imported)
    }

    @Test func enumExtensionsNameAndDocumentTheCases() {
        let imported = Self.importing(
            ##""Flags": {"type": "integer", "enum": [1, 2, 4], "x-enum-varnames": ["CROSSPOSTED", "IS_CROSSPOST", "##
                + ##""SuppressEmbeds"], "x-enum-descriptions": ["published to followers", "", "no embeds"]}, "##
                + ##""Kind": {"type": "string", "enum": ["user", "bot"], "x-enumNames": ["Human", "Bot"]}, "##
                + ##""Bad": {"type": "string", "enum": ["a", "b"], "x-enum-varnames": ["onlyOne"]}"##,
            ImportOptions(fallbacks: ["Flags": "crossposted", "Kind": "human", "Bad": "a"]))
        #expect(
            imported.text.contains(
                """
                enum Flags: Int fallback crossposted {
                    /// published to followers
                    crossposted = 1
                    isCrosspost = 2
                    /// no embeds
                    suppressEmbeds = 4
                }
                """), "\(imported.text)")
        #expect(imported.text.contains(#"enum Kind fallback human { human = "user", bot }"#))
        #expect(imported.text.contains("enum Bad fallback a { a, b }"))
        #expect(
            imported.diagnostics.map(\.description) == [
                "api.json:1:387: warning: 'x-enum-varnames' has 1 entries for 2 enum values; it is not used "
                    + "[#/components/schemas/Bad/x-enum-varnames]"
            ])
        Self.expectGenerates(imported)
    }

    /// Two values whose names read the same get a number, in the order written, and the import
    /// says which and why.
    @Test func caseNamesThatCollideAreNumberedAndReported() {
        let imported = Self.importing(
            ##""Mode": {"oneOf": [{"const": "in_progress"}, {"const": "IN_PROGRESS"}, {"const": "inProgress"}, "##
                + ##"{"const": "default"}, {"const": "rawValue"}]}"##,
            ImportOptions(fallbacks: ["Mode": "in_progress"]))
        #expect(
            imported.enums.first?.cases.map { "\($0.name)=\($0.raw)" } == [
                "inProgress=in_progress", "inProgress2=IN_PROGRESS", "inProgress3=inProgress",
                "default=default", "rawValueValue=rawValue",
            ])
        #expect(
            imported.diagnostics.map { "\($0.location.column) \($0.pointer) \($0.message)" } == [
                "104 #/components/schemas/Mode/oneOf/1/const the value IN_PROGRESS of 'Mode' would be named "
                    + "'inProgress', as an earlier case is; it is named 'inProgress2' (rename it in the schema; the "
                    + "wire keeps IN_PROGRESS)",
                "130 #/components/schemas/Mode/oneOf/2/const the value inProgress of 'Mode' would be named "
                    + "'inProgress', as an earlier case is; it is named 'inProgress3' (rename it in the schema; the "
                    + "wire keeps inProgress)",
            ])
        Self.expectGenerates(imported)
    }

    @Test func namesInCapitalsAreWordsAndAcronymsStay() {
        #expect(ImportNames.memberName("GUILD_TEXT") == "guildText")
        #expect(ImportNames.memberName("DM") == "dm")
        #expect(ImportNames.memberName("userID") == "userID")
        #expect(ImportNames.memberName("HTTPServer") == "httpServer")
        #expect(ImportNames.typeName("GUILD_TEXT") == "GuildText")
        #expect(ImportNames.typeName("USD") == "USD")
    }

    /// An enum of one value written in a property is a constant: the type of its value, with the
    /// note that no reader checks it; one declared by name stays an enum.
    @Test func anEnumOfOneValueInPlaceIsAConstant() {
        let imported = Self.importing(
            ##""Row": {"type": "object", "required": ["type"], "properties": {"type": {"type": "integer", "enum": [1]}, "##
                + ##""kind": {"enum": ["row"]}}}, "Only": {"enum": ["x"]}"##,
            ImportOptions(fallbacks: ["Only": "x"]))
        #expect(imported.text.contains("record Row {\n    type: Int\n    kind: String?\n}"), "\(imported.text)")
        #expect(imported.text.contains("enum Only fallback x { x }"))
        #expect(
            imported.diagnostics.map(\.message) == [
                "'const' is not checked by the generated readers, which read and keep any value of the type "
                    + "(2 places; the first is here)"
            ])
    }
}
