import Foundation
import Testing

@testable import ForwardCodableGenerator

/// Each construct of JSON Schema and OpenAPI the importer reads, and what it makes of it.
@Suite struct JSONSchemaConstructImportTests {
    /// The scalar types and formats, and the field type each imports as.
    static let scalars: [(schema: String, type: String, format: String?, defaultValue: String)] = [
        (##""type": "string""##, "String", nil, ##""a""##),
        (##""type": "string", "format": "date-time""##, "Date", "@format(iso8601)", ##""2026-12-04T10:00:00Z""##),
        (##""type": "string", "format": "date""##, "CalendarDate", nil, ##""2026-12-04""##),
        (##""type": "string", "format": "int64""##, "Int64", "@format(string)", ##""9007199254740993""##),
        (##""type": "string", "format": "decimal""##, "Decimal", "@format(string)", ##""12.30""##),
        (##""type": "string", "format": "uuid""##, "String", nil, ##""7F809192-A3B4-4C5D-8E7F-8091A2B3C4D5""##),
        (##""type": "integer""##, "Int", nil, "3"),
        (##""type": "integer", "format": "int32""##, "Int32", nil, "3"),
        (##""type": "integer", "format": "int64""##, "Int64", nil, "3"),
        (##""type": "number""##, "Double", nil, "1.5"),
        (##""type": "number", "format": "float""##, "Float", nil, "1.5"),
        (##""type": "boolean""##, "Bool", nil, "true"),
    ]

    /// The ways to say "may be null", as OpenAPI 3.0 and 3.1 spell them.
    static let nullForms: [(name: String, wrap: @Sendable (String) -> String)] = [
        ("not nullable", { "{\($0)}" }),
        ("nullable: true", { "{\($0), \"nullable\": true}" }),
        (
            "a type list with null",
            { schema in
                let type = schema.split(separator: ",")[0].split(separator: ":")[1].trimmingCharacters(in: .whitespaces)
                return "{" + schema.replacingOccurrences(of: "\"type\": \(type)", with: "\"type\": [\(type), \"null\"]")
                    + "}"
            }
        ),
        ("oneOf with null", { "{\"oneOf\": [{\($0)}, {\"type\": \"null\"}]}" }),
    ]

    /// Every scalar, null form, presence and default: the field line is what the generated reader
    /// needs. Required and not null: the type; absent allowed or null allowed: optional; a default
    /// on a field that is never null: the type with the default.
    @Test func everyScalarInEveryPresence() throws {
        for scalar in Self.scalars {
            for form in Self.nullForms {
                for required in [true, false] {
                    for withDefault in [false, true] {
                        var property = form.wrap(scalar.schema)
                        if withDefault {
                            property = String(property.dropLast()) + ", \"default\": \(scalar.defaultValue)}"
                        }
                        let document = """
                            {"openapi": "3.1.0", "components": {"schemas": {"R": {"type": "object", \
                            "required": \(required ? "[\"f\"]" : "[]"), "properties": {"f": \(property)}}}}}
                            """
                        let imported = JSONSchemaImport.openAPI(document, path: "api.json")
                        let nullable = form.name != "not nullable"
                        var expected = "f: " + scalar.type
                        if withDefault && !nullable {
                            expected += " = " + scalar.defaultValue
                        } else if !required || nullable {
                            expected += "?"
                        }
                        if let format = scalar.format { expected += " " + format }
                        let context = "\(scalar.schema), \(form.name), required \(required), default \(withDefault)"
                        let line = imported.records.first?.fields.first.map { field in
                            [
                                field.name + ": " + field.type, field.defaultValue.map { " = " + $0 },
                                field.format.map { " " + $0 },
                            ]
                            .compactMap { $0 }.joined()
                        }
                        #expect(line == expected, "\(context)")
                        #expect(!imported.hasErrors, "\(context): \(imported.diagnostics)")
                        // A default on a field that takes null is left out, with a warning that says so.
                        // A format without a type of its own is read as a String, with a warning that says so.
                        let untyped = scalar.schema.contains("uuid") ? 1 : 0
                        #expect(
                            imported.diagnostics.count == untyped + (withDefault && nullable ? 1 : 0),
                            "\(context): \(imported.diagnostics)")
                        let check = Generator.generate([SchemaSource(path: "R.fcschema", text: imported.text)])
                        #expect(!check.hasErrors, "\(context):\n\(imported.text)\n\(check.diagnostics)")
                    }
                }
            }
        }
    }

    static func importing(_ schemas: String, _ options: ImportOptions = ImportOptions()) -> ImportedSchema {
        JSONSchemaImport.openAPI(
            ##"{"openapi": "3.0.3", "components": {"schemas": {"## + schemas + "}}}", path: "api.json", options: options
        )
    }

    @Test func referencesListsMapsAndInlineObjectsBecomeTypes() {
        let imported = Self.importing(
            ##""Order": {"type": "object", "required": ["lines"], "properties": {"##
                + ##""lines": {"type": "array", "items": {"$ref": "#/components/schemas/Line"}}, "##
                + ##""totals": {"type": "object", "additionalProperties": {"type": "number"}}, "##
                + ##""shipping": {"type": "object", "properties": {"city": {"type": "string"}}}, "##
                + ##""placed": {"$ref": "#/components/schemas/Timestamp"}, "##
                + ##""free": {"type": "object"}}}, "##
                + ##""Line": {"type": "object", "properties": {"sku": {"type": "string"}}}, "##
                + ##""Timestamp": {"type": "string", "format": "date-time"}"##)
        #expect(imported.diagnostics.isEmpty)
        #expect(
            imported.text.contains(
                "record Order {\n    lines: [Line]\n    totals: [String: Double]?\n    shipping: OrderShipping?\n"
                    + "    placed: Date? @format(iso8601)\n    free: JSON?\n}\n"), "\(imported.text)")
        #expect(
            imported.text.contains("// From #/components/schemas/Order/properties/shipping.\nrecord OrderShipping {"))
        #expect(imported.records.map(\.name) == ["Order", "OrderShipping", "Line"])
    }

    @Test func allOfMergesTheRecordsItNames() {
        let imported = Self.importing(
            ##""Base": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}}, "##
                + ##""Pet": {"allOf": [{"$ref": "#/components/schemas/Base"}, "##
                + ##"{"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}]}"##)
        #expect(imported.text.contains("record Pet {\n    id: String\n    name: String\n}"), "\(imported.text)")
    }

    @Test func integerEnumsTakeTheirNamesAndTheChosenFallback() {
        let imported = Self.importing(
            ##""Level": {"type": "integer", "enum": [0, 1, -1], "x-enum-varnames": ["low", "high", "unset"]}"##,
            ImportOptions(fallbacks: ["Level": "unset"]))
        #expect(imported.diagnostics.isEmpty)
        #expect(imported.text.hasSuffix("enum Level: Int fallback unset { low = 0, high = 1, unset = -1 }\n"))
        let unnamed = Self.importing(
            ##""Level": {"type": "integer", "enum": [2, -1]}"##, ImportOptions(fallbacks: ["Level": "2"]))
        #expect(unnamed.text.hasSuffix("enum Level: Int fallback value2 { value2 = 2, minus1 = -1 }\n"))
    }

    @Test func aFallbackThatIsNoCaseIsAnError() {
        let imported = Self.importing(
            ##""Color": {"type": "string", "enum": ["red"]}"##, ImportOptions(fallbacks: ["Color": "blue"]))
        #expect(imported.hasErrors)
        #expect(
            imported.diagnostics.first?.message == "the fallback 'blue' given for 'Color' is not one of its cases: red")
    }

    @Test func aDiscriminatedOneOfIsAUnionAndItsTagLeavesThePayloads() {
        let imported = Self.importing(
            ##""Shape": {"oneOf": [{"$ref": "#/components/schemas/Circle"}, {"$ref": "#/components/schemas/Square"}], "##
                + ##""discriminator": {"propertyName": "type", "mapping": {"round": "#/components/schemas/Circle"}}}, "##
                + ##""Circle": {"type": "object", "required": ["type", "r"], "properties": {"type": {"type": "string"}, "r": {"type": "number"}}}, "##
                + ##""Square": {"type": "object", "properties": {"type": {"type": "string", "enum": ["Square"]}, "side": {"type": "number"}}}"##
        )
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        #expect(
            imported.text.contains(
                "union Shape tag \"type\" {\n    round: Circle\n    square: Square @tag(\"Square\")\n}"),
            "\(imported.text)")
        #expect(imported.text.contains("record Circle {\n    r: Double\n}"))
        #expect(imported.enums.isEmpty, "the tag's own enum is not declared")
    }

    /// OpenAPI's base schema (`Pet` with a discriminator, `Cat: allOf[Pet, …]`) is a record with
    /// its properties, not an empty union.
    @Test func aDiscriminatorBesidePropertiesIsTheBaseRecordWithAWarning() {
        let imported = Self.importing(
            ##""Pet": {"type": "object", "required": ["petType", "name"], "discriminator": {"propertyName": "petType"}, "##
                + ##""properties": {"petType": {"type": "string"}, "name": {"type": "string"}}}"##)
        #expect(imported.unions.isEmpty, "\(imported.text)")
        #expect(imported.text.contains("record Pet {\n    petType: String\n    name: String\n}"), "\(imported.text)")
        #expect(
            imported.diagnostics.map(\.message) == [
                "'Pet' has a discriminator but no 'oneOf' or 'anyOf': read as a record; declare the union of its "
                    + "subtypes with 'oneOf' to read them as one"
            ])
    }

    @Test func whatCannotBeExpressedIsJSONWithAWarningAtItsPlace() {
        let imported = Self.importing(
            "\"R\": {\"type\": \"object\", \"properties\": {\n"
                + "\"either\": {\"oneOf\": [{\"type\": \"string\"}, {\"type\": \"string\"}]},\n"
                + "\"both\": {\"type\": [\"string\", \"object\"]},\n"
                + "\"elsewhere\": {\"$ref\": \"other.json#/Thing\"},\n"
                + "\"missing\": {\"$ref\": \"#/components/schemas/Nope\"}}}")
        #expect(
            imported.text.contains("    either: JSON?\n    both: JSON?\n    elsewhere: JSON?\n    missing: JSON?\n"))
        #expect(
            imported.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.pointer)" } == [
                "2:42 #/components/schemas/R/properties/either/oneOf/1",
                "3:18 #/components/schemas/R/properties/both/type",
                "4:14 #/components/schemas/R/properties/elsewhere/$ref",
                "5:12 #/components/schemas/R/properties/missing/$ref",
            ])
        #expect(imported.diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains("reads any JSON") })
    }

    @Test func aDocumentOfAnotherKindOrBrokenJSONIsALocatedError() {
        let notOpenAPI = JSONSchemaImport.openAPI(##"{"swagger": "2.0"}"##, path: "api.json")
        #expect(
            notOpenAPI.diagnostics.map(\.description) == [
                ##"api.json:1:1: error: not an OpenAPI document (no "openapi" member) [#]"##
            ])
        let broken = JSONSchemaImport.openAPI("{\"openapi\": \"3.1.0\",\n  \"components\": }", path: "api.json")
        #expect(broken.hasErrors && broken.diagnostics.first?.location.line == 2)
    }

    @Test func aJSONSchemaImportsItsDefinitionsAndItsRootObject() {
        let imported = JSONSchemaImport.jsonSchema(
            ##"{"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Invoice", "type": "object", "##
                + ##""required": ["number"], "properties": {"number": {"type": "string"}, "##
                + ##""customer": {"$ref": "#/$defs/Customer"}}, "##
                + ##""$defs": {"Customer": {"type": "object", "properties": {"name": {"type": "string"}}}}}"##,
            path: "invoice.schema.json")
        #expect(imported.diagnostics.isEmpty)
        #expect(imported.records.map(\.name) == ["Customer", "Invoice"])
        #expect(imported.text.contains("record Invoice {\n    number: String\n    customer: Customer?\n}"))
    }
}

/// Constraints no generated reader checks are reported, once per keyword, never dropped silently.
@Suite struct UncheckedConstraintImportTests {
    @Test func eachUncheckedKeywordIsOneWarningAtItsFirstPlaceWithTheCount() {
        let imported = JSONSchemaConstructImportTests.importing(
            "\"R\": {\"type\": \"object\", \"properties\": {\n"
                + "\"a\": {\"type\": \"string\", \"maxLength\": 3},\n"
                + "\"b\": {\"type\": \"string\", \"maxLength\": 5, \"pattern\": \"^x\"},\n"
                + "\"c\": {\"type\": \"array\", \"items\": {\"type\": \"integer\", \"minimum\": 0}}}}")
        #expect(
            imported.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "2:38 'maxLength' is not checked by the generated readers, which read and keep any value of the type "
                    + "(2 places; the first is here)",
                "3:52 'pattern' is not checked by the generated readers, which read and keep any value of the type",
                "4:64 'minimum' is not checked by the generated readers, which read and keep any value of the type",
            ])
        #expect(imported.text.contains("    a: String?\n    b: String?\n    c: [Int]?\n"))
    }
}
