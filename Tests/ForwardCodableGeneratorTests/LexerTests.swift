import Testing

@testable import ForwardCodableGenerator

@Suite struct LexerTests {
    private func kinds(_ text: String) -> [Token.Kind] {
        Lexer.tokenize(file: "t", text: text).tokens.map(\.kind)
    }

    @Test func punctuationNamesAndNumbers() {
        #expect(
            kinds("a: [B]? = -12 3.5 1e3 -> @x") == [
                .identifier("a"), .punctuation(":"), .punctuation("["), .identifier("B"), .punctuation("]"),
                .punctuation("?"),
                .punctuation("="), .integer("-12"), .float("3.5"), .float("1e3"), .punctuation("->"), .punctuation("@"),
                .identifier("x"), .end,
            ])
    }

    @Test func stringEscapes() {
        #expect(kinds(#""a\"b\\c\n\t\u{1F600}""#) == [.string("a\"b\\c\n\t😀"), .end])
    }

    @Test func commentsAndDocComments() {
        #expect(
            kinds("// plain\n/// doc text\n//// not doc\nx") == [
                .newline, .docComment("doc text"), .newline, .newline, .identifier("x"), .end,
            ])
    }

    @Test func locationsCountLinesAndColumns() {
        let tokens = Lexer.tokenize(file: "t", text: "record A {\n  é: String\n}").tokens
        let string = tokens.first { $0.kind == .identifier("String") }
        #expect(string?.location == SourceLocation(file: "t", line: 2, column: 6))
        #expect(
            Lexer.tokenize(file: "t", text: "  é").diagnostics.map(\.description) == [
                "t:1:3: error: unexpected character 'é' [FC001]"
            ])
    }

    @Test func badInputIsReportedNotFatal() {
        let (_, diagnostics) = Lexer.tokenize(file: "t", text: "\"open\n\"bad \\q\" \"\\u{ZZ}\" #")
        #expect(
            diagnostics.map(\.description) == [
                "t:1:1: error: unterminated string literal [FC002]",
                "t:2:6: error: unknown escape sequence '\\q' [FC003]",
                "t:2:11: error: invalid unicode escape '\\u{ZZ}' [FC005]",
                "t:2:19: error: unexpected character '#' [FC001]",
            ])
    }
}
