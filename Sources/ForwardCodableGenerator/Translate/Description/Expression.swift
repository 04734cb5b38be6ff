/// An expression. Identifiers, operators and short literals stay text; the structures the
/// renderer may lay out on several lines (calls, closures, collection literals, JSON text) are
/// modelled, so that no translator decides where a line breaks.
indirect enum Expression: Equatable, Sendable {
    /// Text printed as is, never broken: `self.name`, `.ssh`, `"a string"`.
    case text(String)
    /// `target = value`: on one line when it fits, else with the value on the next line one
    /// level in when it fits there, else with the value broken after `=`.
    case assignment(target: String, value: Expression)
    /// Parts printed one after the other, such as `self.x = try `, a call and ` ?? []`. Only the
    /// parts that are calls or literals can break.
    case sequence([Expression])
    /// `callee(label: value, ...)` with an optional trailing closure: on one line when it fits,
    /// else with the closure's body on its own lines, else one argument per line.
    case call(callee: String, arguments: [Argument], trailingClosure: [Statement]?)
    /// `[a, b]`, or one element per line, each followed by a comma.
    case arrayLiteral([Expression])
    /// An array literal with one element per line even where it would fit on one, for lists
    /// that grow an element per schema change: adding one adds one line.
    case lineArrayLiteral([Expression])
    /// `[key: value]` (`[:]` when empty), or one entry per line, each followed by a comma.
    case dictionaryLiteral([DictionaryEntry])
    /// JSON text as a raw string literal, `#"{"a":1}"#`. When it does not fit, a multi-line raw
    /// literal whose lines end with a line continuation after a comma between JSON values, so
    /// the string's value stays exactly the text.
    case jsonText(String)

    /// Whether the expression is an array or dictionary literal, which a call of it as its only
    /// argument wraps without a line of its own: `f([`, the elements, `])`.
    var isCollectionLiteral: Bool {
        switch self {
        case .arrayLiteral, .lineArrayLiteral, .dictionaryLiteral: true
        default: false
        }
    }

    /// A call without a trailing closure.
    static func call(_ callee: String, _ arguments: [Argument]) -> Expression {
        .call(callee: callee, arguments: arguments, trailingClosure: nil)
    }
}

/// `label: value`, or `value` without a label.
struct Argument: Equatable, Sendable {
    var label: String?
    var value: Expression

    init(_ label: String?, _ value: Expression) {
        self.label = label
        self.value = value
    }

    /// An argument whose value is text.
    init(_ label: String?, _ text: String) {
        self.init(label, .text(text))
    }

    /// An unlabelled argument whose value is text.
    static func unlabeled(_ text: String) -> Argument { Argument(nil, .text(text)) }
}

/// `key: value` in a dictionary literal; the key is already Swift source.
struct DictionaryEntry: Equatable, Sendable {
    var key: String
    var value: Expression

    init(_ key: String, _ value: Expression) {
        self.key = key
        self.value = value
    }
}
