@_spi(ForwardCodableGenerated) import ForwardCodable

/// The JSON shape that selects a variant of an untagged union: what the generated code declares
/// in its `UntaggedUnionCoding`, and what the generator's samples and the breaking-change checker
/// ask the runtime's selection rule (the one implementation of the rule, shared).
enum UntaggedKind: Hashable, Sendable {
    case string, boolean, integer, number, array
    /// A record, with the keys every document of the record holds.
    case object(required: [String])

    /// The kind of a variant of type `type`, or `nil` for a type no shape tells apart.
    init?(_ type: FieldType, records: [String: RecordModel]) {
        switch type {
        case .string: self = .string
        case .bool: self = .boolean
        case .int: self = .integer
        case .double: self = .number
        case .array: self = .array
        case .record(let name): self = .object(required: records[name]?.selectionKeys ?? [])
        default: return nil
        }
    }

    /// The runtime's description of a variant named `name` of this kind.
    func variant(named name: String) -> UntaggedUnionCoding.Variant {
        switch self {
        case .string: .string(name)
        case .boolean: .boolean(name)
        case .integer: .integer(name)
        case .number: .number(name)
        case .array: .array(name)
        case .object(let required): .object(name, required: required)
        }
    }

    /// The same description as generated code spells it: `.object("full", required: ["id"])`.
    func expression(named name: String) -> String {
        let quoted = SwiftLiterals.string(name)
        switch self {
        case .string: return ".string(\(quoted))"
        case .boolean: return ".boolean(\(quoted))"
        case .integer: return ".integer(\(quoted))"
        case .number: return ".number(\(quoted))"
        case .array: return ".array(\(quoted))"
        case .object(let required):
            return ".object(\(quoted), required: [\(required.map(SwiftLiterals.string).joined(separator: ", "))])"
        }
    }
}

extension RecordModel {
    /// The keys every document of the record holds, in declaration order: its required fields'
    /// keys. A versioned record reads documents of every version, so only the keys every version
    /// requires count, with the stamp first when unstamped documents are refused.
    var selectionKeys: [String] {
        let required = fields.filter(\.isRequired).map(\.wireKey)
        guard let versioning else { return required }
        let older = versioning.snapshots.map { Set($0.fields.filter(\.isRequired).map(\.wireKey)) }
        let everywhere = required.filter { key in older.allSatisfy { $0.contains(key) } }
        return versioning.unstampedVersion == nil ? [versioning.stampKey] + everywhere : everywhere
    }
}

extension SchemaModel {
    /// The kinds of an untagged union's variants, in declaration order.
    func untaggedKinds(of union: UnionModel) -> [(variant: VariantModel, kind: UntaggedKind)] {
        union.variants.compactMap { variant in
            variant.type.flatMap { UntaggedKind($0, records: records) }.map { (variant, $0) }
        }
    }

    /// The runtime's selection rule for an untagged union, as its generated code declares it.
    func selection(of union: UnionModel) -> UntaggedUnionCoding {
        UntaggedUnionCoding(
            union: union.name, variants: untaggedKinds(of: union).map { $0.kind.variant(named: $0.variant.name) })
    }

    /// The variant of the untagged union `union` that `value` selects, if any.
    func selectedVariant(of union: UnionModel, for value: JSONValue) -> VariantModel? {
        let name = selection(of: union).variant(for: value)
        return union.variants.first { $0.name == name }
    }
}

extension SchemaModel {
    /// Whether a value of `record` may hold an untagged union: through its fields, the records and
    /// unions they hold, and the types of union variants, at any depth.
    func holdsUntaggedUnion(_ record: RecordModel) -> Bool {
        var seen: Set<String> = []
        var pending: [FieldType] = record.fields.map(\.type)
        while let type = pending.popLast() {
            switch type.layers.last {
            case .record(let name)? where seen.insert(name).inserted:
                pending += records[name]?.fields.map(\.type) ?? []
            case .union(let name)? where seen.insert(name).inserted:
                guard let union = unions[name] else { continue }
                if union.isUntagged { return true }
                pending += union.variants.compactMap { $0.payload.map(FieldType.record) }
            default: continue
            }
        }
        return false
    }
}
