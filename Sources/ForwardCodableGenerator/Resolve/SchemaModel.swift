/// The validated model of a set of schema files: every name resolved, every type known, every
/// default checked, every version derived. Translation starts from here and cannot fail.
struct SchemaModel: Equatable, Sendable {
    var files: [FileModel]
    var records: [String: RecordModel]
    var enums: [String: EnumModel]
    var unions: [String: UnionModel] = [:]
    /// The app's own types that fields use (`external Money`).
    var externals: Set<String> = []
    /// The optional fields that close a cycle of records stored inline, by record: `reblog` for
    /// `reblog: Status?` in `Status`, `reply` for `reply: Reply?` in a `Message` that a `Reply`
    /// holds. The generated code stores them out of line (`@Indirect`). A record missing here has
    /// none.
    var indirectFields: [String: Set<String>] = [:]
}

extension SchemaModel {
    /// Whether a field of `record`, or of a record nested in it at any depth, satisfies `predicate`.
    func reaches(from record: RecordModel, where predicate: (FieldModel) -> Bool) -> Bool {
        var visited: Set<String> = [record.name]
        var pending = [record]
        while let next = pending.popLast() {
            if next.fields.contains(where: predicate) { return true }
            for case .record(let name)? in next.fields.map(\.type.layers.last) where visited.insert(name).inserted {
                if let nested = records[name] { pending.append(nested) }
            }
        }
        return false
    }
}

/// One schema file and the declarations it holds, in the order they were written.
struct FileModel: Equatable, Sendable {
    /// The path as given, used in the generated header and in diagnostics.
    var path: String
    /// The file name without its extension: `Hosts` for `Schemas/Hosts.fcschema`.
    var baseName: String
    var declarations: [DeclarationModel]
}

/// A record or an enum.
enum DeclarationModel: Equatable, Sendable {
    case record(RecordModel)
    case enumeration(EnumModel)
    case union(UnionModel)
}

/// A record: a struct with known fields, an unknown-field bag and, if versioned, migrations.
struct RecordModel: Equatable, Sendable {
    var name: String
    var docs: [String]
    var fields: [FieldModel]
    var versioning: VersioningModel?
    var location: SourceLocation
    /// `reserved "notes"`: the wire keys of removed fields, which no field may take again.
    var reservedKeys: [String] = []
}

/// A field of a record (or of a snapshot of an older version).
struct FieldModel: Equatable, Sendable {
    /// The Swift property name.
    var name: String
    /// The JSON key.
    var wireKey: String
    var docs: [String]
    var type: FieldType
    /// The value used when the key is absent; `nil` means the key is required.
    var defaultValue: ValueModel?
    /// `@strict`: records in this collection are not kept verbatim when they fail to decode.
    var isStrict: Bool
    /// `@sample(...)`: the value used in golden fixtures and generated tests.
    var sample: ValueModel?
    var location: SourceLocation
    /// `@deprecated("message")`: the message of the typed API's deprecation, possibly empty.
    var deprecation: String? = nil
}

