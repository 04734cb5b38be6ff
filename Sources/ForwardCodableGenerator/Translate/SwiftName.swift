/// How a name from a schema is written in generated Swift, in each position where Swift treats
/// it differently: the one place that decides where backticks go. Every translator writes a
/// schema's type, field, case and variant names, and the locals, parameters and labels made
/// from them, through these functions; text that writes such a name any other way may not
/// compile once the name is a keyword (`default`, `self`, `Type`).
///
/// The rules, measured with Swift 6.3.1 (`swiftc -typecheck -warnings-as-errors`) on every word of
/// ``SwiftName/keywords``; ``SwiftName/reserved`` are the words that need backticks to be an
/// identifier at all:
///
/// | Position | Written | Backticks for |
/// |---|---|---|
/// | a declared or referenced identifier: `var x`, `case x`, a local, `x = 1` | ``identifier(_:)`` | ``reserved`` |
/// | a member after a value or an implicit `.` (`self.x`, `.x`, `case .x:`) | ``member(_:)`` | `init`, `self` |
/// | a member after a type name (`Mode.x`) | ``member(_:of:asArgument:)`` | `init`, `self`; `Type` and `Protocol` there mean the metatype even in backticks: `(.Type as Mode)` |
/// | an argument label in a call (`Host(x: 1)`) | ``label(_:)`` | `_`, `inout` |
/// | a parameter's one name, label and local (`init(x: Int)`) | ``parameter(_:avoiding:)`` | `_`, `inout`, `var`, `let` |
/// | a type (`struct X`, `[X]`, `X.self`) | ``type(_:)`` | `Any`, `Self` |
///
/// Two keywords also shadow what generated code writes: a local or parameter named `` `self` ``
/// hides `self`, and a local, parameter or member named `` `Self` `` hides `Self` in expressions
/// (measured: `self.x` then names the parameter, `Self.currentVersion` the member; `Self` as a
/// type, as in `DeclaredKeyTable<Self>`, is not hidden). ``local(_:avoiding:)`` names
/// such a local differently, and ``selfType(_:members:)`` writes the type's own name instead of
/// `Self` in a type with a member named `Self`.
enum SwiftName {
    /// A declared or referenced identifier: a property, an enum case, a local, a parameter's
    /// internal name, a function: `` var `default`: Bool ``, `` `default` = true ``.
    static func identifier(_ name: String) -> String {
        reserved.contains(name) ? "`\(name)`" : name
    }

    /// A member after a value or after an implicit `.`: `self.default`, `.default`,
    /// `` case .`init`: ``. Any keyword may follow a dot except `init` and `self`, which would name
    /// the initializer and the value itself.
    static func member(_ name: String) -> String {
        afterDot.contains(name) ? "`\(name)`" : name
    }

    /// A member after a type name: `Mode.default`, `` CodingKeys.`self` ``. After a type, `Type`
    /// and `Protocol` name its metatype even in backticks, so such a case is written as an
    /// implicit member of the type: `(.Type as Mode)`, without the parentheses where it is a whole
    /// argument (`asArgument`).
    static func member(_ name: String, of type: String, asArgument: Bool = false) -> String {
        guard metatypeWords.contains(name) else { return "\(type).\(member(name))" }
        return asArgument ? ".\(name) as \(type)" : "(.\(name) as \(type))"
    }

    /// An enum case as a value of `type`, or of `type?` when `optional`: `.default`, or
    /// `Mode.none` where an implicit `.none` would mean `Optional.none` (a warning, and `nil`).
    static func caseValue(_ name: String, of type: String, optional: Bool) -> String {
        optional && name == "none" ? member(name, of: type) : "." + member(name)
    }

    /// An argument label in a call: `Host(default: true)`. Every keyword is a label except `_`
    /// (which would mean no label) and `inout`.
    static func label(_ name: String) -> String {
        labelWords.contains(name) ? "`\(name)`" : name
    }

    /// A parameter labelled with `name` whose local is read in the body: declared with one name
    /// when it can be both (`init(default: Bool)`, read as `` `default` ``), else with a label and
    /// a local (`init(self self_: String)`, since a local `` `self` `` would hide `self`). `var` and
    /// `let` as the one name are taken as a label with a warning, so they take backticks.
    static func parameter(_ name: String, avoiding taken: Set<String> = []) -> Parameter {
        if localIsRenamed(name) {
            let local = local(name, avoiding: taken)
            return Parameter(label: label(name), local: local, reference: local)
        }
        let one = parameterWords.contains(name) ? "`\(name)`" : name
        return Parameter(label: one, local: one, reference: identifier(name))
    }

