/// The syntax tree of one schema file: what was written, where, before any checking.

/// A name as written, with its location.
struct NameSyntax: Equatable, Sendable {
    var text: String
    var location: SourceLocation
}

/// A parsed schema file.
struct SchemaFileSyntax: Equatable, Sendable {
    var path: String
    var declarations: [DeclarationSyntax]
    /// `keys snake_case` at the top of the file: the key style of its records.
    var keyStyle: KeyStyleSyntax? = nil
    /// The style when the file names none: the configuration's `"keyStyle"`.
    var defaultKeyStyle = KeyStyle.asWritten
    /// `dates iso8601`: the format of the file's `Date`s that have no `@format`.
    var dateFormat: NameSyntax? = nil
    /// The configuration's `"dateFormat"`, when the file names none; `nil` for the coder's.
    var defaultDateFormat: String? = nil
    /// `external Money`: the app's own types that fields may use.
    var externals: [ExternalSyntax] = []
}

/// `external Name`: a Swift type of the app's, `Codable & Hashable & Sendable`, that fields use.
struct ExternalSyntax: Equatable, Sendable {
    var docs: [String]
    var name: NameSyntax
}

/// `keys snake_case`: a key style as written.
struct KeyStyleSyntax: Equatable, Sendable {
    var text: String
    var location: SourceLocation
}

/// A top-level declaration.
enum DeclarationSyntax: Equatable, Sendable {
    case record(RecordSyntax)
    case enumeration(EnumSyntax)
    case union(UnionSyntax)

    var name: NameSyntax {
        switch self {
        case .record(let record): record.name
        case .enumeration(let enumeration): enumeration.name
        case .union(let union): union.name
        }
    }
}

/// `record Name [keys style] [version N stamp "key" [unstamped N|reject]] { fields and history }`
struct RecordSyntax: Equatable, Sendable {
    var docs: [String]
    var name: NameSyntax
    var version: VersionClauseSyntax?
    var fields: [FieldSyntax]
    var history: [SinceSyntax]
    /// `keys snake_case` in the header: overrides the file's key style.
    var keyStyle: KeyStyleSyntax? = nil
    /// `reserved "notes"`: wire keys of removed fields that no field may take again.
    var reserved: [ReservedKeySyntax] = []
}

/// One key of `reserved "notes", "legacy"`.
struct ReservedKeySyntax: Equatable, Sendable {
    var key: String
    var location: SourceLocation
}

/// `version 3 stamp "schema" unstamped 1`
struct VersionClauseSyntax: Equatable, Sendable {
    var version: Int
    var location: SourceLocation
    var stampKey: String
    var stampLocation: SourceLocation
    var unstamped: UnstampedSyntax?
}

/// What a document without a stamp is taken to be.
enum UnstampedSyntax: Equatable, Sendable {
    case version(Int, SourceLocation)
    case reject(SourceLocation)
}

/// `name: Type = default @attribute(...)`
struct FieldSyntax: Equatable, Sendable {
    var docs: [String]
    var name: NameSyntax
    var type: TypeSyntax
    var defaultValue: LiteralSyntax?
    var attributes: [AttributeSyntax]
}

/// A type as written.
indirect enum TypeSyntax: Equatable, Sendable {
    case named(NameSyntax)
    case array(TypeSyntax, SourceLocation)
    case dictionary(key: TypeSyntax, value: TypeSyntax, SourceLocation)
    case optional(TypeSyntax, SourceLocation)

    var location: SourceLocation {
        switch self {
        case .named(let name): name.location
        case .array(_, let location), .dictionary(_, _, let location), .optional(_, let location): location
        }
    }

    /// The type as it would be written in a schema.
    var text: String {
        switch self {
        case .named(let name): name.text
        case .array(let element, _): "[\(element.text)]"
        case .dictionary(let key, let value, _): "[\(key.text): \(value.text)]"
        case .optional(let wrapped, _): "\(wrapped.text)?"
        }
    }
}