/// A field type, with names resolved to records and enums.
indirect enum FieldType: Hashable, Sendable {
    case string, int, double, bool, uuid, date, url, json
    /// The exact scalars: fixed-width integers, `Float`, `Decimal` (exact decimal text) and `Data`
    /// (base64 on the wire, or the coder's data strategy).
    case int32, int64, uint64, float, decimal, data
    /// A date without a time or a time zone, `"1990-05-17"` on the wire (the runtime's `CalendarDate`).
    case calendarDate
    /// A scalar with a wire format of its own (`@format(...)`), independent of the coder's strategy.
    case formatted(WireFormatModel)
    /// An app's own `Codable` type, declared with `external Name`.
    case external(String)
    case record(String)
    case enumeration(String)
    /// A tagged union of records, which keeps unknown variants whole.
    case union(String)
    case array(FieldType)
    case dictionary(FieldType)
    case optional(FieldType)

    /// The type and the types inside it, outermost first: `[Host?]?`, `[Host?]`, `Host?`, `Host`.
    /// The one walk over a type's nesting; the questions below are asked of it.
    var layers: [FieldType] {
        switch self {
        case .array(let inner), .dictionary(let inner), .optional(let inner): [self] + inner.layers
        default: [self]
        }
    }

    /// Whether `predicate` holds for the type or for a type inside it.
    func contains(where predicate: (FieldType) -> Bool) -> Bool {
        layers.contains(where: predicate)
    }

    /// The record or enum the type names, inside any arrays, dictionaries and optionals:
    /// `Host` for `[String: [Host?]]`; `nil` when it names neither.
    var namedType: String? {
        switch layers.last {
        case .record(let name), .enumeration(let name), .union(let name): name
        default: nil
        }
    }

    /// Whether the enum `name` occurs in the type.
    func mentions(enumeration name: String) -> Bool {
        contains { $0 == .enumeration(name) }
    }

    /// Whether an enum occurs anywhere in the type.
    var containsEnum: Bool {
        contains { if case .enumeration = $0 { true } else { false } }
    }

    /// Whether a `Double` or a `Float` occurs in the type outside records: such fields decode
    /// through the runtime's `decodeNumbers`, which reads zeros written with an exponent (`0e1`).
    var containsDouble: Bool {
        contains { $0 == .double || $0 == .float }
    }

    /// Whether a record occurs inside an array or a dictionary.
    var containsRecordInCollection: Bool {
        containsRecord
            && contains { if case .array = $0 { true } else if case .dictionary = $0 { true } else { false } }
    }

    /// The wire format of the formatted scalar inside the type, if there is one.
    var format: WireFormatModel? {
        if case .formatted(let format) = layers.last { return format }
        return nil
    }

    /// The type with its formatted scalar replaced by the plain scalar: `Date?` for a
    /// `Date? @format(iso8601)`; what a raw-value field shows.
    var unformatted: FieldType {
        switch self {
        case .formatted(let format): format.scalar
        case .array(let inner): .array(inner.unformatted)
        case .dictionary(let inner): .dictionary(inner.unformatted)
        case .optional(let inner): .optional(inner.unformatted)
        default: self
        }
    }

    /// The external type the type holds, inside any arrays, dictionaries and optionals.
    var externalType: String? {
        if case .external(let name) = layers.last { return name }
        return nil
    }

    /// Whether a record occurs anywhere in the type.
    var containsRecord: Bool {
        contains { if case .record = $0 { true } else { false } }
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type as a schema would write it.
    var schemaText: String {
        spelled(json: "JSON")
    }

    /// The type spelled as in Swift and in schemas, which differ in the name of `JSON` and in
    /// formatted scalars: `Date` in a schema (the format is an attribute), `Formatted<ISO8601DateTime>`
    /// in Swift. `name` spells the names of records, enums, unions and external types (Swift
    /// needs backticks around some).
    func spelled(json: String, name: (String) -> String = { $0 }) -> String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .uuid: "UUID"
        case .date: "Date"
        case .url: "URL"
        case .json: json
        case .int32: "Int32"
        case .int64: "Int64"
        case .uint64: "UInt64"
        case .float: "Float"
        case .decimal: "Decimal"
        case .data: "Data"
        case .calendarDate: "CalendarDate"
        case .formatted(let format): json == "JSON" ? format.scalar.schemaText : format.swiftType
        case .external(let declared), .record(let declared), .enumeration(let declared), .union(let declared):
            name(declared)
        case .array(let element): "[\(element.spelled(json: json, name: name))]"
        case .dictionary(let value): "[String: \(value.spelled(json: json, name: name))]"
        case .optional(let wrapped): "\(wrapped.spelled(json: json, name: name))?"
        }
    }
}

/// A checked literal value: a default or a sample.
indirect enum ValueModel: Hashable, Sendable {
    case string(String)
    /// An integer, as canonical decimal text.
    case integer(String)
    /// A floating-point number, as written.
    case double(String)
    case bool(Bool)
    case null
    case enumCase(enumeration: String, caseName: String)
    case array([ValueModel])
    /// Entries in the order written.
    case dictionary([DictionaryEntry])

    struct DictionaryEntry: Hashable, Sendable {
        var key: String
        var value: ValueModel
    }
}

/// A string-backed (or `Int`-backed) enum with a fallback case.
struct EnumModel: Equatable, Sendable {
    var name: String
    var docs: [String]
    var cases: [EnumCaseModel]
    /// The name of the case shown for a raw value this version does not know: one of ``cases``,
    /// or, with ``isDisplayFallback``, a case of its own that carries the raw value.
    var fallback: String
    var location: SourceLocation
    /// What the wire holds: strings, or integers for `enum Name: Int`.
    var rawType: EnumRawType = .string
    /// `fallback unsupported display`: the fallback is no wire value and no member of ``cases``;
    /// the Swift case `unsupported(String)` (or `(Int)`) carries the raw value it stands for.
    var isDisplayFallback = false

    /// How the fallback reads in messages: `'ssh'`, or `'.unsupported(raw)'` for a display-only
    /// fallback, which shows the raw value it stands for.
    var fallbackShown: String {
        isDisplayFallback ? "'.\(fallback)(raw)'" : "'\(fallback)'"
    }

    func rawValue(of caseName: String) -> String? {
        cases.first { $0.name == caseName }?.rawValue
    }

    /// The first case that is not deprecated: the fallback at the latest, which cannot be.
    var firstCurrentCase: EnumCaseModel? {
        cases.first { $0.deprecation == nil } ?? cases.first
    }
}

/// The raw type of an enum: what its values are on the wire and in the records that store them.
enum EnumRawType: String, Equatable, Sendable {
    case string = "String"
    case int = "Int"

    /// The raw value `text` as it reads in messages and schemas: `"et"` or `2`.
    func quoted(_ text: String) -> String {
        self == .string ? "\"\(text)\"" : text
    }
}

/// A case and its raw value (the case name unless written otherwise).
struct EnumCaseModel: Equatable, Sendable {
    var name: String
    /// The raw value: the text of a string, or the canonical decimal digits of an `Int` (`-1`).
    var rawValue: String
    var docs: [String]
    var hasExplicitRawValue: Bool
    /// `@deprecated("message")`: the message of the case's deprecation, possibly empty.
    var deprecation: String? = nil
}
