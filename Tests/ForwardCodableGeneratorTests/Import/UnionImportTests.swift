import Foundation
import Testing

@testable import ForwardCodableGenerator

/// `oneOf`/`anyOf` without a `discriminator`: tagged by a property that is a `const` in every
/// option, untagged when the JSON tells the options apart, `JSON` (with the reason) otherwise.
@Suite struct UnionImportTests {
    /// Whether the language reads untagged unions (`union X untagged { … }`), which another
    /// change brings: the tests that generate Swift from an imported untagged union run then.
    static let untaggedUnionsAvailable = !Generator.generate(
        [SchemaSource(path: "Probe.fcschema", text: "union Probe untagged {\n    text: String\n    number: Int\n}\n")]
    ).hasErrors

    static func importing(_ schemas: String, _ options: ImportOptions = ImportOptions()) -> ImportedSchema {
        ConstEnumImportTests.importing(schemas, options)
    }

    static let embeds =
        ##""TextEmbed": {"type": "object", "required": ["kind", "text"], "properties": {"##
        + ##""kind": {"type": "string", "const": "text"}, "text": {"type": "string"}}}, "##
        + ##""ImageEmbed": {"type": "object", "required": ["kind", "url"], "properties": {"##
        + ##""kind": {"type": "string", "enum": ["image"]}, "url": {"type": "string"}}}, "##

