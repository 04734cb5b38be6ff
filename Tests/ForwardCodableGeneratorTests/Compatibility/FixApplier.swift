import ForwardCodableGenerator
import Foundation

/// Applies the fix of a finding to the current schema text as a reader of the message would:
/// the fix's first alternative (the text before "; or", ", or" and "; then", which name other
/// ways and the next release), edit by edit, as its quotes say:
///
/// - `'X' in 'since N'`: record the step `X` in `since N`, bumping the version when the block is new;
/// - `without 'X'`, `remove 'X'`: delete `X`: the line it is or starts (a step), or the clause;
/// - `'X' as the baseline declares it`: restore the declaration at the finding's old location, in
///   place of the declaration `X` at the finding's location (keeping the name `X`, which a renamed
///   type has now), else after the last line;
/// - any other quote: write it at the finding's location: a declaration that starts like the line
///   there replaces the line; one the line lacks goes after a header line (`record Site {`), and a
///   field at a history step (`remove text: String`) after its record's header;
///   a clause (`tag "type"`, `fallback ssh`, `et = "eternal-terminal"`) replaces the clause
///   of the same first word on the line, or goes before its `{`.
struct FixApplier {
    enum Edit: Equatable {
        case write(String)
        /// `in record Board, record 'X' in 'since N'` names the record; else the file's versioned one.
        case step(String, version: Int, record: String?)
        case delete(String)
        /// The current name of the declaration to restore.
        case restore(String)
    }

    var old: String
    var new: String

