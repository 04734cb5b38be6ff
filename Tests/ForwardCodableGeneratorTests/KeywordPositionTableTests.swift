import Testing

@testable import ForwardCodableGenerator

/// Every keyword of Swift 6.3 and what generated code writes for it in each position, as
/// ``SwiftName`` spells it. The spellings were measured with `swiftc -typecheck
/// -warnings-as-errors` (Swift 6.3.1); `KeywordSpellingCompileTests` (ForwardCodableFuzzTests)
/// compiles every row again, and `Schemas/Keywords.fcschema` generates and round-trips every
/// keyword as a field and as a case.
@Suite("Every Swift keyword in every position")
struct KeywordPositionTableTests {
    /// One keyword: how a declaration or reference writes it (`var x`, `case x`, `x = 1`), a
    /// reading body's local, a member after a value or an implicit dot (`self.x`, `.x`), a case
    /// after its enum's name (`Mode.x`), an argument label (`f(x: 1)`), and a parameter that is
    /// its own label (`init(x: Int)`, or `label local` where the local is renamed).
    struct Row: Sendable, CustomTestStringConvertible {
        var keyword: String
        var identifier: String
        var local: String
        var member: String
        var memberOfType: String
        var label: String
        var parameter: String

        init(
            _ keyword: String, _ identifier: String, _ local: String, _ member: String, _ memberOfType: String,
            _ label: String, _ parameter: String
        ) {
            self.keyword = keyword
            self.identifier = identifier
            self.local = local
            self.member = member
            self.memberOfType = memberOfType
            self.label = label
            self.parameter = parameter
        }

        /// A row of a word written as it is everywhere.
        init(plain word: String) {
            self.init(word, word, word, word, "Mode.\(word)", word, word)
        }

        var testDescription: String { keyword }
    }

    /// The keywords written as they are in every position: the contextual keywords, those of
    /// attributes and the old literal ones.
    static let plain = [
        "Sendable", "_BridgeObject", "_Class", "_NativeClass", "_NativeRefCountedObject", "_PackageDescription",
        "_RefCountedObject", "_Trivial", "_TrivialAtMost", "_TrivialStride", "_UnknownLayout", "__COLUMN__",
        "__DSO_HANDLE__", "__FILE__", "__FUNCTION__", "__LINE__", "__consuming", "__owned", "__setter_access",
        "__shared", "_backDeploy", "_borrow", "_borrowing", "_compilerInitialized", "_const", "_documentation",
        "_dynamicReplacement", "_effects", "_forward", "_implements", "_linear", "_local", "_modify", "_move",
        "_noMetadata", "_opaqueReturnTypeOf", "_originallyDefinedIn", "_read", "_specialize", "_spi_available",
        "_underlyingVersion", "_version", "abi", "accesses", "actor", "addressWithNativeOwner", "addressWithOwner",
        "any", "assignment", "associativity", "async", "attached", "autoclosure", "availability", "available",
        "backDeployed", "before", "block", "borrow", "borrowing", "canImport", "compiler", "consume", "consuming",
        "convenience", "convention", "copy", "deprecated", "derivative", "didSet", "differentiable", "discard",
        "distributed", "dynamic", "each", "escaping", "exported", "file", "final", "forward", "freestanding", "get",
        "higherThan", "indirect", "infix", "initializes", "introduced", "isolated", "kind", "lazy", "left", "line",
        "linear", "lowerThan", "macro", "message", "metadata", "module", "mutableAddressWithNativeOwner",
        "mutableAddressWithOwner", "mutating", "noDerivative", "noasync", "noescape", "none", "nonisolated",
        "nonmutating", "nonsending", "objc", "obsoleted", "of", "open", "optional", "override", "package", "postfix",
        "precedence", "preconcurrency", "prefix", "reasync", "renamed", "required", "retroactive", "reverse",
        "right", "safe", "sending", "set", "some", "specialized", "spi", "spiModule", "swift", "target", "then",
        "transpose", "unavailable", "unchecked", "unowned", "unsafe", "unsafeAddress", "unsafeMutableAddress",
        "using", "visibility", "weak", "willSet", "wrt", "yield",
    ]

