/// The naming rules: what a type, field or case may be called so that the generated Swift
/// compiles and does not collide with what the generator adds.
enum Names {
    /// Swift keywords that a name reads better without: the importers keep clear of them, adding
    /// `Value` or `Record`. A schema may use every keyword as a name; generated code writes it
    /// with backticks where Swift needs them (``SwiftName``).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "_", "Type", "Protocol", "package", "consume", "borrowing", "consuming",
    ]

    /// Keywords that cannot name a type, even in backticks. Measured with Swift 6.3.1: a type
    /// named `` `Self` `` is what `Self` means in every other type of its module (`Self.k` in an
    /// unrelated struct: "type '`Self`' has no member 'k'"); `Type` and `Protocol` after a dot
    /// name a metatype, so `Models.Type` is no type and `typealias Type = ...` inside a type is
    /// "type member must not be named 'Type'". `Any` can: generated code writes `` `Any` ``.
    static let typeKeywords: Set<String> = ["Self", "Type", "Protocol"]

    /// Type names a schema cannot take, because generated code needs the type of that name:
    /// the schema language's own types (a schema could no longer name the built-in one), the
    /// modules generated code qualifies names through, the types generated code nests in a
    /// record or its test suite and names bare there (`CodingKeys`, `Migrations`, the
    /// records' `Wire`), the generated file's `RuntimeContract`, and `Void`, which Swift Testing's
    /// macros write in the contract tests. Other names of the runtime and the standard library
    /// that generated code uses are allowed: it qualifies them (``RuntimeNames``).
    static let reservedTypeNames: Set<String> = [
        "String", "Int", "Int32", "Int64", "UInt64", "Double", "Float", "Bool", "UUID", "Date", "URL", "Data",
        "Decimal", "JSON", "CalendarDate", "Swift", "Foundation", "ForwardCodable", "ForwardCodableTesting", "Testing",
        "CodingKeys", "Migrations", "Wire", "RuntimeContract", "ContractDocuments", "GoldenFixtures", "Void",
    ]

    /// Field names a record cannot take: the members every generated record has under that name
    /// (`unknownFields` and the private `_unknownFields` that stores it, the private `explicitNulls`
    /// and `absentDefaults`, a versioned record's
    /// `wireVersion`), the key table of its `CodingKeys` (`_table`), and `hashValue`, which
    /// `Hashable` declares. Other
    /// names of generated members compile next to a field (measured: `hash` beside `hash(into:)`,
    /// `encode` beside `encode(to:)`, `init`, `currentVersion` beside the static one).
    static let recordMembers: Set<String> = [
        "unknownFields", "_unknownFields", "explicitNulls", "absentDefaults", "wireVersion", "hashValue", "_table",
    ]

    /// Case names an enum cannot take: its static `fallback` and `allCases` (ambiguous beside a
    /// case), `rawValue` and `hashValue` (a case hides the instance member: "enum case 'rawValue'
    /// cannot be used as an instance member"), and `RawValue`, which breaks the raw type.
    static let enumMembers: Set<String> = ["fallback", "allCases", "rawValue", "hashValue", "RawValue"]

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
    /// Checks a record, enum, union or external type name. A keyword that cannot name a type is
    /// reported once every type is declared, with a free name to take instead
    /// (``checkLibraryTypeNames(in:)``).
    mutating func checkTypeName(_ name: NameSyntax) {
        guard !Names.typeKeywords.contains(name.text) else { return }
        if Names.reservedTypeNames.contains(name.text) || Names.isSnapshotName(name.text) {
            diagnostics.emit(.typeNameShadowsGeneratedType(name.text), at: name.location)
        } else if name.text.first?.isUppercase != true {
            diagnostics.emit(.typeNameNotUppercase(name.text), at: name.location)
        }
    }

    /// Checks a field, case or variant name against the members generated code declares. Every
    /// keyword may name one: generated code writes it with backticks where Swift needs them
    /// (``SwiftName``).
    /// `spelledOut`: the case's raw value or the variant's tag is written, so a rename keeps it.
    mutating func checkMemberName(
        _ name: NameSyntax, kind: String, reserved: Set<String>, spelledOut: Bool = false
    ) {
        if reserved.contains(name.text) {
            diagnostics.emit(
                .memberNameIsGenerated(name.text, kind: kind, spelledOut: spelledOut), at: name.location)
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
