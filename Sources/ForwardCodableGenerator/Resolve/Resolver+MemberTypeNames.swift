extension Resolver {
    /// Refuses a field named like a type its record's generated code names in an expression, and
    /// a variant named like a type its union's code names: inside the type, Swift finds the member
    /// first. Measured with Swift 6.3.1: a record with a field `Any` and a field of the record
    /// type `Any` fails at `decodeIfPresent(`Any`.self, ...)` with "cannot convert value of type
    /// 'String?' to expected argument type '`Any`.Type'", and `Paragraph.self` in a union with a
    /// variant `Paragraph` names the case. The names at risk are the types the fields and
    /// payloads hold, the record itself (a migration step returns `Note(...)`), and the names
    /// generated code writes in expressions inside the type.
    mutating func checkMembersNamedLikeTypes(records: [RecordModel], unions: [UnionModel]) {
        for record in records {
            let fields = record.fields + (record.versioning?.snapshots.flatMap(\.fields) ?? [])
            var used = Self.recordExpressionNames.union([record.name])
            for field in fields { used.formUnion(typeNames(in: field.type)) }
            for field in record.fields where used.contains(field.name) {
                diagnostics.emit(
                    .memberNameIsUsedType(field.name, kind: "field", owner: "record '\(record.name)'"),
                    at: field.location)
            }
        }
        for union in unions {
            let used = Self.unionExpressionNames.union(union.variants.compactMap(\.payload))
            for variant in union.variants where used.contains(variant.name) {
                diagnostics.emit(
                    .memberNameIsUsedType(variant.name, kind: "variant", owner: "union '\(union.name)'"),
                    at: variant.location)
            }
        }
    }

    /// The Swift names of the types `type` holds, at every depth, with the types their storage
    /// adds: `[String: Host?]` holds `String` and `Host`, an enum its raw type.
    func typeNames(in type: FieldType) -> Set<String> {
        var names: Set<String> = []
        for layer in type.layers {
            switch layer {
            case .array, .dictionary, .optional: continue
            case .formatted(let format):
                names.formUnion([format.scalar.spelled(json: "JSONValue"), "Formatted"])
                names.insert(String(format.runtimeType.prefix { $0 != "<" }))
            case .enumeration(let name): names.formUnion([name, (enums[name]?.rawType ?? .string).rawValue])
            case .external(let name): names.formUnion([name, "ExternalValue"])
            default: names.insert(layer.spelled(json: "JSONValue"))
            }
        }
        return names
    }

    /// The names a record's generated code writes in expressions inside the record: its
    /// readers, writers and documents, its explicit nulls, its key table, and the modules names
    /// are qualified through. (A migration step names `CodingKeys` through the record when a field
    /// is called so.)
    static let recordExpressionNames: Set<String> = [
        "DeclaredKeyTable", "ExplicitNulls", "JSONVersionedDocument", "KeyedVersionedDocument",
        "RecordFieldReader", "RecordFieldWriter", "Swift", "ForwardCodable",
    ]

    /// The names a union's generated code writes in expressions inside the union.
    static let unionExpressionNames: Set<String> = [
        "UnionCoding", "KeyedUnionReader", "KeyedUnionWriter", "JSONUnionReader", "Swift", "ForwardCodable",
    ]
}