    /// The keywords some position writes otherwise: the reserved words, `Any`, `Self`, `Type`,
    /// `Protocol`, `_` and `await`.
    static let special: [Row] = [
        Row("Any", "`Any`", "`Any`", "Any", "Mode.Any", "Any", "Any"),
        Row("Protocol", "`Protocol`", "`Protocol`", "Protocol", "(.Protocol as Mode)", "Protocol", "Protocol"),
        Row("Self", "`Self`", "Self_", "Self", "Mode.Self", "Self", "Self Self_"),
        Row("Type", "`Type`", "`Type`", "Type", "(.Type as Mode)", "Type", "Type"),
        Row("_", "`_`", "`_`", "_", "Mode._", "`_`", "`_`"),
        Row("as", "`as`", "`as`", "as", "Mode.as", "as", "as"),
        Row(
            "associatedtype", "`associatedtype`", "`associatedtype`", "associatedtype", "Mode.associatedtype",
            "associatedtype", "associatedtype"),
        Row("await", "`await`", "`await`", "await", "Mode.await", "await", "await"),
        Row("break", "`break`", "`break`", "break", "Mode.break", "break", "break"),
        Row("case", "`case`", "`case`", "case", "Mode.case", "case", "case"),
        Row("catch", "`catch`", "`catch`", "catch", "Mode.catch", "catch", "catch"),
        Row("class", "`class`", "`class`", "class", "Mode.class", "class", "class"),
        Row("continue", "`continue`", "`continue`", "continue", "Mode.continue", "continue", "continue"),
        Row("default", "`default`", "`default`", "default", "Mode.default", "default", "default"),
        Row("defer", "`defer`", "`defer`", "defer", "Mode.defer", "defer", "defer"),
        Row("deinit", "`deinit`", "`deinit`", "deinit", "Mode.deinit", "deinit", "deinit"),
        Row("do", "`do`", "`do`", "do", "Mode.do", "do", "do"),
        Row("else", "`else`", "`else`", "else", "Mode.else", "else", "else"),
        Row("enum", "`enum`", "`enum`", "enum", "Mode.enum", "enum", "enum"),
        Row("extension", "`extension`", "`extension`", "extension", "Mode.extension", "extension", "extension"),
        Row(
            "fallthrough", "`fallthrough`", "`fallthrough`", "fallthrough", "Mode.fallthrough", "fallthrough",
            "fallthrough"),
        Row("false", "`false`", "`false`", "false", "Mode.false", "false", "false"),
        Row(
            "fileprivate", "`fileprivate`", "`fileprivate`", "fileprivate", "Mode.fileprivate", "fileprivate",
            "fileprivate"),
        Row("for", "`for`", "`for`", "for", "Mode.for", "for", "for"),
        Row("func", "`func`", "`func`", "func", "Mode.func", "func", "func"),
        Row("guard", "`guard`", "`guard`", "guard", "Mode.guard", "guard", "guard"),
        Row("if", "`if`", "`if`", "if", "Mode.if", "if", "if"),
        Row("import", "`import`", "`import`", "import", "Mode.import", "import", "import"),
        Row("in", "`in`", "`in`", "in", "Mode.in", "in", "in"),
        Row("init", "`init`", "`init`", "`init`", "Mode.`init`", "init", "init"),
        Row("inout", "`inout`", "`inout`", "inout", "Mode.inout", "`inout`", "`inout`"),
        Row("internal", "`internal`", "`internal`", "internal", "Mode.internal", "internal", "internal"),
        Row("is", "`is`", "`is`", "is", "Mode.is", "is", "is"),
        Row("let", "`let`", "`let`", "let", "Mode.let", "let", "`let`"),
        Row("nil", "`nil`", "`nil`", "nil", "Mode.nil", "nil", "nil"),
        Row("operator", "`operator`", "`operator`", "operator", "Mode.operator", "operator", "operator"),
        Row(
            "precedencegroup", "`precedencegroup`", "`precedencegroup`", "precedencegroup", "Mode.precedencegroup",
            "precedencegroup", "precedencegroup"),
        Row("private", "`private`", "`private`", "private", "Mode.private", "private", "private"),
        Row("protocol", "`protocol`", "`protocol`", "protocol", "Mode.protocol", "protocol", "protocol"),
        Row("public", "`public`", "`public`", "public", "Mode.public", "public", "public"),
        Row("repeat", "`repeat`", "`repeat`", "repeat", "Mode.repeat", "repeat", "repeat"),
        Row("rethrows", "`rethrows`", "`rethrows`", "rethrows", "Mode.rethrows", "rethrows", "rethrows"),
        Row("return", "`return`", "`return`", "return", "Mode.return", "return", "return"),
        Row("self", "`self`", "self_", "`self`", "Mode.`self`", "self", "self self_"),
        Row("static", "`static`", "`static`", "static", "Mode.static", "static", "static"),
        Row("struct", "`struct`", "`struct`", "struct", "Mode.struct", "struct", "struct"),
        Row("subscript", "`subscript`", "`subscript`", "subscript", "Mode.subscript", "subscript", "subscript"),
        Row("super", "`super`", "`super`", "super", "Mode.super", "super", "super"),
        Row("switch", "`switch`", "`switch`", "switch", "Mode.switch", "switch", "switch"),
        Row("throw", "`throw`", "`throw`", "throw", "Mode.throw", "throw", "throw"),
        Row("throws", "`throws`", "`throws`", "throws", "Mode.throws", "throws", "throws"),
        Row("true", "`true`", "`true`", "true", "Mode.true", "true", "true"),
        Row("try", "`try`", "`try`", "try", "Mode.try", "try", "try"),
        Row("typealias", "`typealias`", "`typealias`", "typealias", "Mode.typealias", "typealias", "typealias"),
        Row("var", "`var`", "`var`", "var", "Mode.var", "var", "`var`"),
        Row("where", "`where`", "`where`", "where", "Mode.where", "where", "where"),
        Row("while", "`while`", "`while`", "while", "Mode.while", "while", "while"),
    ]

