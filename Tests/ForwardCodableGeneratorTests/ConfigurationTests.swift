import Testing

@testable import ForwardCodableGenerator

@Suite struct ConfigurationTests {
    @Test func accessLevel() {
        let (options, diagnostics) = Configuration.parse(#"{"accessLevel": "internal"}"#, path: "c.json")
        #expect(diagnostics.isEmpty)
        #expect(options.accessLevel == .internal)
    }

    @Test func unknownKeyIsAnErrorThatNamesIt() {
        let (_, diagnostics) = Configuration.parse(
            "{\n  \"accessLevel\": \"public\",\n  \"acessLevel\": \"x\"\n}", path: "c.json")
        #expect(
            diagnostics.map(\.description) == [
                "c.json:3:3: error: unknown configuration key \"acessLevel\"; known keys: accessLevel, modelModule, keyStyle, fastJSON; did you mean 'accessLevel'? [FC805]"
            ])
    }

    @Test func badValuesAndBadJSON() {
        #expect(
            Configuration.parse(#"{"accessLevel": "open"}"#, path: "c.json").diagnostics.map(\.description) == [
                "c.json:1:2: error: \"accessLevel\" must be \"public\", \"package\" or \"internal\" [FC803]"
            ])
        #expect(Configuration.parse("[1]", path: "c.json").diagnostics.count == 1)
        #expect(Configuration.parse("{", path: "c.json").diagnostics.count == 1)
    }
}

/// Invalid JSON is reported where it is, and only strict JSON is accepted.
@Suite struct StrictConfigurationJSONTests {
    private func errors(_ text: String) -> [String] {
        Configuration.parse(text, path: "c.json").diagnostics.map(\.description)
    }

    @Test func anUnquotedWordIsReportedAtItsLineAndColumn() {
        #expect(
            errors("{\n    \"accessLevel\": public\n}") == [
                "c.json:2:20: error: invalid JSON: expected a value, found 'public'; strings need double quotes [FC801]"
            ])
    }

    @Test func trailingCommasAreRejected() {
        #expect(
            errors("{\n    \"accessLevel\": \"internal\",\n}") == [
                "c.json:3:1: error: invalid JSON: trailing comma before '}': remove it [FC801]"
            ])
        #expect(
            errors(#"{"accessLevel": "internal", "x": [1,]}"#) == [
                "c.json:1:37: error: invalid JSON: trailing comma before ']': remove it [FC801]"
            ])
    }

    @Test func otherSyntaxErrorsAreLocated() {
        #expect(
            errors("{") == [
                "c.json:1:2: error: invalid JSON: expected a key in double quotes, found the end of the file [FC801]"
            ])
        #expect(
            errors("{'a': 1}") == [
                "c.json:1:2: error: invalid JSON: expected a key in double quotes, found ''' [FC801]"
            ])
        #expect(
            errors("{} {}") == [
                "c.json:1:4: error: invalid JSON: unexpected '{' after the end of the JSON value [FC801]"
            ])
        #expect(errors("{\"a\": 01}") == ["c.json:1:8: error: invalid JSON: expected ',' or '}', found '1' [FC801]"])
        #expect(errors("{\"a\": \"\\x\"}") == ["c.json:1:9: error: invalid JSON: invalid escape '\\x' [FC801]"])
        #expect(errors("// note\n{}") == ["c.json:1:1: error: invalid JSON: expected a value, found '/' [FC801]"])
    }

    @Test func strictJSONOfEveryKindIsAccepted() {
        #expect(StrictJSON.firstError(in: #" {"a": [1, -2.5e+3, 0, true, false, null, "\u00e9\n", {}, []]} "#) == nil)
    }

    @Test func aValueThatIsNotAnObjectIsStillNamed() {
        #expect(errors("[1]").count == 1)
        #expect(errors("[1]").first?.contains("must be a JSON object") == true)
    }
}
