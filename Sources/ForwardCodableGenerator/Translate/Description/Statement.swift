/// A statement in a function body. The structure (blocks, switches, do/catch) is modelled so
/// the renderer owns braces, indentation and line breaks.
indirect enum Statement: Equatable, Sendable {
    /// An expression statement, such as an assignment or a call; the renderer breaks it to fit.
    case expression(Expression)
    /// `header { body }`: `if condition`, `guard condition else`, `for x in y`... On one line
    /// when the body is one short statement and it fits, otherwise with the body indented.
    case block(header: String, body: [Statement])
    /// `do { body } catch pattern { handler }`
    case doCatch(body: [Statement], catchPattern: String?, handler: [Statement])
    /// `switch subject { cases }`
    case switchOf(subject: String, cases: [SwitchCase])

    /// A statement the renderer prints as is: short code that never needs breaking.
    static func line(_ text: String) -> Statement { .expression(.text(text)) }
}

/// `case pattern: body` or `default: body`.
struct SwitchCase: Equatable, Sendable {
    /// `nil` for `default`.
    var pattern: String?
    var body: [Statement]
}
