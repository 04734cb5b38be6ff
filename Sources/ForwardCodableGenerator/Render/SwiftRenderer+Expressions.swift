/// How expressions break: each construct stays on one line when it fits in
/// ``SwiftRenderer/lineLimit`` columns and otherwise breaks at its own level only, so that its
/// parts get the chance to fit on their own lines.
extension SwiftRenderer {
    /// The expression on one line, or `nil` when it has none (a closure of several statements,
    /// JSON text with a line break).
    static func inline(_ expression: Expression) -> String? {
        switch expression {
        case .text(let text):
            return text
        case .assignment(let target, let value):
            return inline(value).map { "\(target) = \($0)" }
        case .sequence(let parts):
            var result = ""
            for part in parts {
                guard let text = inline(part) else { return nil }
                result += text
            }
            return result
        case .call(let callee, let arguments, let closure):
            guard let list = inlineArguments(arguments) else { return nil }
            var result = arguments.isEmpty && closure != nil ? callee : callee + "(" + list + ")"
            if let closure {
                guard !closure.isEmpty else { return result + " {}" }
                guard let body = singleLine(closure) else { return nil }
                result += " { \(body) }"
            }
            return result
        case .arrayLiteral(let elements):
            let texts = elements.compactMap(inline)
            return texts.count == elements.count ? "[" + texts.joined(separator: ", ") + "]" : nil
        case .lineArrayLiteral(let elements):
            return elements.isEmpty ? "[]" : nil
        case .dictionaryLiteral(let entries):
            guard !entries.isEmpty else { return "[:]" }
            let texts = entries.compactMap { entry in inline(entry.value).map { "\(entry.key): \($0)" } }
            return texts.count == entries.count ? "[" + texts.joined(separator: ", ") + "]" : nil
        case .jsonText(let text):
            guard !text.contains("\n") else { return nil }
            let hashes = rawStringHashes(text)
            return hashes + "\"" + text + "\"" + hashes
        }
    }

    private static func inlineArguments(_ arguments: [Argument]) -> String? {
        let texts = arguments.compactMap { argument in
            inline(argument.value).map { (argument.label.map { "\($0): " } ?? "") + $0 }
        }
        return texts.count == arguments.count ? texts.joined(separator: ", ") : nil
    }

    /// The lines of `expression` when it starts at `column` on a line indented `indent` levels
    /// and `trailing` characters follow it. The first line has no indentation (it continues the
    /// line it starts on); the others carry theirs.
    static func layout(_ expression: Expression, column: Int, indent: Int, trailing: Int) -> [String] {
        if let text = inline(expression), column + text.count + trailing <= lineLimit { return [text] }
        switch expression {
        case .text(let text):
            return [text]
        case .assignment(let target, let value):
            let continuation = (indent + 1) * 4
            if let text = inline(value), continuation + text.count + trailing <= lineLimit {
                return ["\(target) =", indentation(indent + 1) + text]
            }
            let head = "\(target) = "
            var lines = layout(value, column: column + head.count, indent: indent, trailing: trailing)
            lines[0] = head + lines[0]
            return lines
        case .sequence(let parts):
            var lines = [""]
            for (index, part) in parts.enumerated() {
                let after = parts[(index + 1)...].reduce(trailing) { $0 + (inline($1)?.count ?? 0) }
                let start = (lines.count == 1 ? column : 0) + lines[lines.count - 1].count
                let partLines = layout(part, column: start, indent: indent, trailing: after)
                lines[lines.count - 1] += partLines[0]
                lines += partLines.dropFirst()
            }
            return lines
        case .call(let callee, let arguments, let closure):
            return layoutCall(callee, arguments, closure, column: column, indent: indent, trailing: trailing)
        case .arrayLiteral(let elements), .lineArrayLiteral(let elements):
            guard !elements.isEmpty else { return ["[]"] }
            return ["["] + elements.flatMap { element("", $0, ",", level: indent + 1) } + [indentation(indent) + "]"]
        case .dictionaryLiteral(let entries):
            guard !entries.isEmpty else { return ["[:]"] }
            return ["["] + entries.flatMap { element("\($0.key): ", $0.value, ",", level: indent + 1) }
                + [indentation(indent) + "]"]
        case .jsonText(let text):
            return multilineJSON(text, indent: indent)
        }
    }

