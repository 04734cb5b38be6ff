/// A small structured description of a Swift source file: what the translators produce and the
/// renderer prints. It models declarations, statements and the expressions that can break
/// across lines; the renderer alone decides the layout.

/// A Swift source file.
struct SwiftFile: Equatable, Sendable {
    /// Comment lines at the top, without `// `.
    var header: [String]
    var imports: [ImportDescription]
    /// What a reader of the file wants first: the types and the API they offer.
    var declarations: [Declaration]
    /// What only the runtime calls (coding keys, `Codable`, migration steps), printed after
    /// ``SwiftFile/supportMark``.
    var support: [Declaration] = []

    /// The line between ``declarations`` and ``support``, as protoc-gen-swift writes one.
    static let supportMark = "// MARK: - Code below here is support for the ForwardCodable runtime."
}

/// `import Module`, possibly `@_spi(Name) import Module` or `@testable import Module`.
struct ImportDescription: Equatable, Sendable {
    var module: String
    var attribute: String?

    init(_ module: String, attribute: String? = nil) {
        self.module = module
        self.attribute = attribute
    }
}

/// An access level keyword.
enum AccessModifier: String, Equatable, Sendable {
    case `public`, `package`, `internal`, `fileprivate`, `private`
}

/// A declaration at the top level or inside a type.
indirect enum Declaration: Equatable, Sendable {
    case structure(TypeDescription)
    case enumeration(TypeDescription)
    case extensionOf(ExtensionDescription)
    case protocolDecl(ProtocolDescription)
    case property(PropertyDescription)
    case function(FunctionDescription)
    case enumCase(EnumCaseDescription)
    /// `typealias name = type`
    case typeAlias(name: String, type: String)

    /// Stored properties and enum cases sit on consecutive lines; everything else is separated
    /// by a blank line.
    var groupsWithNeighbours: Bool {
        switch self {
        case .property(let property): property.accessors == nil && property.docs.isEmpty
        case .enumCase(let enumCase): enumCase.docs.isEmpty
        case .typeAlias: true
        default: false
        }
    }
}

/// A struct or an enum.
struct TypeDescription: Equatable, Sendable {
    var docs: [String] = []
    /// Attributes on their own line before the declaration, such as `@Suite`.
    var attributes: [String] = []
    var access: AccessModifier?
    var name: String
    var inherits: [String] = []
    var members: [Declaration] = []
    /// `indirect enum`: every case is stored out of line, so a case may hold its own type.
    var isIndirect = false
}

/// `extension Type: Protocols { members }`
struct ExtensionDescription: Equatable, Sendable {
    var docs: [String] = []
    var access: AccessModifier?
    var type: String
    var conformances: [String] = []
    var members: [Declaration] = []
}

/// `protocol Name { requirements }`
struct ProtocolDescription: Equatable, Sendable {
    var docs: [String] = []
    var access: AccessModifier?
    var name: String
    var members: [Declaration] = []
}

/// `case name` or `case name = "raw"`.
struct EnumCaseDescription: Equatable, Sendable {
    var docs: [String] = []
    /// Lines written before the case, such as `@available(*, deprecated)`.
    var attributes: [String] = []
    var name: String
    var rawValue: String?
    var associatedValue: String?
}

/// A stored or computed property.
struct PropertyDescription: Equatable, Sendable {
    enum Keyword: String, Equatable, Sendable { case `let`, `var` }

    /// How a computed property is read and written.
    enum Accessors: Equatable, Sendable {
        /// `{ body }`
        case getter([Statement])
        /// `{ get { ... } set { ... } }`
        case getSet(get: [Statement], set: [Statement])
        /// `{ didSet { ... } }`: a stored property with an observer.
        case didSet([Statement])
    }

    var docs: [String] = []
    /// Lines written before the property, such as `@available(*, deprecated)`.
    var attributes: [String] = []
    /// A property wrapper, written on the declaration's line: `@Indirect public var reblog: Status?`.
    var wrapper: String?
    var access: AccessModifier?
    var setterAccess: AccessModifier?
    var isStatic = false
    var keyword: Keyword = .var
    var name: String
    var type: String?
    var initialValue: Expression?
    var accessors: Accessors?
}

/// A function or an initializer, or a protocol requirement when it has no body.
struct FunctionDescription: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case function(name: String)
        case initializer
    }

    /// `label name: Type = default`
    struct Parameter: Equatable, Sendable {
        var label: String?
        var name: String
        var type: String
        var defaultValue: String?

        init(label: String? = nil, name: String, type: String, defaultValue: String? = nil) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
        }
    }

    var docs: [String] = []
    /// Attributes on their own lines before the declaration, such as `@Test("...")`.
    var attributes: [Expression] = []
    var access: AccessModifier?
    var isStatic = false
    var kind: Kind
    /// `init?` for an initializer.
    var isFailable = false
    var parameters: [Parameter] = []
    var isThrowing = false
    var returnType: String?
    /// `nil` for a protocol requirement.
    var body: [Statement]?
    /// Always put each parameter on its own line, so that adding one changes one line. Otherwise
    /// they break one per line only when the declaration does not fit.
    var parametersOnSeparateLines = false
}
