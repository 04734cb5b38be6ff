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
                "c.json:3:3: error: unknown configuration key \"acessLevel\"; known keys: accessLevel, modelModule, keyStyle, fastJSON, dateFormat, breaking; did you mean 'accessLevel'? [FC805]"
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

/// The settings and their errors come from one reading of the text, located at their keys.
@Suite struct ConfigurationKeyTests {
    private func errors(_ text: String) -> [String] {
        Configuration.parse(text, path: "c.json").diagnostics.map(\.description)
    }

    @Test func anErrorIsAtItsKeyEvenWhenTheKeyIsWrittenEarlierAsAValue() {
        #expect(
            errors(#"{"modelModule": "keyStyle", "keyStyle": 1}"#) == [
                "c.json:1:29: error: \"keyStyle\" must be \"as_written\", \"snake_case\", \"kebab-case\", not '1' [FC807]"
            ])
    }

    @Test func errorsFollowTheOrderOfTheFile() {
        #expect(
            errors("{\n  \"modelModule\": \"no such\",\n  \"accessLevel\": \"open\"\n}") == [
                "c.json:2:3: error: \"modelModule\" must be a module name, such as \"Models\" [FC804]",
                "c.json:3:3: error: \"accessLevel\" must be \"public\", \"package\" or \"internal\" [FC803]",
            ])
    }

    @Test func aKeyGivenTwiceIsAnErrorAndTheFirstValueStands() {
        let (options, diagnostics) = Configuration.parse(
            #"{"accessLevel": "internal", "accessLevel": "package"}"#, path: "c.json")
        #expect(
            diagnostics.map(\.description) == [
                "c.json:1:29: error: configuration key \"accessLevel\" is given twice; keep one [FC809]\n"
                    + "c.json:1:2: note: \"accessLevel\" is first given here"
            ])
        #expect(options.accessLevel == .internal)
    }

    @Test func escapedStringsAreReadAsTheirText() {
        let (options, diagnostics) = Configuration.parse(
            #"{"modelModule": "M\u006fdels", "fastJSON": false}"#, path: "c.json")
        #expect(diagnostics.isEmpty)
        #expect(options.modelModule == "Models")
        #expect(options.fastJSON == false)
    }

    @Test func aBooleanIsNoNumberAndANumberNoBoolean() {
        #expect(errors(#"{"fastJSON": 0}"#).count == 1)
        #expect(errors(#"{"keyStyle": true}"#).first?.contains("not 'true'") == true)
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

    @Test func strictJSONOfEveryKindIsReadWithItsLocations() throws {
        let text =
            #" {"a": [1, -2.5e+3, 0, true, false, null, "\u00e9\n\ud83d\ude00", {}, []],"#
            + "\n  \"b\": {\"c\": \"\"}} "
        let document = try StrictJSON.parse(text).get()
        guard case .object(let members) = document.value else {
            Issue.record("not an object: \(document)")
            return
        }
        #expect(members.map { "\($0.key) \($0.line):\($0.column)" } == ["a 1:3", "b 2:3"])
        #expect(
            members.first?.value.text == #"[1, -2.5e+3, 0, true, false, null, "é\n😀", {}, []]"#)
        #expect(members.last?.value.text == #"{"c": ""}"#)
        #expect((document.line, document.column) == (1, 2))
    }

    @Test func aLoneSurrogateIsInvalid() {
        #expect(
            errors(#"{"modelModule": "\ud83d"}"#) == [
                "c.json:1:23: error: invalid JSON: '\\ud83d' is half a surrogate pair, not a character [FC801]"
            ])
    }

    @Test func aValueThatIsNotAnObjectIsStillNamed() {
        #expect(errors("[1]").count == 1)
        #expect(errors("[1]").first?.contains("must be a JSON object") == true)
    }
}
