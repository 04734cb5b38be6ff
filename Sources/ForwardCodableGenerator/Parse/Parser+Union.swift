extension Parser {
    /// Parses a union after its `union` keyword: `Name tag "type" content "data" { variants }`.
    ///
    /// Variants are separated by line breaks: `name: Record @tag("x")`, or `name` alone.
    mutating func parseUnion(docs: [String]) throws(ParseFailure) -> UnionSyntax {
        let name = try expectName("a union name after 'union'")
        if consume(":") {
            // `union Block: Int`: reported, then read on as if it were not there.
            let rawType = try expectName("a type after ':'")
            diagnostics.emit(.rawTypeOnUnion(name.text), at: rawType.location)
        }
        guard consumeKeyword("tag") else {
            throw fail(.expected("'tag \"key\"' after union '\(name.text)'", found: current.displayText))
        }
        let tagLocation = current.location
        let tagKey = try expectString("the tag's key as a string after 'tag'")
        var contentKey: (String, SourceLocation)?
        if consumeKeyword("content") {
            let location = current.location
            contentKey = (try expectString("the content key as a string after 'content'"), location)
        }
        try expect("{", "to open the variants of union '\(name.text)'")
        var union = UnionSyntax(
            docs: docs, name: name, tagKey: tagKey, tagLocation: tagLocation, contentKey: contentKey, variants: [])
        while true {
            let variantDocs = docComments()
            if current.isPunctuation("}") { warnDanglingDocComments(before: "the '}' of union '\(name.text)'") }
            if consume("}") { return union }
            if isAtEnd {
                diagnostics.emit(.missingClosingBrace("union '\(name.text)'"), at: name.location)
                throw ParseFailure()
            }
            do {
                let variantName = try expectName("a variant name")
                var payload: NameSyntax?
                if consume(":") { payload = try expectName("the variant's record type after ':'") }
                let attributes = try parseAttributes()
                union.variants.append(
                    VariantSyntax(docs: variantDocs, name: variantName, payload: payload, attributes: attributes))
                try expectEndOfLine(after: "variant '\(variantName.text)'")
            } catch {
                recoverToEndOfLine()
            }
        }
    }
}

extension Parser {
    /// `add variant Block.table`, after `add`: a union variant added in this version.
    mutating func parseAddVariant() throws(ParseFailure) -> ChangeSyntax {
        advance()
        let union = try expectName("a union name after 'add variant'")
        try expect(".", "between the union and the variant, as in: add variant Block.table")
        return .addVariant(union: union, variant: try expectName("a variant name"))
    }
}
