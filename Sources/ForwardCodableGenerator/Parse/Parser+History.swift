extension Parser {
    /// Parses a `since N { ... }` block after its `since` keyword. Each change is one line.
    mutating func parseSince(docs: [String]) throws(ParseFailure) -> SinceSyntax {
        let location = current.location
        let version = try expectInteger("a version number after 'since'")
        try expect("{", "to open the changes of version \(version)")
        var block = SinceSyntax(version: version, location: location, docs: docs, changes: [])
        while true {
            _ = docComments()
            if current.isPunctuation("}") { warnDanglingDocComments(before: "the '}' of 'since \(version)'") }
            if consume("}") { return block }
            if isAtEnd {
                diagnostics.emit(.missingClosingBrace("'since \(version)'"), at: location)
                throw ParseFailure()
            }
            if let start = docCommentStart {
                diagnostics.emit(.docCommentOnChange(version: version, block: location), at: start)
            }
            do {
                block.changes.append(try parseChange())
                try expectEndOfLine(after: "a change")
            } catch {
                recoverToEndOfLine()
            }
        }
    }

    /// Parses one change: `add`, `rename`, `remove`, `change`, `add case`, `rename case`.
    private mutating func parseChange() throws(ParseFailure) -> ChangeSyntax {
        let location = current.location
        switch current.identifier {
        case "add":
            advance()
            // `add case Enum.name`; `add case` alone, or `add case hook`, adds a field named `case`.
            if current.isIdentifier("case"), let next = tokens[position + 1].identifier,
                next != "hook" || tokens[position + 2].isPunctuation(".")
            {
                advance()
                let enumeration = try expectName("an enum name after 'add case'")
                try expect(".", "between the enum and the case, as in: add case ConnectionMethod.mosh")
                return .addCase(enumeration: enumeration, caseName: try expectName("a case name"))
            }
            if current.isIdentifier("variant"), tokens[position + 1].identifier != nil,
                tokens[position + 2].isPunctuation(".")
            {
                return try parseAddVariant()
            }
            let field = try expectName("the added field's name after 'add'")
            return .add(field: field, hook: consumeKeyword("hook"))
        case "rename":
            advance()
            // `rename case Enum "old" -> "new"`; `rename case -> kind` renames a field named `case`.
            if current.isIdentifier("case"), tokens[position + 1].identifier != nil {
                advance()
                let enumeration = try expectName("an enum name after 'rename case'")
                let from = try expectRawValue("the old raw value: a string, or an integer")
                try expect("->", "between the old and the new raw value")
                let to = try expectRawValue("the new raw value: a string, or an integer")
                return .renameCase(enumeration: enumeration, from: from, to: to, location: location)
            }
            let from = try expectName("the old field name after 'rename'")
            let fromKey = try keyAttribute()
            try expect("->", "between the old and the new field name")
            let to = try expectName("the new field name after '->'")
            return .rename(from: from, fromKey: fromKey, to: to, oldDefault: try oldDefault())
        case "remove":
            advance()
            let field = try expectName("the removed field's name after 'remove'")
            try expect(":", "after '\(field.text)': a removed field keeps its old type, as in: remove draft: Bool")
            let type = try parseType()
            let oldDefault = try oldDefault()
            return .remove(field: field, type: type, oldDefault: oldDefault, key: try keyAttribute())
        case "change":
            advance()
            let field = try expectName("the changed field's name after 'change'")
            guard consumeKeyword("from") else {
                throw fail(.missingChangeFrom(field.text))
            }
            let type = try parseType()
            let oldDefault = try oldDefault()
            guard consumeKeyword("hook") else {
                throw fail(.typeChangeNeedsHook(field.text, from: type.text))
            }
            return .retype(field: field, from: type, oldDefault: oldDefault)
        default:
            throw fail(.expected("a change ('add', 'rename', 'remove' or 'change')", found: current.displayText))
        }
    }

    /// Parses the old version's default, `= value`, if the change gives one.
    private mutating func oldDefault() throws(ParseFailure) -> LiteralSyntax? {
        consume("=") ? try parseLiteral() : nil
    }

    /// Parses an optional `@key("wire key")` after a name in a change.
    private mutating func keyAttribute() throws(ParseFailure) -> String? {
        guard current.isPunctuation("@") else { return nil }
        let attributes = try parseAttributes()
        guard attributes.count == 1, attributes[0].name.text == "key",
            case .string(let key, _)? = attributes[0].arguments.first, attributes[0].arguments.count == 1
        else {
            diagnostics.emit(.onlyKeyAttributeInChange, at: attributes.first?.name.location ?? current.location)
            throw ParseFailure()
        }
        return key
    }
}
