/// Prints a ``SwiftFile`` as Swift source: four-space indentation, one blank line between
/// members, no trailing whitespace, a final newline, and every line that can break within
/// ``lineLimit`` columns. The same description always prints the same bytes.
///
/// The renderer owns all layout: translators describe code, never where its lines break.
struct SwiftRenderer {
    /// The column limit. Only text that cannot break (a long string literal, a long name) goes
    /// past it.
    static let lineLimit = 100

    var lines: [String] = []
    var depth = 0

    /// The file as text.
    static func render(_ file: SwiftFile) -> String {
        var renderer = SwiftRenderer()
        for comment in file.header { renderer.emit(comment.isEmpty ? "//" : "// \(comment)") }
        if !file.header.isEmpty { renderer.emit("") }
        for description in file.imports {
            renderer.emit(
                [description.attribute, "import \(description.module)"].compactMap { $0 }.joined(separator: " "))
        }
        for declaration in file.declarations {
            renderer.emit("")
            renderer.render(declaration)
        }
        if !file.support.isEmpty {
            renderer.emit("")
            renderer.emit(SwiftFile.supportMark)
        }
        for declaration in file.support {
            renderer.emit("")
            renderer.render(declaration)
        }
        return renderer.text
    }

    /// One declaration at the top level, as text.
    static func render(_ declaration: Declaration) -> String {
        var renderer = SwiftRenderer()
        renderer.render(declaration)
        return renderer.text
    }

    /// Statements at indentation level `depth`, as text.
    static func render(_ statements: [Statement], depth: Int = 0) -> String {
        var renderer = SwiftRenderer()
        renderer.depth = depth
        for statement in statements { renderer.render(statement) }
        return renderer.text
    }

    private var text: String { lines.joined(separator: "\n") + "\n" }

    // MARK: Output

    static func indentation(_ level: Int) -> String { String(repeating: "    ", count: level) }

    /// Whether a line of `count` characters at the current indentation fits.
    private func fits(_ count: Int) -> Bool { depth * 4 + count <= Self.lineLimit }

    /// Appends one line at the current indentation.
    mutating func emit(_ line: String) {
        lines.append(line.isEmpty ? "" : Self.indentation(depth) + line)
    }

    /// Appends laid-out lines: the first at the current indentation, the others already indented.
    private mutating func emit(laidOut: [String]) {
        guard let first = laidOut.first else { return }
        emit(first)
        for line in laidOut.dropFirst() { lines.append(line.allSatisfy { $0 == " " } ? "" : line) }
    }

    /// Doc comment lines, each wrapped at word boundaries to fit; lines in code fences stay whole.
    private mutating func docs(_ docs: [String]) {
        var inFence = false
        for line in Self.paragraphs(docs) {
            let isFence = line.trimmingPrefix(while: { $0 == " " }).hasPrefix("```")
            if line.isEmpty {
                emit("///")
            } else if inFence || isFence {
                emit("/// \(line)")
            } else {
                for wrapped in DocWrapping.wrap(line, width: Self.lineLimit - depth * 4 - 4) { emit("/// \(wrapped)") }
            }
            if isFence { inFence.toggle() }
        }
    }

    /// The lines of a doc comment joined into paragraphs, which are then wrapped whole: a line
    /// continues the one before it (Markdown reads them as one paragraph anyway), so a short
    /// line never ends up alone after a long one. An empty line, a list item (`- `, `* `, `1. `),
    /// an indented line and everything inside a code fence start a line of their own.
    static func paragraphs(_ lines: [String]) -> [String] {
        var result: [String] = []
        var inFence = false
        var open = false
        for line in lines {
            let trimmed = line.trimmingPrefix(while: { $0 == " " })
            let isFence = trimmed.hasPrefix("```")
            if isFence || inFence || line.isEmpty || line.first == " " || startsListItem(line) || !open {
                result.append(line)
                open = !(isFence || inFence || line.isEmpty || line.first == " ")
            } else {
                result[result.count - 1] += " " + line
            }
            if isFence { inFence.toggle() }
        }
        return result
    }

    private static func startsListItem(_ line: String) -> Bool {
        if line.hasPrefix("- ") || line.hasPrefix("* ") { return true }
        let digits = line.prefix(while: \.isNumber)
        return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ")
    }

