import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Names read as the schema named them, and each warning is reported once at its place.
@Suite struct ImportPlaceTests {
    /// A name that is a keyword or a name the generated code uses takes the suffix of its kind,
    /// and only the whole name is checked: a property `type` makes `OptionType`, not
    /// `OptionTypeRecord`.
    @Test func namesTakeTheSuffixOfTheirKindOnlyWhenTheWholeNameClashes() {
        let imported = ConstEnumImportTests.importing(
            ##""Type": {"type": "string", "enum": ["a", "b"]}, "##
                + ##""Data": {"type": "object", "properties": {"x": {"type": "string"}}}, "##
                + ##""Error": {"oneOf": [{"type": "string"}, {"$ref": "#/components/schemas/Data"}]}, "##
                + ##""Option": {"type": "object", "properties": {"type": {"type": "integer", "enum": [3, 4]}, "##
                + ##""data": {"type": "object", "properties": {"y": {"type": "string"}}}, "##
                + ##""self": {"type": "object", "properties": {"z": {"type": "string"}}}, "##
                + ##""error": {"$ref": "#/components/schemas/Error"}, "kind": {"$ref": "#/components/schemas/Type"}}}"##,
            ImportOptions(fallbacks: ["TypeEnum": "a", "OptionType": "value3"]))
        #expect(Set(imported.records.map(\.name)) == ["DataRecord", "Option", "OptionData", "OptionSelf"])
        #expect(imported.enums.map(\.name) == ["TypeEnum", "OptionType"])
        #expect(imported.unions.map(\.name) == ["ErrorUnion"])
        #expect(
            imported.text.contains(
                """
                record Option {
                    type: OptionType?
                    data: OptionData?
                    selfValue: OptionSelf? @key("self")
                    error: ErrorUnion?
                    kind: TypeEnum?
                }
                """), "\(imported.text)")
        #expect(imported.text.contains("union ErrorUnion untagged {\n    id: String\n    dataRecord: DataRecord\n}"))
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
    }

    /// A schema that declares no type is read once for all its references: its inline record is
    /// declared once, and its warning is reported once, with how many references reach it.
    @Test func aSchemaManyReferencesReachIsReadAndReportedOnce() {
        let imported = ConstEnumImportTests.importing(
            ##""Tags": {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}, "##
                + ##""shape": {"not": {}}}}}, "##
                + ##""Post": {"type": "object", "properties": {"tags": {"$ref": "#/components/schemas/Tags"}, "##
                + ##""more": {"$ref": "#/components/schemas/Tags"}}}, "##
                + ##""Page": {"type": "object", "properties": {"tags": {"$ref": "#/components/schemas/Tags"}}}"##)
        #expect(imported.records.map(\.name) == ["Post", "Tag", "Page"], "\(imported.text)")
        #expect(imported.text.contains("record Post {\n    tags: [Tag]?\n    more: [Tag]?\n}"))
        #expect(imported.text.contains("record Page {\n    tags: [Tag]?\n}"))
        #expect(
            imported.diagnostics.map(\.description) == [
                "api.json:1:163: warning: 'not' cannot be expressed in the schema language; it is not checked (the "
                    + "value is still read and kept) (3 references reach it) "
                    + "[#/components/schemas/Tags/items/properties/shape/not]"
            ])
    }

    /// A base schema that records include with `allOf` is read into each of them, and what it
    /// says is reported once, at the base, with how many references reach it.
    @Test func aBaseManyRecordsIncludeIsReportedOnce() {
        let including = ["Cat", "Dog", "Fox"].map { name in
            ##""\##(name)": {"allOf": [{"$ref": "#/components/schemas/Pet"}, {"type": "object", "properties": {"##
                + ##""\##(name.lowercased())": {"type": "boolean"}}}]}"##
        }
        let imported = ConstEnumImportTests.importing(
            ##""Pet": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string", "##
                + ##""maxLength": 20}, "tags": {"not": {"type": "null"}}}}, "## + including.joined(separator: ", "))
        #expect(imported.text.contains("record Dog {\n    name: String\n    tags: JSON?\n    dog: Bool?\n}"))
        #expect(
            imported.diagnostics.map(\.message) == [
                "'not' cannot be expressed in the schema language; it is not checked (the value is still read and "
                    + "kept) (3 references reach it)",
                "'maxLength' is not checked by the generated readers, which read and keep any value of the type "
                    + "(3 references reach it)",
            ])
    }

    /// A `--fallback` that names no enum of the import is an error that lists the enums it may
    /// have meant; one that names no case of its enum is an error at the enum.
    @Test func aFallbackForNoEnumIsAnErrorNamingTheEnums() {
        let imported = ConstEnumImportTests.importing(
            ##""Status": {"type": "string", "enum": ["open", "done"]}, "Kind": {"enum": ["a", "b"]}"##,
            ImportOptions(fallbacks: ["Sttus": "open", "Kind": "c", "Other": "x"]))
        #expect(imported.hasErrors)
        #expect(
            imported.diagnostics.filter { $0.severity == .error }.map(\.description) == [
                "api.json:1:122: error: the fallback 'c' given for 'Kind' is not one of its cases: a, b; did you mean "
                    + "'a'? "
                    + "[#/components/schemas/Kind/enum]",
                "--fallback Other=x: error: names no enum of the import; its enums are Kind, Status",
                "--fallback Sttus=open: error: names no enum of the import; did you mean 'Status'?; its enums are "
                    + "Kind, Status",
            ])
    }
}
