extension Parser {
    /// Parses `Name`, `[T]`, `[String: T]`, each optionally followed by `?`.
    mutating func parseType() throws(ParseFailure) -> TypeSyntax {
        let start = current.location
        let outerNesting = nesting
        defer { nesting = outerNesting }
        var type: TypeSyntax
        if current.isPunctuation("[") {
            try enterNesting("the type")
            advance()
            let first = try parseType()
            if consume(":") {
                let value = try parseType()
                try expect("]", "to close the dictionary type")
                type = .dictionary(key: first, value: value, start)
            } else {
                try expect("]", "to close the array type")
                type = .array(first, start)
            }
        } else if let name = current.identifier {
            type = .named(NameSyntax(text: name, location: current.location))
            advance()
        } else {
            throw fail(.expected("a type", found: current.displayText))
        }
        while current.isPunctuation("?") {
            try enterNesting("the type")
            let location = current.location
            advance()
            type = .optional(type, location)
        }
        return type
    }

    /// Parses a literal: a string, a number, `true`, `false`, `nil`, `.case`, an array or a
    /// dictionary of literals (`[k: v]`, or as JSON `{"k": v}`).
    mutating func parseLiteral() throws(ParseFailure) -> LiteralSyntax {
        let location = current.location
        switch current.kind {
        case .string(let text):
            advance()
            return .string(text, location)
        case .integer(let text):
            advance()
            return .integer(text.replacingUnderscores, location)
        case .float(let text):
            advance()
            return .float(text.replacingUnderscores, location)
        case .identifier("true"):
            advance()
            return .bool(true, location)
        case .identifier("false"):
            advance()
            return .bool(false, location)
        case .identifier("nil"), .identifier("null"):
            advance()
            return .null(location)
        case .punctuation("."):
            advance()
            return .enumCase(try expectName("a case name after '.'"))
        case .punctuation("["):
            try enterNesting("the value")
            defer { nesting -= 1 }
            advance()
            return try parseCollectionLiteral(at: location)
        case .punctuation("{"):
            try enterNesting("the value")
            defer { nesting -= 1 }
            advance()
            return try parseObjectLiteral(at: location)
        default:
            throw fail(.expected("a value", found: current.displayText))
        }
    }

    /// Parses the rest of a JSON object, `{"amount": "1.00"}` or `{}`, after the `{`: a
    /// dictionary literal written as JSON, for the samples of external types.
    private mutating func parseObjectLiteral(at location: SourceLocation) throws(ParseFailure) -> LiteralSyntax {
        var entries: [(key: LiteralSyntax, value: LiteralSyntax)] = []
        skipNewlines()
        while !current.isPunctuation("}") {
            let key = try parseLiteral()
            try expect(":", "between an object key and its value")
            entries.append((key, try parseLiteral()))
            skipNewlines()
            guard consume(",") else { break }
            skipNewlines()
        }
        try expect("}", "to close the object")
        return .dictionary(entries, location)
    }

    /// Parses the rest of `[a, b]`, `[k: v]`, `[]` or `[:]` after the `[`.
    private mutating func parseCollectionLiteral(at location: SourceLocation) throws(ParseFailure) -> LiteralSyntax {
        skipNewlines()
        if consume("]") { return .array([], location) }
        if consume(":") {
            try expect("]", "to close the empty dictionary '[:]'")
            return .dictionary([], location)
        }
        let first = try parseLiteral()
        skipNewlines()
        if consume(":") {
            var entries = [(key: first, value: try parseLiteral())]
            skipNewlines()
            while consume(",") {
                skipNewlines()
                if current.isPunctuation("]") { break }
                let key = try parseLiteral()
                try expect(":", "between a dictionary key and its value")
                entries.append((key, try parseLiteral()))
                skipNewlines()
            }
            try expect("]", "to close the dictionary")
            return .dictionary(entries, location)
        }
        var elements = [first]
        while consume(",") {
            skipNewlines()
            if current.isPunctuation("]") { break }
            elements.append(try parseLiteral())
            skipNewlines()
        }
        try expect("]", "to close the array")
        return .array(elements, location)
    }
}