    /// How a parameter is declared (`label local`, one name when they are equal) and read.
    struct Parameter: Equatable {
        var label: String
        var local: String
        var reference: String
    }

    /// A type, declared or used: `struct Protocol`, `` [`Self`] ``, `` `Any`.self ``.
    static func type(_ name: String) -> String {
        typeWords.contains(name) ? "`\(name)`" : name
    }

    /// The name of a local or a parameter's local that holds `name`: `name` as an identifier,
    /// unless it would hide what generated code writes (`self`, `Self`), which get a `_` behind,
    /// and more while that is in `taken`.
    static func local(_ name: String, avoiding taken: Set<String> = []) -> String {
        guard shadowing.contains(name) else { return identifier(name) }
        var local = name + "_"
        while taken.contains(local) { local += "_" }
        return local
    }

    /// Whether ``local(_:avoiding:)`` names `name`'s local differently from `name`.
    static func localIsRenamed(_ name: String) -> Bool {
        shadowing.contains(name)
    }

    /// `Self` inside a type, or the type's own name when one of its `members` is named `Self`,
    /// which would hide it.
    static func selfType(_ typeName: String, members: some Sequence<String>) -> String {
        members.contains("Self") ? type(typeName) : "Self"
    }

    /// ``selfType(_:members:)`` inside `record`, its snapshots excepted (their own fields decide).
    static func selfType(of record: RecordModel) -> String {
        selfType(record.name, members: record.fields.map(\.name))
    }

    /// The words that need backticks to be an identifier: the keywords Swift's lexer reserves,
    /// `Any`, `Self`, `Type`, `Protocol` and `_`, and `await`, which as a local starts an `await`
    /// expression.
    static let reserved: Set<String> = [
        "Any", "Protocol", "Self", "Type", "_", "as", "associatedtype", "await", "break", "case", "catch", "class",
        "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
        "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var",
        "where", "while",
    ]

    private static let afterDot: Set<String> = ["init", "self"]
    private static let metatypeWords: Set<String> = ["Type", "Protocol"]
    private static let labelWords: Set<String> = ["_", "inout"]
    private static let parameterWords: Set<String> = ["_", "inout", "var", "let"]
    private static let typeWords: Set<String> = ["Any", "Self"]
    private static let shadowing: Set<String> = ["self", "Self"]

    /// Every keyword of Swift 6.3: the `Keyword` list of swift-syntax 6.3 (the reserved words,
    /// the contextual ones and those of attributes), the language reference's `precedence`, `_`,
    /// and the old literal keywords (`__FILE__`). The tests hold what each position writes for
    /// every one, and compile them.
    static let keywords: [String] = """
        Any Protocol Self Sendable Type _ _BridgeObject _Class _NativeClass _NativeRefCountedObject
        _PackageDescription _RefCountedObject _Trivial _TrivialAtMost _TrivialStride _UnknownLayout __COLUMN__
        __DSO_HANDLE__ __FILE__ __FUNCTION__ __LINE__ __consuming __owned __setter_access __shared _backDeploy
        _borrow _borrowing _compilerInitialized _const _documentation _dynamicReplacement _effects _forward
        _implements _linear _local _modify _move _noMetadata _opaqueReturnTypeOf _originallyDefinedIn _read
        _specialize _spi_available _underlyingVersion _version abi accesses actor addressWithNativeOwner
        addressWithOwner any as assignment associatedtype associativity async attached autoclosure availability
        available await backDeployed before block borrow borrowing break canImport case catch class compiler consume
        consuming continue convenience convention copy default defer deinit deprecated derivative didSet
        differentiable discard distributed do dynamic each else enum escaping exported extension fallthrough false
        file fileprivate final for forward freestanding func get guard higherThan if import in indirect infix init
        initializes inout internal introduced is isolated kind lazy left let line linear lowerThan macro message
        metadata module mutableAddressWithNativeOwner mutableAddressWithOwner mutating nil noDerivative noasync
        noescape none nonisolated nonmutating nonsending objc obsoleted of open operator optional override package
        postfix precedence precedencegroup preconcurrency prefix private protocol public reasync renamed repeat
        required rethrows retroactive return reverse right safe self sending set some specialized spi spiModule
        static struct subscript super swift switch target then throw throws transpose true try typealias unavailable
        unchecked unowned unsafe unsafeAddress unsafeMutableAddress using var visibility weak where while willSet wrt
        yield
        """.split(whereSeparator: \.isWhitespace).map(String.init)
}
