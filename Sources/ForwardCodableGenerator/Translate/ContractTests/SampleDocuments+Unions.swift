import ForwardCodable

extension SampleDocuments {
    /// The samples beyond the first that the record's round trip reads: for each variant of a
    /// union that the sample holds nowhere (a union in single positions only), the sample with
    /// that variant in those positions. An untagged union's values carry no tag to look for: each
    /// variant gets its sample, kept when it differs from the first.
    func variantSamples(of record: RecordModel) -> [JSONValue] {
        let first = sample(of: record)
        var samples: [JSONValue] = []
        for union in model.unions.values.sorted(by: { $0.name < $1.name }) {
            for (index, variant) in union.variants.enumerated().dropFirst()
            where union.isUntagged || !Self.holds(first, tagKey: union.tagKey, tag: variant.tag) {
                var chosen = self
                chosen.variantChoice[union.name] = index
                let document = chosen.sample(of: record)
                if document != first { samples.append(document) }
            }
        }
        return samples
    }

    /// Whether `value` holds an object tagged `tag` under `tagKey`, at any depth.
    private static func holds(_ value: JSONValue, tagKey: String, tag: String) -> Bool {
        switch value {
        case .object(let members):
            members[tagKey] == .string(tag) || members.values.contains { holds($0, tagKey: tagKey, tag: tag) }
        case .array(let elements): elements.contains { holds($0, tagKey: tagKey, tag: tag) }
        default: false
        }
    }

    /// Every variant of the union `element` is, in order, for a collection above the collection
    /// depth of the known-only sample; `nil` otherwise (one element, as for any other type).
    func everyVariant(of element: FieldType, future: Bool, depth: Int) -> [JSONValue]? {
        guard !future, depth < Self.collectionDepth, case .union(let name) = element.unwrapped,
            let union = model.unions[name], union.variants.count > 1
        else { return nil }
        return union.variants.indices.map { self.union(name, future: false, depth: depth + 1, variant: $0) }
    }

    /// How deep unions nest in a sample before their payloads stay empty.
    static let unionDepth = 16

    /// A union's sample is its first variant (or the chosen one), tagged; in the future document it is a variant no
    /// version knows, with a payload of its own, which the union must keep whole.
    func union(_ name: String, future: Bool, depth: Int, variant index: Int? = nil) -> JSONValue {
        guard let union = model.unions[name] else { return .null }
        if union.isUntagged { return untagged(union, future: future, depth: depth, variant: index) }
        if future {
            let known = Set(union.variants.map(\.tag))
            var tag = "futureVariant"
            while known.contains(tag) { tag += "_" }
            let payload: JSONValue = .object(["addedLater": .bool(true), "nested": .object(["n": .int(1)])])
            if let content = union.contentKey {
                return .object([union.tagKey: .string(tag), content: payload])
            }
            guard case .object(var members) = payload else { return payload }
            members[union.tagKey] = .string(tag)
            return .object(members)
        }
        // A required union that holds the record that holds it has no finite sample: past a
        // depth no real schema nests to, the variant's payload stays empty.
        let chosen = index ?? variantChoice[name] ?? 0
        let shown = union.variants.indices.contains(chosen) ? union.variants[chosen] : union.variants.first
        guard let variant = shown, depth < Self.unionDepth else {
            return .object([union.tagKey: .string(shown?.tag ?? "none")])
        }
        var payload: JSONValue = .object([:])
        if let record = variant.payload.flatMap({ model.records[$0] }) {
            let stamp = record.versioning.map { ($0.stampKey, $0.currentVersion) }
            payload = document(
                fields: record.fields, record: record.name, stamp: stamp, future: false, depth: depth + 1)
        }
        if let content = union.contentKey {
            var members: [String: JSONValue] = [union.tagKey: .string(variant.tag)]
            if variant.payload != nil { members[content] = payload }
            return .object(members)
        }
        guard case .object(var members) = payload else { return payload }
        members[union.tagKey] = .string(variant.tag)
        return .object(members)
    }
}
