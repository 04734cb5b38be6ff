/// Parses schema text into a ``SchemaFileSyntax``, recovering from errors so that one run reports
/// every problem in the file.
///
/// The grammar is line-oriented: a field or a history change ends at the end of its line. See
/// the reference, `SchemaLanguage.md`, for the full grammar.
struct Parser {
    let file: String
    var tokens: [Token]
    var position = 0
    var diagnostics = DiagnosticBag()
    /// How many `[` of types and literals, and `?` of types, enclose the current token.
    var nesting = 0
    /// Where the `///` lines that ``docComments()`` read last start; `nil` when it read none.
    var docCommentStart: SourceLocation?
    /// The file's `dates format`, once read.
    var dateFormat: NameSyntax?
    /// The file's `external Name` declarations.
    var externals: [ExternalSyntax] = []

    /// The deepest nesting of brackets (and `?`) in one type or literal. Deeper input is refused
    /// with a located error: the parser, the resolver and the syntax tree itself recurse once per
    /// level, and would exhaust the stack on pathological input such as 100,000 `[`.
    static let maximumNesting = 64

    /// Parses `text`, returning the tree and every diagnostic of the lexer and the parser.
    static func parse(file: String, text: String) -> (syntax: SchemaFileSyntax, diagnostics: [Diagnostic]) {
        let (tokens, lexerDiagnostics) = Lexer.tokenize(file: file, text: text)
        var parser = Parser(file: file, tokens: tokens)
        parser.diagnostics.append(contentsOf: lexerDiagnostics)
        let (declarations, keyStyle) = parser.parseDeclarations()
        let diagnostics = parser.diagnostics.diagnostics.sorted { $0.location < $1.location }
        var syntax = SchemaFileSyntax(path: file, declarations: declarations, keyStyle: keyStyle)
        syntax.dateFormat = parser.dateFormat
        syntax.externals = parser.externals
        return (syntax, diagnostics)
    }

    // MARK: Cursor

    var current: Token { tokens[position] }

    var isAtEnd: Bool { current.kind == .end }

    mutating func advance() {
        if !isAtEnd { position += 1 }
    }

    mutating func skipNewlines() {
        while current.kind == .newline { advance() }
    }

    /// Consumes `mark` if it is next.
    mutating func consume(_ mark: String) -> Bool {
        guard current.isPunctuation(mark) else { return false }
        advance()
        return true
    }

    /// Consumes the keyword `word` if it is next.
    mutating func consumeKeyword(_ word: String) -> Bool {
        guard current.isIdentifier(word) else { return false }
        advance()
        return true
    }

    /// Consumes `mark` or reports what was found instead.
    mutating func expect(_ mark: String, _ context: String) throws(ParseFailure) {
        guard consume(mark) else { throw fail(.expected("'\(mark)' \(context)", found: current.displayText)) }
    }

    /// Consumes a name or reports what was found instead.
    mutating func expectName(_ what: String) throws(ParseFailure) -> NameSyntax {
        guard let text = current.identifier else {
            throw fail(.expected(what, found: current.displayText))
        }
        let name = NameSyntax(text: text, location: current.location)
        advance()
        return name
    }

    /// Consumes a non-negative integer or reports what was found instead.
    mutating func expectInteger(_ what: String) throws(ParseFailure) -> Int {
        guard case .integer(let text) = current.kind, let value = Int(text.replacingUnderscores), value >= 0 else {
            throw fail(.expected(what, found: current.displayText))
        }
        advance()
        return value
    }

    /// Consumes a string literal or reports what was found instead.
    mutating func expectString(_ what: String) throws(ParseFailure) -> String {
        guard case .string(let text) = current.kind else {
            throw fail(.expected(what, found: current.displayText))
        }
        advance()
        return text
    }

    /// Enters one more level of nesting at the current token, or reports that `what` nests too deep.
    mutating func enterNesting(_ what: String) throws(ParseFailure) {
        guard nesting < Self.maximumNesting else {
            throw fail(.nestsTooDeep(what, limit: Self.maximumNesting))
        }
        nesting += 1
    }

    /// Records an error at the current token and returns the failure to throw.
    mutating func fail(_ message: DiagnosticMessage) -> ParseFailure {
        diagnostics.emit(message, at: current.location)
        return ParseFailure()
    }

