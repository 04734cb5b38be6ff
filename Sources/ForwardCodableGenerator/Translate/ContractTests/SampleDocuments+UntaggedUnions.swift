import ForwardCodable

extension SampleDocuments {
    /// An untagged union's sample is the value of its first variant (or the chosen one): a record's
    /// sample document, a scalar's placeholder, a list of one sample element. It must select that
    /// variant when read: a record sample whose optional fields hold the required keys of a variant
    /// that outranks it keeps only its required fields (which select it: the generator refuses two
    /// records that require the same keys). In the future document it is a value that fits no
    /// variant, which the union must keep whole.
    func untagged(_ union: UnionModel, future: Bool, depth: Int, variant index: Int?) -> JSONValue {
        if future { return Self.unfitting(union, in: model) }
        let chosen = index ?? variantChoice[union.name] ?? 0
        guard let variant = union.variants.indices.contains(chosen) ? union.variants[chosen] : union.variants.first,
            let type = variant.type
        else { return .null }
        // A union that holds the record that holds it: past a depth no real schema nests to, a
        // value of a kind no record holds ends the sample, else `null`, which the union keeps.
        if depth >= Self.unionDepth {
            let scalar = union.variants.first {
                $0.type.map { !$0.containsRecord && !$0.contains(where: Self.isUnion) } ?? false
            }
            guard let scalar, let scalarType = scalar.type else { return .null }
            return value(
                of: scalarType, sample: nil, field: Self.field(of: scalar, type: scalarType), record: union.name,
                future: false, depth: depth)
        }
        let sample = value(
            of: type, sample: nil, field: Self.field(of: variant, type: type), record: union.name, future: false,
            depth: depth)
        guard case .record(let name) = type, model.selectedVariant(of: union, for: sample)?.name != variant.name,
            let record = model.records[name]
        else { return sample }
        return document(
            fields: record.fields.filter(\.isRequired), record: name,
            stamp: record.versioning.map { ($0.stampKey, $0.currentVersion) }, future: false, depth: depth + 1)
    }

    /// A value that no variant of `union` takes, as a newer version may write one: an object of a
    /// shape no record variant requires, else a string, a Boolean, a number, a list, or `null`.
    static func unfitting(_ union: UnionModel, in model: SchemaModel) -> JSONValue {
        let candidates: [JSONValue] = [
            .object(["addedLater": .bool(true), "nested": .object(["n": .int(1)])]),
            .string("written by a newer version"), .bool(true), .double(2.5), .int(7),
            .array([.int(1), .string("two")]),
        ]
        return candidates.first { model.selectedVariant(of: union, for: $0) == nil } ?? .null
    }

    /// The variant as a field of its type, for the placeholders of its sample.
    private static func field(of variant: VariantModel, type: FieldType) -> FieldModel {
        FieldModel(
            name: variant.name, wireKey: variant.name, docs: [], type: type, defaultValue: nil, isStrict: false,
            sample: nil, location: variant.location)
    }

    private static func isUnion(_ type: FieldType) -> Bool {
        if case .union = type { return true }
        return false
    }
}
