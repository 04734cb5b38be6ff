import ForwardCodable

extension SampleDocuments {
    /// How deep unions nest in a sample before their payloads stay empty.
    static let unionDepth = 16

    /// A union's sample is its first variant, tagged; in the future document it is a variant no
    /// version knows, with a payload of its own, which the union must keep whole.
    func union(_ name: String, future: Bool, depth: Int) -> JSONValue {
        guard let union = model.unions[name] else { return .null }
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
        guard let variant = union.variants.first, depth < Self.unionDepth else {
            return .object([union.tagKey: .string(union.variants.first?.tag ?? "none")])
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
