import ForwardCodableGenerator

/// The model of a random schema: what the builder decided, from which the schema text, the
/// hook implementations and the future documents are all derived.

/// A field type.
indirect enum FuzzType: Hashable {
    case string, int, double, bool, uuid, date, url, json
    /// The exact scalars.
    case int32, int64, uint64, float, decimal, data
    case record(String)
    case enumeration(String)
    /// A union: tagged, of records, or untagged.
    case union(String)
    case array(FuzzType)
    case dictionary(FuzzType)
    case optional(FuzzType)

    /// The type as the schema language writes it.
    var schemaText: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .uuid: "UUID"
        case .date: "Date"
        case .url: "URL"
        case .json: "JSON"
        case .int32: "Int32"
        case .int64: "Int64"
        case .uint64: "UInt64"
        case .float: "Float"
        case .decimal: "Decimal"
        case .data: "Data"
        case .record(let name), .enumeration(let name), .union(let name): name
        case .array(let element): "[\(element.schemaText)]"
        case .dictionary(let value): "[String: \(value.schemaText)]"
        case .optional(let wrapped): "\(wrapped.schemaText)?"
        }
    }

    /// The typed Swift type that generated code uses for it.
    var swiftText: String {
        switch self {
        case .json: "JSONValue"
        case .array(let element): "[\(element.swiftText)]"
        case .dictionary(let value): "[String: \(value.swiftText)]"
        case .optional(let wrapped): "\(wrapped.swiftText)?"
        default: schemaText
        }
    }

    /// The Swift type of a field's API in generated code: a collection that holds enums or
    /// resilient records is a typed collection view (`WireArray`, `WireDictionary`).
    func apiText(strict: Bool) -> String {
        switch self {
        case .enumeration, .optional(.enumeration): swiftText
        case _ where containsEnum || (containsRecordInCollection && !strict): viewText
        default: swiftText
        }
    }

    private var viewText: String {
        switch self {
        case .array(let element): "WireArray<\(element.viewText)>"
        case .dictionary(let value): "WireDictionary<\(value.viewText)>"
        case .optional(let wrapped): "\(wrapped.viewText)?"
        default: swiftText
        }
    }

    var containsEnum: Bool {
        switch self {
        case .enumeration: true
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.containsEnum
        default: false
        }
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Whether a record occurs inside an array or dictionary (what `@strict` applies to).
    var containsRecordInCollection: Bool {
        switch self {
        case .array(let inner), .dictionary(let inner): inner.containsRecord
        case .optional(let inner): inner.containsRecordInCollection
        default: false
        }
    }

    var containsRecord: Bool {
        switch self {
        case .record: true
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.containsRecord
        default: false
        }
    }

    /// Whether the schema language accepts a default for this type.
    var acceptsDefault: Bool {
        switch self {
        case .uuid, .date, .url, .record, .union: false
        default: true
        }
    }

    /// Whether `x = x` through the typed view keeps the wire form: true for every type except a
    /// (possibly optional) enum, whose assignment is a deliberate edit that writes its raw value.
    var selfAssignmentKeepsWire: Bool {
        switch self {
        case .enumeration, .optional(.enumeration): false
        default: true
        }
    }
}

/// A record field.
struct FuzzField {
    var name: String
    /// The key on the wire: `name`, or the argument of `@key`.
    var wireKey: String
    var type: FuzzType
    /// The default as schema text, such as `[.a, .b]`.
    var defaultText: String?
    var isStrict = false
    /// `@sample(...)` as schema text, if any.
    var sampleText: String?
    var docs: [String] = []
    /// `@deprecated("message")`: the message, possibly empty.
    var deprecation: String?

    /// `@key(...)`: the wire key is written out, not derived from the name by the key style.
    var hasCustomKey = false

    /// Whether a document may leave the key out: optional, or with a default.
    var isRequired: Bool { !type.isOptional && defaultText == nil }
}

/// An enum case.
struct FuzzCase {
    var name: String
    var rawValue: String
    var hasExplicitRawValue: Bool
    var docs: [String] = []
    /// `@deprecated("message")`: the message, possibly empty. Never on the fallback.
    var deprecation: String? = nil
}

/// An enum with a fallback.
struct FuzzEnum {
    var name: String
    var cases: [FuzzCase]
    var fallback: String
    var docs: [String] = []
    /// `enum Name: Int`: raw values are integers, every one written.
    var isInt = false
    /// `fallback name display`: the fallback is no case, and carries the raw value it stands for.
    var isDisplay = false

    var rawValues: Set<String> { Set(cases.map(\.rawValue)) }

    /// The cases a default or a sample may name: not deprecated.
    var currentCases: [FuzzCase] { cases.filter { $0.deprecation == nil } }
}

/// A migration hook that the driver must implement: `static func migrateField(from: V<fromVersion>) -> T`.
struct FuzzHook {
    var field: String
    var fromVersion: Int
    var type: FuzzType

    /// The hook's Swift name: `migrate` and the field name with a capital first letter.
    var swiftName: String { "migrate" + field.prefix(1).uppercased() + field.dropFirst() }
}

/// A `since N { ... }` block, as its change lines.
struct FuzzSince {
    var version: Int
    var lines: [String]
}

/// The version clause and history of a versioned record.
struct FuzzVersioning {
    var currentVersion: Int
    var stampKey: String
    /// `unstamped 2` or `unstamped reject`, if any.
    var unstampedText: String?
    var history: [FuzzSince]
    var hooks: [FuzzHook]
    /// Wire keys that older versions used (renamed-from and removed fields): a current document
    /// may still carry them, as unknown keys.
    var retiredKeys: [String]
}

/// A record.
struct FuzzRecord {
    var name: String
    var fields: [FuzzField]
    var versioning: FuzzVersioning?
    var docs: [String] = []
    /// `keys snake_case` in the header, if any: overrides the file's style.
    var keyStyle: KeyStyle? = nil

    /// Every key the current version declares, including the stamp.
    var declaredKeys: Set<String> {
        var keys = Set(fields.map(\.wireKey))
        if let versioning { keys.insert(versioning.stampKey) }
        return keys
    }
}

/// One schema file of a random schema.
struct FuzzSchemaFile {
    var path: String
    var records: [FuzzRecord]
    var enums: [FuzzEnum]
    var unions: [FuzzUnion] = []
    /// `keys snake_case` at the top of the file, if any.
    var keyStyle: KeyStyle? = nil
}

/// A random schema: one or more files generated together, and their access level.
struct FuzzSchema {
    var index: Int
    var files: [FuzzSchemaFile]
    var accessLevel: String

    var records: [FuzzRecord] { files.flatMap(\.records) }
    var enums: [FuzzEnum] { files.flatMap(\.enums) }
    var unions: [FuzzUnion] { files.flatMap(\.unions) }
    /// The style every file of the schema names, if any.
    var fileKeyStyle: KeyStyle?
}
