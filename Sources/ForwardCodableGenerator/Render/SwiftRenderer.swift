/// Prints a ``SwiftFile`` as Swift source: four-space indentation, one blank line between
/// members, no trailing whitespace, a final newline. The same description always prints the
/// same bytes.
struct SwiftRenderer {
    /// The column limit for lines the renderer can break.
    static let lineLimit = 100

    private var lines: [String] = []
    private var depth = 0

    /// The file as text.
    static func render(_ file: SwiftFile) -> String {
        var renderer = SwiftRenderer()
        for comment in file.header { renderer.emit(comment.isEmpty ? "//" : "// \(comment)") }
        if !file.header.isEmpty { renderer.emit("") }
        for importDescription in file.imports {
            renderer.emit(
                [importDescription.attribute, "import \(importDescription.module)"].compactMap { $0 }.joined(
                    separator: " "))
        }
        for declaration in file.declarations {
            renderer.emit("")
            renderer.render(declaration)
        }
        return renderer.lines.joined(separator: "\n") + "\n"
    }

    // MARK: Output

    /// Appends `text` at the current indentation; each line of a multi-line text is indented.
    private mutating func emit(_ text: String) {
        let indentation = String(repeating: "    ", count: depth)
        guard text.utf8.contains(UInt8(ascii: "\n")) else {
            lines.append(text.isEmpty ? "" : indentation + text)
            return
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(line.isEmpty ? "" : indentation + line)
        }
    }

    private mutating func docs(_ docs: [String]) {
        for line in docs { emit(line.isEmpty ? "///" : "/// \(line)") }
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
            body(Self.prefix(type.access, "enum", type.name) + Self.inheritance(type.inherits), type.members)
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
        var text = Self.prefix(property.access)
        if let setter = property.setterAccess { text += (text.isEmpty ? "" : " ") + "\(setter.rawValue)(set)" }
        if property.isStatic { text += (text.isEmpty ? "" : " ") + "static" }
        text += (text.isEmpty ? "" : " ") + "\(property.keyword.rawValue) \(property.name)"
        if let type = property.type { text += ": \(type)" }
        if let initialValue = property.initialValue { text += " = \(initialValue)" }
        switch property.accessors {
        case nil:
            emit(text)
        case .getter(let statements):
            if let single = Self.singleLine(statements) {
                emit(text + " { \(single) }")
            } else {
                emit(text + " {")
                block(statements)
                emit("}")
            }
        case .getSet(let getter, let setter):
            emit(text + " {")
            depth += 1
            accessor("get", getter)
            accessor("set", setter)
            depth -= 1
            emit("}")
        }
    }

    private mutating func accessor(_ keyword: String, _ statements: [Statement]) {
        if let single = Self.singleLine(statements) {
            emit("\(keyword) { \(single) }")
        } else {
            emit("\(keyword) {")
            block(statements)
            emit("}")
        }
    }

    private mutating func render(_ function: FunctionDescription) {
        docs(function.docs)
        for attribute in function.attributes { emit(attribute) }
        var words: [String] = []
        if let access = function.access { words.append(access.rawValue) }
        if function.isStatic { words.append("static") }
        if function.isMutating { words.append("mutating") }
        switch function.kind {
        case .function(let name): words.append("func \(name)")
        case .initializer(let failable): words.append(failable ? "init?" : "init")
        }
        let head = words.joined(separator: " ")
        let parameters = function.parameters.map(Self.parameter)
        var tail = function.isThrowing ? " throws" : ""
        if let returnType = function.returnType { tail += " -> \(returnType)" }
        let opening = function.body == nil ? "" : " {"
        if function.parametersOnSeparateLines, parameters.count > 1 {
            emit(head + "(")
            depth += 1
            for (index, parameter) in parameters.enumerated() {
                emit(parameter + (index < parameters.count - 1 ? "," : ""))
            }
            depth -= 1
            emit(")" + tail + opening)
        } else {
            emit(head + "(" + parameters.joined(separator: ", ") + ")" + tail + opening)
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

    /// The statement as one line, when it is a single short line.
    private static func singleLine(_ statements: [Statement]) -> String? {
        guard statements.count == 1, case .line(let text) = statements[0], text.count <= 80 else { return nil }
        return text
    }

    private mutating func block(_ statements: [Statement]) {
        depth += 1
        for statement in statements { render(statement) }
        depth -= 1
    }

    private mutating func render(_ statement: Statement) {
        switch statement {
        case .line(let text):
            emit(text)
        case .call(let prefix, let arguments, let suffix):
            let single = prefix + "(" + arguments.joined(separator: ", ") + ")" + suffix
            let firstLine = single.split(separator: "\n").first.map(String.init) ?? single
            if depth * 4 + firstLine.count <= Self.lineLimit {
                emit(single)
            } else {
                emit(prefix + "(")
                depth += 1
                for (index, argument) in arguments.enumerated() {
                    emit(argument + (index < arguments.count - 1 ? "," : ""))
                }
                depth -= 1
                emit(")" + suffix)
            }
        case .blank:
            emit("")
        case .block(let header, let body):
            emit(header + " {")
            block(body)
            emit("}")
        case .ifElse(let condition, let then, let otherwise):
            emit("if \(condition) {")
            block(then)
            if otherwise.isEmpty {
                emit("}")
            } else {
                emit("} else {")
                block(otherwise)
                emit("}")
            }
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
                if let single = Self.singleLine(switchCase.body), label.count + single.count <= 90 {
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