    /// The edits the first alternative of `fix` asks for.
    static func edits(of fix: String) -> [Edit] {
        var first = fix
        for separator in ["; or ", ", or ", "; then "] {
            if let range = first.range(of: separator) { first = String(first[..<range.lowerBound]) }
        }
        var edits: [Edit] = []
        var rest = Substring(first)
        var before = ""
        while let open = rest.firstIndex(of: "'") {
            before += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "'") else { break }
            let quote = String(rest[afterOpen..<close])
            rest = rest[rest.index(after: close)...]
            if rest.hasPrefix(" in 'since ") {
                let number = rest.dropFirst(" in 'since ".count).prefix { $0.isNumber }
                let named = before.range(of: "in record ").map { before[$0.upperBound...].prefix { $0 != "," } }
                edits.append(.step(quote, version: Int(number) ?? 0, record: named.map(String.init)))
                rest = rest.dropFirst(" in 'since ".count + number.count + 1)
            } else if before.hasSuffix("without ") || before.hasSuffix("remove ") {
                edits.append(.delete(quote))
            } else if rest.hasPrefix(" as the baseline declares it") {
                edits.append(.restore(quote))
                break
            } else if !edits.contains(where: { if case .write = $0 { true } else { false } }) {
                edits.append(.write(quote))
            }
            before = ""
        }
        return edits
    }

    /// `findings`' fixes applied together: writes and restores by location, bottom up, then
    /// deletions and steps, which find their own place.
    mutating func apply(_ findings: [CompatibilityFinding]) {
        let located = findings.sorted { ($0.location?.line ?? 0) > ($1.location?.line ?? 0) }
        var later: [Edit] = []
        for finding in located {
            for edit in Self.edits(of: finding.fix ?? "") {
                switch edit {
                case .write(let text): write(text, at: finding.location)
                case .restore(let name): restore(name, from: finding.oldLocation, at: finding.location)
                case .step, .delete: later.append(edit)
                }
            }
        }
        for edit in later {
            switch edit {
            case .delete(let text): delete(text)
            case .step(let text, let version, let name): record(text, in: version, of: name)
            case .write, .restore: break
            }
        }
    }

    private var lines: [String] {
        get { new.components(separatedBy: "\n") }
        set { new = newValue.joined(separator: "\n") }
    }

    private mutating func write(_ text: String, at location: SourceLocation?) {
        guard let location else { return }
        var lines = self.lines
        var index = location.line - 1
        // A field to keep, at a history step (a recorded `remove`): it goes into the record.
        let steps: Set = ["remove", "rename", "add", "change"]
        if let step = Self.tokens(lines[index]).first, steps.contains(step), Self.tokens(text).dropFirst().first == ":",
            let header = lines[...index].lastIndex(where: { $0.hasPrefix("record ") })
        {
            index = header
        }
        let line = lines[index]
        let indentation = String(line.prefix { $0 == " " })
        let words = Self.tokens(line)
        let quoted = Self.tokens(text)
        if words.first == quoted.first {
            lines[index] = indentation + text
        } else if line.hasSuffix("{"), quoted.count > 1 ? quoted[1] == ":" || quoted[1] == "@" : true {
            lines.insert(indentation + "    " + text, at: index + 1)
        } else if let start = Self.token(quoted[0], in: words, line: line, column: location.column) {
            let clause = Self.clauseLength(words, from: start)
            lines[index] = Self.replacing(words, start..<(start + clause), with: text, in: line)
        } else if let brace = line.lastIndex(of: "{") {
            lines[index] = line[..<brace] + text + " " + line[brace...]
        }
        self.lines = lines
    }

    /// The index of the token `word` in `words` that starts at `column` of `line` (the finding's
    /// place: `a` in `enum Mode fallback a { a = "x" }` is the case, not the fallback), else the first.
    private static func token(_ word: String, in words: [String], line: String, column: Int) -> Int? {
        var position = line.startIndex
        for (index, token) in words.enumerated() {
            guard let found = line.range(of: token, range: position..<line.endIndex) else { break }
            if token == word, line.distance(from: line.startIndex, to: found.lowerBound) == column - 1 { return index }
            position = found.upperBound
        }
        return words.firstIndex(of: word)
    }

    /// The tokens a clause starting at `start` spans: `word = value`, `keyword value` (`fallback
    /// unsupported display` with its `display`), or `word`.
    private static func clauseLength(_ words: [String], from start: Int) -> Int {
        let keywords: Set = ["tag", "content", "fallback", "stamp", "version", "unstamped"]
        if start + 2 < words.count, words[start + 1] == "=" { return 3 }
        if words[start] == "fallback", start + 2 < words.count, words[start + 2] == "display" { return 3 }
        if keywords.contains(words[start]), start + 1 < words.count { return 2 }
        return 1
    }

    /// `line` with the tokens in `range` replaced by `text`.
    private static func replacing(_ words: [String], _ range: Range<Int>, with text: String, in line: String) -> String
    {
        var position = line.startIndex
        var bounds: [Range<String.Index>] = []
        for word in words {
            guard let found = line.range(of: word, range: position..<line.endIndex) else { return line }
            bounds.append(found)
            position = found.upperBound
        }
        return line.replacingCharacters(
            in: bounds[range.lowerBound].lowerBound..<bounds[range.upperBound - 1].upperBound, with: text)
    }

    /// Identifiers and numbers, string literals, and single punctuation characters.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == " " {
                index = text.index(after: index)
            } else if character == "\"" {
                var end = text.index(after: index)
                while end < text.endIndex, text[end] != "\"" { end = text.index(after: end) }
                end = end < text.endIndex ? text.index(after: end) : end
                tokens.append(String(text[index..<end]))
                index = end
            } else if character.isLetter || character.isNumber || character == "_" || character == "-" {
                let end =
                    text[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
                    ?? text.endIndex
                tokens.append(String(text[index..<end]))
                index = end
            } else {
                tokens.append(String(character))
                index = text.index(after: index)
            }
        }
        return tokens
    }

    private mutating func delete(_ text: String) {
        var lines = self.lines
        let steps =
            lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == text }
            ?? lines.firstIndex { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.hasPrefix(text + " ") || trimmed.hasPrefix(text + ":")
            }
        if let index = steps {
            lines.remove(at: index)
            self.lines = lines
        } else if new.contains(" " + text) {
            new = new.replacingOccurrences(of: " " + text, with: "")
        }
    }

    /// Adds `text` to `since version`, or a new `since version` block, with the version bumped.
    private mutating func record(_ text: String, in version: Int, of name: String?) {
        var lines = self.lines
        let start = name.flatMap { name in lines.firstIndex { $0.hasPrefix("record \(name) ") } } ?? 0
        let end = lines[start...].firstIndex { $0 == "}" } ?? lines.count
        if let index = lines[start..<end].firstIndex(where: {
            $0.trimmingCharacters(in: .whitespaces) == "since \(version) {"
        }) {
            lines.insert("        " + text, at: index + 1)
        } else if let header = lines[start...].firstIndex(where: { $0.hasPrefix("record ") && $0.contains(" version ") }
        ) {
            let words = Self.tokens(lines[header])
            if let at = words.firstIndex(of: "version") {
                lines[header] = Self.replacing(words, at..<(at + 2), with: "version \(version)", in: lines[header])
            }
            let end = lines[header...].firstIndex { $0 == "}" } ?? lines.count
            lines.insert(contentsOf: ["    since \(version) {", "        " + text, "    }"], at: end)
        }
        self.lines = lines
    }

    /// Replaces the declaration at `location` with the one at `oldLocation` in the baseline when
    /// both start alike (`enum Level`, `since 2`, `record Note`), or when it declares `name` (a
    /// renamed type, restored under its current name); else appends the baseline's.
    private mutating func restore(_ name: String, from oldLocation: SourceLocation?, at location: SourceLocation?) {
        guard let oldLocation else { return }
        let oldLines = old.components(separatedBy: "\n")
        var declaration = Self.block(oldLines, from: oldLocation.line - 1)
        var lines = self.lines
        let header = location.map { Self.tokens(lines[$0.line - 1]) } ?? []
        let oldHeader = Self.tokens(declaration[0])
        if header.count > 1, oldHeader.count > 1, header[0] == oldHeader[0], header[1] == name, oldHeader[1] != name {
            declaration[0] = Self.replacing(oldHeader, 1..<2, with: name, in: declaration[0])
        }
        if let location, header.prefix(2) == Self.tokens(declaration[0]).prefix(2) {
            let current = Self.block(lines, from: location.line - 1)
            lines.replaceSubrange((location.line - 1)..<(location.line - 1 + current.count), with: declaration)
        } else {
            lines.append(contentsOf: declaration + [""])
        }
        self.lines = lines
    }

    /// The lines from `start` through the one that closes the brace opened there.
    private static func block(_ lines: [String], from start: Int) -> [String] {
        var depth = 0
        for index in start..<lines.count {
            depth += lines[index].filter { $0 == "{" }.count - lines[index].filter { $0 == "}" }.count
            if depth <= 0 { return Array(lines[start...index]) }
        }
        return Array(lines[start...])
    }
}
