/// The types of ForwardCodable's runtime, of the standard library and of ForwardCodableTesting
/// that generated code names, and the module of each. Generated code writes them bare
/// (`JSONValue`) unless the schemas declare a type of the same name, which would hide it: then
/// through its module (`ForwardCodable.JSONValue`, `Swift.Codable`). Ordinary schemas thus get
/// the bare names. Measured with Swift 6.3.1: a schema's `record JSONValue` otherwise makes
/// `[String: JSONValue]` its own type ("cannot convert value of type '[String : Models.JSONValue]'
/// to expected argument type '[String : ForwardCodable.JSONValue]'"), and a `record Hashable`
/// makes `struct Shape: Hashable` "inheritance from non-protocol type 'Hashable'".
///
/// Every translator writes such a name through ``SchemaModel/runtime(_:)``; a name generated code
/// starts to use goes into ``modules``.
enum RuntimeNames {
    /// Each type name generated code writes, and the module that declares it.
    static let modules: [String: String] = {
        var modules: [String: String] = [:]
        for name in ["Codable", "Decodable", "Decoder", "Encoder", "Hashable", "Sendable"] {
            modules[name] = "Swift"
        }
        for name in ["ContractChecks", "DeliberateEdit", "DisplayedFallback"] {
            modules[name] = "ForwardCodableTesting"
        }
        for name in runtime { modules[name] = "ForwardCodable" }
        return modules
    }()

    private static let runtime = [
        "AbsentDefaults", "DecimalString", "DeclaredKeyTable", "DeclaredKeys", "EpochMilliseconds", "EpochSeconds",
        "ExplicitNulls",
        "ExternalValue", "FastJSONCodable", "FastJSONDecodable", "Formatted", "ForwardEnum", "ForwardRecord",
        "GeneratedCodeContract", "ISO8601DateTime", "Indirect", "IntegerString", "JSONReader", "JSONUnionReader",
        "JSONValue", "JSONVersionedDocument", "JSONWriter", "KeyedUnionReader", "KeyedUnionWriter",
        "KeyedVersionedDocument", "MigrationSource", "RecordFieldReader", "RecordFieldWriter", "RecordKey",
        "UnionCoding", "UnionVariantReader", "UnionVariantWriter", "UnknownShape", "UnknownVariant",
        "UnknownFieldsStorage", "UntaggedUnionCoding", "UntaggedVariantReader", "UntaggedVariantWriter",
        "JSONUntaggedReader",
        "KeyedUntaggedReader", "KeyedUntaggedWriter", "VersionedDocument",
        "VersionedRecord", "WideAbsentDefaults", "WireArray", "WireDictionary",
    ]
}

extension SchemaModel {
    /// `name`, a type of the runtime, the standard library or ForwardCodableTesting
    /// (``RuntimeNames/modules``), as generated code writes it: bare, or through its module when
    /// the schemas declare a type of that name.
    func runtime(_ name: String) -> String {
        guard declaresType(name), let module = RuntimeNames.modules[name] else { return name }
        return module + "." + name
    }

    /// `[String: JSONValue]`, the type of the bag of unknown fields.
    var unknownFieldsType: String {
        "[String: \(runtime("JSONValue"))]"
    }

    /// `UnknownFieldsStorage`, how a record stores its bag: parsed, or the text read on the fast
    /// path.
    var unknownFieldsStorageType: String {
        runtime("UnknownFieldsStorage")
    }

    /// Whether the schemas declare a record, enum, union or external type called `name`.
    func declaresType(_ name: String) -> Bool {
        records[name] != nil || enums[name] != nil || unions[name] != nil || externals.contains(name)
    }
}