/// A literal: a default value or an attribute argument.
indirect enum LiteralSyntax: Equatable, Sendable {
    case string(String, SourceLocation)
    case integer(String, SourceLocation)
    case float(String, SourceLocation)
    case bool(Bool, SourceLocation)
    case null(SourceLocation)
    /// `.caseName`
    case enumCase(NameSyntax)
    case array([LiteralSyntax], SourceLocation)
    case dictionary([(key: LiteralSyntax, value: LiteralSyntax)], SourceLocation)

    var location: SourceLocation {
        switch self {
        case .string(_, let location), .integer(_, let location), .float(_, let location),
            .bool(_, let location), .null(let location), .array(_, let location),
            .dictionary(_, let location):
            location
        case .enumCase(let name): name.location
        }
    }

    static func == (lhs: LiteralSyntax, rhs: LiteralSyntax) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a, let l), .string(let b, let r)): a == b && l == r
        case (.integer(let a, let l), .integer(let b, let r)): a == b && l == r
        case (.float(let a, let l), .float(let b, let r)): a == b && l == r
        case (.bool(let a, let l), .bool(let b, let r)): a == b && l == r
        case (.null(let l), .null(let r)): l == r
        case (.enumCase(let a), .enumCase(let b)): a == b
        case (.array(let a, let l), .array(let b, let r)): a == b && l == r
        case (.dictionary(let a, let l), .dictionary(let b, let r)):
            l == r && a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}

/// `@name` or `@name(arguments)`
struct AttributeSyntax: Equatable, Sendable {
    var name: NameSyntax
    var arguments: [LiteralSyntax]
}

/// `enum Name[: RawType] fallback case [display] { cases }`
struct EnumSyntax: Equatable, Sendable {
    var docs: [String]
    var name: NameSyntax
    var fallback: NameSyntax?
    var cases: [EnumCaseSyntax]
    /// `: Int` after the name: the raw type as written, `nil` for the default `String`.
    var rawType: NameSyntax? = nil
    /// Where `display` follows the fallback's name (`fallback unsupported display`): the fallback
    /// is no wire value but a case that carries the raw value it stands for. `nil` without it.
    var display: SourceLocation? = nil
}

/// A raw value as written: a string (`"et"`) or an integer (`-1`, of an `Int` enum).
enum RawValueSyntax: Equatable, Sendable {
    case string(String)
    /// Digits with an optional leading `-`, underscores removed.
    case integer(String)

    /// The value as it reads in messages: a string in quotes, an integer bare.
    var quoted: String {
        switch self {
        case .string(let text): "\"\(text)\""
        case .integer(let text): text
        }
    }
}

/// `name`, `name = "raw value"` or `name = 2`, then any attributes: `@deprecated("use dark")`
struct EnumCaseSyntax: Equatable, Sendable {
    var docs: [String]
    var name: NameSyntax
    var rawValue: (value: RawValueSyntax, location: SourceLocation)?
    var attributes: [AttributeSyntax] = []

    static func == (lhs: EnumCaseSyntax, rhs: EnumCaseSyntax) -> Bool {
        lhs.docs == rhs.docs && lhs.name == rhs.name && lhs.rawValue?.value == rhs.rawValue?.value
            && lhs.rawValue?.location == rhs.rawValue?.location && lhs.attributes == rhs.attributes
    }
}

/// `since N { changes }`: what changed to make version N.
struct SinceSyntax: Equatable, Sendable {
    var version: Int
    var location: SourceLocation
    var docs: [String]
    var changes: [ChangeSyntax]
}

/// One change in a `since` block.
enum ChangeSyntax: Equatable, Sendable {
    /// `add field` or `add field hook`
    case add(field: NameSyntax, hook: Bool)
    /// `rename old -> new`, with the old wire key if it differs (`rename old @key("k") -> new`) and
    /// the old version's default, if it had one (`rename old -> new = "x"`)
    case rename(from: NameSyntax, fromKey: String?, to: NameSyntax, oldDefault: LiteralSyntax?)
    /// `remove field: Type`, with the old version's default and the wire key if it differs:
    /// `remove field: Type = value @key("k")`
    case remove(field: NameSyntax, type: TypeSyntax, oldDefault: LiteralSyntax?, key: String?)
    /// `change field from OldType hook`, with the old version's default:
    /// `change field from OldType = value hook`
    case retype(field: NameSyntax, from: TypeSyntax, oldDefault: LiteralSyntax?)
    /// `add case Enum.case`
    case addCase(enumeration: NameSyntax, caseName: NameSyntax)
    /// `add variant Union.variant`
    case addVariant(union: NameSyntax, variant: NameSyntax)
    /// `rename case Enum "old" -> "new"`, or `rename case Enum 3 -> 4` for an `Int` enum
    case renameCase(enumeration: NameSyntax, from: RawValueSyntax, to: RawValueSyntax, location: SourceLocation)
}
