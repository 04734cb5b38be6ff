extension Parser {
    /// Parses a record after its `record` keyword.
    mutating func parseRecord(docs: [String]) throws(ParseFailure) -> RecordSyntax {
        let name = try expectName("a record name after 'record'")
        var keyStyle = try parseKeyStyle()
        let version = try parseVersionClause()
        if keyStyle == nil { keyStyle = try parseKeyStyle() }
        try expect("{", "to open the body of record '\(name.text)'")
        var record = RecordSyntax(
            docs: docs, name: name, version: version, fields: [], history: [], keyStyle: keyStyle)
        while true {
            let memberDocs = docComments()
            if current.isPunctuation("}") { warnDanglingDocComments(before: "the '}' of record '\(name.text)'") }
            if consume("}") { return record }
            if isAtEnd {
                diagnostics.emit(.missingClosingBrace("record '\(name.text)'"), at: name.location)
                throw ParseFailure()
            }
            do {
                if current.isIdentifier("since"), tokens[position + 1].kind != .punctuation(":") {
                    advance()
                    record.history.append(try parseSince(docs: memberDocs))
                } else if current.isIdentifier("reserved"), case .string = tokens[position + 1].kind {
                    advance()
                    record.reserved += try parseReservedKeys()
                } else {
                    record.fields.append(try parseField(docs: memberDocs))
                }
            } catch {
                recoverToEndOfLine()
            }
        }
    }

    /// Parses the keys of `reserved "notes", "legacy"` after the keyword, up to the end of the line.
    mutating func parseReservedKeys() throws(ParseFailure) -> [ReservedKeySyntax] {
        var keys: [ReservedKeySyntax] = []
        repeat {
            let location = current.location
            keys.append(
                ReservedKeySyntax(
                    key: try expectString("a reserved wire key as a string, such as \"notes\""), location: location))
        } while consume(",")
        try expectEndOfLine(after: "the reserved keys")
        return keys
    }

    /// Parses `keys style`, if present: a name, or names joined by `-` (`kebab-case`).
    mutating func parseKeyStyle() throws(ParseFailure) -> KeyStyleSyntax? {
        guard consumeKeyword("keys") else { return nil }
        let first = try expectName("a key style after 'keys', such as snake_case")
        var text = first.text
        while consume("-") {
            text += "-" + (try expectName("the rest of the key style after '-'")).text
        }
        return KeyStyleSyntax(text: text, location: first.location)
    }

    /// Parses `version N stamp "key" [unstamped N|reject]`, if present.
    mutating func parseVersionClause() throws(ParseFailure) -> VersionClauseSyntax? {
        guard current.isIdentifier("version") else {
            if current.isIdentifier("stamp") || current.isIdentifier("unstamped") {
                throw fail(.stampBeforeVersion(current.identifier ?? ""))
            }
            return nil
        }
        let location = current.location
        advance()
        let version = try expectInteger("the current version number after 'version'")
        guard current.isIdentifier("stamp") else {
            throw fail(.missingStamp(version: version))
        }
        advance()
        let stampLocation = current.location
        let stampKey = try expectString("the stamp's wire key as a string, such as \"schema\"")
        var unstamped: UnstampedSyntax?
        if consumeKeyword("unstamped") {
            let policyLocation = current.location
            if consumeKeyword("reject") {
                unstamped = .reject(policyLocation)
            } else {
                unstamped = .version(
                    try expectInteger("a version number or 'reject' after 'unstamped'"), policyLocation)
            }
        }
        return VersionClauseSyntax(
            version: version,
            location: location,
            stampKey: stampKey,
            stampLocation: stampLocation,
            unstamped: unstamped
        )
    }

    /// Parses `name: Type [= default] [@attribute...]` up to the end of its line.
    mutating func parseField(docs: [String]) throws(ParseFailure) -> FieldSyntax {
        let introducer = skipSwiftIntroducer()
        let name = try expectName("a field name")
        let type: TypeSyntax
        do {
            try expect(":", "after field name '\(name.text)'")
            type = try parseType()
        } catch {
            if let introducer { diagnostics.emit(.fieldTakesNoIntroducer(introducer.text), at: introducer.location) }
            throw error
        }
        if let introducer {
            diagnostics.emit(
                .fieldTakesNoIntroducer(introducer.text, as: "\(name.text): \(type.text)"), at: introducer.location)
        }
        var defaultValue: LiteralSyntax?
        if consume("=") {
            defaultValue = try parseLiteral()
        }
        let attributes = try parseAttributes()
        try expectEndOfLine(after: "field '\(name.text)'")
        return FieldSyntax(docs: docs, name: name, type: type, defaultValue: defaultValue, attributes: attributes)
    }

    /// Skips a Swift `var` or `let` before a field name (`var tags: [String]`), which the caller
    /// reports once the field is read; `nil` when there is none (a field named `var` is not one).
    mutating func skipSwiftIntroducer() -> NameSyntax? {
        guard let word = current.identifier, word == "var" || word == "let",
            tokens[position + 1].identifier != nil
        else { return nil }
        let introducer = NameSyntax(text: word, location: current.location)
        advance()
        return introducer
    }

    /// An argument of `@name(...)`: a literal, or for `@format` a bare name (`@format(iso8601)`),
    /// kept as a string.
    mutating func parseAttributeArgument(of attribute: NameSyntax) throws(ParseFailure) -> LiteralSyntax {
        if attribute.text == "format", let word = current.identifier, !["true", "false", "nil", "null"].contains(word) {
            let location = current.location
            advance()
            return .string(word, location)
        }
        return try parseLiteral()
    }

    /// Parses any `@name` or `@name(arguments)` attributes.
    mutating func parseAttributes() throws(ParseFailure) -> [AttributeSyntax] {
        var attributes: [AttributeSyntax] = []
        while consume("@") {
            let name = try expectName("an attribute name after '@'")
            var arguments: [LiteralSyntax] = []
            if consume("(") {
                if !consume(")") {
                    repeat {
                        arguments.append(try parseAttributeArgument(of: name))
                    } while consume(",")
                    try expect(")", "to close the arguments of @\(name.text)")
                }
            }
            attributes.append(AttributeSyntax(name: name, arguments: arguments))
        }
        return attributes
    }
}
