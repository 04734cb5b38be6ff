extension Parser {
    /// Parses an enum after its `enum` keyword: `Name fallback case { a, b = "raw" }`,
    /// `Name: Int fallback case { a = 0, b = -1 }`, or with a display-only fallback that is no
    /// case: `Name fallback unsupported display { a, b }`.
    ///
    /// Cases are separated by commas or line breaks.
    mutating func parseEnum(docs: [String]) throws(ParseFailure) -> EnumSyntax {
        let name = try expectName("an enum name after 'enum'")
        var rawType: NameSyntax?
        if consume(":") { rawType = try expectName("the raw type after ':', such as Int") }
        var fallback: NameSyntax?
        var display: SourceLocation?
        if consumeKeyword("fallback") {
            fallback = try expectName("the fallback case after 'fallback'")
            let location = current.location
            if consumeKeyword("display") { display = location }
        }
        try expect("{", "to open the cases of enum '\(name.text)'")
        var enumeration = EnumSyntax(
            docs: docs, name: name, fallback: fallback, cases: [], rawType: rawType, display: display)
        while true {
            let caseDocs = docComments()
            if current.isPunctuation("}") { warnDanglingDocComments(before: "the '}' of enum '\(name.text)'") }
            if consume("}") { return enumeration }
            if isAtEnd {
                diagnostics.emit(.missingClosingBrace("enum '\(name.text)'"), at: name.location)
                throw ParseFailure()
            }
            do {
                if current.isIdentifier("case"), tokens[position + 1].identifier != nil { advance() }
                let caseName = try expectName("a case name")
                var rawValue: (RawValueSyntax, SourceLocation)?
                if consume("=") {
                    let location = current.location
                    rawValue = (try expectRawValue("the case's raw value: a string, or an integer"), location)
                }
                let attributes = try parseAttributes()
                enumeration.cases.append(
                    EnumCaseSyntax(docs: caseDocs, name: caseName, rawValue: rawValue, attributes: attributes))
                if !consume(","), current.kind != .newline, !current.isPunctuation("}") {
                    if case .docComment = current.kind { continue }
                    throw fail(
                        .expected("',' or end of line after case '\(caseName.text)'", found: current.displayText))
                }
            } catch {
                recoverToEndOfLine()
            }
        }
    }
}

extension Parser {
    /// Consumes a raw value, a string or an integer, or reports what was found instead.
    mutating func expectRawValue(_ what: String) throws(ParseFailure) -> RawValueSyntax {
        switch current.kind {
        case .string(let text):
            advance()
            return .string(text)
        case .integer(let text):
            advance()
            return .integer(text.replacingUnderscores)
        default:
            throw fail(.expected(what, found: current.displayText))
        }
    }
}
