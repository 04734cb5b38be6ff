extension Parser {
    /// Parses a union after its `union` keyword: `Name tag "type" content "data" { variants }`, or
    /// `Name untagged { variants }`.
    ///
    /// Variants are separated by line breaks: `name: Record @tag("x")`, or `name` alone.
    mutating func parseUnion(docs: [String]) throws(ParseFailure) -> UnionSyntax {
        let name = try expectName("a union name after 'union'")
        if consume(":") {
            // `union Block: Int`: reported, then read on as if it were not there.
            let rawType = try expectName("a type after ':'")
            diagnostics.emit(.rawTypeOnUnion(name.text), at: rawType.location)
        }
        if current.isIdentifier("untagged") {
            let location = current.location
            advance()
            return try parseUntaggedVariants(
                UnionSyntax(
                    docs: docs, name: name, tagKey: "", tagLocation: location, isUntagged: true, contentKey: nil,
                    variants: []))
        }
        guard consumeKeyword("tag") else {
            throw fail(
                .expected("'tag \"key\"' or 'untagged' after union '\(name.text)'", found: current.displayText))
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
    /// The variants of an untagged union, after `untagged`: `name: Type` a line, the type any
    /// type the grammar has (the resolver says which it takes). A variant without a type, or
    /// with attributes, is read as written and reported by the resolver.
    mutating func parseUntaggedVariants(_ union: UnionSyntax) throws(ParseFailure) -> UnionSyntax {
        var union = union
        let name = union.name.text
        try expect("{", "to open the variants of union '\(name)'")
        while true {
            let variantDocs = docComments()
            if current.isPunctuation("}") { warnDanglingDocComments(before: "the '}' of union '\(name)'") }
            if consume("}") { return union }
            if isAtEnd {
                diagnostics.emit(.missingClosingBrace("union '\(name)'"), at: union.name.location)
                throw ParseFailure()
            }
            do {
                let variantName = try expectName("a variant name")
                var type: TypeSyntax?
                if consume(":") { type = try parseType() }
                let attributes = try parseAttributes()
                union.variants.append(
                    VariantSyntax(
                        docs: variantDocs, name: variantName, payload: nil, attributes: attributes, type: type))
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
