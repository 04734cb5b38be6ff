/// A statement in a function body. Expressions stay text; the structure (blocks, switches,
/// do/catch) is modelled so the renderer owns braces and indentation.
indirect enum Statement: Equatable, Sendable {
    /// One line of code.
    case line(String)
    /// `header {` body `}`: `do`, `for x in y`, `if condition`, `guard condition else`...
    case block(header: String, body: [Statement])
    /// `if condition { then } else { otherwise }`
    case ifElse(condition: String, then: [Statement], otherwise: [Statement])
    /// `do { body } catch pattern { handler }`
    case doCatch(body: [Statement], catchPattern: String?, handler: [Statement])
    /// `switch subject { cases }`
    case switchOf(subject: String, cases: [SwitchCase])
    /// `prefix(arguments)suffix`, on one line when it fits in 100 columns, otherwise with one
    /// argument per line.
    case call(prefix: String, arguments: [String], suffix: String)
    /// A blank line between groups of statements.
    case blank
}

/// `case pattern: body` or `default: body`.
struct SwitchCase: Equatable, Sendable {
    /// `nil` for `default`.
    var pattern: String?
    var body: [Statement]
}
