/// What a decoder's own error says, read through reflection so that a message can name it.
///
/// `JSONDecoder` hands a `Decodable` its internal parser errors (such as
/// `numberIsNotRepresentableInSwift(parsed: "1e400")` or
/// `numberWithLeadingZero(location: SourceLocation(line: 1, column: 4, index: 3))`) instead of a
/// `DecodingError`. Their type is not public, so this reads the case name and its associated
/// values with `Mirror`. Every field is optional: an error of any other form still gives a
/// message, only with fewer details.
struct DecoderErrorDetails {
    /// The case name in words, such as "number with leading zero"; `nil` for a `DecodingError`
    /// or an error without a case name.
    var problem: String?
    /// The number or text the decoder parsed, when the error carries it.
    var parsed: String?
    /// The character the decoder did not expect, when the error carries it.
    var character: Character?
    /// Where the character was, such as "at end of number", when the error says so.
    var context: String?
    /// The line where the decoder stopped, when the error carries it.
    var line: Int?
    /// The column where the decoder stopped, when the error carries it.
    var column: Int?

    init(_ error: any Error) {
        if let error = error as? DecodingError {
            problem = nil
            Self.underlying(of: error).map { self = DecoderErrorDetails($0) }
            return
        }
        let mirror = Mirror(reflecting: error)
        guard mirror.displayStyle == .enum else { return }
        guard let child = mirror.children.first, let label = child.label else {
            problem = Self.words(String(describing: error))
            return
        }
        problem = Self.words(label)
        collect(child.value, label: nil, depth: 0)
    }

    /// The error a `DecodingError` wraps, if any.
    private static func underlying(of error: DecodingError) -> (any Error)? {
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context):
            context.underlyingError
        @unknown default:
            nil
        }
    }

    /// Reads the associated values: `parsed`, `ascii`, `location.line` and `location.column`.
    private mutating func collect(_ value: Any, label: String?, depth: Int) {
        guard depth < 4 else { return }
        switch (label, value) {
        case ("parsed", let text as String):
            parsed = text
        case ("ascii", let byte as UInt8):
            character = Character(Unicode.Scalar(byte))
        case ("line", let number as Int):
            line = number
        case ("column", let number as Int):
            column = number
        case ("context", let text as String?):
            context = text
        default:
            for child in Mirror(reflecting: value).children {
                collect(child.value, label: child.label, depth: depth + 1)
            }
        }
    }

    /// `numberWithLeadingZero` as "number with leading zero"; acronyms such as UTF8 stay whole.
    static func words(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, let last = current.last, last.isLowercase || last.isNumber {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        words.append(current)
        return words.map { word in
            word.dropFirst().contains(where: \.isUppercase) ? word : word.lowercased()
        }.joined(separator: " ")
    }

    /// " at line 1, column 4", or "" when the error has no location.
    var location: String {
        guard let line, let column else { return "" }
        return " at line \(line), column \(column)"
    }

    /// A sentence that says what the decoder found wrong and where, such as
    /// "number with leading zero at line 1, column 4", with the offending character when known.
    var summary: String? {
        guard let problem else { return nil }
        if JSONValue.zero(parsed: parsed) != nil, let parsed {
            return "the number \(parsed) is zero, but JSONDecoder refuses it as a floating-point number "
                + "(it mistakes it for an underflow)" + location
        }
        var text = problem
        if let scalar = character?.unicodeScalars.first {
            let printable = scalar.value > 32 && scalar.value < 127
            text += printable ? " '\(scalar)'" : " U+\(String(scalar.value, radix: 16, uppercase: true))"
        }
        if let context { text += " \(context)" }
        if let parsed {
            text += " (\(parsed.count > 60 ? parsed.prefix(30) + "…" + parsed.suffix(20) : parsed[...]))"
        }
        return text + location
    }
}