    /// Collects the `///` lines before a declaration, field, case or block.
    mutating func docComments() -> [String] {
        var docs: [String] = []
        docCommentStart = nil
        while true {
            switch current.kind {
            case .docComment(let text):
                if docs.isEmpty { docCommentStart = current.location }
                docs.append(text)
                advance()
            case .newline:
                advance()
            default:
                return docs
            }
        }
    }

    /// Warns that the doc comments just read document nothing, because `what` follows them.
    mutating func warnDanglingDocComments(before what: String) {
        if let start = docCommentStart { diagnostics.emit(.danglingDocComment(before: what), at: start) }
    }

    /// Skips to the end of the line, or to a `}` that closes the enclosing block.
    ///
    /// A stray `]` or `)` is skipped like any other token: stopping there would leave the caller's
    /// loop at the same token forever.
    mutating func recoverToEndOfLine() {
        var depth = 0
        while !isAtEnd {
            if current.kind == .newline, depth == 0 { return }
            if current.isPunctuation("{") || current.isPunctuation("[") || current.isPunctuation("(") { depth += 1 }
            if current.isPunctuation("}") {
                if depth == 0 { return }
                depth -= 1
            }
            if current.isPunctuation("]") || current.isPunctuation(")") { depth = max(0, depth - 1) }
            advance()
        }
    }

    /// Expects the end of a line-oriented item: a line break, a `}` or the end of the file.
    mutating func expectEndOfLine(after what: String) throws(ParseFailure) {
        if current.kind == .newline || current.isPunctuation("}") || isAtEnd { return }
        if case .docComment = current.kind { return }
        throw fail(.expected("end of line after \(what)", found: current.displayText))
    }

    // MARK: Declarations

    mutating func parseDeclarations() -> (declarations: [DeclarationSyntax], keyStyle: KeyStyleSyntax?) {
        var declarations: [DeclarationSyntax] = []
        var keyStyle: KeyStyleSyntax?
        while true {
            let docs = docComments()
            if isAtEnd {
                warnDanglingDocComments(before: "the end of the file")
                break
            }
            do {
                if consumeKeyword("record") {
                    declarations.append(.record(try parseRecord(docs: docs)))
                } else if consumeKeyword("enum") {
                    declarations.append(.enumeration(try parseEnum(docs: docs)))
                } else if consumeKeyword("union") {
                    declarations.append(.union(try parseUnion(docs: docs)))
                } else if current.isIdentifier("keys") {
                    let location = current.location
                    let style = try parseKeyStyle()
                    if let previous = keyStyle {
                        diagnostics.emit(.duplicateKeyStyle(previous: previous.location), at: location)
                    } else if let first = declarations.first {
                        diagnostics.emit(.keyStyleAfterDeclarations(first: first.name.text), at: location)
                    } else {
                        keyStyle = style
                    }
                    try expectEndOfLine(after: "the key style")
                } else if consumeKeyword("external") {
                    externals.append(ExternalSyntax(docs: docs, name: try expectName("a type name after 'external'")))
                    try expectEndOfLine(after: "the external type")
                } else if current.isIdentifier("dates") {
                    let location = current.location
                    advance()
                    let name = try expectName("a date format after 'dates', such as iso8601")
                    if dateFormat != nil || !declarations.isEmpty {
                        diagnostics.emit(.misplacedDateFormat(previous: dateFormat?.location), at: location)
                    } else {
                        dateFormat = name
                    }
                    try expectEndOfLine(after: "the date format")
                } else {
                    throw fail(
                        .expected(
                            "'record', 'enum', 'union', 'external', 'keys' or 'dates'", found: current.displayText))
                }
            } catch {
                recoverToNextDeclaration()
            }
        }
        return (declarations, keyStyle)
    }

    /// Skips to the next line that starts with `record`, `enum` or `union`.
    mutating func recoverToNextDeclaration() {
        var atLineStart = false
        while !isAtEnd {
            if atLineStart, ["record", "enum", "union", "external"].contains(where: current.isIdentifier) { return }
            atLineStart = current.kind == .newline
            advance()
        }
    }
}

/// Thrown inside the parser after a diagnostic is recorded, to unwind to a recovery point.
struct ParseFailure: Error {}

extension String {
    /// The text without `_` digit separators.
    var replacingUnderscores: String {
        filter { $0 != "_" }
    }
}
