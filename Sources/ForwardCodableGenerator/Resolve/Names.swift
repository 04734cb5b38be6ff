/// The naming rules: what a type, field or case may be called so that the generated Swift
/// compiles and does not collide with what the generator adds.
enum Names {
    /// Swift keywords that cannot be used as plain identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "_", "Type", "Protocol", "package", "consume", "borrowing", "consuming",
    ]

    /// Type names the generated code uses; a schema type with one of these names would shadow it.
    static let reservedTypeNames: Set<String> = [
        "String", "Int", "Int64", "UInt64", "Double", "Float", "Bool", "UUID", "Date", "URL", "Data", "Decimal",
        "JSON", "Set", "Array", "Dictionary", "Optional", "Error", "Never", "Void", "Codable", "Decodable",
        "Encodable", "Hashable", "Equatable", "Sendable", "CaseIterable", "RawRepresentable", "Decoder",
        "Encoder", "CodingKey", "CodingKeys", "KeyedDecodingContainer", "KeyedEncodingContainer",
        "JSONValue", "AnyCodingKey", "Resilient", "ForwardRecord", "ForwardEnum", "VersionedRecord",
        "RecordCodingKey", "RecordKey", "DeclaredKeys", "DeclaredKeyTable", "MigrationSource", "RecordDecodingError",
        "SchemaVersionError",
        "WireElement", "WireArray",
        "WireDictionary",
        "WireBacked", "Foundation", "ForwardCodable", "Swift", "Testing", "ForwardCodableTesting", "ContractDocuments",
        "GoldenFixtures", "ContractChecks", "DeliberateEdit", "Wire", "Migrations",
        "ExplicitNulls", "AbsentDefaults", "UnionCoding", "UnknownVariant", "JSONReader", "JSONWriter",
        "FastJSONCodable",
        "FastJSONDecodable", "FastJSONEncodable", "RecordFieldReader", "RecordFieldWriter", "FieldSource",
        "FieldSink", "FieldKey", "KeyTable", "KeyedFieldSource", "KeyedFieldSink", "JSONFieldSource",
        "VersionedDocument", "KeyedVersionedDocument",
        "JSONVersionedDocument", "UnionVariantReader", "UnionVariantWriter", "KeyedUnionReader", "KeyedUnionWriter",
        "JSONUnionReader", "JSONUnionWriter", "GeneratedCodeContract", "RuntimeContract",
        "CalendarDate", "Formatted", "WireFormat", "ISO8601DateTime", "EpochSeconds", "EpochMilliseconds",
        "IntegerString", "DecimalString", "ExternalValue", "Int32",
    ]

    /// Member names every generated record has.
    static let recordMembers: Set<String> = [
        "unknownFields", "explicitNulls", "absentDefaults", "wireVersion", "hashValue", "hash", "encode", "init",
        "CodingKeys",
        "Migrations", "undeclared", "currentVersion", "oldestVersion", "versionKey", "supportedVersions", "_table",
        "_view",
        "_wire", "_viewsEveryWire",
    ]

    /// Member names every generated enum has.
    static let enumMembers: Set<String> = [
        "fallback", "allCases", "rawValue", "hashValue", "hash", "init", "isKnown", "_view", "_wire", "RawValue",
        "AllCases", "Wire", "DeprecatedCases", "deprecatedCase",
    ]

    /// Whether `text` names a snapshot of a versioned record: `V` and digits.
    static func isSnapshotName(_ text: String) -> Bool {
        text.count > 1 && text.hasPrefix("V") && text.dropFirst().allSatisfy(\.isNumber)
    }

    /// Whether `text` is an identifier: a letter or `_`, then letters, digits and `_`.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, Lexer.isIdentifierStart(first) else { return false }
        return text.unicodeScalars.allSatisfy { Lexer.isIdentifierStart($0) || Lexer.isDigit($0) }
    }
}

extension Resolver {
    /// Checks a record or enum name.
    mutating func checkTypeName(_ name: NameSyntax) {
        if Names.keywords.contains(name.text) {
            diagnostics.emit(.typeNameIsKeyword(name.text), at: name.location)
        } else if Names.reservedTypeNames.contains(name.text) || Names.isSnapshotName(name.text) {
            diagnostics.emit(.typeNameShadowsGeneratedType(name.text), at: name.location)
        } else if name.text.first?.isUppercase != true {
            diagnostics.emit(.typeNameNotUppercase(name.text), at: name.location)
        }
    }

    /// Checks a field or case name against keywords and generated members.
    mutating func checkMemberName(_ name: NameSyntax, kind: String, reserved: Set<String>) {
        if Names.keywords.contains(name.text) {
            diagnostics.emit(.memberNameIsKeyword(name.text, kind: kind), at: name.location)
        } else if reserved.contains(name.text) {
            diagnostics.emit(.memberNameIsGenerated(name.text, kind: kind), at: name.location)
        } else if Names.isSnapshotName(name.text) {
            diagnostics.emit(.memberNameIsSnapshot(name.text, kind: kind), at: name.location)
        }
    }
}

extension String {
    /// The string with its first character uppercased.
    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }

    /// The string with its first character lowercased.
    var lowercasedFirst: String {
        prefix(1).lowercased() + dropFirst()
    }
}
