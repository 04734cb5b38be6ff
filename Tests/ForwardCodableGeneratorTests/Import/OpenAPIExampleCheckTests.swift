import Foundation
import Testing

@testable import ForwardCodableGenerator

/// A document's own examples are checked against the schema they illustrate; each contradiction
/// is a warning at its place in the example, and each example of a whole record that holds is
/// kept as a document.
@Suite struct OpenAPIExampleCheckTests {
    static let schemas = ##"""
        "Money": {"type": "object", "required": ["amount", "currency"], "properties": {
          "amount": {"type": "string", "format": "decimal"}, "currency": {"type": "string", "enum": ["EUR", "USD"]}}},
        "Rate": {"type": "object", "required": ["value"], "properties": {
          "value": {"type": "number", "example": "0.05"}, "count": {"type": "integer", "format": "int32"},
          "since": {"type": "string", "format": "date"}, "fees": {"type": "object", "additionalProperties": {"$ref": "#/components/schemas/Money"}},
          "tiers": {"type": "array", "items": {"type": "integer"}}, "label": {"type": ["string", "null"]}}},
        "Offer": {"allOf": [{"$ref": "#/components/schemas/Rate"}, {"type": "object", "required": ["code"], "properties": {"code": {"type": "string"}}}],
          "examples": [{"value": 1, "code": "A"}, {"value": 1}]}
        """##

    static func importing(_ paths: String = "{}", components: String = "") -> ImportedSchema {
        JSONSchemaImport.openAPI(
            ##"{"openapi": "3.1.0", "paths": "## + paths + ##", "components": {"schemas": {"## + schemas + "}"
                + components
                + "}}",
            path: "api.json", options: ImportOptions(fallbacks: ["MoneyCurrency": "EUR"]))
    }

    /// The problems each example has, by the pointer of the value that shows it.
    static func problems(_ imported: ImportedSchema) -> [String] {
        imported.diagnostics.filter { $0.message.hasPrefix("the example contradicts its schema: ") }.map {
            "\($0.pointer): \($0.message.dropFirst("the example contradicts its schema: ".count))"
        }
    }

    @Test func eachContradictionIsFoundAtItsValue() {
        let response = ##"""
            {"/rates": {"get": {"operationId": "list_rates", "responses": {"200": {"content": {"application/json": {
              "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Rate"}},
              "example": [
                {"value": 0.1, "count": 1.5, "since": "2026-02-30", "tiers": [1, "2"], "label": null,
                 "fees": {"card": {"amount": "0.30", "currency": "GBP"}, "wire": {"amount": 12, "currency": "EUR"}}},
                {"value": true, "count": 3000000000},
                {"value": 0.2, "since": "2026-12-04", "fees": {"card": {"amount": "1e3x", "currency": "USD"}}}
              ]}}}}}},
             "/offers": {"post": {"requestBody": {"content": {"application/json": {
              "schema": {"$ref": "#/components/schemas/Offer"},
              "examples": {"shared": {"$ref": "#/components/examples/SharedOffer"}}}}}}}}
            """##
        let imported = Self.importing(
            response, components: ##", "examples": {"SharedOffer": {"value": {"value": 2, "code": 7}}}"##)
        let list = "#/paths/~1rates/get/responses/200/content/application~1json/example"
        let rate = "#/components/schemas/Rate/properties"
        #expect(
            Self.problems(imported) == [
                "#/components/schemas/Rate/properties/value/example: a string where \(rate)/value says number",
                "#/components/schemas/Offer/examples/1: the required key 'code' of #/components/schemas/Offer is "
                    + "missing",
                "\(list)/0/count: 1.5 is not an integer of format int32 (\(rate)/count)",
                "\(list)/0/since: \"2026-02-30\" is not a date (YYYY-MM-DD) (\(rate)/since)",
                "\(list)/0/tiers/1: a string where \(rate)/tiers/items says integer",
                "\(list)/0/fees/card/currency: \"GBP\" is not one of the values of "
                    + "#/components/schemas/Money/properties/currency (\"EUR\", \"USD\")",
                "\(list)/0/fees/wire/amount: an integer where #/components/schemas/Money/properties/amount says string",
                "\(list)/1/value: a boolean where \(rate)/value says number",
                "\(list)/1/count: 3000000000 is not an integer of format int32 (\(rate)/count)",
                "\(list)/2/fees/card/amount: \"1e3x\" is not a decimal number "
                    + "(#/components/schemas/Money/properties/amount)",
                "#/components/examples/SharedOffer/value/code: an integer where "
                    + "#/components/schemas/Offer/allOf/1/properties/code says string",
            ], "\(imported.diagnostics)")
        #expect(imported.diagnostics.allSatisfy { $0.severity == .warning })
        // Only the examples of whole records that hold are kept.
        #expect(imported.examples.map(\.relativePath) == ["Offer/examples/schema-1.json"])
    }

    @Test func examplesThatHoldAreKeptUnderTheirRecordAndName() {
        let paths = ##"""
            {"/rates/{id}": {"get": {"responses": {"200": {"content": {"application/json": {
              "schema": {"$ref": "#/components/schemas/Rate"},
              "examples": {"plain rate": {"value": {"value": 0.05, "label": null}},
                           "with fees": {"value": {"value": 1, "fees": {"card": {"amount": "0.30", "currency": "EUR"}}}}}
            }}}}}}}
            """##
        let imported = Self.importing(paths)
        #expect(
            imported.examples.map { "\($0.relativePath) \($0.text)" } == [
                "Offer/examples/schema-1.json {\"value\":1,\"code\":\"A\"}\n",
                "Rate/examples/get-rates-id-200-plain-rate.json {\"value\":0.05,\"label\":null}\n",
                "Rate/examples/get-rates-id-200-with-fees.json "
                    + "{\"value\":1,\"fees\":{\"card\":{\"amount\":\"0.30\",\"currency\":\"EUR\"}}}\n",
            ])
    }

    @Test func exampleFileNamesKeepLettersDigitsAndDashes() {
        #expect(ImportedExample.fileName("get /lists/{id} 200 groceries") == "get-lists-id-200-groceries")
        #expect(ImportedExample.fileName("list_rates 200") == "list_rates-200")
        #expect(ImportedExample.fileName("/// ") == "example")
    }
}