    /// A call that does not fit on one line: first the closure's body on its own lines, then
    /// one argument per line.
    private static func layoutCall(
        _ callee: String, _ arguments: [Argument], _ closure: [Statement]?, column: Int, indent: Int, trailing: Int
    ) -> [String] {
        let list = inlineArguments(arguments)
        if let closure, !closure.isEmpty, let list {
            let head = (arguments.isEmpty ? callee : callee + "(" + list + ")") + " {"
            if arguments.isEmpty || column + head.count <= lineLimit {
                return [head] + closureBody(closure, indent: indent)
            }
        }
        guard !arguments.isEmpty else { return [callee + (closure == nil ? "()" : " {}")] }
        if closure == nil, arguments.count == 1, let argument = arguments.first, argument.value.isCollectionLiteral {
            // The literal hugs the parentheses: `f([`, its elements, `])`.
            let head = callee + "(" + (argument.label.map { "\($0): " } ?? "")
            var lines = layout(argument.value, column: column + head.count, indent: indent, trailing: trailing + 1)
            lines[0] = head + lines[0]
            lines[lines.count - 1] += ")"
            return lines
        }
        var lines = [callee + "("]
        for (index, argument) in arguments.enumerated() {
            let label = argument.label.map { "\($0): " } ?? ""
            lines += element(label, argument.value, index < arguments.count - 1 ? "," : "", level: indent + 1)
        }
        let close = indentation(indent) + ")"
        guard let closure else { return lines + [close] }
        if closure.isEmpty { return lines + [close + " {}"] }
        // `) { body }`: the brace and body add five columns to the closing parenthesis.
        if let body = singleLine(closure), close.count + body.count + 5 + trailing <= lineLimit {
            return lines + [close + " { \(body) }"]
        }
        return lines + [close + " {"] + closureBody(closure, indent: indent)
    }

    /// The statements of a closure one level in, then its closing brace.
    private static func closureBody(_ statements: [Statement], indent: Int) -> [String] {
        var renderer = SwiftRenderer()
        renderer.depth = indent + 1
        for statement in statements { renderer.render(statement) }
        return renderer.lines + [indentation(indent) + "}"]
    }

    /// One argument, element or entry on its own lines at `level`: `prefix`, the value, `suffix`.
    private static func element(_ prefix: String, _ value: Expression, _ suffix: String, level: Int) -> [String] {
        let start = indentation(level) + prefix
        var lines = layout(value, column: start.count, indent: level, trailing: suffix.count)
        lines[0] = start + lines[0]
        lines[lines.count - 1] += suffix
        return lines
    }

    // MARK: JSON text

    /// Enough `#` that nothing inside the raw string ends it or starts an escape.
    static func rawStringHashes(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes
    }

    /// `#"""`, the text's lines one level in, each broken after commas with a line continuation
    /// (which adds nothing to the value), and `"""#`.
    private static func multilineJSON(_ text: String, indent: Int) -> [String] {
        let hashes = rawStringHashes(text)
        let pad = indentation(indent + 1)
        let continuation = "\\" + hashes
        var lines = [hashes + "\"\"\""]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let chunks = jsonChunks(String(line), width: lineLimit - pad.count - continuation.count)
            for (index, chunk) in chunks.enumerated() {
                lines.append(chunk.isEmpty ? "" : pad + chunk + (index < chunks.count - 1 ? continuation : ""))
            }
        }
        return lines + [pad + "\"\"\"" + hashes]
    }

    /// `line` cut after commas outside JSON strings into pieces of at most `width` characters,
    /// where a comma allows it.
    static func jsonChunks(_ line: String, width: Int) -> [String] {
        let characters = Array(line)
        var chunks: [String] = []
        var start = 0
        var lastBreak: Int?
        var inString = false
        var escaped = false
        for (index, character) in characters.enumerated() {
            if index + 1 - start > width, let cut = lastBreak, cut > start {
                chunks.append(String(characters[start..<cut]))
                start = cut
                lastBreak = nil
            }
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "," {
                lastBreak = index + 1
            }
        }
        chunks.append(String(characters[start...]))
        return chunks
    }
}

/// Word wrapping of documentation lines.
enum DocWrapping {
    /// `line` broken at spaces into lines of at most `width` characters where the words allow.
    /// Continuation lines keep the line's indentation, plus two spaces under a list item, and
    /// never start with a word that Markdown would read as a list marker or a heading.
    static func wrap(_ line: String, width: Int) -> [String] {
        guard line.count > width else { return [line] }
        let leading = String(line.prefix { $0 == " " })
        let content = line.dropFirst(leading.count)
        let continuation = leading + (content.hasPrefix("- ") || content.hasPrefix("* ") ? "  " : "")
        let words = content.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var result: [String] = []
        var current = leading + words[0]
        for word in words.dropFirst() {
            if current.count + 1 + word.count <= width || startsBlock(word) || word.isEmpty {
                current += " " + word
            } else {
                result.append(current)
                current = continuation + word
            }
        }
        return result + [current]
    }

    private static func startsBlock(_ word: String) -> Bool {
        ["-", "*", "+", ">"].contains(word) || word.hasPrefix("#")
            || (word.hasSuffix(".") && word.dropLast().allSatisfy(\.isNumber) && word.count > 1)
    }
}