    /// The keywords that start with an uppercase letter, as a record's name: its spelling, or
    /// `nil` where the resolver refuses it (FC201). The others start lowercase (FC203).
    static let typeNames: [String: String?] = [
        "Any": "`Any`", "Sendable": "Sendable", "Self": nil, "Type": nil, "Protocol": nil,
    ]

    static let rows = plain.map { Row(plain: $0) } + special

    @Test func theTableHoldsEveryKeywordOnce() {
        let keywords = Self.rows.map(\.keyword)
        #expect(keywords.count == 205)
        #expect(Set(keywords).count == keywords.count)
        #expect(Set(keywords) == Set(SwiftName.keywords))
        #expect(Set(Self.typeNames.keys) == Set(SwiftName.keywords.filter { $0.first?.isUppercase == true }))
    }

    @Test(arguments: rows)
    func spellings(_ row: Row) {
        let word = row.keyword
        #expect(SwiftName.identifier(word) == row.identifier)
        #expect(SwiftName.local(word) == row.local)
        #expect(SwiftName.member(word) == row.member)
        #expect(SwiftName.member(word, of: "Mode") == row.memberOfType)
        #expect(SwiftName.label(word) == row.label)
        let parameter = SwiftName.parameter(word)
        #expect(
            (parameter.label == parameter.local ? parameter.local : "\(parameter.label) \(parameter.local)")
                == row.parameter)
        #expect(parameter.reference == row.local)
    }

    @Test(arguments: typeNames.sorted { $0.key < $1.key })
    func typeName(_ word: String, _ spelled: String?) {
        let result = Generator.generate([SchemaSource(path: "Test.fcschema", text: "record \(word) {\n    x: Int\n}")])
        if let spelled {
            #expect(!result.hasErrors)
            #expect(SwiftName.type(word) == spelled)
            #expect(result.files.first?.contents.contains("public struct \(spelled): ForwardRecord {") == true)
        } else {
            #expect(result.diagnostics.map(\.id) == [.typeNameIsKeyword])
        }
    }

    /// An enum case that is `none`, where a value of `Mode?` is expected: `.none` would be
    /// `Optional.none` (and a warning), so generated code names the enum.
    @Test func noneInAnOptionalPosition() {
        #expect(SwiftName.caseValue("none", of: "Mode", optional: true) == "Mode.none")
        #expect(SwiftName.caseValue("none", of: "Mode", optional: false) == ".none")
        #expect(SwiftName.caseValue("Type", of: "Mode", optional: false) == ".Type")
        #expect(SwiftName.caseValue("self", of: "Mode", optional: true) == ".`self`")
    }

    /// A case `Type` or `Protocol` after its enum's name is an implicit member of the enum, in
    /// parentheses unless it is a whole argument.
    @Test func metatypeWordsAsArguments() {
        #expect(SwiftName.member("Type", of: "CodingKeys", asArgument: true) == ".Type as CodingKeys")
        #expect(SwiftName.member("Protocol", of: "Mode") == "(.Protocol as Mode)")
        #expect(SwiftName.member("default", of: "Mode", asArgument: true) == "Mode.default")
    }

    /// `Self` inside a type with a member named `Self` is the type's own name.
    @Test func selfTypeBesideAMemberNamedSelf() {
        #expect(SwiftName.selfType("Note", members: ["text", "build"]) == "Self")
        #expect(SwiftName.selfType("Note", members: ["text", "Self"]) == "Note")
        #expect(SwiftName.local("self", avoiding: ["self", "self_"]) == "self__")
    }
}