    private static func prefix(_ access: AccessModifier?, _ words: String...) -> String {
        ([access?.rawValue] + words.map(Optional.some)).compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func inheritance(_ names: [String]) -> String {
        names.isEmpty ? "" : ": " + names.joined(separator: ", ")
    }

    // MARK: Declarations

    private mutating func render(_ declaration: Declaration) {
        switch declaration {
        case .structure(let type):
            docs(type.docs)
            for attribute in type.attributes { emit(attribute) }
            body(Self.prefix(type.access, "struct", type.name) + Self.inheritance(type.inherits), type.members)
        case .enumeration(let type):
            docs(type.docs)
            for attribute in type.attributes { emit(attribute) }
            let keyword = type.isIndirect ? "indirect enum" : "enum"
            body(Self.prefix(type.access, keyword, type.name) + Self.inheritance(type.inherits), type.members)
        case .extensionOf(let description):
            docs(description.docs)
            body(
                Self.prefix(description.access, "extension", description.type)
                    + Self.inheritance(description.conformances),
                description.members
            )
        case .protocolDecl(let description):
            docs(description.docs)
            body(Self.prefix(description.access, "protocol", description.name), description.members)
        case .property(let property):
            render(property)
        case .function(let function):
            render(function)
        case .enumCase(let enumCase):
            docs(enumCase.docs)
            for attribute in enumCase.attributes { emit(attribute) }
            var text = "case \(enumCase.name)"
            if let associated = enumCase.associatedValue { text += "(\(associated))" }
            if let raw = enumCase.rawValue { text += " = \(raw)" }
            emit(text)
        case .typeAlias(let name, let type):
            emit("typealias \(name) = \(type)")
        }
    }

    /// `header {`, the members separated as ``Declaration/groupsWithNeighbours`` says, `}`.
    private mutating func body(_ header: String, _ members: [Declaration]) {
        guard !members.isEmpty else {
            emit(header + " {}")
            return
        }
        emit(header + " {")
        depth += 1
        for (index, member) in members.enumerated() {
            if index > 0, !(member.groupsWithNeighbours && members[index - 1].groupsWithNeighbours) {
                emit("")
            }
            render(member)
        }
        depth -= 1
        emit("}")
    }

    private mutating func render(_ property: PropertyDescription) {
        docs(property.docs)
        for attribute in property.attributes { emit(attribute) }
        var text = Self.prefix(property.access)
        if let wrapper = property.wrapper { text = text.isEmpty ? wrapper : "\(wrapper) \(text)" }
        if let setter = property.setterAccess { text += (text.isEmpty ? "" : " ") + "\(setter.rawValue)(set)" }
        if property.isStatic { text += (text.isEmpty ? "" : " ") + "static" }
        text += (text.isEmpty ? "" : " ") + "\(property.keyword.rawValue) \(property.name)"
        if let type = property.type { text += ": \(type)" }
        if let initialValue = property.initialValue {
            text += " = "
            var laidOut = Self.layout(initialValue, column: depth * 4 + text.count, indent: depth, trailing: 0)
            laidOut[0] = text + laidOut[0]
            guard property.accessors == nil else {
                preconditionFailure("a property has either an initial value or accessors")
            }
            emit(laidOut: laidOut)
            return
        }
        switch property.accessors {
        case nil:
            emit(text)
        case .getter(let statements):
            accessor(text, statements)
        case .getSet(let getter, let setter):
            emit(text + " {")
            depth += 1
            accessor("get", getter)
            accessor("set", setter)
            depth -= 1
            emit("}")
        case .didSet(let statements):
            emit(text + " {")
            depth += 1
            accessor("didSet", statements)
            depth -= 1
            emit("}")
        }
    }

    /// `header { statement }` when it fits on one line, otherwise the statements indented.
    private mutating func accessor(_ header: String, _ statements: [Statement]) {
        if let single = Self.singleLine(statements), fits(header.count + single.count + 5) {
            emit("\(header) { \(single) }")
        } else {
            emit("\(header) {")
            block(statements)
            emit("}")
        }
    }

    private mutating func render(_ function: FunctionDescription) {
        docs(function.docs)
        for attribute in function.attributes {
            emit(laidOut: Self.layout(attribute, column: depth * 4, indent: depth, trailing: 0))
        }
        var words: [String] = []
        if let access = function.access { words.append(access.rawValue) }
        if function.isStatic { words.append("static") }
        switch function.kind {
        case .function(let name): words.append("func \(name)")
        case .initializer: words.append(function.isFailable ? "init?" : "init")
        }
        let head = words.joined(separator: " ")
        let parameters = function.parameters.map(Self.parameter)
        var tail = function.isThrowing ? " throws" : ""
        if let returnType = function.returnType { tail += " -> \(returnType)" }
        let opening = function.body == nil ? "" : " {"
        let oneLine = head + "(" + parameters.joined(separator: ", ") + ")" + tail + opening
        if !parameters.isEmpty, (function.parametersOnSeparateLines && parameters.count > 1) || !fits(oneLine.count) {
            emit(head + "(")
            depth += 1
            for (index, parameter) in parameters.enumerated() {
                emit(parameter + (index < parameters.count - 1 ? "," : ""))
            }
            depth -= 1
            emit(")" + tail + opening)
        } else {
            emit(oneLine)
        }
        guard let body = function.body else { return }
        block(body)
        emit("}")
    }

    private static func parameter(_ parameter: FunctionDescription.Parameter) -> String {
        var text =
            parameter.label.map { $0 == parameter.name ? parameter.name : "\($0) \(parameter.name)" }
            ?? "_ \(parameter.name)"
        text += ": \(parameter.type)"
        if let defaultValue = parameter.defaultValue { text += " = \(defaultValue)" }
        return text
    }

    // MARK: Statements

    /// The statements as one line, when they are a single expression that has a one-line form.
    static func singleLine(_ statements: [Statement]) -> String? {
        guard statements.count == 1, case .expression(let expression) = statements[0] else { return nil }
        return inline(expression)
    }

    private mutating func block(_ statements: [Statement]) {
        depth += 1
        for statement in statements { render(statement) }
        depth -= 1
    }

    mutating func render(_ statement: Statement) {
        switch statement {
        case .expression(let expression):
            emit(laidOut: Self.layout(expression, column: depth * 4, indent: depth, trailing: 0))
        case .block(let header, let body):
            accessor(header, body)
        case .doCatch(let body, let pattern, let handler):
            emit("do {")
            block(body)
            emit("} catch" + (pattern.map { " \($0)" } ?? "") + " {")
            block(handler)
            emit("}")
        case .switchOf(let subject, let cases):
            emit("switch \(subject) {")
            for switchCase in cases {
                let label = switchCase.pattern.map { "case \($0):" } ?? "default:"
                if let single = Self.singleLine(switchCase.body), fits(label.count + 1 + single.count) {
                    emit("\(label) \(single)")
                } else {
                    emit(label)
                    block(switchCase.body)
                }
            }
            emit("}")
        }
    }
}
