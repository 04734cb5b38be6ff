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
                "c.json:3:3: error: unknown configuration key \"acessLevel\"; known keys: accessLevel, modelModule; did you mean 'accessLevel'?"
            ])
    }

    @Test func badValuesAndBadJSON() {
        #expect(
            Configuration.parse(#"{"accessLevel": "open"}"#, path: "c.json").diagnostics.map(\.description) == [
                "c.json:1:2: error: \"accessLevel\" must be \"public\", \"package\" or \"internal\""
            ])
        #expect(Configuration.parse("[1]", path: "c.json").diagnostics.count == 1)
        #expect(Configuration.parse("{", path: "c.json").diagnostics.count == 1)
    }
}