    @Test func objectsWithAConstPropertyAreATaggedUnionWithoutTheirTag() {
        let imported = Self.importing(
            Self.embeds
                + ##""Embed": {"description": "What a message shows.", "oneOf": [{"$ref": "#/components/schemas/TextEmbed"}, "##
                + ##"{"$ref": "#/components/schemas/ImageEmbed"}]}, "##
                + ##""Message": {"type": "object", "properties": {"embeds": {"type": "array", "items": {"anyOf": ["##
                + ##"{"type": "object", "title": "Poll", "properties": {"kind": {"const": "poll"}, "question": {"type": "string"}}}, "##
                + ##"{"type": "object", "properties": {"kind": {"const": "link-card"}, "href": {"type": "string"}}}]}}}}"##
        )
        #expect(
            imported.text.contains(
                """
                // From #/components/schemas/Embed.
                /// What a message shows.
                union Embed tag "kind" {
                    text: TextEmbed
                    image: ImageEmbed
                }
                """), "\(imported.text)")
        #expect(
            imported.text.contains(
                """
                union MessageEmbed tag "kind" {
                    poll: MessageEmbedPoll
                    linkCard: MessageEmbedLinkCard @tag("link-card")
                }
                """), "\(imported.text)")
        #expect(imported.text.contains("record TextEmbed {\n    text: String\n}"))
        #expect(imported.text.contains("record ImageEmbed {\n    url: String\n}"))
        #expect(imported.text.contains("record MessageEmbedPoll {\n    question: String?\n}"))
        #expect(imported.text.contains("record MessageEmbedLinkCard {\n    href: String?\n}"))
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        ConstEnumImportTests.expectGenerates(imported)
    }

    /// An ID string or the object (a payments API's "expandable" field) is one untagged union,
    /// declared once for every field that has it.
    static func expandable() -> ImportedSchema {
        importing(
            ##""Customer": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}}, "##
                + ##""Charge": {"type": "object", "properties": {"customer": {"anyOf": [{"type": "string"}, "##
                + ##"{"$ref": "#/components/schemas/Customer"}]}}}, "##
                + ##""Invoice": {"type": "object", "properties": {"customer": {"anyOf": [{"type": "string"}, "##
                + ##"{"$ref": "#/components/schemas/Customer"}, {"type": "null"}]}}}"##)
    }

    @Test func anIDOrTheObjectIsTheExpandableUnion() throws {
        let imported = Self.expandable()
        #expect(imported.text.contains("record Charge {\n    customer: CustomerRef?\n}"), "\(imported.text)")
        #expect(imported.text.contains("record Invoice {\n    customer: CustomerRef?\n}"))
        #expect(
            imported.text.contains(
                """
                // From #/components/schemas/Charge/properties/customer.
                union CustomerRef untagged {
                    id: String
                    customer: Customer
                }
                """))
        #expect(imported.unions.count == 1)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
    }

    static func shapes() -> ImportedSchema {
        importing(
            ##""Full": {"type": "object", "required": ["id", "text"], "properties": {"id": {"type": "string"}, "##
                + ##""text": {"type": "string"}}}, "##
                + ##""Shallow": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}, "##
                + ##""text": {"type": "string"}}}, "##
                + ##""Quote": {"oneOf": [{"$ref": "#/components/schemas/Full"}, {"$ref": "#/components/schemas/Shallow"}]}, "##
                + ##""Post": {"type": "object", "properties": {"nonce": {"oneOf": [{"type": "integer"}, {"type": "string"}]}, "##
                + ##""size": {"type": ["number", "integer", "null"]}, "##
                + ##""tags": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}, {"type": "boolean"}]}}}"##
        )
    }

    @Test func scalarsListsAndRecordsOfDifferentKeysAreUntagged() {
        let imported = Self.shapes()
        #expect(
            imported.text.contains("union Quote untagged {\n    full: Full\n    shallow: Shallow\n}"),
            "\(imported.text)")
        #expect(imported.text.contains("union PostNonce untagged {\n    int: Int\n    string: String\n}"))
        #expect(imported.text.contains("union PostSize untagged {\n    double: Double\n    int: Int\n}"))
        #expect(
            imported.text.contains(
                "union PostTags untagged {\n    string: String\n    strings: [String]\n    bool: Bool\n}"))
        #expect(
            imported.text.contains("record Post {\n    nonce: PostNonce?\n    size: PostSize?\n    tags: PostTags?\n}"))
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
    }

    /// The imported untagged unions resolve as schemas once the language reads them.
    @Test(.enabled(if: untaggedUnionsAvailable))
    func theUntaggedImportsGenerate() {
        ConstEnumImportTests.expectGenerates(Self.expandable())
        ConstEnumImportTests.expectGenerates(Self.shapes())
    }

    /// Integer tags cannot be union tags (tags are strings): the options are told apart by the keys
    /// they require, and keep the property; when that cannot tell them apart either, `JSON`.
    @Test func integerTagsReadAsUntaggedWhenTheKeysTellTheOptionsApart() {
        let row =
            ##""Row": {"type": "object", "required": ["type", "components"], "properties": {"##
            + ##""type": {"type": "integer", "const": 1}, "components": {"type": "array", "items": {}}}}, "##
        let button =
            ##""Button": {"type": "object", "required": ["type", "style"], "properties": {"##
            + ##""type": {"type": "integer", "const": 2}, "style": {"type": "integer"}}}, "##
        let select =
            ##""Select": {"type": "object", "required": ["type", "style"], "properties": {"##
            + ##""type": {"type": "integer", "const": 3}, "style": {"type": "integer"}}}, "##
        let told = Self.importing(
            row + button
                + ##""Component": {"oneOf": [{"$ref": "#/components/schemas/Row"}, {"$ref": "#/components/schemas/Button"}]}"##
        )
        #expect(told.text.contains("union Component untagged {\n    row: Row\n    button: Button\n}"), "\(told.text)")
        #expect(told.text.contains("record Button {\n    type: Int\n    style: Int\n}"))
        #expect(
            told.diagnostics.map(\.description).contains(
                "api.json:1:386: warning: the options are told apart by 'type', an integer, and a union's tag is a "
                    + "string: read as an untagged union, chosen by the keys each option requires; each record keeps "
                    + "its 'type' [#/components/schemas/Component/oneOf]"), "\(told.diagnostics)")
        let notTold = Self.importing(
            button + select
                + ##""Component": {"oneOf": [{"$ref": "#/components/schemas/Button"}, {"$ref": "#/components/schemas/Select"}]}, "##
                + ##""Message": {"type": "object", "properties": {"parts": {"type": "array", "items": {"$ref": "#/components/schemas/Component"}}}}"##
        )
        #expect(notTold.unions.isEmpty)
        #expect(notTold.text.contains("record Message {\n    parts: [JSON]?\n}"), "\(notTold.text)")
        #expect(
            notTold.diagnostics.map(\.message).contains(
                "the options of 'oneOf' cannot be told apart without a tag (oneOf/0 and oneOf/1 are objects that "
                    + "require the same keys (style, type); 'type' tells them apart, but as an integer, and a union's "
                    + "tag is a string); the field reads any JSON"), "\(notTold.diagnostics)")
    }

    /// A tag written as an `enum` of one value that also refers to the enum of every tag (as
    /// generated documents write it) is still the option's tag; an empty `oneOf` beside a type
    /// reads as the type.
    @Test func aOneValueEnumBesideItsEnumIsTheTag() {
        let imported = Self.importing(
            ##""ActionType": {"type": "string", "enum": ["block", "alert"]}, "##
                + ##""Block": {"type": "object", "required": ["type"], "properties": {"type": {"type": "string", "##
                + ##""enum": ["block"], "allOf": [{"$ref": "#/components/schemas/ActionType"}]}, "##
                + ##""reason": {"type": "string"}}}, "##
                + ##""Alert": {"type": "object", "required": ["type", "channel"], "properties": {"type": {"##
                + ##""enum": ["alert"], "allOf": [{"$ref": "#/components/schemas/ActionType"}]}, "##
                + ##""channel": {"type": "string"}}}, "##
                + ##""Action": {"oneOf": [{"$ref": "#/components/schemas/Block"}, {"$ref": "#/components/schemas/Alert"}]}, "##
                + ##""Context": {"type": "integer", "oneOf": []}, "##
                + ##""Rule": {"type": "object", "properties": {"context": {"$ref": "#/components/schemas/Context"}}}"##,
            ImportOptions(fallbacks: ["ActionType": "block"]))
        #expect(
            imported.text.contains("union Action tag \"type\" {\n    block: Block\n    alert: Alert\n}"),
            "\(imported.text)")
        #expect(imported.text.contains("record Block {\n    reason: String?\n}"))
        #expect(imported.text.contains("record Rule {\n    context: Int?\n}"))
        #expect(
            imported.diagnostics.map(\.description) == [
                "api.json:1:648: warning: 'oneOf' lists no option, which no value matches; the value is read as its "
                    + "'type' [#/components/schemas/Context/oneOf]"
            ])
        ConstEnumImportTests.expectGenerates(imported)
    }

    /// What the untagged rule cannot tell apart stays `JSON`, with the reason at the option that
    /// shows it.
    @Test func whatNothingTellsApartIsJSONWithTheReason() {
        let imported = Self.importing(
            ##""A": {"type": "object", "properties": {"x": {"type": "string"}}}, "##
                + ##""B": {"type": "object", "properties": {"y": {"type": "string"}}}, "##
                + ##""R": {"type": "object", "properties": {"##
                + ##""twoStrings": {"oneOf": [{"type": "string", "format": "email"}, {"type": "string", "format": "uri"}]}, "##
                + ##""noKeys": {"anyOf": [{"$ref": "#/components/schemas/A"}, {"$ref": "#/components/schemas/B"}]}, "##
                + ##""map": {"oneOf": [{"type": "string"}, {"type": "object", "additionalProperties": {"type": "string"}}]}, "##
                + ##""dates": {"oneOf": [{"type": "boolean"}, {"type": "array", "items": {"type": "string", "format": "date-time"}}]}}}"##
        )
        #expect(imported.unions.isEmpty, "\(imported.text)")
        #expect(imported.text.contains("    twoStrings: JSON?\n    noKeys: JSON?\n    map: JSON?\n    dates: JSON?\n"))
        #expect(
            imported.diagnostics.filter { $0.message.contains("cannot be told apart") }.map {
                "\($0.pointer): \($0.message.dropFirst("the options of 'oneOf' cannot be told apart without a tag ".count))"
            } == [
                "#/components/schemas/R/properties/twoStrings/oneOf/1: (oneOf/0 and oneOf/1 are both a string); the "
                    + "field reads any JSON",
                "#/components/schemas/R/properties/noKeys/anyOf/1: (anyOf/0 and anyOf/1 are objects that require no "
                    + "key); the field reads any JSON",
                "#/components/schemas/R/properties/map/oneOf/1: (option 1 is not a record, a string, a number, a "
                    + "Boolean or a list); the field reads any JSON",
                "#/components/schemas/R/properties/dates/oneOf/1: (option 1 is not a record, a string, a number, a "
                    + "Boolean or a list); the field reads any JSON",
            ], "\(imported.diagnostics)")
    }
}
