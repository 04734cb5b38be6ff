/// A token of the schema language.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A name: letters, digits and underscores, not starting with a digit.
        case identifier(String)
        /// A string literal, with its escapes resolved.
        case string(String)
        /// An integer literal, as written (digits with an optional leading `-`).
        case integer(String)
        /// A number literal with a fraction or an exponent, as written.
        case float(String)
        /// A `///` comment line, without the slashes and the first space.
        case docComment(String)
        /// A punctuation mark: `{ } [ ] ( ) : , = ? . @` or `->`.
        case punctuation(String)
        /// A line break. Fields and history changes end at one.
        case newline
        /// The end of the file.
        case end
    }

    var kind: Kind
    var location: SourceLocation

    /// The identifier's text, if this is an identifier.
    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    func isPunctuation(_ mark: String) -> Bool {
        kind == .punctuation(mark)
    }

    func isIdentifier(_ name: String) -> Bool {
        kind == .identifier(name)
    }

    /// How the token reads in an error message.
    var displayText: String {
        switch kind {
        case .identifier(let name): "'\(name)'"
        case .string(let text): "string \"\(text)\""
        case .integer(let text), .float(let text): "number \(text)"
        case .docComment: "doc comment"
        case .punctuation(let mark): "'\(mark)'"
        case .newline: "end of line"
        case .end: "end of file"
        }
    }
}
