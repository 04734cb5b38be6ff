/// How many random schemas drew each construct of the schema language, so that a run shows that
/// every newer construct was exercised (and a test can require it).
struct FuzzConstructTally {
    /// Construct name to the number of schemas that hold it.
    private(set) var schemas: [String: Int] = [:]

    /// The constructs every run of at least six schemas draws: each schema features one by its
    /// index (see ``FuzzSchemaBuilder/schema(index:)``).
    static let required = [
        "Int enum", "internally tagged union", "adjacently tagged union", "variant without payload", "union field",
        "Int32", "Int64", "UInt64", "Float", "Decimal", "Data", "file key style", "recursive record",
        "record held through an optional", "untagged union", "display fallback",
    ]

    /// The constructs drawn at random only: reported, not required.
    static let reported = [
        "String enum", "record key style", "@deprecated field", "@deprecated case", "keyword field", "keyword case",
        "keyword variant", "untagged record variant",
    ]

    mutating func add(_ schema: FuzzSchema) {
        var found: Set<String> = []
        for enumeration in schema.enums {
            found.insert(enumeration.isInt ? "Int enum" : "String enum")
            if enumeration.isDisplay { found.insert("display fallback") }
            if enumeration.cases.contains(where: { $0.deprecation != nil }) { found.insert("@deprecated case") }
            if enumeration.cases.contains(where: { FuzzKeywords.caseNames.contains($0.name) }) {
                found.insert("keyword case")
            }
        }
        for union in schema.unions where union.isUntagged {
            found.insert("untagged union")
            if union.variants.contains(where: { $0.payload != nil }) { found.insert("untagged record variant") }
        }
        for union in schema.unions where !union.isUntagged {
            found.insert(union.contentKey == nil ? "internally tagged union" : "adjacently tagged union")
            if union.variants.contains(where: { $0.payload == nil }) { found.insert("variant without payload") }
            if union.variants.contains(where: { FuzzKeywords.caseNames.contains($0.name) }) {
                found.insert("keyword variant")
            }
        }
        if schema.fileKeyStyle != nil { found.insert("file key style") }
        if FuzzRecursion.hasCycle(in: schema) { found.insert("recursive record") }
        if FuzzRecursion.hasCycle(in: schema, inline: true) { found.insert("record held through an optional") }
        for record in schema.records {
            if record.keyStyle != nil { found.insert("record key style") }
            for field in record.fields {
                if field.deprecation != nil { found.insert("@deprecated field") }
                if FuzzKeywords.fieldNames.contains(field.name) { found.insert("keyword field") }
                for layer in Self.layers(field.type) {
                    switch layer {
                    case .int32: found.insert("Int32")
                    case .int64: found.insert("Int64")
                    case .uint64: found.insert("UInt64")
                    case .float: found.insert("Float")
                    case .decimal: found.insert("Decimal")
                    case .data: found.insert("Data")
                    case .union: found.insert("union field")
                    default: break
                    }
                }
            }
        }
        for name in found { schemas[name, default: 0] += 1 }
    }

    /// The required constructs no schema drew.
    var missing: [String] { Self.required.filter { (schemas[$0] ?? 0) == 0 } }

    /// `Int enum 3, …`: the required constructs, then the reported ones.
    var summary: String {
        (Self.required + Self.reported).map { "\($0) \(schemas[$0] ?? 0)" }.joined(separator: ", ")
    }

    private static func layers(_ type: FuzzType) -> [FuzzType] {
        switch type {
        case .array(let inner), .dictionary(let inner), .optional(let inner): [type] + layers(inner)
        default: [type]
        }
    }
}
