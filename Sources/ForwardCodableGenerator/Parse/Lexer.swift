/// Splits schema text into tokens, reporting characters and literals it cannot read.
///
/// Columns count Unicode scalars, so a diagnostic points at the right character in any editor
/// that does the same (Xcode and most terminals).
struct Lexer {
    private let file: String
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private(set) var diagnostics = DiagnosticBag()

    init(file: String, text: String) {
        self.file = file
        self.scalars = Array(text.unicodeScalars)
    }

    /// All tokens, ending with `.end`.
    static func tokenize(file: String, text: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(file: file, text: text)
        var tokens: [Token] = []
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .end { break }
        }
        return (tokens, lexer.diagnostics.diagnostics)
    }

    private var here: SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    mutating func next() -> Token {
        while let scalar = peek() {
            let start = here
            switch scalar {
            case " ", "\t", "\r":
                advance()
            case "\n":
                advance()
                return Token(kind: .newline, location: start)
            case "/" where peek(1) == "/":
                if let comment = comment() { return Token(kind: .docComment(comment), location: start) }
            case "\"":
                return Token(kind: .string(string(startingAt: start)), location: start)
            case "-" where peek(1) == ">":
                advance()
                advance()
                return Token(kind: .punctuation("->"), location: start)
            case "-" where peek(1).map(Self.isDigit) == true, _ where Self.isDigit(scalar):
                return Token(kind: number(), location: start)
            case "-" where peek(1).map(Self.isIdentifierStart) == true:
                advance()
                return Token(kind: .punctuation("-"), location: start)
            case "{", "}", "[", "]", "(", ")", ":", ",", "=", "?", ".", "@":
                advance()
                return Token(kind: .punctuation(String(scalar)), location: start)
            case _ where Self.isIdentifierStart(scalar):
                var name = ""
                while let next = peek(), Self.isIdentifierStart(next) || Self.isDigit(next) {
                    name.unicodeScalars.append(next)
                    advance()
                }
                return Token(kind: .identifier(name), location: start)
            default:
                diagnostics.emit(.unexpectedCharacter(scalar), at: start)
                advance()
            }
        }
        return Token(kind: .end, location: here)
    }

    /// Skips a `//` comment; returns the text of a `///` doc comment.
    private mutating func comment() -> String? {
        advance()
        advance()
        var isDoc = false
        if peek() == "/" && peek(1) != "/" {
            isDoc = true
            advance()
            if peek() == " " { advance() }
        }
        var text = ""
        while let scalar = peek(), scalar != "\n" {
            text.unicodeScalars.append(scalar)
            advance()
        }
        while text.unicodeScalars.last == "\r" { text.unicodeScalars.removeLast() }
        return isDoc ? text : nil
    }

    private mutating func string(startingAt start: SourceLocation) -> String {
        advance()
        var value = ""
        while let scalar = peek() {
            switch scalar {
            case "\"":
                advance()
                return value
            case "\n":
                diagnostics.emit(.unterminatedString, at: start)
                return value
            case "\\":
                let escapeLocation = here
                advance()
                guard let escaped = peek() else { continue }
                advance()
                switch escaped {
                case "\"": value += "\""
                case "\\": value += "\\"
                case "n": value += "\n"
                case "t": value += "\t"
                case "r": value += "\r"
                case "u": value += unicodeEscape(at: escapeLocation)
                default: diagnostics.emit(.unknownEscape(escaped), at: escapeLocation)
                }
            default:
                value.unicodeScalars.append(scalar)
                advance()
            }
        }
        diagnostics.emit(.unterminatedString, at: start)
        return value
    }

    /// Reads the `{XXXX}` of a `\u{XXXX}` escape.
    private mutating func unicodeEscape(at location: SourceLocation) -> String {
        guard peek() == "{" else {
            diagnostics.emit(.expectedUnicodeBrace, at: location)
            return ""
        }
        advance()
        var digits = ""
        while let scalar = peek(), scalar != "}", scalar != "\"", scalar != "\n" {
            digits.unicodeScalars.append(scalar)
            advance()
        }
        if peek() == "}" { advance() }
        guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value), digits.count <= 8 else {
            diagnostics.emit(.invalidUnicodeEscape(digits), at: location)
            return ""
        }
        return String(scalar)
    }

    private mutating func number() -> Token.Kind {
        var text = ""
        func takeDigits(_ lexer: inout Lexer) {
            while let scalar = lexer.peek(), isDigit(scalar) || scalar == "_" {
                text.unicodeScalars.append(scalar)
                lexer.advance()
            }
        }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { Self.isDigit(scalar) }
        var isFloat = false
        if peek() == "-" {
            text += "-"
            advance()
        }
        takeDigits(&self)
        if peek() == ".", let after = peek(1), Self.isDigit(after) {
            isFloat = true
            text += "."
            advance()
            takeDigits(&self)
        }
        if peek() == "e" || peek() == "E" {
            let sign = peek(1) == "+" || peek(1) == "-"
            if let digit = peek(sign ? 2 : 1), Self.isDigit(digit) {
                isFloat = true
                text += "e"
                advance()
                if sign {
                    text.unicodeScalars.append(peek()!)
                    advance()
                }
                takeDigits(&self)
            }
        }
        return isFloat ? .float(text) : .integer(text)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
}
